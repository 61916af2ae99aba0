import type { Board } from '../engine/core/board/board.js';
import { parseBoard } from '../engine/core/board/parse-board.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The board imported last, from a VASSAL save or a pasted unit list, kept for the popup. One key for every
 * kind of import: a new import replaces the last, whatever it came from. Storage is input like any other,
 * so the board is checked again with the board validator whenever it is loaded.
 */
export const IMPORTED_BOARD_KEY = 'importedBoard';

export async function saveImportedBoard(store: KeyValueStore, board: Board): Promise<void> {
  await store.set(IMPORTED_BOARD_KEY, board);
}

/** The stored board, or null when there is none or what is stored no longer validates. */
export async function loadImportedBoard(store: KeyValueStore): Promise<Board | null> {
  const raw = await store.get(IMPORTED_BOARD_KEY);
  if (raw === undefined || raw === null) return null;
  const parsed = parseBoard(raw);
  return parsed.ok ? parsed.value : null;
}

export async function forgetImportedBoard(store: KeyValueStore): Promise<void> {
  await store.remove(IMPORTED_BOARD_KEY);
}
