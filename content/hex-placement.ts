import { axialNeighbors, type Hex } from '../src/engine/index.js';

/**
 * Where a game's hexes are on a page. The page draws its map its own way (its own hex size, origin, maybe
 * rotated or skewed), so the overlay learns the mapping from the page itself: every element that says which
 * hex it sits in (counters, markers) pairs a point of the game's hex plane (the hex centre) with a point of
 * the page (the element's centre). A least-squares fit of those pairs places any hex, even an empty one.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** x' = a·x + b·y + c, y' = d·x + e·y + f */
export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

export interface Anchor {
  /** The hex centre in the game's hex plane. */
  readonly grid: Point;
  /** The element's centre on the page. */
  readonly page: Point;
}

/** The part of a game's hex grid the overlay needs. */
export interface GridGeometry {
  parse(label: string): Hex | null;
  format(h: Hex): string;
  neighbors(h: Hex): Hex[];
  center(h: Hex): Point;
}

export function apply(t: Affine, p: Point): Point {
  return { x: t.a * p.x + t.b * p.y + t.c, y: t.d * p.x + t.e * p.y + t.f };
}

function mean(points: readonly Point[]): Point {
  const n = points.length;
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/** Solves a 3×3 linear system by Cramer's rule; null when it is (nearly) singular. */
function solve3(m: readonly (readonly number[])[], v: readonly number[]): [number, number, number] | null {
  const at = (r: number, c: number): number => m[r]?.[c] ?? 0;
  const det = (k: (r: number, c: number) => number): number =>
    k(0, 0) * (k(1, 1) * k(2, 2) - k(1, 2) * k(2, 1)) - k(0, 1) * (k(1, 0) * k(2, 2) - k(1, 2) * k(2, 0)) + k(0, 2) * (k(1, 0) * k(2, 1) - k(1, 1) * k(2, 0));
  const d = det(at);
  const scale = Math.max(1, ...m.flat().map(Math.abs));
  if (Math.abs(d) < 1e-9 * scale ** 3) return null;
  const col = (i: number) => det((r, c) => (c === i ? (v[r] ?? 0) : at(r, c)));
  return [col(0) / d, col(1) / d, col(2) / d];
}

/** The general affine fit; null when the anchors lie on one line (then it is not determined). */
function affineFit(anchors: readonly Anchor[]): Affine | null {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  for (const { grid, page } of anchors) {
    const row = [grid.x, grid.y, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) (m[i] as number[])[j] = (m[i]?.[j] ?? 0) + (row[i] ?? 0) * (row[j] ?? 0);
      vx[i] = (vx[i] ?? 0) + (row[i] ?? 0) * page.x;
      vy[i] = (vy[i] ?? 0) + (row[i] ?? 0) * page.y;
    }
  }
  const x = solve3(m, vx);
  const y = solve3(m, vy);
  return x && y ? { a: x[0], b: x[1], c: x[2], d: y[0], e: y[1], f: y[2] } : null;
}

/** Scale, rotation and shift only: enough for two anchors, or anchors along one line. */
function similarityFit(anchors: readonly Anchor[]): Affine | null {
  const g = mean(anchors.map((a) => a.grid));
  const p = mean(anchors.map((a) => a.page));
  let re = 0;
  let im = 0;
  let norm = 0;
  for (const { grid, page } of anchors) {
    const zx = grid.x - g.x;
    const zy = grid.y - g.y;
    const wx = page.x - p.x;
    const wy = page.y - p.y;
    // Σ w·conj(z) over Σ |z|², as complex numbers
    re += wx * zx + wy * zy;
    im += wy * zx - wx * zy;
    norm += zx * zx + zy * zy;
  }
  if (norm < 1e-12) return null;
  const a = re / norm;
  const b = im / norm;
  return { a, b: -b, c: p.x - a * g.x + b * g.y, d: b, e: a, f: p.y - b * g.x - a * g.y };
}

function fitOnce(anchors: readonly Anchor[], scale: number | null): Affine | null {
  if (anchors.length >= 3) {
    const t = affineFit(anchors);
    if (t) return t;
  }
  if (anchors.length >= 2) {
    const t = similarityFit(anchors);
    if (t) return t;
  }
  const first = anchors[0];
  if (!first || scale === null) return null;
  return { a: scale, b: 0, c: first.page.x - scale * first.grid.x, d: 0, e: scale, f: first.page.y - scale * first.grid.y };
}

function residual(t: Affine, a: Anchor): number {
  const p = apply(t, a.grid);
  return Math.hypot(p.x - a.page.x, p.y - a.page.y);
}

/**
 * The page mapping that best fits the anchors. Anchors of the same hex are averaged first (stacked counters
 * sit a little apart); then anchors far off the first fit (an element elsewhere on the page naming a hex)
 * are dropped and the fit is done again. `scale` (page units per hex-plane unit) is used when only one hex
 * is anchored. Null when nothing can be placed.
 */
export function fitPlacement(anchors: readonly Anchor[], scale: number | null): Affine | null {
  const byHex = new Map<string, Anchor[]>();
  for (const a of anchors) {
    if (![a.grid.x, a.grid.y, a.page.x, a.page.y].every(Number.isFinite)) continue;
    const key = `${a.grid.x.toFixed(6)},${a.grid.y.toFixed(6)}`;
    byHex.set(key, [...(byHex.get(key) ?? []), a]);
  }
  const merged = [...byHex.values()].map((group) => ({ grid: group[0]?.grid ?? { x: 0, y: 0 }, page: mean(group.map((g) => g.page)) }));
  const first = fitOnce(merged, scale);
  if (!first || merged.length < 4) return first;
  const errors = merged.map((a) => residual(first, a)).sort((x, y) => x - y);
  const median = errors[Math.floor(errors.length / 2)] ?? 0;
  const spacing = Math.hypot(first.a, first.d);
  const limit = Math.max(3 * median, 0.25 * spacing);
  const kept = merged.filter((a) => residual(first, a) <= limit);
  return kept.length === merged.length ? first : (fitOnce(kept, scale) ?? first);
}

/** Distance between neighbouring hex centres in the hex plane. */
export function hexSpacing(grid: GridGeometry, h: Hex): number {
  const c = grid.center(h);
  const d = grid.center({ q: h.q + 1, r: h.r });
  return Math.hypot(d.x - c.x, d.y - c.y) || 1;
}

/**
 * The corners of a hex in the hex plane: each corner is shared by the hex and two neighbours that touch each
 * other, so it is the centroid of their three centres. That holds for any orientation and size, and needs
 * of the grid only its centres (axial neighbours are the same in every game).
 */
export function hexCorners(grid: GridGeometry, h: Hex): Point[] {
  const c = grid.center(h);
  // All six axial neighbours, even past a map edge (the grid's own neighbours leave those out).
  const around = axialNeighbors(h)
    .map((n) => grid.center(n))
    .sort((p, q) => Math.atan2(p.y - c.y, p.x - c.x) - Math.atan2(q.y - c.y, q.x - c.x));
  return around.map((p, i) => {
    const q = around[(i + 1) % around.length] ?? p;
    return { x: (c.x + p.x + q.x) / 3, y: (c.y + p.y + q.y) / 3 };
  });
}
