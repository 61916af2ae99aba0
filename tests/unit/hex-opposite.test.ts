import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexGrid } from '../../src/engine/maps.js';
import { FLAT_TOP, POINTY_TOP } from '../../src/engine/core/hex/hex-layout.js';
import { hexLine } from '../../src/engine/core/hex/hex-line.js';
import { oppositeHexes } from '../../src/engine/core/hex/hex-opposite.js';
import { AXIAL_DIRECTIONS, axialDistance, hexAdd, hexKey, hexSubtract } from '../../src/engine/core/hex/hex.js';

const g77 = hexGrid('gettysburg-77')!;
const g88 = hexGrid('gettysburg-88')!;
const opposite = (grid: typeof g77, at: string, from: string): string[] => grid.opposite(grid.parse(at)!, grid.parse(from)!).map((h) => grid.format(h));
const anyHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) });

describe('the hex opposite an attacker', () => {
  it('is at + (at − from) when they are adjacent', () => {
    expect(opposite(g77, 'O38', 'O37')).toEqual(['O39']);
    expect(opposite(g77, 'R35', 'Q36')).toEqual(['S34']);
    // Gettysburg '88: a retreat from F7 attacked from G8 goes on to E7 (clarification 9's G8 → F7 → E7 line).
    expect(opposite(g88, 'F7', 'G8')).toEqual(['E7']);
    for (const layout of [POINTY_TOP, FLAT_TOP]) {
      fc.assert(
        fc.property(anyHex, fc.integer({ min: 0, max: 5 }), (at, i) => {
          const d = AXIAL_DIRECTIONS[i]!;
          expect(oppositeHexes(at, hexSubtract(at, d), layout)).toEqual([hexAdd(at, d)]);
        }),
      );
    }
  });

  it('continues the line from a distant attacker one hex beyond', () => {
    expect(opposite(g77, 'O38', 'O34')).toEqual(['O39']);
    expect(opposite(g77, 'O38', 'M37')).toEqual(['P38']);
  });

  it('is two hexes when the line leaves exactly through a corner', () => {
    // N37 → O38 is an edge direction: beyond O38 the line runs between O39 and P38.
    expect(opposite(g77, 'O38', 'N37')).toEqual(['O39', 'P38']);
    expect(opposite(g77, 'O38', 'M36')).toEqual(['O39', 'P38']);
  });

  it('is nothing when the attacker is in the same hex', () => {
    expect(opposite(g77, 'O38', 'O38')).toEqual([]);
  });

  it('is always one or two neighbours of the hex, on the line from the attacker, one hex further from it', () => {
    for (const layout of [POINTY_TOP, FLAT_TOP]) {
      fc.assert(
        fc.property(anyHex, anyHex, (at, from) => {
          fc.pre(hexKey(at) !== hexKey(from));
          const result = oppositeHexes(at, from, layout);
          expect(result.length === 1 || result.length === 2).toBe(true);
          const far = hexAdd(at, hexSubtract(at, from));
          const line = hexLine(from, far, layout);
          const onLine = new Set([...line.crossed, ...line.grazed.flat()].map(hexKey));
          for (const h of result) {
            expect(axialDistance(h, at)).toBe(1);
            expect(axialDistance(h, from)).toBe(axialDistance(at, from) + 1);
            expect(onLine.has(hexKey(h))).toBe(true);
          }
          if (result.length === 2) expect(axialDistance(result[0]!, result[1]!)).toBe(1);
        }),
        { numRuns: 300 },
      );
    }
  });
});
