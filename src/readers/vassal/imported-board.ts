import type { Board } from '../../engine/core/board/board.js';
import type { Parsed } from '../../engine/core/field-error.js';
import type { KeyValueStore } from '../../storage/key-value-store.js';

/**
 * The board imported last from a VASSAL save, kept for the popup. Whoever loads it checks it again
 * with the board validator: storage is input like any other.
 */
export const IMPORTED_BOARD_KEY = 'importedBoard';

export async function saveImportedBoard(store: KeyValueStore, board: Board): Promise<void> {
  await store.set(IMPORTED_BOARD_KEY, board);
}

export async function loadImportedBoard(store: KeyValueStore, validate: (json: unknown) => Parsed<Board>): Promise<Board | null> {
  const raw = await store.get(IMPORTED_BOARD_KEY);
  if (raw === undefined || raw === null) return null;
  const parsed = validate(raw);
  return parsed.ok ? parsed.value : null;
}

export async function forgetImportedBoard(store: KeyValueStore): Promise<void> {
  await store.remove(IMPORTED_BOARD_KEY);
}
