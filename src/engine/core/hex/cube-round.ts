import type { Hex } from './hex.js';
import type { FractionalHex } from './hex-lerp.js';

/**
 * The hex whose centre is nearest a point (Red Blob Games' cube rounding): round all three cube
 * coordinates, then recompute the one that moved most so that q + r + s stays 0.
 * A point exactly on an edge goes to one of its two hexes; callers that care use hexes-at-point.ts.
 */
export function cubeRound(p: FractionalHex): Hex {
  const s = -p.q - p.r;
  let q = Math.round(p.q);
  let r = Math.round(p.r);
  const rs = Math.round(s);
  const dq = Math.abs(q - p.q);
  const dr = Math.abs(r - p.r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  // Normalise -0 so that keys and equality checks are not surprised.
  return { q: q + 0, r: r + 0 };
}
