/**
 * The storage key of the board imported last (imported-board.ts keeps it). A file of its own, so the popup can
 * see whether anything is stored there before it loads the board checks to read it.
 */
export const IMPORTED_BOARD_KEY = 'importedBoard';
