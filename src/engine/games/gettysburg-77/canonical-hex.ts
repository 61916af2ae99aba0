import { GETTYSBURG_77_GRID } from './hex-grid.js';

/** A label in the form the board keeps (O38, II42), or null when it names no hex of this map. */
export function canonicalHex(label: string): string | null {
  const h = GETTYSBURG_77_GRID.parse(label.trim().toUpperCase());
  return h ? GETTYSBURG_77_GRID.format(h) : null;
}
