import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.js';
import { hexGrid } from '../../src/engine/maps.js';
import { hasLabel } from '../../src/engine/core/hex/has-label.js';
import type { HexGrid } from '../../src/engine/core/hex/hex-grid.js';
import { hexKey, type Hex } from '../../src/engine/core/hex/hex.js';
import { offsetToAxial } from '../../src/engine/core/hex/offset-columns.js';
import { cemeteryHillGrid } from '../../src/engine/games/cemetery-hill/hex-grid.js';
import { readSeed } from '../support/seed-tables.js';
import { describeWithShared } from '../support/with-shared.js';

const g77 = hexGrid('gettysburg-77')!;
const g88 = hexGrid('gettysburg-88')!;
const gch = hexGrid('cemetery-hill')!;
const GRIDS: [string, HexGrid][] = [
  ['gettysburg-77', g77],
  ['gettysburg-88', g88],
  ['cemetery-hill', gch],
  ['cemetery-hill, odd columns shifted', cemeteryHillGrid({ shiftedColumns: 'odd' })],
];

function adjacentIn(grid: HexGrid, a: string, b: string): boolean {
  const ha = grid.parse(a);
  const hb = grid.parse(b);
  if (!ha || !hb) throw new Error(`not a label: ${a} or ${b}`);
  const there = grid.neighbors(ha).some((n) => hexKey(n) === hexKey(hb));
  const back = grid.neighbors(hb).some((n) => hexKey(n) === hexKey(ha));
  expect(there).toBe(back);
  expect(grid.distance(ha, hb) === 1).toBe(there);
  return there;
}

/** The labels in one line of a seed, in the order written. */
function labelsIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? m[0]);
}

function lineOf(seed: string, containing: string): string {
  const line = seed.split('\n').find((l) => l.includes(containing));
  if (!line) throw new Error(`the seed has no line with "${containing}"`);
  return line;
}

describe('registry', () => {
  it('has a grid for each hex game whose labels are known, and none for area or unknown maps', () => {
    expect(GAME_IDS.filter((g) => hexGrid(g) !== null)).toEqual(['gettysburg-77', 'gettysburg-88', 'cemetery-hill']);
    expect(hexGrid('they-met')).toBeNull();
    expect(hexGrid('high-tide')).toBeNull();
    expect(g77.orientation).toBe('pointy-top');
    expect(g88.orientation).toBe('flat-top');
    expect(gch.orientation).toBe('flat-top');
    for (const [, grid] of GRIDS) expect(grid.labelHelp.length).toBeGreaterThan(10);
  });
});

describeWithShared('gettysburg-77: lettered rows, numbered diagonal columns (seed 002)', () => {
  const seed = readSeed('002_581d685a3c63a356.txt');

  it('reads rows A … Z, then doubled letters as 26 more, and the column as q', () => {
    expect(g77.parse('A1')).toEqual({ q: 1, r: 1 });
    expect(g77.parse('O38')).toEqual({ q: 38, r: 15 });
    expect(g77.parse('Z9')).toEqual({ q: 9, r: 26 });
    expect(g77.parse('AA9')).toEqual({ q: 9, r: 27 });
    expect(g77.parse('II42')).toEqual({ q: 42, r: 35 });
    expect(g77.parse('II-42')).toEqual({ q: 42, r: 35 });
    expect(g77.format({ q: 42, r: 35 })).toBe('II42');
    expect(g77.format({ q: 22, r: 50 })).toBe('XX22');
  });

  it('has exactly the neighbours the facts give: (q±1, r), (q, r±1), (q−1, r+1), (q+1, r−1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 98 }), fc.integer({ min: 2, max: 51 }), (q, r) => {
        const expected = [
          [q + 1, r],
          [q - 1, r],
          [q, r + 1],
          [q, r - 1],
          [q - 1, r + 1],
          [q + 1, r - 1],
        ].map(([x, y]) => `${x},${y}`);
        expect(g77.neighbors({ q, r }).map(hexKey).sort()).toEqual(expected.sort());
      }),
    );
  });

  it('the sunken road hexes form one chain: Q36 R35 S34 T33 U32 V31, continued by U31 and V30', () => {
    const road = labelsIn(lineOf(seed, 'Sunken road hex'), /\b([A-Z]{1,2}\d{1,2})\b/g);
    expect(road).toEqual(['Q36', 'R35', 'S34', 'T33', 'U32', 'V31', 'U31', 'V30']);
    const [q36, r35, s34, t33, u32, v31, u31, v30] = road as [string, string, string, string, string, string, string, string];
    for (const [a, b] of [
      [q36, r35],
      [r35, s34],
      [s34, t33],
      [t33, u32],
      [u32, v31],
      [u31, v30],
      [u32, u31],
      [v31, v30],
    ] as const) {
      expect(adjacentIn(g77, a, b), `${a}–${b}`).toBe(true);
    }
    expect(adjacentIn(g77, q36, s34)).toBe(false);
  });

  it('the town square lies between two neighbours, O38 and O39', () => {
    const m = /between hexes ([A-Z]{1,2}\d{1,2}) and ([A-Z]{1,2}\d{1,2})/.exec(lineOf(seed, 'town square'));
    expect([m?.[1], m?.[2]]).toEqual(['O38', 'O39']);
    expect(adjacentIn(g77, 'O38', 'O39')).toBe(true);
  });

  it('the two Peach Orchard hexes EE-24 and FF-24 are neighbours', () => {
    const orchard = labelsIn(lineOf(seed, 'Peach Orchard'), /\(([A-Z]{2}-\d{1,2})\)/g);
    expect(orchard).toEqual(['EE-24', 'FF-24']);
    expect(adjacentIn(g77, orchard[0]!, orchard[1]!)).toBe(true);
    expect(orchard.map((l) => g77.format(g77.parse(l)!))).toEqual(['EE24', 'FF24']);
  });

  it('reads every hex the seed names in parentheses, with or without the dash', () => {
    const named = labelsIn(seed, /\(([A-Z]{1,2}-?\d{1,2})\)/g);
    expect(named.length).toBeGreaterThan(15);
    for (const label of named) {
      const h = g77.parse(label);
      expect(h, label).not.toBeNull();
      expect(g77.format(h!)).toBe(label.replace('-', ''));
    }
  });

  it('refuses what is not a label', () => {
    for (const bad of ['', 'O', '38', 'o38', 'O0', 'O038', 'O100', 'AB12', 'AAA1', 'O-', 'O--38', '38O', 'O38x', 'Ö38', 'O 38', 'O38.5', 'X'.repeat(200)]) {
      expect(g77.parse(bad), bad).toBeNull();
    }
  });
});

describeWithShared("gettysburg-88: lettered columns, numbered rows, even letters lower (seed 000)", () => {
  const seed = readSeed('000_884c94f15e643813.txt');
  const label = /\b([A-Z]\d{1,2})\b/g;

  it('reads a column letter (A = 1) and a row; B, D, F … sit half a hex lower', () => {
    expect(g88.format(g88.parse('E6')!)).toBe('E6');
    const y = (l: string): number => g88.center(g88.parse(l)!).y;
    expect(y('F6') - y('E6')).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(y('G6') - y('E6')).toBeCloseTo(0, 12);
  });

  it('clarification 22: E8 and G8 each touch F7 and F8', () => {
    const clar = lineOf(seed, 'units in E8 and G8');
    const [e8, g8, f7, f8] = labelsIn(clar.slice(clar.indexOf('For example')), label) as [string, string, string, string];
    expect([e8, g8, f7, f8]).toEqual(['E8', 'G8', 'F7', 'F8']);
    for (const attacker of [e8, g8]) for (const defender of [f7, f8]) expect(adjacentIn(g88, attacker, defender), `${attacker}–${defender}`).toBe(true);
  });

  it('the other parity would contradict clarification 22 (E8 would not touch F7)', () => {
    const e8 = offsetToAxial(5, 8, 'odd');
    const f7 = offsetToAxial(6, 7, 'odd');
    expect(g88.distance(e8, f7)).toBe(2);
  });

  it('clarification 9: I5 → H5 → G6, G8 → F7 → E7 and G10 → G9 → G8 are moves between neighbours', () => {
    const moves = lineOf(seed, 'Road movement can be maintained');
    const chains = (moves.match(/[A-Z]\d{1,2}(?: to [A-Z]\d{1,2})+/g) ?? []).map((c) => c.split(' to '));
    expect(chains).toEqual([
      ['I5', 'H5', 'G6'],
      ['G8', 'F7', 'E7'],
      ['G10', 'G9', 'G8'],
    ]);
    for (const chain of chains) for (let i = 0; i + 1 < chain.length; i++) expect(adjacentIn(g88, chain[i]!, chain[i + 1]!), chain.join('→')).toBe(true);
  });

  it('clarifications 2 and 19: the rough hill hexes E6, F5, F6 form one cluster', () => {
    const hills = labelsIn(lineOf(seed, 'rough hill hex'), label);
    expect(hills).toEqual(['E6', 'F5', 'F6']);
    expect(adjacentIn(g88, 'E6', 'F5')).toBe(true);
    expect(adjacentIn(g88, 'E6', 'F6')).toBe(true);
    expect(adjacentIn(g88, 'F5', 'F6')).toBe(true);
  });

  it('clarification 27: S4 and U5 are two columns apart, not neighbours', () => {
    const woods = labelsIn(lineOf(seed, 'continuously connected woods'), label);
    expect(woods).toEqual(['S4', 'U5']);
    expect(adjacentIn(g88, 'S4', 'U5')).toBe(false);
    expect(g88.distance(g88.parse('S4')!, g88.parse('U5')!)).toBe(2);
  });

  it('reads every hex the clarifications name, all single letters', () => {
    const all = labelsIn(seed, label);
    expect(all.length).toBeGreaterThan(10);
    for (const l of all) expect(g88.format(g88.parse(l)!)).toBe(l);
  });

  it('refuses what is not a label', () => {
    for (const bad of ['', 'E', '6', 'e6', 'E0', 'E06', 'AA1', 'E100', 'E-6', '6E', 'E6 F', 'É6']) expect(g88.parse(bad), bad).toBeNull();
  });
});

describeWithShared('cemetery-hill: four digits CCRR (seed 001)', () => {
  const seed = readSeed('001_92c16b93bbbbc9a6.txt');

  it('reads column then row: 0127 is column 1, row 27', () => {
    const h = gch.parse('0127')!;
    expect(h.q).toBe(1);
    expect(gch.format(h)).toBe('0127');
    expect(gch.neighbors(gch.parse('1005')!).map((n) => gch.format(n)).sort()).toEqual(['0905', '0906', '1004', '1006', '1105', '1106']);
    expect(gch.neighbors(gch.parse('1105')!).map((n) => gch.format(n)).sort()).toEqual(['1004', '1005', '1104', '1106', '1204', '1205']);
  });

  it('every reinforcement entry hex of rule 14.34 is a label', () => {
    const entries = labelsIn(seed, /\bat (\d{4}):/g);
    expect(entries).toEqual(['0127', '1127', '2112', '1127', '2112', '1127', '2112', '2120', '0127', '0104', '0104', '1101', '0104', '2101']);
    for (const e of entries) expect(gch.format(gch.parse(e)!)).toBe(e);
  });

  it('takes the shifted parity from its settings: even by default, odd when the map data says so', () => {
    const odd = cemeteryHillGrid({ shiftedColumns: 'odd' });
    const lower = (grid: HexGrid, a: string, b: string): number => grid.center(grid.parse(a)!).y - grid.center(grid.parse(b)!).y;
    expect(lower(gch, '0205', '0105')).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(lower(odd, '0105', '0205')).toBeCloseTo(Math.sqrt(3) / 2, 12);
    // Column 01 beside column 02: with 02 lower it touches 0204 and 0205; with 01 lower, 0205 and 0206.
    expect(adjacentIn(gch, '0105', '0204')).toBe(true);
    expect(adjacentIn(gch, '0105', '0206')).toBe(false);
    expect(adjacentIn(odd, '0105', '0206')).toBe(true);
    expect(adjacentIn(odd, '0105', '0204')).toBe(false);
    expect(hexGrid('cemetery-hill', { shiftedColumns: 'odd' })!.format(odd.parse('0105')!)).toBe('0105');
  });

  it('limits labels to an extent when the map data gives one', () => {
    const bounded = cemeteryHillGrid({ extent: { columns: [1, 21], rows: [1, 27] } });
    expect(bounded.parse('2127')).not.toBeNull();
    expect(bounded.parse('2201')).toBeNull();
    expect(bounded.parse('0128')).toBeNull();
    expect(bounded.neighbors(bounded.parse('2127')!).map((n) => bounded.format(n)).sort()).toEqual(['2026', '2027', '2126']);
    expect(bounded.labelHelp).toContain('01–21');
    expect(() => cemeteryHillGrid({ extent: { columns: [5, 2], rows: [1, 27] } })).toThrow(RangeError);
  });

  it('refuses what is not a label', () => {
    for (const bad of ['', '127', '00127', '0000', '0100', '0001', 'ab12', '01-27', '01 27', '0127a', '１２３４']) expect(gch.parse(bad), bad).toBeNull();
  });
});

describe.each(GRIDS)('%s: labels and distance', (_name, grid) => {
  const labelled = fc
    .record({ q: fc.integer({ min: -5, max: 105 }), r: fc.integer({ min: -60, max: 105 }) })
    .filter((h) => hasLabel(grid, h));

  it('prints every labelled hex so that it reads back, and reads every printed label back to its text', () => {
    fc.assert(
      fc.property(labelled, (h) => {
        const text = grid.format(h);
        expect(grid.parse(text)).toEqual(h);
        expect(grid.format(grid.parse(text)!)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any string, and whatever it reads prints back the same way', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Z]{1,3}-?[0-9]{1,3}$/), fc.stringMatching(/^[0-9]{3,5}$/)), (s) => {
        const h = grid.parse(s);
        if (h) expect(grid.parse(grid.format(h))).toEqual(h);
      }),
      { numRuns: 500 },
    );
  });

  it('prints a hex beyond the labels so that no game reads it', () => {
    const off = { q: -3, r: -70 };
    expect(hasLabel(grid, off)).toBe(false);
    expect(grid.parse(grid.format(off))).toBeNull();
  });

  it('measures the same distance as a breadth-first walk over neighbours', () => {
    fc.assert(
      fc.property(labelled, fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (a, dq, dr) => {
        const b: Hex = { q: a.q + dq, r: a.r + dr };
        fc.pre(hasLabel(grid, b));
        const target = hexKey(b);
        const seen = new Set([hexKey(a)]);
        let frontier = [a];
        let steps = 0;
        while (!seen.has(target)) {
          frontier = frontier.flatMap((h) => grid.neighbors(h)).filter((n) => !seen.has(hexKey(n)) && seen.add(hexKey(n)));
          steps++;
          expect(frontier.length).toBeGreaterThan(0);
        }
        expect(grid.distance(a, b)).toBe(steps);
      }),
      { numRuns: 300 },
    );
  });
});
