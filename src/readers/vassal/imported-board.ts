/**
 * The board imported last is shared by every kind of import (VASSAL saves, pasted unit lists), so it lives
 * in storage; re-exported here for the VASSAL reader's callers.
 */
export { forgetImportedBoard, IMPORTED_BOARD_KEY, loadImportedBoard, saveImportedBoard } from '../../storage/imported-board.js';
