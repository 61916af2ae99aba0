import { describeFound } from '../engine/index.js';
import { GAME_IDS, isGameId, type GameId } from '../engine/index.js';
import type { KeyValueStore } from './key-value-store.js';
import { FORMAT_1_BARE, loadStored, writeStoredOrThrow, type StoredSpec } from './stored-value.js';
import { defaultGameId } from '../engine/index.js';

/** The storage key of the game last chosen (KEYS.selectedGame in user-data.ts). */
export const SELECTED_GAME_KEY = 'selectedGame';

export const SELECTED_GAME_STORED: StoredSpec<GameId> = {
  name: SELECTED_GAME_KEY,
  keys: [SELECTED_GAME_KEY],
  version: 2,
  what: () => 'the game you chose last',
  migrations: FORMAT_1_BARE,
  check: (v) => (isGameId(v) ? { ok: true, value: v } : { ok: false, problem: `expected one of ${GAME_IDS.join(', ')} (found ${describeFound(v)})` }),
  maxBytes: 256,
};

/**
 * The game the pages open on. A file of its own, so a page's first screen reads it without loading the checks of
 * every other stored setting.
 */
export async function loadSelectedGame(store: KeyValueStore): Promise<GameId> {
  return (await loadStored(store, SELECTED_GAME_STORED, SELECTED_GAME_KEY)) ?? defaultGameId();
}

export async function saveSelectedGame(store: KeyValueStore, game: GameId): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: SELECTED_GAME_STORED, key: SELECTED_GAME_KEY, value: game }]);
}
