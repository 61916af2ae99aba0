import type { MapData } from '../../../core/board/map-data.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import type { MapExtentSetting } from '../movement/movement-settings.js';

/** Whether something about the map is known: yes, no, or not said by any map data Adjutant holds. */
export type EdgeState = 'yes' | 'no' | 'unknown';

/** Where the map ends, as far as the map data says: clarification 35 lets a retreat leave the board there. */
export interface BoardEdge {
  /** Whether a labelled hex lies on the map. */
  onMap(hex: string): EdgeState;
  /** Whether a unit in this hex has the map's edge beside it, so it could step off the board. */
  atEdge(hex: string): EdgeState;
}

interface Bounds {
  readonly firstColumn: number | null;
  readonly lastColumn: number | null;
  readonly firstRow: number | null;
  readonly lastRow: number | null;
}

const LABEL = /^([A-Z])([0-9]+)$/;

/** A label's printed column (A = 1) and row. */
function offsetOf(hex: string): { column: number; row: number } | null {
  const m = LABEL.exec(hex);
  return m && m[1] && m[2] ? { column: m[1].charCodeAt(0) - 64, row: Number(m[2]) } : null;
}

const columnNumber = (letter: string): number => letter.charCodeAt(0) - 64;

/**
 * Only what the map data states is used: an inferred or unverified extent would be a guess. The user's own
 * reading of their map (movement settings, map.extent) is stated by them, so it comes first.
 */
function boundsOf(data: MapData, user: MapExtentSetting | null): Bounds {
  if (user) return { firstColumn: columnNumber(user.firstColumn), lastColumn: columnNumber(user.lastColumn), firstRow: user.firstRow, lastRow: user.lastRow };
  let b: { -readonly [K in keyof Bounds]: Bounds[K] } = { firstColumn: null, lastColumn: null, firstRow: null, lastRow: null };
  if (data.extent && data.extent.certainty === 'stated') {
    b = { firstColumn: data.extent.columns.first, lastColumn: data.extent.columns.last, firstRow: data.extent.rows.first, lastRow: data.extent.rows.last };
  }
  for (const e of data.edges) {
    if (e.certainty !== 'stated') continue;
    if (e.edge === 'north' && e.row !== undefined) b.firstRow = e.row;
    if (e.edge === 'south' && e.row !== undefined) b.lastRow = e.row;
    if (e.edge === 'west' && e.column !== undefined) b.firstColumn = e.column;
    if (e.edge === 'east' && e.column !== undefined) b.lastColumn = e.column;
  }
  return b;
}

/**
 * The map's edge from its data. A hex outside a stated bound is off the map; a hex is on it only when all
 * four bounds are stated. Where the grid can name no hex beside a hex (before column A or row 1), the labels
 * themselves end there, so that side is the edge without asking.
 */
export function boardEdge(data: MapData, user: MapExtentSetting | null = null): BoardEdge {
  const b = boundsOf(data, user);
  const onMap = (hex: string): EdgeState => {
    const o = offsetOf(hex);
    if (!o) return 'no';
    const outside =
      (b.firstColumn !== null && o.column < b.firstColumn) || (b.lastColumn !== null && o.column > b.lastColumn) ||
      (b.firstRow !== null && o.row < b.firstRow) || (b.lastRow !== null && o.row > b.lastRow);
    if (outside) return 'no';
    return b.firstColumn !== null && b.lastColumn !== null && b.firstRow !== null && b.lastRow !== null ? 'yes' : 'unknown';
  };
  return {
    onMap,
    atEdge(hex) {
      const h = GETTYSBURG_88_GRID.parse(hex);
      if (!h) return 'unknown';
      const around = GETTYSBURG_88_GRID.neighbors(h).map((n) => GETTYSBURG_88_GRID.format(n));
      if (around.length < 6) return 'yes';
      const states = around.map(onMap);
      if (states.includes('no')) return 'yes';
      return states.every((s) => s === 'yes') ? 'no' : 'unknown';
    },
  };
}
