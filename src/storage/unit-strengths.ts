import { BOARD_LIMITS, FieldReader, FORCE_LIMITS, fieldError, isRecord, pathKey, type Parsed } from '../engine/index.js';
import { GAME_IDS, type GameId } from '../engine/index.js';
import { BORN_IN_ENVELOPE, gameJsonStore } from './game-json-store.js';
import { bytesForText } from './json-store.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * Strengths the player typed for counters whose board does not show them (the demo board shows none), per game
 * and per counter id, so a counter's strength is entered once: the next reading of the board fills it in, under
 * whatever the board itself shows. Front (`full`) and back (`reduced`) are kept apart, as the counter prints them.
 */
export const UNIT_STRENGTHS_KEY = 'unitStrengths';
export const UNIT_STRENGTH_LIMITS = { unitsPerGame: 2_000 } as const;

/** One counter's strengths as the player entered them: at least one side. */
export interface RememberedStrength {
  readonly full?: number;
  readonly reduced?: number;
}

/** One game's remembered strengths: board unit id → what the player entered. */
export type RememberedStrengths = Readonly<Record<string, RememberedStrength>>;

/** Which side of the counter a strength is printed on. */
export type StrengthSide = keyof RememberedStrength;

const SIDES: readonly StrengthSide[] = ['full', 'reduced'];

function readStrength(r: FieldReader, value: unknown, path: string): RememberedStrength | undefined {
  const o = r.record(value, path, 'an object with the strength on the front (full) or the back (reduced)', SIDES);
  if (!o) return undefined;
  const out: { full?: number; reduced?: number } = {};
  for (const side of SIDES) {
    if (o[side] === undefined) continue;
    const n = r.whole(o[side], pathKey(path, side), 0, FORCE_LIMITS.strength);
    if (n !== undefined) out[side] = n;
  }
  if (out.full === undefined && out.reduced === undefined && !r.failed) return r.fail(path, 'a strength on the front (full) or the back (reduced)', value);
  return out;
}

/** One game's entries, stored or imported: every bad entry named by its counter id. */
function parseStrengths(input: unknown): Parsed<RememberedStrengths> {
  if (!isRecord(input)) return { ok: false, errors: [fieldError('(top)', 'an object keyed by counter id', input)] };
  const r = new FieldReader();
  const o = input;
  const ids = Object.keys(o);
  if (ids.length > UNIT_STRENGTH_LIMITS.unitsPerGame) return { ok: false, errors: [{ path: '(top)', expected: `at most ${UNIT_STRENGTH_LIMITS.unitsPerGame} counters`, found: `${ids.length} counters` }] };
  const out: Record<string, RememberedStrength> = {};
  for (const id of ids) {
    const path = pathKey('', id);
    const key = r.text(id, path, BOARD_LIMITS.text);
    const strength = readStrength(r, o[id], path);
    if (key !== undefined && strength !== undefined) out[key] = strength;
  }
  return r.failed ? { ok: false, errors: r.errors() } : { ok: true, value: out };
}

const PER_ENTRY_BYTES = bytesForText(BOARD_LIMITS.text) + 40;

export const UNIT_STRENGTHS = gameJsonStore<GameId, RememberedStrengths, RememberedStrengths>({
  key: UNIT_STRENGTHS_KEY,
  ...BORN_IN_ENVELOPE,
  what: 'your counters’ strengths',
  games: GAME_IDS,
  entryName: 'counter strengths',
  parse: (input) => parseStrengths(input),
  keep: (_, strengths) => strengths,
  // Every game full: 2,000 counters of the longest id a board allows and two strengths.
  maxBytes: GAME_IDS.length * UNIT_STRENGTH_LIMITS.unitsPerGame * PER_ENTRY_BYTES + 1_000,
});

export const UNIT_STRENGTHS_STORED = UNIT_STRENGTHS.spec;

/** The game's remembered strengths; none when nothing is stored (or it cannot be read: then reported and kept). */
export async function loadUnitStrengths(store: KeyValueStore, game: GameId): Promise<RememberedStrengths> {
  return (await UNIT_STRENGTHS.load(store, game)) ?? {};
}

/**
 * Remembers (or, with null, forgets) one side of one counter's strength. Refused with the reason when the
 * strength is out of range, the game already has its limit of counters, or what is stored cannot be read.
 */
export async function saveUnitStrength(store: KeyValueStore, game: GameId, unitId: string, side: StrengthSide, strength: number | null): Promise<Parsed<RememberedStrengths>> {
  const all = await UNIT_STRENGTHS.loadAll(store);
  const kept: Record<string, RememberedStrength> = { ...(all[game] ?? {}) };
  const { [side]: _dropped, ...rest } = kept[unitId] ?? {};
  const next: RememberedStrength = strength === null ? rest : { ...rest, [side]: strength };
  if (Object.keys(next).length === 0) delete kept[unitId];
  else {
    if (!(unitId in kept) && Object.keys(kept).length >= UNIT_STRENGTH_LIMITS.unitsPerGame) {
      return { ok: false, errors: [fieldError('strength', `at most ${UNIT_STRENGTH_LIMITS.unitsPerGame} counters with a remembered strength in a game: clear one first`)] };
    }
    kept[unitId] = next;
  }
  return UNIT_STRENGTHS.save(store, game, kept);
}
