import type { Board } from '../engine/core/board/board.js';
import { BOARD_LIMITS } from '../engine/core/board/board.js';
import { parseBoard } from '../engine/core/board/parse-board.js';
import { IMPORTED_BOARD_KEY } from './imported-board-key.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, problemOf, writeStoredOrThrow, type StoredSpec } from './stored-value.js';

/**
 * The board imported last, from a VASSAL save or a pasted unit list, kept for the popup. One key for every
 * kind of import: a new import replaces the last, whatever it came from. Storage is input like any other,
 * so the board is checked again with the board validator whenever it is loaded.
 */
export { IMPORTED_BOARD_KEY };

/**
 * A real 2,000-piece VASSAL board takes well under 1 MB; a board file is read from at most BOARD_LIMITS.json
 * characters, 3 bytes each at most.
 */
export const IMPORTED_BOARD_STORED: StoredSpec<Board> = {
  name: IMPORTED_BOARD_KEY,
  keys: [IMPORTED_BOARD_KEY],
  version: 2,
  what: () => 'your imported board',
  // Format 1 was the board, bare; format 2 wraps it unchanged.
  migrations: { 1: (old) => old },
  check: (v) => {
    const parsed = parseBoard(v);
    return parsed.ok ? parsed : { ok: false, problem: problemOf(parsed.errors) };
  },
  maxBytes: 3 * BOARD_LIMITS.json + 1_000,
};

/** Stores the board; a refusal (the size, a stored board that cannot be read, the browser) is thrown with its reason. */
export async function saveImportedBoard(store: KeyValueStore, board: Board): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: IMPORTED_BOARD_STORED, key: IMPORTED_BOARD_KEY, value: board }]);
}

/** The stored board, or null when there is none or what is stored no longer validates (then reported). */
export async function loadImportedBoard(store: KeyValueStore): Promise<Board | null> {
  return loadStored(store, IMPORTED_BOARD_STORED, IMPORTED_BOARD_KEY);
}

export async function forgetImportedBoard(store: KeyValueStore): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: IMPORTED_BOARD_STORED, key: IMPORTED_BOARD_KEY, value: undefined }]);
}
