import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { g77Retreat } from '../../src/engine/games/gettysburg-77/retreat/g77-retreat.js';
import { g77Board, type TestUnit } from '../support/g77-battle-board.js';

// Small random boards in the map's corner (rows A–F, columns 1–6), where the labels end at row A and column 1,
// so ways off the board come up. Terrain is given out to row H and column 8, so nothing is ever asked.
const SIZE = 6;
const TERRAIN_SIZE = SIZE + 2;
const RUNS = 500;
const ROWS = 'ABCDEFGH';

// The checker's own hex arithmetic: column q, row r (A = 1), axial neighbours, hex distance.
const DIRS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];
type H = readonly [number, number];
const named = ([q, r]: H): boolean => q >= 1 && r >= 1;
const label = ([q, r]: H): string => `${ROWS[r - 1] ?? '?'}${q}`;
const dist = (a: H, b: H): number => (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[0] + a[1] - b[0] - b[1])) / 2;
const same = (a: H, b: H): boolean => a[0] === b[0] && a[1] === b[1];

type Cell = 'empty' | 'enemy' | 'infantry' | 'artillery';
type Ground = 'clear' | 'town' | 'woods';

interface Position {
  readonly start: H;
  readonly cells: ReadonlyMap<string, Cell>;
  readonly ground: ReadonlyMap<string, Ground>;
  readonly unitType: 'infantry' | 'artillery';
}

const ALL: H[] = [];
for (let q = 1; q <= TERRAIN_SIZE; q++) for (let r = 1; r <= TERRAIN_SIZE; r++) ALL.push([q, r]);
const UNIT_HEXES = ALL.filter(([q, r]) => q <= SIZE && r <= SIZE);

const CELLS: readonly Cell[] = ['empty', 'empty', 'empty', 'empty', 'enemy', 'enemy', 'infantry', 'artillery'];
const GROUNDS: readonly Ground[] = ['clear', 'clear', 'clear', 'town', 'woods'];

const position = fc
  .record({
    start: fc.integer({ min: 0, max: UNIT_HEXES.length - 1 }),
    beside: fc.integer({ min: 0, max: 5 }),
    cells: fc.array(fc.integer({ min: 0, max: CELLS.length - 1 }), { minLength: UNIT_HEXES.length, maxLength: UNIT_HEXES.length }),
    ground: fc.array(fc.integer({ min: 0, max: GROUNDS.length - 1 }), { minLength: ALL.length, maxLength: ALL.length }),
    artillery: fc.boolean(),
  })
  .map(({ start, beside, cells, ground, artillery }): Position => {
    const s = UNIT_HEXES[start] ?? [1, 1];
    const m = new Map(UNIT_HEXES.map((h, i) => [label(h), CELLS[cells[i] ?? 0] ?? 'empty']));
    m.set(label(s), 'empty');
    // One enemy next to the unit, where the map has a hex, so a retreat has a direction.
    const d = DIRS[beside] ?? [1, 0];
    const e: H = [s[0] + d[0], s[1] + d[1]];
    if (named(e)) m.set(label(e), 'enemy');
    else m.set(label([s[0] + 1, s[1]]), 'enemy');
    return { start: s, cells: m, ground: new Map(ALL.map((h, i) => [label(h), GROUNDS[ground[i] ?? 0] ?? 'clear'])), unitType: artillery ? 'artillery' : 'infantry' };
  });

function board(p: Position) {
  const units: TestUnit[] = [{ id: 'u', side: 'union', type: p.unitType, hex: label(p.start) }];
  for (const [hex, cell] of p.cells) {
    if (cell === 'enemy') units.push({ id: `e-${hex}`, side: 'confederate', type: 'infantry', hex });
    if (cell === 'infantry' || cell === 'artillery') units.push({ id: `f-${hex}`, side: 'union', type: cell, hex });
  }
  const terrain = Object.fromEntries([...p.ground].map(([hex, g]) => [hex, { terrain: [g] }]));
  return g77Board({ units, terrain });
}

interface Expected {
  readonly stepsLost: number;
  readonly endsInEnemyZoc: boolean;
  readonly overstacked: boolean;
  readonly offBoard: boolean;
}

/**
 * THE INDEPENDENT CHECKER. It lists every path of one or two hexes (or off the map) from the unit's hex and keeps
 * those the rules allow, read directly: the first hex is the reflection of an adjacent enemy across the unit's
 * hex, not held by the enemy; it avoids the enemy's zones of control (the six hexes around each enemy) unless
 * every such first hex lies in one, and then the retreat stops there. A second hex is next to the first, clear of
 * the enemy and its zones, and, if it touches the unit's own hex (or is that hex), it must have been a first hex
 * allowed. A hex beyond row A or column 1 is off the map.
 */
function bruteForce(p: Position): Map<string, Expected> {
  const enemyAt = (h: H): boolean => named(h) && p.cells.get(label(h)) === 'enemy';
  const enemies = ALL.filter(enemyAt);
  const zoc = (h: H): boolean => named(h) && enemies.some((e) => dist(e, h) === 1);
  const adjacent = enemies.filter((e) => dist(e, p.start) === 1);
  const reflections: H[] = adjacent.map((e) => [2 * p.start[0] - e[0], 2 * p.start[1] - e[1]]);
  const enterable = (h: H): boolean => reflections.some((x) => same(x, h)) && !enemyAt(h);
  const open = reflections.some((h) => enterable(h) && !zoc(h));
  const firstOk = (h: H): boolean => enterable(h) && (open ? !zoc(h) : true);

  const town = (h: H): boolean => p.ground.get(label(h)) === 'town';
  const overstack = (h: H): boolean => {
    const c = p.cells.get(label(h));
    if (c !== 'infantry' && c !== 'artillery') return false;
    return c === 'artillery' && p.unitType === 'artillery';
  };
  const out = new Map<string, Expected>();
  const add = (hexes: H[], off: boolean): void => {
    const last = hexes[hexes.length - 1];
    out.set([...hexes.map(label), ...(off ? ['off'] : [])].join(' '), {
      stepsLost: hexes.some(town) ? 1 : 0,
      endsInEnemyZoc: !off && last !== undefined && zoc(last),
      overstacked: !off && last !== undefined && overstack(last),
      offBoard: off,
    });
  };
  for (const d1 of DIRS) {
    const a: H = [p.start[0] + d1[0], p.start[1] + d1[1]];
    if (!firstOk(a)) continue;
    if (!named(a)) {
      add([], true);
      continue;
    }
    add([a], false);
    if (!open) continue;
    for (const d2 of DIRS) {
      const b: H = [a[0] + d2[0], a[1] + d2[1]];
      if (dist(b, p.start) <= 1 && !firstOk(b)) continue;
      if (!named(b)) {
        add([a], true);
        continue;
      }
      if (enemyAt(b) || zoc(b)) continue;
      add([a, b], false);
    }
  }
  return out;
}

describe('Gettysburg 1977 retreat against a brute-force checker', () => {
  it(`offers exactly the legal one- and two-hex retreats on ${RUNS} random boards`, () => {
    let offered = 0;
    let offBoard = 0;
    let forced = 0;
    fc.assert(
      fc.property(position, (p) => {
        const r = g77Retreat({ board: board(p), unitId: 'u', attackers: [], battle: [] }, null);
        expect(r.problems).toEqual([]);
        expect(r.questions.filter((q) => !q.id.startsWith('no-retreat:'))).toEqual([]);
        const want = bruteForce(p);
        const got = new Map(r.options.map((o) => [o.path.join(' '), { stepsLost: o.stepsLost, endsInEnemyZoc: o.endsInEnemyZoc, overstacked: o.overstacked, offBoard: o.offBoard }]));
        expect(got).toEqual(want);
        expect(r.options.every((o) => o.rank === 1 && o.disorganized)).toBe(true);
        expect(r.noRetreat === null).toBe(want.size > 0);
        offered += r.options.length;
        offBoard += r.options.filter((o) => o.offBoard).length;
        forced += r.options.filter((o) => o.endsInEnemyZoc).length;
      }),
      { numRuns: RUNS, seed: 77 },
    );
    // The boards reach every branch: plenty of retreats, some off the board, some forced into a zone.
    expect(offered).toBeGreaterThan(RUNS);
    expect(offBoard).toBeGreaterThan(10);
    expect(forced).toBeGreaterThan(10);
  });
});
