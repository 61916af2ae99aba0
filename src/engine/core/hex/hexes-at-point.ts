import { cubeRound } from './cube-round.js';
import { axialNeighbors, type Hex } from './hex.js';
import type { ExactPoint } from './exact-point.js';

/** Where a point lies relative to the hex grid: inside one hex, on the edge of two, or at the corner of three. */
export type PointPlace =
  | { readonly kind: 'inside'; readonly hex: Hex }
  | { readonly kind: 'edge'; readonly hexes: readonly [Hex, Hex] }
  | { readonly kind: 'corner'; readonly hexes: readonly [Hex, Hex, Hex] };

/**
 * In cube coordinates a hex is the set of points p with |Δq − Δr|, |Δr − Δs| and |Δs − Δq| all at most 1,
 * where Δ = p − centre: each bound is the perpendicular bisector with one pair of opposite neighbours.
 * Returns how many bounds are met exactly (0 inside, 1 on an edge, 2 at a corner), or -1 when outside.
 */
function boundsMet(p: ExactPoint, h: Hex): number {
  const dq = p.q - p.scale * h.q;
  const dr = p.r - p.scale * h.r;
  const ds = -dq - dr;
  let met = 0;
  for (const d of [dq - dr, dr - ds, ds - dq]) {
    const a = Math.abs(d);
    if (a > p.scale) return -1;
    if (a === p.scale) met++;
  }
  return met;
}

/** The hex or hexes a point belongs to, decided exactly. */
export function placePoint(p: ExactPoint): PointPlace {
  // Rounding finds a hex that holds the point or touches it; the point's hexes are that one or its neighbours.
  const guess = cubeRound({ q: p.q / p.scale, r: p.r / p.scale });
  const holding: Hex[] = [];
  for (const h of [guess, ...axialNeighbors(guess)]) {
    if (boundsMet(p, h) >= 0) holding.push(h);
  }
  const [a, b, c] = holding;
  if (a && b && c) return { kind: 'corner', hexes: [a, b, c] };
  if (a && b) return { kind: 'edge', hexes: [a, b] };
  if (a) return { kind: 'inside', hex: a };
  throw new Error(`no hex holds the point (${p.q}, ${p.r}) / ${p.scale}`);
}
