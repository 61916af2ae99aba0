import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAT_TOP, POINTY_TOP, type HexLayout } from '../../src/engine/core/hex/hex-layout.js';
import { hexLine, traceLine } from '../../src/engine/core/hex/hex-line.js';
import { axialDistance, hexAdd, hexKey, type Hex } from '../../src/engine/core/hex/hex.js';
import { sightLine, type HexGraze, type SightLine } from '../../src/engine/core/hex/sight-line.js';
import { hexGrid } from '../../src/engine/maps.js';

/*
 * An oracle that shares nothing with the engine's method (cube bounds, breakpoints on the lines where
 * q − r, r − s or s − q is whole): plain plane geometry on a lattice where every hex corner is a whole point.
 * Axial coordinates times 3 put a hex's centre at (3q, 3r) and its six corners at whole offsets from it. An
 * affine map keeps straight lines, incidence and (its determinant being positive for both layouts) the side a
 * point lies on, so nothing is lost by not using the drawing plane. The segment is cut at every point where it
 * meets a hexside (segment-against-segment tests, integer cross products), and each cut and each piece between
 * two cuts is placed by testing it against each nearby hexagon's six sides.
 */
type Vec = readonly [number, number];
/** A hex's corners from its centre on the ×3 lattice, counter-clockwise in (q, r). */
const CORNERS: readonly Vec[] = [
  [2, -1],
  [1, 1],
  [-1, 2],
  [-2, 1],
  [-1, -1],
  [1, -2],
];
const cross = (u: Vec, v: Vec): number => u[0] * v[1] - u[1] * v[0];
const dot = (u: Vec, v: Vec): number => u[0] * v[0] + u[1] * v[1];
const sub = (u: Vec, v: Vec): Vec => [u[0] - v[0], u[1] - v[1]];
const lattice = (h: Hex): Vec => [3 * h.q, 3 * h.r];

/** A parameter n / d along the segment, d > 0. */
interface T {
  readonly n: number;
  readonly d: number;
}
const t = (n: number, d: number): T => (d < 0 ? { n: -n, d: -d } : { n, d });
const cmpT = (x: T, y: T): number => x.n * y.d - y.n * x.d;

type Place = { readonly inside: Hex } | { readonly boundary: readonly Hex[] };

interface OracleLine {
  readonly crossed: Hex[];
  readonly edges: [Hex, Hex][];
  readonly vertices: [Hex, Hex][];
  readonly touched: Hex[];
}

function oracle(a: Hex, b: Hex): OracleLine {
  const A = lattice(a);
  const D = sub(lattice(b), A);
  const corners = (h: Hex): Vec[] => CORNERS.map(([x, y]) => [3 * h.q + x, 3 * h.r + y]);
  // Only hexes with corners on both sides of (or on) the line through a and b can meet the segment.
  const near: Hex[] = [];
  for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++) {
    for (let r = Math.min(a.r, b.r) - 1; r <= Math.max(a.r, b.r) + 1; r++) {
      const signs = corners({ q, r }).map((c) => Math.sign(cross(D, sub(c, A))));
      if (!(signs.every((s) => s > 0) || signs.every((s) => s < 0))) near.push({ q, r });
    }
  }
  // Where the segment meets any side of any nearby hex (both ends, and both ends of a side it runs along).
  const cuts: T[] = [t(0, 1), t(1, 1)];
  const onSegment = (x: T): boolean => x.n >= 0 && x.n <= x.d;
  for (const h of near) {
    const cs = corners(h);
    cs.forEach((p, i) => {
      const e = sub(cs[(i + 1) % 6]!, p);
      const ap = sub(p, A);
      const denom = cross(D, e);
      if (denom !== 0) {
        const along = t(cross(ap, e), denom);
        const onSide = t(cross(ap, D), denom);
        if (onSegment(along) && onSegment(onSide)) cuts.push(along);
      } else if (cross(ap, D) === 0) {
        for (const c of [p, cs[(i + 1) % 6]!]) {
          const along = t(dot(sub(c, A), D), dot(D, D));
          if (onSegment(along)) cuts.push(along);
        }
      }
    });
  }
  cuts.sort(cmpT);
  const ts = cuts.filter((x, i) => i === 0 || cmpT(x, cuts[i - 1]!) !== 0);

  // A point A + (n / d) D, tested against each nearby hexagon's sides: all strictly left is inside.
  const place = (x: T): Place => {
    const p: Vec = [x.d * A[0] + x.n * D[0], x.d * A[1] + x.n * D[1]];
    const boundary: Hex[] = [];
    for (const h of near) {
      const cs = corners(h);
      const vals = cs.map((c, i) => cross(sub(cs[(i + 1) % 6]!, c), sub(p, [x.d * c[0], x.d * c[1]])));
      if (vals.some((v) => v < 0)) continue;
      if (vals.every((v) => v > 0)) return { inside: h };
      boundary.push(h);
    }
    return { boundary };
  };
  const side = (h: Hex): number => cross(D, sub(lattice(h), A));
  const leftFirst = (x: Hex, y: Hex): [Hex, Hex] => (side(x) < side(y) ? [x, y] : [y, x]);

  const crossed: Hex[] = [];
  const edges: [Hex, Hex][] = [];
  const vertices: [Hex, Hex][] = [];
  const pieces: Place[] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const x = ts[i]!;
    const y = ts[i + 1]!;
    pieces.push(place(t(x.n * y.d + y.n * x.d, 2 * x.d * y.d)));
  }
  pieces.forEach((piece, i) => {
    if ('inside' in piece) {
      const last = crossed[crossed.length - 1];
      if (!last || hexKey(last) !== hexKey(piece.inside)) crossed.push(piece.inside);
    } else {
      expect(piece.boundary).toHaveLength(2);
      edges.push(leftFirst(piece.boundary[0]!, piece.boundary[1]!));
    }
    // The cut after this piece, when it is a corner between two pieces inside hexes: a vertex graze.
    const next = pieces[i + 1];
    if (!next || !('inside' in piece) || !('inside' in next)) return;
    const at = place(ts[i + 1]!);
    if (!('boundary' in at) || at.boundary.length !== 3) return;
    const lit = new Set([hexKey(piece.inside), hexKey(next.inside)]);
    const touched = at.boundary.find((h) => !lit.has(hexKey(h)))!;
    // Paired with whichever crossed hex lies furthest to the other side of the line.
    const sign = Math.sign(side(touched));
    const other = [piece.inside, next.inside].reduce((m, h) => (sign * side(h) < sign * side(m) ? h : m));
    vertices.push(leftFirst(touched, other));
  });

  // Touched: a hex some cut lies on the boundary of (an edge run's ends are cuts too) that no piece is inside.
  const isCrossed = new Set(crossed.map(hexKey));
  const onBoundary = new Map<string, Hex>();
  for (const x of ts) {
    const p = place(x);
    if ('boundary' in p) for (const h of p.boundary) onBoundary.set(hexKey(h), h);
  }
  const touched = [...onBoundary.values()].filter((h) => !isCrossed.has(hexKey(h)));
  return { crossed, edges, vertices, touched };
}

const keys = (hs: readonly Hex[]): string[] => hs.map(hexKey);
const pairKeys = (ps: readonly (readonly [Hex, Hex])[]): string[] => ps.map(([l, r]) => `${hexKey(l)}|${hexKey(r)}`);
const ofKind = (l: SightLine, at: HexGraze['at']): (readonly [Hex, Hex])[] => l.grazed.filter((g) => g.at === at).map((g) => g.hexes);

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return Math.abs(x);
}
/** The theorem: a line between centres grazes exactly when its reduced direction has dq ≡ dr (mod 3). */
function grazesByTheorem(dq: number, dr: number): boolean {
  const g = gcd(dq, dr);
  return (((dq / g - dr / g) % 3) + 3) % 3 === 0;
}

/** The six directions along a hexside (the sum of two neighbouring axial steps: the line runs between those two hexes). */
const EDGE_DIRECTIONS: readonly Hex[] = [
  { q: 2, r: -1 },
  { q: 1, r: 1 },
  { q: -1, r: 2 },
  { q: -2, r: 1 },
  { q: -1, r: -1 },
  { q: 1, r: -2 },
];
const start = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });
/** Any direction up to 40 hexes long; or one built to have dq ≡ dr (mod 3), so corners are common; or along hexsides. */
const direction = fc
  .oneof(
    fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) }),
    fc.record({ q: fc.integer({ min: -13, max: 13 }), j: fc.integer({ min: -9, max: 9 }) }).map(({ q, j }) => ({ q, r: q + 3 * j })),
    fc.tuple(fc.constantFrom(...EDGE_DIRECTIONS), fc.integer({ min: 1, max: 20 })).map(([d, n]) => ({ q: n * d.q, r: n * d.r })),
  )
  .filter((d) => axialDistance({ q: 0, r: 0 }, d) <= 40 && (d.q !== 0 || d.r !== 0));

const layouts: [string, HexLayout][] = [
  ['pointy-top', POINTY_TOP],
  ['flat-top', FLAT_TOP],
];

/** The twelve shortest lines through corners: the six rotations of (5, −1) and of its mirror image (−1, 5). */
const rotate = (h: Hex): Hex => ({ q: -h.r + 0, r: h.q + h.r + 0 });
const VERTEX_DIRECTIONS: readonly Hex[] = [{ q: 5, r: -1 }, { q: -1, r: 5 }].flatMap((base) =>
  [0, 1, 2, 3, 4, 5].map((k) => {
    let d = base;
    for (let i = 0; i < k; i++) d = rotate(d);
    return d;
  }),
);
const times = (d: Hex, n: number): Hex => ({ q: n * d.q, r: n * d.r });
const LENGTHS = [1, 2, 3, 6, 9];

describe.each(layouts)('sight line (%s) against an independent plane-geometry oracle', (_name, layout) => {
  it('gives the same crossed hexes in order, edge grazes, vertex grazes and touched hexes for any two hexes up to 40 apart', () => {
    fc.assert(
      fc.property(start, direction, (a, d) => {
        const b = hexAdd(a, d);
        const l = sightLine(a, b, layout);
        const o = oracle(a, b);
        expect(keys(l.crossed)).toEqual(keys(o.crossed));
        expect(pairKeys(ofKind(l, 'edge'))).toEqual(pairKeys(o.edges));
        expect(pairKeys(ofKind(l, 'vertex'))).toEqual(pairKeys(o.vertices));
        expect(keys(l.touched).sort()).toEqual(keys(o.touched).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('grazes exactly when the reduced direction has dq ≡ dr (mod 3)', () => {
    fc.assert(
      fc.property(start, direction, (a, d) => {
        const l = sightLine(a, hexAdd(a, d), layout);
        expect(l.grazed.length > 0).toBe(grazesByTheorem(d.q, d.r));
      }),
      { numRuns: 1000 },
    );
  });

  it('is the same line both ways: every list reversed, left and right swapped, each graze where it was', () => {
    fc.assert(
      fc.property(start, direction, (a, d) => {
        const b = hexAdd(a, d);
        const there = sightLine(a, b, layout);
        const back = sightLine(b, a, layout);
        expect(back.crossed).toEqual([...there.crossed].reverse());
        expect(back.grazed).toEqual([...there.grazed].reverse().map((g) => ({ hexes: [g.hexes[1], g.hexes[0]], at: g.at })));
        expect(keys(back.touched).sort()).toEqual(keys(there.touched).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('says of each graze what it touches: an edge two touched hexes, a vertex one touched and one crossed', () => {
    fc.assert(
      fc.property(start, direction, (a, d) => {
        const l = sightLine(a, hexAdd(a, d), layout);
        const isCrossed = new Set(keys(l.crossed));
        for (const g of l.grazed) {
          expect(axialDistance(g.hexes[0], g.hexes[1])).toBe(1);
          expect(g.hexes.filter((h) => isCrossed.has(hexKey(h)))).toHaveLength(g.at === 'edge' ? 0 : 1);
        }
        expect(l.touched).toEqual(l.grazed.flatMap((g) => g.hexes.filter((h) => !isCrossed.has(hexKey(h)))));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with hexLine and traceLine, which existing callers read', () => {
    fc.assert(
      fc.property(start, direction, (a, d) => {
        const b = hexAdd(a, d);
        const l = sightLine(a, b, layout);
        expect(hexLine(a, b, layout)).toEqual({ crossed: l.crossed, grazed: l.grazed.map((g) => g.hexes) });
        const events = traceLine(a, b, layout).flatMap((e) => (e.kind === 'grazes' ? [{ hexes: e.pair, at: e.at }] : []));
        expect(events).toEqual(l.grazed);
      }),
      { numRuns: 200 },
    );
  });
});

describe.each(layouts)('sight line (%s) along hexsides and through corners', (_name, layout) => {
  const origins: Hex[] = [
    { q: 0, r: 0 },
    { q: 7, r: -3 },
    { q: -11, r: 5 },
  ];

  it.each(EDGE_DIRECTIONS.flatMap((d) => LENGTHS.map((n) => [d, n] as const)))('along the hexsides in direction %j, %d steps', (d, n) => {
    for (const a of origins) {
      const b = hexAdd(a, times(d, n));
      const l = sightLine(a, b, layout);
      // Every hex centre one step along, and between each two the hexside of the two hexes beside them.
      expect(l.crossed).toEqual(Array.from({ length: n + 1 }, (_, k) => hexAdd(a, times(d, k))));
      expect(l.grazed).toHaveLength(n);
      expect(l.touched).toHaveLength(2 * n);
      l.grazed.forEach((g, k) => {
        expect(g.at).toBe('edge');
        const from = l.crossed[k]!;
        const to = l.crossed[k + 1]!;
        for (const h of g.hexes) expect([axialDistance(h, from), axialDistance(h, to)]).toEqual([1, 1]);
      });
      const back = sightLine(b, a, layout);
      expect(back.crossed).toEqual([...l.crossed].reverse());
      expect(back.grazed).toEqual([...l.grazed].reverse().map((g) => ({ hexes: [g.hexes[1], g.hexes[0]], at: 'edge' })));
    }
  });

  it.each(VERTEX_DIRECTIONS.flatMap((d) => LENGTHS.map((n) => [d, n] as const)))('through corners in direction %j, %d times', (d, n) => {
    for (const a of origins) {
      const b = hexAdd(a, times(d, n));
      const l = sightLine(a, b, layout);
      // Each stretch of d crosses 6 hexes, centre to centre, and passes two corners (a third and two thirds along).
      const one = sightLine({ q: 0, r: 0 }, d, layout);
      expect(one.crossed).toHaveLength(6);
      expect(one.grazed.map((g) => g.at)).toEqual(['vertex', 'vertex']);
      const shifted = (h: Hex, k: number): Hex => hexAdd(hexAdd(h, a), times(d, k));
      const expected = Array.from({ length: n }, (_, k) => k);
      expect(l.crossed).toEqual([a, ...expected.flatMap((k) => one.crossed.slice(1).map((h) => shifted(h, k)))]);
      expect(l.grazed).toEqual(expected.flatMap((k) => one.grazed.map((g) => ({ hexes: [shifted(g.hexes[0], k), shifted(g.hexes[1], k)], at: 'vertex' }))));
      expect(l.touched).toHaveLength(2 * n);
      const back = sightLine(b, a, layout);
      expect(back.crossed).toEqual([...l.crossed].reverse());
      expect(back.grazed).toEqual([...l.grazed].reverse().map((g) => ({ hexes: [g.hexes[1], g.hexes[0]], at: 'vertex' })));
    }
  });

  it('a line from (0, 0) to (5, −1) touches (2, −1) and (3, 0) at corners, beside the hexes it crosses there', () => {
    const l = sightLine({ q: 0, r: 0 }, { q: 5, r: -1 }, layout);
    expect(l.grazed).toEqual([
      { hexes: [{ q: 2, r: -1 }, { q: 2, r: 0 }], at: 'vertex' },
      { hexes: [{ q: 3, r: -1 }, { q: 3, r: 0 }], at: 'vertex' },
    ]);
    expect(l.touched).toEqual([
      { q: 2, r: -1 },
      { q: 3, r: 0 },
    ]);
  });

  it('along an axial direction, or from a hex to itself, it grazes nothing', () => {
    expect(sightLine({ q: 0, r: 0 }, { q: 6, r: 0 }, layout).grazed).toEqual([]);
    expect(sightLine({ q: 2, r: 2 }, { q: 2, r: 2 }, layout)).toEqual({ crossed: [{ q: 2, r: 2 }], grazed: [], touched: [] });
  });
});

describe('a game grid gives the sight line in its labels', () => {
  it('gettysburg-77: O38 to Q40 runs along the hexsides O39|P38 and P40|Q39', () => {
    const g77 = hexGrid('gettysburg-77')!;
    const l = g77.sightLine(g77.parse('O38')!, g77.parse('Q40')!);
    expect(l.crossed.map((h) => g77.format(h))).toEqual(['O38', 'P39', 'Q40']);
    expect(l.grazed.map((g) => `${g77.format(g.hexes[0])}|${g77.format(g.hexes[1])} ${g.at}`)).toEqual(['O39|P38 edge', 'P40|Q39 edge']);
    expect(l.touched.map((h) => g77.format(h))).toEqual(['O39', 'P38', 'P40', 'Q39']);
  });
});
