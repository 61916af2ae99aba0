import type { BoardPlacement } from './game-replay.js';
import { applyFormat, numberHex, rawHexAt, type ModuleLabel } from './hex-numbering.js';
import type { BoardSpec, MapSpec, ZoneSpec } from './module-geometry.js';

/**
 * From a point on a map to a board and the module's label there. VASSAL lays a map's boards out in
 * columns and rows after an edge margin: a board's left edge is the margin plus the widths of the
 * boards before it in its row, its top the margin plus the heights of those above it in its column.
 * A board turned round (reversed) is read from its far corner. On a multi-zoned board the first zone
 * containing the point names it, with its own grid, the board's grid, or no grid.
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

/** Even-odd ray casting, as a polygon's inside is usually meant. */
function inPolygon(points: ZoneSpec['points'], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
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
  const size = { width: board.width, height: board.height };
  const zone = board.zones.find((z) => inPolygon(z.points, x, y));
  if (zone) {
    if (!zone.grid) {
      const label = applyFormat(
        zone.locationFormat,
        new Map([
          ['name', zone.name],
          ['gridLocation', ''],
        ]),
      );
      return { ok: true, board: board.name, label: { label, column: '', row: '', columnNumber: null, rowNumber: null, zone: zone.name } };
    }
    const numbered = numberHex(zone.grid, rawHexAt(zone.grid, x, y), size);
    if (!numbered.ok) return { ok: false, why: numbered.why };
    const label = applyFormat(
      zone.locationFormat,
      new Map([
        ['name', zone.name],
        ['gridLocation', numbered.label.label],
      ]),
    );
    return { ok: true, board: board.name, label: { ...numbered.label, label, zone: zone.name } };
  }
  if (!board.grid) return { ok: false, why: `board ${quote(board.name)} has ${board.gridNote ?? 'no hex grid'}` };
  const numbered = numberHex(board.grid, rawHexAt(board.grid, x, y), size);
  return numbered.ok ? { ok: true, board: board.name, label: numbered.label } : { ok: false, why: numbered.why };
}
