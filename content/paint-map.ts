import type { Board, Hex } from '../src/engine/index.js';
import { axialNeighbors, hexsideKey } from '../src/engine/index.js';
import { apply, hexCorners, type GridGeometry, type Point } from './hex-placement.js';
import { hexPlacement, type Box, type PageGeometry } from './overlay-marks.js';

/** One hex of the map as the page shows it. */
export interface MapHex {
  readonly label: string;
  readonly hex: Hex;
  readonly centre: Point;
  readonly corners: readonly Point[];
}

/**
 * The hexes the paint mode can paint: every hex of the game's grid whose centre lies inside the page's map (its
 * drawing, measured), found by walking out from the hexes the page names. More than any of the five maps has;
 * past it the walk stops, so a page cannot make the overlay draw without end.
 */
export const PAINT_MAP_LIMIT = 20_000;

export interface PaintMap {
  readonly hexes: readonly MapHex[];
  /** The distance between neighbouring hex centres on the page. */
  readonly spacing: number;
  byLabel(label: string): MapHex | undefined;
  /** The hex under a point of the page, or null off the map or too far from any centre. */
  hexAt(p: Point): MapHex | null;
  /** The neighbour of `label` lying most nearly in direction `dir` on the page (an arrow key), or null. */
  step(label: string, dir: Point): MapHex | null;
  /** The hexside ("E6|E7") nearest a point of the page, when the point lies near it (within a third of a hex), else null. */
  hexsideAt(p: Point): string | null;
  /** The two ends of a hexside on the page (the corners its hexes share), or null when either hex is not on this map. */
  edge(hexside: string): readonly [Point, Point] | null;
}

function inside(b: Box, p: Point): boolean {
  return p.x >= b.left && p.x <= b.left + b.width && p.y >= b.top && p.y <= b.top + b.height;
}

/** The map's hexes on this page; null when the page gives no hex positions to fit or no map to bound them. */
export function paintMap(board: Board, grid: GridGeometry, page: PageGeometry): PaintMap | null {
  const placement = hexPlacement(board, grid, page);
  const bound = page.map ?? page.clip;
  if (!placement || !bound) return null;
  const toPage = (p: Point): Point => apply(placement, p);
  const a = toPage(grid.center({ q: 0, r: 0 }));
  const b = toPage(grid.center({ q: 1, r: 0 }));
  const spacing = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(spacing > 2)) return null;
  const starts = page.hexBoxes.map((h) => grid.parse(h.hex)).filter((h): h is Hex => h !== null);
  const seen = new Set<string>();
  const hexes: MapHex[] = [];
  const queue: Hex[] = [];
  const visit = (h: Hex): void => {
    const key = `${h.q},${h.r}`;
    if (seen.has(key) || seen.size >= PAINT_MAP_LIMIT * 2) return;
    seen.add(key);
    const centre = toPage(grid.center(h));
    if (!inside(bound, centre)) return;
    // Only hexes the game can name: a label that reads back as the same hex.
    const label = grid.format(h);
    const back = grid.parse(label);
    if (!back || back.q !== h.q || back.r !== h.r) return;
    hexes.push({ label, hex: h, centre, corners: hexCorners(grid, h).map(toPage) });
    queue.push(h);
  };
  for (const h of starts) visit(h);
  while (queue.length > 0 && hexes.length < PAINT_MAP_LIMIT) {
    const h = queue.shift() as Hex;
    for (const n of axialNeighbors(h)) visit(n);
  }
  const byLabel = new Map(hexes.map((h) => [h.label, h]));
  const byAxial = new Map(hexes.map((h) => [`${h.hex.q},${h.hex.r}`, h]));
  // Within a hex's inner radius and a little: a point between two maps' hexes is on neither.
  const hexAt = (p: Point): MapHex | null => {
    let best: MapHex | null = null;
    let bestD = Infinity;
    for (const h of hexes) {
      const d = Math.hypot(h.centre.x - p.x, h.centre.y - p.y);
      if (d < bestD) {
        bestD = d;
        best = h;
      }
    }
    return best && bestD <= spacing * 0.6 ? best : null;
  };
  return {
    hexes,
    spacing,
    byLabel: (label) => byLabel.get(label),
    hexAt,
    hexsideAt(p) {
      const from = hexAt(p);
      if (!from) return null;
      let best: string | null = null;
      let bestD = spacing / 3;
      for (const n of axialNeighbors(from.hex)) {
        const to = byAxial.get(`${n.q},${n.r}`);
        if (!to) continue;
        const mid = { x: (from.centre.x + to.centre.x) / 2, y: (from.centre.y + to.centre.y) / 2 };
        const d = Math.hypot(mid.x - p.x, mid.y - p.y);
        if (d < bestD) {
          bestD = d;
          best = hexsideKey(from.label, to.label);
        }
      }
      return best;
    },
    edge(hexside) {
      const [a, b] = hexside.split('|').map((l) => byLabel.get(l));
      if (!a || !b) return null;
      const shared = a.corners.filter((c) => b.corners.some((d) => Math.hypot(c.x - d.x, c.y - d.y) < spacing * 0.05));
      const [p, q] = shared;
      return p && q ? [p, q] : null;
    },
    step(label, dir) {
      const from = byLabel.get(label);
      if (!from) return null;
      let best: MapHex | null = null;
      let bestDot = 0.3;
      for (const n of axialNeighbors(from.hex)) {
        const to = byAxial.get(`${n.q},${n.r}`);
        if (!to) continue;
        const dx = to.centre.x - from.centre.x;
        const dy = to.centre.y - from.centre.y;
        const len = Math.hypot(dx, dy) || 1;
        const dot = (dx * dir.x + dy * dir.y) / len;
        if (dot > bestDot) {
          bestDot = dot;
          best = to;
        }
      }
      return best;
    },
  };
}
