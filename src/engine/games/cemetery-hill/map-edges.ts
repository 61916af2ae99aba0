import type { Edge } from '../../core/board/map-data.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import type { Hex } from '../../core/hex/hex.js';
import { axialToOffset } from '../../core/hex/offset-columns.js';
import { CEMETERY_HILL_MAP } from './map.js';
import { CEMETERY_HILL_MAP_DATA } from './map-data.js';

/** Where a hex sits on the printed map: its column and row (0127 is column 1, row 27). */
export interface MapPosition {
  readonly column: number;
  readonly row: number;
}

/**
 * Cemetery Hill's map as its map data has it: the grid (shifted columns), the extent and the row or
 * column of each edge. The extent and edges are inferred from the 14.34 entry hexes, so they are what
 * the map data says, corrected there if the printed map differs.
 */
export interface ChMap {
  readonly grid: HexGrid;
  /** The grid limited to the extent: a path search stays on the map. */
  readonly bounded: HexGrid;
  position(h: Hex): MapPosition;
  /** The edges a hex lies on (a corner hex lies on two). */
  edgesOf(h: Hex): Edge[];
}

export function cemeteryHillMap(): ChMap {
  const data = CEMETERY_HILL_MAP_DATA.data();
  const settings = CEMETERY_HILL_MAP_DATA.gridSettings();
  const shifted = settings?.shiftedColumns ?? 'even';
  const grid = CEMETERY_HILL_MAP.grid(settings);
  const extent = data.extent;
  const bounded = extent
    ? CEMETERY_HILL_MAP.grid({ ...settings, extent: { columns: [extent.columns.first, extent.columns.last], rows: [extent.rows.first, extent.rows.last] } })
    : grid;
  if (!grid || !bounded) throw new Error('cemetery-hill has a hex grid');
  const position = (h: Hex): MapPosition => axialToOffset(h, shifted);
  return {
    grid,
    bounded,
    position,
    edgesOf(h) {
      const { column, row } = position(h);
      return data.edges.filter((e) => (e.row !== undefined && e.row === row) || (e.column !== undefined && e.column === column)).map((e) => e.edge);
    },
  };
}
