import type { Hex } from './hex.js';

/** Which columns of a flat-top map sit half a hex lower than their neighbours, counting the first column as 1. */
export type ShiftedColumns = 'even' | 'odd';

/**
 * A printed (column, row) of a flat-top map with vertical columns, in axial coordinates: q is the column,
 * and r is the row less the rows the columns to its left have climbed. Red Blob Games calls the two cases
 * "even-q" and "odd-q"; here the parity is that of the printed column number, and the tests check the
 * result against the neighbours the rules themselves name rather than trusting the name.
 */
export function offsetToAxial(column: number, row: number, shifted: ShiftedColumns): Hex {
  const climbed = shifted === 'even' ? Math.floor((column + 1) / 2) : Math.floor(column / 2);
  return { q: column, r: row - climbed };
}

export function axialToOffset(h: Hex, shifted: ShiftedColumns): { readonly column: number; readonly row: number } {
  const climbed = shifted === 'even' ? Math.floor((h.q + 1) / 2) : Math.floor(h.q / 2);
  return { column: h.q, row: h.r + climbed };
}
