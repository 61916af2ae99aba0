import type { ExactPoint } from './exact-point.js';
import type { HexLine } from './hex-grid.js';
import type { HexLayout } from './hex-layout.js';
import { axialDistance, hexEquals, type Hex } from './hex.js';
import { placePoint } from './hexes-at-point.js';

/**
 * Where a line grazes: along an edge (it runs the length of a hexside, so both hexes are only touched), or
 * through a vertex (it passes exactly through a corner between two pieces inside hexes, so one hex of the
 * pair is only touched and the other is crossed).
 */
export type GrazeAt = 'edge' | 'vertex';

/** One thing that happens along a line, in order from its start: it passes through a hex, or between two. */
export type LineEvent =
  | { readonly kind: 'crosses'; readonly hex: Hex }
  /**
   * Along an edge or exactly through a corner: the hexes immediately to its left and right there. Along an
   * edge both are only touched; through a corner one is only touched and the other is a hex the line crosses.
   * The corners at either end of an edge the line runs along belong to that edge's graze, not to a vertex.
   */
  | { readonly kind: 'grazes'; readonly pair: readonly [Hex, Hex]; readonly at: GrazeAt };

export const LINE_MAX_LENGTH = 2000;

/** A fraction n / d of the way along the line, 0 ≤ n ≤ d. */
interface Fraction {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}

/**
 * Every hex edge lies on a line where q − r, r − s or s − q is a whole number (those lines also cut each
 * hex into six triangles from its centre). Between two consecutive crossings of such lines the segment
 * stays inside one triangle, or runs along one of those lines, so one exact test per piece tells all.
 */
function breakpoints(dq: number, dr: number): Fraction[] {
  const ds = -dq - dr;
  const seen = new Map<string, Fraction>();
  for (const change of [Math.abs(dq - dr), Math.abs(dr - ds), Math.abs(ds - dq)]) {
    if (change === 0) continue;
    for (let k = 0; k <= change; k++) {
      const g = gcd(k, change);
      const f = { n: k / g, d: change / g };
      seen.set(`${f.n}/${f.d}`, f);
    }
  }
  return [...seen.values()].sort((x, y) => x.n * y.d - y.n * x.d);
}

function cubeDot(nq: number, nr: number, h: Hex): number {
  const ns = -nq - nr;
  return nq * h.q + nr * h.r + ns * (-h.q - h.r);
}

/**
 * The straight line from a's centre to b's centre, as the ordered hexes it passes through and the
 * edges and corners it runs along or through. Exact: every test is done in whole numbers.
 */
export function traceLine(a: Hex, b: Hex, layout: HexLayout): LineEvent[] {
  if (hexEquals(a, b)) return [{ kind: 'crosses', hex: a }];
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  // Work grows with length; no map is near this long, so a longer line is a caller's mistake, not a map.
  if (!Number.isInteger(dq) || !Number.isInteger(dr) || axialDistance(a, b) > LINE_MAX_LENGTH) {
    throw new RangeError(`a line must join two hex centres at most ${LINE_MAX_LENGTH} hexes apart`);
  }
  const ds = -dq - dr;
  // A direction square to the line (the cube cross product with (1, 1, 1)); flipped if needed to point left on the plane.
  let nq = dr - ds;
  let nr = ds - dq;
  const along = layout.toPlane({ q: dq, r: dr });
  const square = layout.toPlane({ q: nq, r: nr });
  if (square.x * along.y - square.y * along.x < 0) {
    nq = -nq;
    nr = -nr;
  }
  const pointAt = (n: number, d: number): ExactPoint => ({ q: d * a.q + n * dq, r: d * a.r + n * dr, scale: d });
  // Left is the hex furthest along the left direction (they are all the same distance from the point).
  const sides = (hexes: readonly Hex[]): readonly [Hex, Hex] => {
    let left = hexes[0] as Hex;
    let right = left;
    for (const h of hexes) {
      if (cubeDot(nq, nr, h) > cubeDot(nq, nr, left)) left = h;
      if (cubeDot(nq, nr, h) < cubeDot(nq, nr, right)) right = h;
    }
    return [left, right];
  };

  const events: LineEvent[] = [];
  const push = (e: LineEvent): void => {
    const last = events[events.length - 1];
    if (last?.kind === 'crosses' && e.kind === 'crosses' && hexEquals(last.hex, e.hex)) return;
    if (last?.kind === 'grazes' && e.kind === 'grazes' && hexEquals(last.pair[0], e.pair[0]) && hexEquals(last.pair[1], e.pair[1])) {
      // The same pair again is the corner that starts or ends an edge run: one graze, along the edge.
      if (e.at === 'edge') events[events.length - 1] = e;
      return;
    }
    events.push(e);
  };

  const ts = breakpoints(dq, dr);
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i] as Fraction;
    const t1 = ts[i + 1] as Fraction;
    // A corner passed exactly: the hexes either side of it there (one of them may be only touched).
    if (i > 0) {
      const at = placePoint(pointAt(t0.n, t0.d));
      if (at.kind === 'corner') push({ kind: 'grazes', pair: sides(at.hexes), at: 'vertex' });
    }
    // The middle of the piece: inside one hex, or on an edge the whole piece long.
    const mid = placePoint(pointAt(t0.n * t1.d + t1.n * t0.d, 2 * t0.d * t1.d));
    if (mid.kind === 'inside') push({ kind: 'crosses', hex: mid.hex });
    else push({ kind: 'grazes', pair: sides(mid.hexes), at: 'edge' });
  }
  return events;
}

/** The line as the HexGrid contract gives it: crossed hexes and grazed pairs, each in order from a to b. */
export function hexLine(a: Hex, b: Hex, layout: HexLayout): HexLine {
  const events = traceLine(a, b, layout);
  const crossed: Hex[] = [];
  const grazed: (readonly [Hex, Hex])[] = [];
  for (const e of events) {
    if (e.kind === 'crosses') crossed.push(e.hex);
    else grazed.push(e.pair);
  }
  return { crossed, grazed };
}
