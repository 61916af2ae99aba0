import type { Board } from '../engine/index.js';
import { BOARD_LIMITS } from '../engine/index.js';
import { parseBoard } from '../engine/index.js';
import { IMPORTED_BOARD_KEY } from './imported-board-key.js';
import { jsonStore } from './json-store.js';
import type { KeyValueStore } from './key-value-store.js';
import { writeStoredOrThrow } from './stored-value.js';

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
const IMPORTED_BOARD = jsonStore<Board, Board>({
  key: IMPORTED_BOARD_KEY,
  version: 2,
  what: 'your imported board',
  parse: parseBoard,
  // The board as the validator reads it: one shape whatever it was imported from.
  keep: (_, board) => board,
  textChars: BOARD_LIMITS.json,
});

export const IMPORTED_BOARD_STORED = IMPORTED_BOARD.spec;

/** Stores the board; a refusal (the size, a stored board that cannot be read, the browser) is thrown with its reason. */
export async function saveImportedBoard(store: KeyValueStore, board: Board): Promise<void> {
  await writeStoredOrThrow(store, [IMPORTED_BOARD.write(board)]);
}

/** The stored board, or null when there is none or what is stored no longer validates (then reported). */
export const loadImportedBoard = IMPORTED_BOARD.load;
export const forgetImportedBoard = IMPORTED_BOARD.remove;
