import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberHex, printPart, rawHexAt } from '../../src/readers/vassal/hex-numbering.js';
import type { HexGridSpec, HexNumbering } from '../../src/readers/vassal/module-geometry.js';
import { hexCentre, vassalLabel, VASSAL_DEFAULT_NUMBERING, type GridParams, type NumberingParams } from '../support/vassal-writer.js';

const REGULAR_DX = (Math.sqrt(3) / 2) * 64;

function spec(g: GridParams, n: NumberingParams | null): HexGridSpec {
  return {
    ...g,
    numbering: n && {
      oblique: n.oblique ?? false,
      first: n.first,
      separator: n.sep,
      hType: n.hType,
      vType: n.vType,
      hLeading: n.hLeading,
      vLeading: n.vLeading,
      hOff: n.hOff,
      vOff: n.vOff,
      hDescend: n.hDescend,
      vDescend: n.vDescend,
      stagger: n.stagger,
      locationFormat: n.locationFormat,
    } satisfies HexNumbering,
  };
}

interface Setup {
  readonly title: string;
  readonly grid: GridParams;
  readonly numbering: NumberingParams;
  readonly board: { width: number; height: number };
}

const SETUPS: readonly Setup[] = [
  { title: "VASSAL's defaults (columns, staggered, 0101)", grid: { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false }, numbering: VASSAL_DEFAULT_NUMBERING, board: { width: 1200, height: 900 } },
  {
    title: 'sideways, not staggered, lettered rows first with a dash',
    grid: { dx: 50, dy: 58, x0: 40, y0: 30, sideways: true },
    numbering: { ...VASSAL_DEFAULT_NUMBERING, first: 'V', sep: '-', vType: 'A', vOff: 0, stagger: false, hLeading: 0 },
    board: { width: 1000, height: 800 },
  },
  {
    title: 'columns counted from the far edges, no leading zeros',
    grid: { dx: 43.5, dy: 50, x0: 25, y0: 30, sideways: false },
    numbering: { ...VASSAL_DEFAULT_NUMBERING, hDescend: true, vDescend: true, hLeading: 0, vLeading: 0, sep: '.' },
    board: { width: 900, height: 700 },
  },
  {
    title: 'sideways, descending and staggered, a format of its own',
    grid: { dx: REGULAR_DX, dy: 64, x0: 10, y0: 60, sideways: true },
    numbering: { ...VASSAL_DEFAULT_NUMBERING, hDescend: true, vDescend: true, locationFormat: 'Hex $column$/$row$' },
    board: { width: 1300, height: 1000 },
  },
  {
    title: 'oblique rows, lettered columns',
    grid: { dx: REGULAR_DX, dy: 64, x0: 30, y0: 40, sideways: false },
    numbering: { ...VASSAL_DEFAULT_NUMBERING, oblique: true, hType: 'A', hOff: 0, vLeading: 0 },
    board: { width: 1100, height: 900 },
  },
  {
    title: 'oblique the other way, sideways, rows then columns',
    grid: { dx: 55, dy: 63, x0: 31, y0: 37, sideways: true },
    numbering: { ...VASSAL_DEFAULT_NUMBERING, oblique: true, stagger: false, first: 'V', sep: ' ' },
    board: { width: 1000, height: 1000 },
  },
];

describe('VASSAL hex numbering, by hand', () => {
  const g: GridParams = { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false };
  const label = (nx: number, ny: number, n: NumberingParams = VASSAL_DEFAULT_NUMBERING): string => {
    const c = hexCentre(g, nx, ny);
    const result = numberHex(spec(g, n), rawHexAt(spec(g, n), c.x, c.y), { width: 1000, height: 1000 });
    if (!result.ok) throw new Error(result.why);
    return result.label.label;
  };

  it("gives VASSAL's four-digit labels, odd columns numbered one row higher when staggered", () => {
    expect(label(0, 0)).toBe('0101');
    expect(label(1, 0)).toBe('0202');
    expect(label(1, 1)).toBe('0203');
    expect(label(2, 0)).toBe('0301');
    expect(label(0, 5)).toBe('0106');
    expect(label(12, 20)).toBe('1321');
  });

  it('does not shift odd columns when not staggered', () => {
    const n = { ...VASSAL_DEFAULT_NUMBERING, stagger: false };
    expect(label(1, 0, n)).toBe('0201');
    expect(label(3, 4, n)).toBe('0405');
  });

  it('prints letters as VASSAL does: A = 0, then AA = 26, BB = 27', () => {
    expect(printPart(0, 'A', 1)).toBe('A');
    expect(printPart(25, 'A', 1)).toBe('Z');
    expect(printPart(26, 'A', 1)).toBe('AA');
    expect(printPart(27, 'A', 1)).toBe('BB');
    expect(printPart(-1, 'A', 1)).toBe('-B');
    expect(printPart(5, 'N', 2)).toBe('005');
    expect(printPart(50, 'N', 2)).toBe('050');
    expect(printPart(123, 'N', 2)).toBe('123');
    expect(printPart(7, 'N', 0)).toBe('7');
  });

  it('needs the board size only when numbering descends', () => {
    const n = { ...VASSAL_DEFAULT_NUMBERING, vDescend: true };
    const s = spec(g, n);
    const result = numberHex(s, { column: 0, row: 0 }, { width: null, height: null });
    expect(result).toEqual({ ok: false, why: expect.stringMatching(/far edge/) });
    expect(numberHex(spec(g, VASSAL_DEFAULT_NUMBERING), { column: 0, row: 0 }, { width: null, height: null }).ok).toBe(true);
  });

  it('calls a point just before the first hex column 0, row 0 (never −0: fast-check found it)', () => {
    const grid: GridParams = { dx: 55, dy: 63, x0: 31, y0: 37, sideways: true };
    const raw = rawHexAt(spec(grid, null), 22, 30);
    expect(Object.is(raw.column, 0) && Object.is(raw.row, 0)).toBe(true);
  });

  it('uses default numbering for a grid without one', () => {
    const s = spec(g, null);
    const result = numberHex(s, { column: 2, row: 3 }, { width: 500, height: 500 });
    expect(result.ok && result.label.label).toBe('0304');
  });
});

describe.each(SETUPS)('VASSAL hex numbering: $title', ({ grid, numbering, board }) => {
  const s = spec(grid, numbering);

  it('finds the hex of every centre and labels it as VASSAL does', () => {
    for (let nx = -1; nx <= 20; nx++) {
      for (let ny = -1; ny <= 16; ny++) {
        const c = hexCentre(grid, nx, ny);
        const raw = rawHexAt(s, c.x, c.y);
        expect(raw).toEqual({ column: nx, row: ny });
        const result = numberHex(s, raw, board);
        expect(result.ok && result.label.label).toBe(vassalLabel(grid, numbering, board.width, board.height, nx, ny));
      }
    }
  });

  it('finds the same hex for points off the centre (property)', () => {
    const reach = 0.28 * Math.min(grid.dx, grid.dy);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (nx, ny, angle, f) => {
        const c = hexCentre(grid, nx, ny);
        const x = Math.round(c.x + Math.cos(angle) * reach * f);
        const y = Math.round(c.y + Math.sin(angle) * reach * f);
        expect(rawHexAt(s, x, y)).toEqual({ column: nx, row: ny });
      }),
    );
  });
});
