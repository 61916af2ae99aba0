import type { Hex } from './hex.js';

/** A point of the plane in axial coordinates that need not be whole: a position between hex centres. */
export interface FractionalHex {
  readonly q: number;
  readonly r: number;
}

/** The point a fraction t of the way from a's centre to b's centre (straight on the plane, not along hexes). */
export function hexLerp(a: Hex | FractionalHex, b: Hex | FractionalHex, t: number): FractionalHex {
  return { q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t };
}
