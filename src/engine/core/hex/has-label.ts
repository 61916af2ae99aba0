import type { HexGrid } from './hex-grid.js';
import type { Hex } from './hex.js';

/** Whether a hex has a label in its game (false beyond a map edge): lines and opposite hexes may reach such hexes. */
export function hasLabel(grid: HexGrid, h: Hex): boolean {
  return grid.parse(grid.format(h)) !== null;
}
