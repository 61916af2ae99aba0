import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cubeRound } from '../../src/engine/core/hex/cube-round.js';
import { FLAT_TOP, POINTY_TOP, layoutFor } from '../../src/engine/core/hex/hex-layout.js';
import { hexLerp } from '../../src/engine/core/hex/hex-lerp.js';
import { placePoint } from '../../src/engine/core/hex/hexes-at-point.js';
import { axialToOffset, offsetToAxial } from '../../src/engine/core/hex/offset-columns.js';
import { axialNeighbors, type Hex } from '../../src/engine/core/hex/hex.js';

const anyHex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });

describe('cube rounding and lerp', () => {
  it('rounds a point near a centre to that hex', () => {
    fc.assert(
      fc.property(anyHex, fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.double({ min: -0.3, max: 0.3, noNaN: true }), (h, dq, dr) => {
        // Within 0.3 in q and r and 0.6 in s can leave the hex; keep |dq + dr| small too.
        fc.pre(Math.abs(dq + dr) < 0.45);
        expect(cubeRound({ q: h.q + dq, r: h.r + dr })).toEqual(h);
      }),
    );
  });

  it('always gives whole coordinates, and never -0', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true }), (q, r) => {
        const h = cubeRound({ q, r });
        expect(Number.isInteger(h.q) && Number.isInteger(h.r)).toBe(true);
        expect(Object.is(h.q, -0) || Object.is(h.r, -0)).toBe(false);
      }),
    );
  });

  it('lerps from one centre to the other', () => {
    expect(hexLerp({ q: 0, r: 0 }, { q: 4, r: -2 }, 0.5)).toEqual({ q: 2, r: -1 });
    expect(hexLerp({ q: 1, r: 1 }, { q: 3, r: 5 }, 0)).toEqual({ q: 1, r: 1 });
    expect(hexLerp({ q: 1, r: 1 }, { q: 3, r: 5 }, 1)).toEqual({ q: 3, r: 5 });
  });
});

describe('pixel centres', () => {
  it.each([
    ['pointy-top', POINTY_TOP],
    ['flat-top', FLAT_TOP],
  ] as const)('%s: all six neighbours are √3 away (hexes of size 1)', (orientation, layout) => {
    expect(layoutFor(orientation)).toBe(layout);
    const c = layout.toPlane({ q: 3, r: -2 });
    for (const n of axialNeighbors({ q: 3, r: -2 })) {
      const p = layout.toPlane(n);
      expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(Math.sqrt(3), 12);
    }
  });

  it('pointy-top rows run straight across; flat-top columns run straight down', () => {
    expect(POINTY_TOP.toPlane({ q: 5, r: 2 }).y).toBeCloseTo(POINTY_TOP.toPlane({ q: -3, r: 2 }).y, 12);
    expect(FLAT_TOP.toPlane({ q: 4, r: 7 }).x).toBeCloseTo(FLAT_TOP.toPlane({ q: 4, r: -1 }).x, 12);
  });
});

describe('exact point location', () => {
  it('tells inside, edge and corner apart', () => {
    expect(placePoint({ q: 0, r: 0, scale: 1 })).toEqual({ kind: 'inside', hex: { q: 0, r: 0 } });
    // The midpoint of (0,0) and (1,0) is on their shared edge.
    const edge = placePoint({ q: 1, r: 0, scale: 2 });
    expect(edge.kind).toBe('edge');
    // A corner of (0,0): cube (2/3, -1/3, -1/3), shared with (1,0) and (1,-1).
    const corner = placePoint({ q: 2, r: -1, scale: 3 });
    expect(corner.kind).toBe('corner');
    if (corner.kind === 'corner') expect(new Set(corner.hexes.map((h) => `${h.q},${h.r}`))).toEqual(new Set(['0,0', '1,0', '1,-1']));
  });
});

describe('offset columns ↔ axial', () => {
  it.each(['even', 'odd'] as const)('round-trips (%s columns shifted)', (shifted) => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }), (column, row) => {
        const h = offsetToAxial(column, row, shifted);
        expect(axialToOffset(h, shifted)).toEqual({ column, row });
      }),
    );
  });

  it.each(['even', 'odd'] as const)('puts the %s columns half a hex lower than their neighbours', (shifted) => {
    const y = (column: number, row: number): number => FLAT_TOP.toPlane(offsetToAxial(column, row, shifted)).y;
    const base = y(shifted === 'even' ? 1 : 2, 5);
    for (let column = 1; column <= 10; column++) {
      const lower = (column % 2 === 0) === (shifted === 'even');
      expect(y(column, 5) - base).toBeCloseTo(lower ? Math.sqrt(3) / 2 : 0, 12);
    }
  });

  it('the same printed row is one straight line through unshifted columns', () => {
    const h: Hex = offsetToAxial(3, 4, 'even');
    expect(FLAT_TOP.toPlane(h).y).toBeCloseTo(FLAT_TOP.toPlane(offsetToAxial(5, 4, 'even')).y, 12);
  });
});
