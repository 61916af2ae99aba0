import { gridLabel, numberHex, rawHexAt, type BoardSize, type ModuleLabel } from './hex-numbering.js';
import type { GridSpec, RegionGridSpec, SquareGridSpec } from './module-geometry.js';

/**
 * The name a grid gives a point, as VASSAL's MapGrid.locationName does, for every grid VASSAL ships: a hex
 * grid (HexGridNumbering), a square grid (SquareGridNumbering) and a region grid (the nearest region's name).
 * `size` is the size of the grid's container, which descending numbering counts from: the board for a
 * board's grid (and for a zone that uses the board's grid), the zone's bounding rectangle for a zone's own.
 */
export type GridNaming =
  | { readonly ok: true; readonly label: ModuleLabel }
  /** `unnamed`: VASSAL itself gives no name here (its locationName is null); otherwise Adjutant cannot tell the name. */
  | { readonly ok: false; readonly why: string; readonly unnamed: boolean };

export function nameInGrid(grid: GridSpec, x: number, y: number, size: BoardSize): GridNaming {
  if (grid.kind === 'square') return nameInSquareGrid(grid, x, y, size);
  if (grid.kind === 'region') return nameInRegionGrid(grid, x, y);
  const numbered = numberHex(grid, rawHexAt(grid, x, y), size);
  return numbered.ok ? numbered : { ok: false, why: numbered.why, unnamed: false };
}

/** SquareGridNumbering.getColumn and getRow (Java's floor for columns, its cast toward zero for rows), then RegularGridNumbering's name. */
export function nameInSquareGrid(grid: SquareGridSpec, x: number, y: number, size: BoardSize): GridNaming {
  const n = grid.numbering;
  if (!n) return { ok: false, why: 'its square grid has no numbering, so VASSAL names no square there', unnamed: true };
  if ((n.hDescend || n.vDescend) && (size.width === null || size.height === null)) {
    return { ok: false, why: "the module numbers this board's squares from its far edge, and the board image's size is unknown", unnamed: false };
  }
  let column = Math.floor((x - grid.x0) / grid.dx + 0.5);
  if (n.hDescend) column = Math.trunc((size.width ?? 0) / grid.dx + 0.5) - column;
  let row = Math.trunc((y - grid.y0) / grid.dy + 0.5);
  if (n.vDescend) row = Math.trunc((size.height ?? 0) / grid.dy + 0.5) - row;
  return { ok: true, label: gridLabel(n, column, row) };
}

/**
 * RegionGrid.locationName: the region whose point is nearest, by squared distance. VASSAL keeps regions in a
 * table keyed by their point, so of two at one point the later one names it; between two points equally
 * near, its order is the table's, and Adjutant takes the first in the buildFile.
 */
export function nameInRegionGrid(grid: RegionGridSpec, x: number, y: number): GridNaming {
  let best: RegionGridSpec['regions'][number] | null = null;
  let bestDistance = Infinity;
  for (const region of grid.regions) {
    const d = (x - region.x) ** 2 + (y - region.y) ** 2;
    if (d < bestDistance || (best !== null && region.x === best.x && region.y === best.y)) {
      best = region;
      bestDistance = d;
    }
  }
  if (!best) return { ok: false, why: 'its region grid has no regions, so VASSAL names no place there', unnamed: true };
  return { ok: true, label: { label: best.name, column: '', row: '', columnNumber: null, rowNumber: null, zone: null } };
}
