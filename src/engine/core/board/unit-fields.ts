import { SIDES, type Side } from '../combat-unit.js';
import { BOARD_LIMITS, BOARD_UNIT_TYPES, type BoardUnit, type BoardUnitType } from './board.js';
import type { FieldReader } from './field-reader.js';
import { pathKey } from './json-path.js';

/** Highest strength printed on a counter, as the board format allows it. */
export const STRENGTH_LIMIT = 999;

const FORMATION_KEYS = ['corps', 'division', 'brigade'] as const;

/**
 * A unit's corps, division and brigade, each optional text: read the same for a board's unit and a game pack's
 * order of battle. Absent is no formation ({}).
 */
export function readFormation(r: FieldReader, value: unknown, path: string): BoardUnit['formation'] | undefined {
  if (value === undefined) return {};
  const f = r.record(value, path, 'an object with corps, division and brigade names (each optional)', FORMATION_KEYS);
  if (!f) return undefined;
  const out: { corps?: string; division?: string; brigade?: string } = {};
  let ok = true;
  for (const key of FORMATION_KEYS) {
    if (f[key] === undefined) continue;
    const t = r.text(f[key], pathKey(path, key), BOARD_LIMITS.text);
    if (t === undefined) ok = false;
    else out[key] = t;
  }
  return ok ? out : undefined;
}

/**
 * The strengths printed on a counter's two sides, whole numbers or null where not shown; absent is both null,
 * never a guess.
 */
export function readStrength(r: FieldReader, value: unknown, path: string): BoardUnit['strength'] | undefined {
  if (value === undefined) return { full: null, reduced: null };
  const s = r.record(value, path, 'an object {"full", "reduced"}, each a whole number or null', ['full', 'reduced']);
  if (!s) return undefined;
  const read = (key: 'full' | 'reduced'): number | null | undefined =>
    s[key] === undefined || s[key] === null ? null : r.whole(s[key], pathKey(path, key), 0, STRENGTH_LIMIT);
  const full = read('full');
  const reduced = read('reduced');
  return full === undefined || reduced === undefined ? undefined : { full, reduced };
}

/**
 * A unit's id, name, side and type, each read on its own (undefined where bad, and reported), so a caller still
 * uses a good type when the id is bad: a board's unit and a game pack's order of battle read them the same.
 */
export function readUnitIdentity(
  r: FieldReader,
  o: Record<string, unknown>,
  path: string,
): { readonly id: string | undefined; readonly name: string | undefined; readonly side: Side | undefined; readonly type: BoardUnitType | undefined } {
  return {
    id: r.text(o.id, pathKey(path, 'id'), BOARD_LIMITS.text),
    name: r.text(o.name, pathKey(path, 'name'), BOARD_LIMITS.text),
    side: r.oneOf<Side>(o.side, pathKey(path, 'side'), SIDES),
    type: r.oneOf<BoardUnitType>(o.type, pathKey(path, 'type'), BOARD_UNIT_TYPES),
  };
}
