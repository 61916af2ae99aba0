import type { Board, Hex } from '../src/engine/index.js';
import { apply, type GridGeometry, type Point } from './hex-placement.js';
import { hexPlacement, type PageGeometry } from './overlay-marks.js';

/**
 * Where the game's hexes are on this page, for the drawings the popup sends (a retreat, a gun's shots): the fit
 * of the page's own hex positions (overlay-marks.ts), with the page's hex spacing that sizes every mark.
 */
export interface PageHexes {
  /** A point of the game's hex plane, on the page. */
  toPage(p: Point): Point;
  /** A hex's centre on the page. */
  centre(h: Hex): Point;
  /** The distance between neighbouring hex centres on the page. */
  readonly spacing: number;
}

/** The page's hexes, or null when the page gives no hex positions to fit (or fits them all onto one point). */
export function pageHexes(board: Board, grid: GridGeometry, page: PageGeometry): PageHexes | null {
  const placement = hexPlacement(board, grid, page);
  if (!placement) return null;
  const toPage = (p: Point): Point => apply(placement, p);
  const centre = (h: Hex): Point => toPage(grid.center(h));
  // Any two neighbouring centres give the page's hex spacing, even past a map edge: the fit is affine.
  const a = centre({ q: 0, r: 0 });
  const b = centre({ q: 1, r: 0 });
  const spacing = Math.hypot(b.x - a.x, b.y - a.y);
  return spacing > 0 ? { toPage, centre, spacing } : null;
}

/**
 * The hex a unit stands in, when this board has it in the hex `label` names; null when the board has it
 * elsewhere, off the map or not at all (marks worked out on another board would be stale).
 */
export function standingIn(board: Board, unitId: string, label: string, grid: GridGeometry): Hex | null {
  const u = board.units.find((x) => x.id === unitId);
  const said = grid.parse(label);
  if (!u || u.location.kind !== 'hex' || !said) return null;
  const standing = grid.parse(u.location.hex);
  return standing && grid.format(standing) === grid.format(said) ? said : null;
}

export function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function add(a: Point, b: Point, k = 1): Point {
  return { x: a.x + b.x * k, y: a.y + b.y * k };
}

/** The direction of a vector; null for none. */
export function unit(v: Point): Point | null {
  const n = Math.hypot(v.x, v.y);
  return n > 1e-9 ? { x: v.x / n, y: v.y / n } : null;
}
