import { isRecord, soleGameWithTool } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import type { CavalryExit } from '../engine/calculators.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, writeStoredOrThrow, type Checked, type StoredSpec } from './stored-value.js';

/**
 * The cavalry exits a player typed into the popup's tally, turn by turn and side by side: the game's record of
 * them apart from the ledger (a player who keeps no ledger still has the award). One entry per turn and side.
 */
export interface CavalryExitTally {
  readonly exits: readonly CavalryExit[];
}

/** Fifteen turns of two sides, with room to spare; a count beyond the counters in the box is still a mistake the award reports. */
export const TALLY_ENTRIES_MAX = 40;
export const COUNT_MAX = 99;

const keyOf = (game: GameId): string => `cavalryExits/${game}`;
/** The one game whose features list the cavalry-exit award (Cemetery Hill's): the key names it. */
export const CAVALRY_EXITS_KEY = keyOf(soleGameWithTool('cavalry-exit'));

export const NO_EXITS: CavalryExitTally = { exits: [] };

/** Storage can hold anything: accept only whole counts by turn and side, each turn and side once. */
function checkTally(value: unknown): Checked<CavalryExitTally> {
  const no = (problem: string): Checked<CavalryExitTally> => ({ ok: false, problem });
  if (!isRecord(value) || !Array.isArray(value.exits)) return no('expected the exits as a list');
  if (value.exits.length > TALLY_ENTRIES_MAX) return no(`exits: at most ${TALLY_ENTRIES_MAX} entries, one per turn and side`);
  const seen = new Set<string>();
  const exits: CavalryExit[] = [];
  for (const [i, e] of value.exits.entries()) {
    if (!isRecord(e)) return no(`exit ${i + 1}: expected a turn, a side and a count`);
    const { turn, side, count } = e;
    if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1 || turn > 99) return no(`exit ${i + 1}: the turn must be a whole number`);
    if (side !== 'union' && side !== 'confederate') return no(`exit ${i + 1}: the side must be union or confederate`);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > COUNT_MAX) return no(`exit ${i + 1}: the count must be a whole number from 0 to ${COUNT_MAX}`);
    if (seen.has(`${turn}:${side}`)) return no(`exit ${i + 1}: turn ${turn} has the ${side} count twice`);
    seen.add(`${turn}:${side}`);
    exits.push({ turn, side, count });
  }
  return { ok: true, value: { exits } };
}

export const CAVALRY_EXITS_STORED: StoredSpec<CavalryExitTally> = {
  name: 'cavalryExits',
  keys: [CAVALRY_EXITS_KEY],
  version: 1,
  what: () => 'your Cemetery Hill cavalry-exit tally',
  migrations: {},
  check: checkTally,
  maxBytes: 4_000,
};

/** The game's tally, or none typed yet (and when it cannot be read: then reported by the notice). */
export async function loadCavalryExits(store: KeyValueStore, game: GameId): Promise<CavalryExitTally> {
  return (await loadStored(store, CAVALRY_EXITS_STORED, keyOf(game))) ?? NO_EXITS;
}

export async function saveCavalryExits(store: KeyValueStore, game: GameId, tally: CavalryExitTally): Promise<void> {
  // Zero counts say nothing: kept out, so the tally stays one entry per exit typed.
  await writeStoredOrThrow(store, [{ spec: CAVALRY_EXITS_STORED, key: keyOf(game), value: { exits: tally.exits.filter((e) => e.count > 0) } }]);
}
