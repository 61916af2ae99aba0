import type { Board } from '../../core/board/board.js';

/**
 * `read` remembered per board and hex: a board does not change once read, and the battle planner asks the
 * same hexes of one board hundreds of times a plan. A board no longer used is forgotten with it.
 */
export function perBoardHex<T>(read: (board: Board, hex: string) => T): (board: Board, hex: string) => T {
  const boards = new WeakMap<Board, Map<string, T>>();
  return (board, hex) => {
    let known = boards.get(board);
    if (!known) {
      known = new Map();
      boards.set(board, known);
    }
    const found = known.get(hex);
    if (found !== undefined) return found;
    const made = read(board, hex);
    known.set(hex, made);
    return made;
  };
}
