import type { Board } from '../engine/index.js';
import { didYouMean, nearestList } from './nearest.js';

/** How many ids a message lists before it only counts the rest. */
export const IDS_SHOWN = 10;

/**
 * What to say after "no unit "x" on the board": the id most likely meant, and the ids the board has,
 * nearest the typed one first, the first ten then how many more.
 */
export function unitIdsHint(board: Board, typed: string): string {
  const ids = board.units.map((u) => u.id);
  if (ids.length === 0) return 'the board has no units.';
  const near = didYouMean(typed, ids);
  return `${near === null ? '' : `did you mean "${near}"? `}the board's unit ids, nearest first: ${nearestList(typed, ids, IDS_SHOWN)}.`;
}
