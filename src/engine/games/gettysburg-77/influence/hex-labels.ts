import { GETTYSBURG_77_GRID } from '../hex-grid.js';

const grid = GETTYSBURG_77_GRID;

/**
 * A number for a hex, row first: sorting the numbers sorts the hexes row by row, then by column, as a player reads
 * them off the map, and a number is a cheaper key than a label. Columns and rows near the labels stay well inside
 * the offset, so no two hexes share a number.
 */
const KEY_OFFSET = 1 << 10;
const KEY_STRIDE = 1 << 12;
export const keyOf = (q: number, r: number): number => (r + KEY_OFFSET) * KEY_STRIDE + (q + KEY_OFFSET);

/**
 * Each hex's label, worked out once for all answers (formatting and checking a label costs more than the rest of
 * a visit to the hex): null beyond the labels, where a range near their edge runs off. The labels are fixed by the
 * grid, and a board's units stand near its few thousand hexes, so the table stays about that small.
 */
const LABELS = new Map<number, string | null>();

export function labelOf(key: number, q: number, r: number): string | null {
  let label = LABELS.get(key);
  if (label === undefined) {
    const l = grid.format({ q, r });
    LABELS.set(key, (label = grid.parse(l) ? l : null));
  }
  return label;
}
