import type { BoardPlacement } from './game-replay.js';
import { nameInGrid } from './grid-location.js';
import { applyFormat, type BoardSize, type ModuleLabel } from './hex-numbering.js';
import { boardGrid, type BoardSpec, type MapSpec, type ZoneSpec } from './module-geometry.js';

/**
 * From a point on a map to a board and the module's label there, as VASSAL's Map.locationName gives it.
 * VASSAL lays a map's boards out in columns and rows after an edge margin: a board's left edge is the
 * margin plus the widths of the boards before it in its row, its top the margin plus the heights of
 * those above it in its column; the first board containing the point names it (Map.findBoard), and a
 * point on none is "offboard". A board turned round (reversed) is read from its far corner
 * (Board.localCoordinates). On a multi-zoned board the first zone containing the point names it by its
 * location format, $name$ being the zone's name and $gridLocation$ the name its grid gives (its own
 * grid, the board's, or none); elsewhere the board's grid names it (ZonedGrid.locationName).
 */
export type MapLocation = { readonly ok: true; readonly board: string; readonly label: ModuleLabel } | { readonly ok: false; readonly why: string };

interface LaidBoard {
  readonly spec: BoardSpec;
  readonly placement: BoardPlacement;
}

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
}

function layBoards(map: MapSpec, placements: readonly BoardPlacement[] | undefined): LaidBoard[] | string {
  if (placements === undefined || placements.length === 0) {
    const only = map.boards[0];
    if (map.boards.length === 1 && only) return [{ spec: only, placement: { name: only.name, reversed: false, column: 0, row: 0 } }];
    return map.boards.length === 0 ? `map ${quote(map.name || map.id)} has no boards in the module` : `the saved game does not say which of the boards of map ${quote(map.name || map.id)} are in use`;
  }
  const laid: LaidBoard[] = [];
  for (const placement of placements) {
    const spec = map.boards.find((b) => b.name === placement.name);
    if (spec) laid.push({ spec, placement });
  }
  return laid.length > 0 ? laid : `the boards the saved game puts on map ${quote(map.name || map.id)} are not in the module`;
}

/** The top-left corner of a laid board, or null when a size it depends on is unknown. */
function origin(map: MapSpec, laid: readonly LaidBoard[], board: LaidBoard): { x: number; y: number } | null {
  let x = map.edgeWidth;
  let y = map.edgeHeight;
  for (const other of laid) {
    const p = other.placement;
    if (p.row === board.placement.row && p.column < board.placement.column) {
      if (other.spec.width === null) return null;
      x += other.spec.width;
    }
    if (p.column === board.placement.column && p.row < board.placement.row) {
      if (other.spec.height === null) return null;
      y += other.spec.height;
    }
  }
  return { x, y };
}

/** java.awt.Polygon.getBounds: the smallest rectangle holding every point (a zone's grid's container). */
export function zoneBounds(points: ZoneSpec['points']): { x: number; y: number; width: number; height: number } {
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [px, py] of points) {
    minX = Math.min(minX, px);
    minY = Math.min(minY, py);
    maxX = Math.max(maxX, px);
    maxY = Math.max(maxY, py);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * java.awt.Polygon.contains, line for line, so a point on a zone's edge falls in the zone VASSAL puts it
 * in: even-odd crossings, counting an edge's lower end and not its upper, inside the bounding box only.
 */
export function polygonContains(points: ZoneSpec['points'], x: number, y: number): boolean {
  if (points.length <= 2) return false;
  const b = zoneBounds(points);
  if (!(x >= b.x && y >= b.y && x < b.x + b.width && y < b.y + b.height)) return false;
  let hits = 0;
  let [lastx, lasty] = points[points.length - 1] ?? [0, 0];
  for (const [curx, cury] of points) {
    const [px, py] = [lastx, lasty];
    lastx = curx;
    lasty = cury;
    if (cury === py) continue;
    let leftx: number;
    if (curx < px) {
      if (x >= px) continue;
      leftx = curx;
    } else {
      if (x >= curx) continue;
      leftx = px;
    }
    let test1: number;
    let test2: number;
    if (cury < py) {
      if (y < cury || y >= py) continue;
      if (x < leftx) {
        hits++;
        continue;
      }
      test1 = x - curx;
      test2 = y - cury;
    } else {
      if (y < py || y >= cury) continue;
      if (x < leftx) {
        hits++;
        continue;
      }
      test1 = x - px;
      test2 = y - py;
    }
    if (test1 < (test2 / (py - cury)) * (px - curx)) hits++;
  }
  return (hits & 1) !== 0;
}

export function locateOnMap(map: MapSpec, placements: readonly BoardPlacement[] | undefined, x: number, y: number): MapLocation {
  const laid = layBoards(map, placements);
  if (typeof laid === 'string') return { ok: false, why: laid };
  let unsized = false;
  for (const board of laid) {
    const at = origin(map, laid, board);
    if (!at) {
      unsized = true;
      continue;
    }
    const { width, height } = board.spec;
    const lx = x - at.x;
    const ly = y - at.y;
    if (lx < 0 || ly < 0) continue;
    if (width === null || height === null) {
      // A lone board of unknown size is taken to hold every point past its corner.
      if (laid.length > 1) {
        unsized = true;
        continue;
      }
    } else if (lx >= width || ly >= height) continue;
    if (board.placement.reversed && (width === null || height === null)) {
      return { ok: false, why: `board ${quote(board.spec.name)} is turned round and its image's size is unknown` };
    }
    const local = board.placement.reversed && width !== null && height !== null ? { x: width - lx, y: height - ly } : { x: lx, y: ly };
    return labelOnBoard(board.spec, local.x, local.y);
  }
  return {
    ok: false,
    why: unsized ? `it is on map ${quote(map.name || map.id)}, whose board images' sizes are unknown, so its board cannot be told` : `it is off the boards of map ${quote(map.name || map.id)}`,
  };
}

function labelOnBoard(board: BoardSpec, x: number, y: number): MapLocation {
  const boardSize: BoardSize = { width: board.width, height: board.height };
  const zone = board.zones.find((z) => polygonContains(z.points, x, y));
  if (zone) return labelInZone(board, zone, boardSize, x, y);
  const grid = boardGrid(board);
  if (!grid) return { ok: false, why: `board ${quote(board.name)} has ${board.gridNote ?? 'no grid'}, so VASSAL names no place on it` };
  const named = nameInGrid(grid, x, y, boardSize);
  if (!named.ok) return { ok: false, why: `on board ${quote(board.name)}, ${named.why}` };
  if (named.label.label === '') return { ok: false, why: `the grid of board ${quote(board.name)} gives an empty name there` };
  return { ok: true, board: board.name, label: named.label };
}

/** Zone.locationName: the zone's format with its name and its grid's name for the point (empty when the grid names none). */
function labelInZone(board: BoardSpec, zone: ZoneSpec, boardSize: BoardSize, x: number, y: number): MapLocation {
  let parts: Omit<ModuleLabel, 'label' | 'zone'> = { column: '', row: '', columnNumber: null, rowNumber: null };
  let gridLocation = '';
  if (zone.grid) {
    // A zone's own grid counts descending rows and columns within the zone's bounds; the board's grid, within the board.
    const bounds = zoneBounds(zone.points);
    const size = zone.gridSource === 'own' ? { width: bounds.width, height: bounds.height } : boardSize;
    const named = nameInGrid(zone.grid, x, y, size);
    if (named.ok) {
      gridLocation = named.label.label;
      parts = named.label;
    } else if (!named.unnamed) return { ok: false, why: `in zone ${quote(zone.name)}, ${named.why}` };
  }
  const label = applyFormat(
    zone.locationFormat,
    new Map([
      ['name', zone.name],
      ['gridLocation', gridLocation],
    ]),
  );
  if (label === '') {
    const what = zone.grid ? 'its grid names no place there' : 'it has no grid';
    return { ok: false, why: `zone ${quote(zone.name)} of board ${quote(board.name)} gives an empty name there (its location format is ${quote(zone.locationFormat)} and ${what})` };
  }
  return { ok: true, board: board.name, label: { column: parts.column, row: parts.row, columnNumber: parts.columnNumber, rowNumber: parts.rowNumber, label, zone: zone.name } };
}
