import { pathKey } from '../core/board/json-path.js';
import { readFormation, readStrength, readUnitIdentity } from '../core/board/unit-fields.js';
import { PACK_LIMITS, type PackUnit } from './pack-format.js';
import type { PackReader } from './pack-reader.js';

const UNIT_KEYS = ['id', 'name', 'side', 'type', 'formation', 'strength', 'movement'] as const;

function readUnit(r: PackReader, value: unknown, path: string): PackUnit | undefined {
  const o = r.record(value, path, 'a unit {"id", "name", "side", "type", "strength"}, with "formation" and "movement" optional', UNIT_KEYS);
  if (!o) return undefined;
  const { id, name, side, type } = readUnitIdentity(r, o, path);
  const formation = o.formation === undefined ? null : readFormation(r, o.formation, pathKey(path, 'formation'));
  // The strengths are what an order of battle is for: required, though either may be null (not printed).
  const strength =
    o.strength === undefined ? r.fail(pathKey(path, 'strength'), 'the strengths {"full", "reduced"}, each a whole number or null') : readStrength(r, o.strength, pathKey(path, 'strength'));
  const movement = o.movement === undefined ? undefined : o.movement === null ? null : r.whole(o.movement, pathKey(path, 'movement'), 0, PACK_LIMITS.movement);
  if (!id || !name || !side || !type || formation === undefined || !strength || (o.movement !== undefined && movement === undefined)) return undefined;
  const unit: PackUnit = { id, name, side, type, strength };
  return { ...unit, ...(formation === null ? {} : { formation }), ...(movement === undefined ? {} : { movement }) };
}

/** The order of battle: at most as many units as a board, each id once. */
export function readOrderOfBattle(r: PackReader, value: unknown, path: string): PackUnit[] | undefined {
  return r.once(value, path, 'units', PACK_LIMITS.units, (v, p) => readUnit(r, v, p), { key: (u) => u.id, what: 'an id', at: 'id' });
}
