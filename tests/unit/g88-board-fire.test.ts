import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { boardFire } from '../../src/engine/calculators.js';
import { artilleryBoard as readBoard } from '../../src/engine/games/gettysburg-88/artillery/artillery-board.js';
import type { GunFire } from '../../src/engine/games/gettysburg-88/artillery/artillery-answer-types.js';
import { gunFire } from '../../src/engine/games/gettysburg-88/artillery/gun-fire.js';
import { lineHexes } from '../../src/engine/games/gettysburg-88/artillery/line-of-sight.js';
import { GETTYSBURG_88_GRID } from '../../src/engine/games/gettysburg-88/hex-grid.js';
import { isCombatUnit } from '../../src/engine/games/gettysburg-88/movement/enemy-zoc.js';
import type { G88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import type { TestUnit } from '../fixtures/g88-movement.js';
import { artilleryBoard, artillerySettings, clear, reb, union, woods } from '../fixtures/g88-artillery.js';

// Every position, mark and setting here is made up.

/** What gunFire answers for every gun of the board, by id (the first unit of an id, as gunFire looks it up). */
function gunByGun(board: Board, settings: G88MovementSettings | null): Map<string, GunFire> {
  const fires = new Map<string, GunFire>();
  for (const u of board.units) if ((u.type === 'artillery' || u.type === 'horse-artillery') && !fires.has(u.id)) fires.set(u.id, gunFire(board, u.id, settings));
  return fires;
}

function expectSame(board: Board, settings: G88MovementSettings | null): void {
  const whole = boardFire(board, settings);
  const each = gunByGun(board, settings);
  expect([...whole.keys()]).toEqual([...each.keys()]);
  for (const [id, fire] of each) expect(whole.get(id), id).toEqual(fire);
}

/** The units looked up by hexes near each gun are those a reading of every unit finds: enemy combat units 1 to `range` away, nearest first, then by id. */
function expectTargetsByDistance(board: Board, fires: ReadonlyMap<string, GunFire>, range: number): void {
  const at = (u: Board['units'][number]): { q: number; r: number } | null => (u.location.kind === 'hex' ? GETTYSBURG_88_GRID.parse(u.location.hex) : null);
  for (const gun of board.units) {
    const from = at(gun);
    const fire = fires.get(gun.id);
    if (!from || !fire?.gun || fire.doubleRange === null) continue;
    const expected = board.units
      .flatMap((u) => {
        const to = at(u);
        const distance = to ? GETTYSBURG_88_GRID.distance(from, to) : 0;
        return to && u.side !== gun.side && isCombatUnit(u.type) && distance >= 1 && distance <= range ? [[u.id, distance] as const] : [];
      })
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    expect(fire.targets.map((t) => [t.unit.id, t.distance])).toEqual(expected);
  }
}

describe('boardFire: every gun of a board at once, each as gunFire answers it', () => {
  const units: TestUnit[] = [
    // Engaged: a Confederate brigade next to it.
    union('engaged', 'C4'),
    reb('brigade', 'C5', 'infantry'),
    // On Cemetery Hill (K10–K12), firing on a gun on the same hill and over woods.
    union('hill', 'K10'),
    reb('sameHill', 'K12'),
    reb('overWoods', 'M10'),
    // Two guns of one hex (clarification 31), one horse artillery, with targets in joined woods.
    union('pairA', 'S4', 'horse-artillery'),
    union('pairB', 'S4'),
    reb('inWoods', 'U5'),
    reb('cavalry', 'T7', 'cavalry', { reorganizing: true }),
    // Looking over hexes nothing describes.
    reb('blind', 'F14'),
    union('target', 'F17'),
    union('general', 'F16', 'general'),
    // Off the map: refused by both.
    { id: 'gone', side: 'confederate', type: 'artillery', offMap: true },
  ];
  const terrain = { ...woods('S4', 'T4', 'T5', 'U5', 'L10'), ...clear('C3', 'C4', 'C5', 'K10', 'K11', 'K12', 'M10', 'T7'), K11: { terrain: ['hill'] } };

  it('gives every gun, engaged, on a hill, stacked or looking over unknown ground, exactly what gunFire gives', () => {
    const board = artilleryBoard(units, terrain);
    const whole = boardFire(board, artillerySettings());
    expect([...whole.keys()]).toEqual(['engaged', 'hill', 'sameHill', 'overWoods', 'pairA', 'pairB', 'inWoods', 'blind', 'target', 'gone']);
    // The board shows what it is meant to: each case is there.
    expect(whole.get('engaged')?.engagedWith).toEqual(['brigade']);
    expect(whole.get('pairA')?.sameHexGuns).toEqual(['pairB']);
    expect(whole.get('blind')?.needs.some((n) => n.id.startsWith('terrain:'))).toBe(true);
    expect(whole.get('gone')?.refusal?.severity).toBe('refusal');
    const defence = (gun: string, target: string): boolean | null | undefined => whole.get(gun)?.targets.find((t) => t.unit.id === target)?.defenderTerrain;
    expect([defence('hill', 'sameHill'), defence('pairA', 'inWoods')]).toEqual([false, false]);
    expectSame(board, artillerySettings());
  });

  it('agrees at night, with the light not given, with nothing confirmed, with unmarked hexes clear and with grazes blocking', () => {
    for (const light of ['night', null] as const) expectSame(artilleryBoard(units, terrain, light), artillerySettings());
    expectSame(artilleryBoard(units, terrain), null);
    expectSame(artilleryBoard(units, terrain), artillerySettings({ doubleRange: null, hills: null, blockingTerrain: null, onlyArtilleryTargets: null, supportLineOfSight: null, grazeBlocks: null }));
    expectSame(artilleryBoard(units, terrain), artillerySettings({ blockingTerrain: ['woods', 'hill'], grazeBlocks: true, onlyArtilleryTargets: false }, { unmarkedHexes: 'clear' }));
  });

  it('refuses every gun of a board of another game, as gunFire does', () => {
    const board = { ...artilleryBoard(units, terrain), game: 'gettysburg-77' as const };
    expect(boardFire(board, artillerySettings()).get('hill')?.refusal?.severity).toBe('input');
    expectSame(board, artillerySettings());
  });

  it('answers a repeated id as gunFire does, by the first unit of that id (a board built without parseBoard, which refuses one)', () => {
    const read = artilleryBoard([reb('twice', 'K14', 'infantry'), union('second', 'K15'), union('gun', 'K16')]);
    const board: Board = { ...read, units: read.units.map((u) => (u.id === 'second' ? { ...u, id: 'twice' } : u)) };
    expect(boardFire(board, artillerySettings()).get('twice')?.refusal?.text).toContain('only artillery fires');
    expectSame(board, artillerySettings());
  });
});

describe('the line of sight traced once per offset', () => {
  it('lists the hexes the grid’s own line gives between two hexes, anywhere on the map and beyond its edge', () => {
    const ab = readBoard(artilleryBoard([]), null);
    const label = (h: { q: number; r: number }): string => GETTYSBURG_88_GRID.format(h);
    const hex = fc.record({ column: fc.integer({ min: 1, max: 26 }), row: fc.integer({ min: 1, max: 99 }) }).map(({ column, row }) => `${String.fromCharCode(64 + column)}${row}`);
    fc.assert(
      fc.property(hex, fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }), (from, dq, dr) => {
        const a = GETTYSBURG_88_GRID.parse(from);
        if (!a) throw new Error(from);
        const to = label({ q: a.q + dq, r: a.r + dr });
        if (GETTYSBURG_88_GRID.parse(to) === null) return;
        // The grid's line as it is, its ends and unlabelled hexes left out, each grazed hex once and only if not crossed.
        const line = GETTYSBURG_88_GRID.line(a, { q: a.q + dq, r: a.r + dr });
        const all = line.crossed.map(label);
        const keep = (h: string): boolean => h !== from && h !== to && GETTYSBURG_88_GRID.parse(h) !== null;
        const grazed = [...new Set(line.grazed.flat().map(label))].filter((h) => keep(h) && !all.includes(h));
        expect(lineHexes(ab, from, to)).toEqual({ crossed: all.filter(keep), grazed });
      }),
      { numRuns: 400 },
    );
  });
});

/**
 * Small random boards in columns A–H, rows 1–10: guns and other units of both sides, woods and hills, and settings.
 * Up to 30 units, so that short ranges look units up by hex and longer ones read every unit: both ways are covered.
 */
describe('boardFire and gunFire agree on any board (property)', () => {
  const column = fc.integer({ min: 1, max: 8 });
  const row = fc.integer({ min: 1, max: 10 });
  const hexLabel = fc.tuple(column, row).map(([c, r]) => `${String.fromCharCode(64 + c)}${r}`);
  const unit = fc.record({
    side: fc.constantFrom('union' as const, 'confederate' as const),
    type: fc.constantFrom('artillery', 'artillery', 'horse-artillery', 'infantry', 'cavalry', 'general'),
    hex: hexLabel,
    offMap: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    reorganizing: fc.boolean(),
  });
  const mark = fc.constantFrom(['woods'], ['light woods'], ['hill'], ['rough hill'], ['woods', 'hill'], ['clear'], ['town']);
  /** Hills down one column (so each is joined), kept only where no earlier hill has the hex. */
  const hills = fc.array(fc.tuple(column, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 3 })), { maxLength: 4 }).map((runs) => {
    const taken = new Set<string>();
    const named: { name: string; hexes: string[] }[] = [];
    for (const [c, top, length] of runs) {
      const hexes = Array.from({ length }, (_, i) => `${String.fromCharCode(64 + c)}${top + i}`);
      if (hexes.some((h) => taken.has(h))) continue;
      hexes.forEach((h) => taken.add(h));
      named.push({ name: `Hill ${named.length + 1}`, hexes });
    }
    return named;
  });
  const settings = fc.option(
    fc.record({
      doubleRange: fc.option(fc.integer({ min: 2, max: 6 })),
      blockingTerrain: fc.option(fc.subarray(['woods', 'town', 'hill'])),
      grazeBlocks: fc.option(fc.boolean()),
      hills: fc.option(hills),
      onlyArtilleryTargets: fc.option(fc.boolean()),
      supportLineOfSight: fc.option(fc.boolean()),
      unmarkedHexes: fc.constantFrom('clear', 'ask'),
    }),
  );

  it('gives every gun what gunFire gives it', () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 1, maxLength: 30 }),
        fc.dictionary(hexLabel, fc.record({ terrain: mark })),
        settings,
        fc.constantFrom('day' as const, 'night' as const, null),
        (units, terrain, s, light) => {
          const board = artilleryBoard(
            units.map((u, i) => ({ id: `u${i}`, ...u })),
            terrain,
            light,
          );
          if (s === null) return expectSame(board, null);
          const { unmarkedHexes, ...artillery } = s;
          expectSame(board, artillerySettings(artillery, { unmarkedHexes }));
          if (s.doubleRange !== null) expectTargetsByDistance(board, boardFire(board, artillerySettings(artillery, { unmarkedHexes })), s.doubleRange);
        },
      ),
      { numRuns: 300 },
    );
  });
});
