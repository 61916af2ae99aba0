import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cubeRound } from '../../src/engine/core/hex/cube-round.js';
import { FLAT_TOP, POINTY_TOP, type HexLayout } from '../../src/engine/core/hex/hex-layout.js';
import { hexLerp } from '../../src/engine/core/hex/hex-lerp.js';
import { hexLine } from '../../src/engine/core/hex/hex-line.js';
import { AXIAL_DIRECTIONS, axialDistance, hexKey, type Hex } from '../../src/engine/core/hex/hex.js';
import { hexGrid } from '../../src/engine/maps.js';
import { oracleLine } from '../support/hex-line-oracle.js';

const g77 = hexGrid('gettysburg-77')!;
const at = (label: string): Hex => g77.parse(label)!;
const labels = (hexes: readonly Hex[]): string[] => hexes.map((h) => g77.format(h));
const pairs = (ps: readonly (readonly [Hex, Hex])[]): string[] => ps.map(([l, r]) => `${g77.format(l)}|${g77.format(r)}`);

const adjacent = (x: Hex, y: Hex): boolean => axialDistance(x, y) === 1;
const anyHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) });
const layouts: [string, HexLayout][] = [
  ['pointy-top', POINTY_TOP],
  ['flat-top', FLAT_TOP],
];

/** Which side of the line from a to b a hex's centre lies on, on the plane (y downwards): -1 left, 1 right, 0 on it. */
function side(layout: HexLayout, a: Hex, b: Hex, h: Hex): number {
  const pa = layout.toPlane(a);
  const pb = layout.toPlane(b);
  const ph = layout.toPlane(h);
  const cross = (pb.x - pa.x) * (ph.y - pa.y) - (pb.y - pa.y) * (ph.x - pa.x);
  return Math.abs(cross) < 1e-9 ? 0 : Math.sign(cross);
}

describe('line between two hex centres (gettysburg-77 labels, pointy-top)', () => {
  it('along a row it crosses every hex of the row and grazes none', () => {
    const l = g77.line(at('O38'), at('O44'));
    expect(labels(l.crossed)).toEqual(['O38', 'O39', 'O40', 'O41', 'O42', 'O43', 'O44']);
    expect(l.grazed).toEqual([]);
  });

  it('along a diagonal column it crosses the column (the sunken road Q36 … V31)', () => {
    const l = g77.line(at('Q36'), at('V31'));
    expect(labels(l.crossed)).toEqual(['Q36', 'R35', 'S34', 'T33', 'U32', 'V31']);
    expect(l.grazed).toEqual([]);
  });

  it('in an edge direction it runs along edges: every hex between centres is a grazed pair', () => {
    // O38 → Q40 is two steps of (+1 row, +1 column): between the centres the line follows the edge O39|P38, then P40|Q39.
    const l = g77.line(at('O38'), at('Q40'));
    expect(labels(l.crossed)).toEqual(['O38', 'P39', 'Q40']);
    // Heading down the map towards higher columns, O39 and P40 are on the left.
    expect(pairs(l.grazed)).toEqual(['O39|P38', 'P40|Q39']);
  });

  it('in each of the six edge directions the grazed pairs are the hexes either side, left then right', () => {
    for (const layout of [POINTY_TOP, FLAT_TOP]) {
      for (let i = 0; i < 6; i++) {
        const d1 = AXIAL_DIRECTIONS[i]!;
        const d2 = AXIAL_DIRECTIONS[(i + 1) % 6]!;
        const a = { q: 0, r: 0 };
        const b = { q: 3 * (d1.q + d2.q), r: 3 * (d1.r + d2.r) };
        const l = hexLine(a, b, layout);
        expect(l.crossed).toHaveLength(4);
        expect(l.grazed).toHaveLength(3);
        for (const [left, right] of l.grazed) {
          expect(adjacent(left, right)).toBe(true);
          expect(side(layout, a, b, left)).toBe(-1);
          expect(side(layout, a, b, right)).toBe(1);
        }
      }
    }
  });

  it('crosses both hexes when it cuts an edge exactly at its middle (sampling at whole steps would lose one)', () => {
    // Distance 4, but the line passes through the midpoint of the edge between O36 and P35 and crosses both.
    const l = g77.line(at('O38'), at('P34'));
    expect(g77.distance(at('O38'), at('P34'))).toBe(4);
    expect(labels(l.crossed)).toEqual(['O38', 'O37', 'P36', 'O36', 'P35', 'P34']);
    expect(l.grazed).toEqual([]);
  });

  it('reports a hex whose corner the line passes exactly through, paired with the hex across it', () => {
    // (0,0) → (5,-1) passes exactly through the corner of (1,0), (2,0) and (2,-1) a third of the way along,
    // and through the corner of (2,0), (3,-1) and (3,0) two thirds along: (2,-1) and (3,0) are only touched.
    const l = hexLine({ q: 0, r: 0 }, { q: 5, r: -1 }, POINTY_TOP);
    expect(l.crossed).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
      { q: 3, r: -1 },
      { q: 4, r: -1 },
      { q: 5, r: -1 },
    ]);
    expect(l.grazed).toEqual([
      [{ q: 2, r: -1 }, { q: 2, r: 0 }],
      [{ q: 3, r: -1 }, { q: 3, r: 0 }],
    ]);
  });

  it('a line from a hex to itself is that hex', () => {
    expect(g77.line(at('O38'), at('O38'))).toEqual({ crossed: [at('O38')], grazed: [] });
  });
});

describe.each(layouts)('line properties (%s)', (_name, layout) => {
  it('matches an independent hex-by-hex computation: the same crossed hexes in order, the touched ones as grazed', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const l = hexLine(a, b, layout);
        const o = oracleLine(a, b);
        expect(l.crossed.map(hexKey)).toEqual(o.crossed.map(hexKey));
        const crossed = new Set(l.crossed.map(hexKey));
        const grazedOnly = new Set(l.grazed.flat().map(hexKey).filter((k) => !crossed.has(k)));
        expect([...grazedOnly].sort()).toEqual(o.touched.map(hexKey).sort());
      }),
      { numRuns: 400 },
    );
  });

  it('is contiguous from a to b, and each step leads no nearer to a', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const { crossed, grazed } = hexLine(a, b, layout);
        expect(crossed[0]).toEqual(a);
        expect(crossed[crossed.length - 1]).toEqual(b);
        for (let i = 0; i + 1 < crossed.length; i++) {
          const x = crossed[i]!;
          const y = crossed[i + 1]!;
          expect(axialDistance(a, y)).toBeGreaterThanOrEqual(axialDistance(a, x));
          if (adjacent(x, y)) continue;
          // Two steps apart only along an edge: a grazed pair touching both bridges them.
          expect(axialDistance(x, y)).toBe(2);
          expect(grazed.some(([l, r]) => adjacent(l, x) && adjacent(l, y) && adjacent(r, x) && adjacent(r, y))).toBe(true);
        }
        // Hexes crossed plus edges run along: one more than the distance at least (exactly that along an edge direction).
        expect(crossed.length + grazed.filter(([l, r]) => !crossed.some((c) => hexKey(c) === hexKey(l) || hexKey(c) === hexKey(r))).length).toBeGreaterThanOrEqual(
          axialDistance(a, b) + 1,
        );
      }),
      { numRuns: 400 },
    );
  });

  it('is the same line both ways: crossed reversed, grazed reversed with left and right swapped', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const there = hexLine(a, b, layout);
        const back = hexLine(b, a, layout);
        expect(back.crossed).toEqual([...there.crossed].reverse());
        expect(back.grazed).toEqual([...there.grazed].reverse().map(([l, r]) => [r, l]));
      }),
      { numRuns: 300 },
    );
  });

  it('puts each grazed hex the line does not cross on the side it is named for', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const { crossed, grazed } = hexLine(a, b, layout);
        const isCrossed = (h: Hex): boolean => crossed.some((c) => hexKey(c) === hexKey(h));
        for (const [left, right] of grazed) {
          expect(adjacent(left, right)).toBe(true);
          if (!isCrossed(left)) expect(side(layout, a, b, left)).toBe(-1);
          if (!isCrossed(right)) expect(side(layout, a, b, right)).toBe(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds every hex of a sampled line (Red Blob Games: N + 1 rounded points, nudged off edges)', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const n = axialDistance(a, b);
        const { crossed, grazed } = hexLine(a, b, layout);
        const all = new Set([...crossed, ...grazed.flat()].map(hexKey));
        for (let i = 0; i <= n; i++) {
          const p = hexLerp({ q: a.q + 1e-6, r: a.r + 2e-6 }, { q: b.q + 1e-6, r: b.r + 2e-6 }, n === 0 ? 0 : i / n);
          expect(all.has(hexKey(cubeRound(p)))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('line limits', () => {
  it('refuses a line longer than any map, or between points that are not hex centres', () => {
    expect(() => hexLine({ q: 0, r: 0 }, { q: 5000, r: 0 }, POINTY_TOP)).toThrow(RangeError);
    expect(() => hexLine({ q: 0, r: 0 }, { q: 1.5, r: 0 }, POINTY_TOP)).toThrow(RangeError);
    expect(hexLine({ q: 0, r: 0 }, { q: 1000, r: -400 }, FLAT_TOP).crossed.length).toBeGreaterThan(1000);
  });
});
