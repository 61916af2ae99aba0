import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import { formatFieldErrors, type Board, type GamePack, type PackContent, type Parsed } from '../../src/engine/index.js';
import { applyPackToBoard, conflictKey, mergePack, parsePack, resolveConflicts, writePack } from '../../src/engine/packs.js';
import { MADE_UP_PACK } from '../fixtures/made-up-pack.js';

function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(formatFieldErrors(parsed.errors));
  return parsed.value;
}

const META = { game: 'gettysburg-88', edition: 'Made-up test edition', madeBy: 'Opponent' } as const;
const full = ok(parsePack(MADE_UP_PACK));
const stored: PackContent = { terrain: full.terrain, hexsides: full.hexsides, orderOfBattle: full.orderOfBattle, tables: full.tables };

/** The opponent's pack: one hex the same, one different, one new; a unit different and one new; a new map part. */
const incoming: GamePack = ok(
  writePack(
    {
      terrain: { E6: { terrain: ['woods'], elevation: 2 }, F7: { road: false }, G8: { terrain: ['orchard'] } },
      hexsides: { 'E6|E7': ['stream', 'bridge'], 'G8|G9': ['stream'] },
      orderOfBattle: [
        { id: 'usa-1', name: 'Made-up Brigade', side: 'union', type: 'infantry', strength: { full: 7, reduced: 3 } },
        { id: 'usa-2', name: 'Second Made-up Brigade', side: 'union', type: 'infantry', strength: { full: 5, reduced: 2 } },
      ],
      map: full.map,
    },
    META,
  ),
);

describe('mergePack', () => {
  const merge = mergePack(stored, incoming);

  it('counts what each part gained', () => {
    expect(merge.added).toEqual({ terrain: 1, hexsides: 1, map: 4, orderOfBattle: 1, tables: 0, settings: 0 });
    expect(merge.merged.terrain?.G8).toEqual({ terrain: ['orchard'] });
    expect(merge.merged.map).toEqual(full.map);
    expect(merge.merged.tables).toEqual(full.tables);
    expect(merge.merged.settings).toBeUndefined();
  });

  it('reports every key both hold with different values, hex by hex, and leaves equal ones alone', () => {
    expect(merge.conflicts.map(conflictKey)).toEqual(['terrain:F7', 'hexsides:E6|E7', 'orderOfBattle:usa-1']);
    expect(merge.conflicts[0]).toEqual({ part: 'terrain', key: 'F7', stored: { road: true }, incoming: { road: false } });
  });

  it('keeps the stored value of each conflict until it is resolved', () => {
    expect(merge.merged.terrain?.F7).toEqual({ road: true });
    expect(merge.merged.hexsides?.['E6|E7']).toEqual(['stream']);
    expect(merge.merged.orderOfBattle?.find((u) => u.id === 'usa-1')?.strength.full).toBe(6);
    expect(merge.merged.orderOfBattle?.map((u) => u.id)).toEqual(['usa-1', 'csa-1', 'usa-2']);
  });

  it('resolves each conflict the way the player chooses', () => {
    const resolved = resolveConflicts(merge.merged, merge.conflicts, { 'terrain:F7': 'incoming', 'hexsides:E6|E7': 'stored' });
    expect(resolved.terrain?.F7).toEqual({ road: false });
    expect(resolved.hexsides?.['E6|E7']).toEqual(['stream']);
    // No choice keeps the stored value.
    expect(resolved.orderOfBattle?.find((u) => u.id === 'usa-1')?.strength.full).toBe(6);
    const all = resolveConflicts(merge.merged, merge.conflicts, Object.fromEntries(merge.conflicts.map((c) => [conflictKey(c), 'incoming' as const])));
    expect(all.hexsides?.['E6|E7']).toEqual(['stream', 'bridge']);
    expect(all.orderOfBattle?.map((u) => [u.id, u.strength.full])).toEqual([['usa-1', 7], ['csa-1', 4], ['usa-2', 5]]);
    expect(resolveConflicts(merge.merged, merge.conflicts, {})).toEqual(merge.merged);
    // A merge then resolved is still a valid pack.
    expect(writePack(all, META).ok).toBe(true);
  });

  it('has nothing to resolve when a pack is merged into itself', () => {
    const again = mergePack(packContentOf(full), full);
    expect(again.conflicts).toEqual([]);
    expect(Object.values(again.added).every((n) => n === 0)).toBe(true);
  });
});

function packContentOf(pack: GamePack): PackContent {
  const { terrain, hexsides, map, orderOfBattle, tables, settings } = pack;
  return { terrain, hexsides, map, orderOfBattle, tables, settings };
}

describe('applyPackToBoard', () => {
  const board: Board = ok(
    parseBoard({
      format: 'adjutant-board/1',
      game: 'gettysburg-88',
      units: [
        { id: 'usa-1', name: 'Renamed on this page', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'E6' } },
        { id: 'page-7', name: 'MADE UP rebels.', side: 'confederate', type: 'cavalry', location: { kind: 'hex', hex: 'F7' } },
        { id: 'page-8', name: 'Made-up Brigade', side: 'union', type: 'infantry', strength: { full: 9, reduced: 4 }, location: { kind: 'hex', hex: 'F8' } },
        { id: 'page-9', name: 'Unknown', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'F9' } },
      ],
      terrain: { E6: { terrain: ['clear'] }, F7: { road: false } },
    }),
  );
  const applied = ok(applyPackToBoard(board, full));

  it('lays the pack’s terrain under the page’s: the page wins, the disagreement is reported', () => {
    expect(applied.board.terrain.E6).toEqual({ terrain: ['clear'], elevation: 2 });
    expect(applied.board.terrain.F7).toEqual({ road: false });
    expect(applied.terrainConflicts).toEqual([
      { hex: 'E6', field: 'terrain', page: ['clear'], mark: ['woods'] },
      { hex: 'F7', field: 'road', page: false, mark: true },
    ]);
    expect(applied.fromPack).toEqual([{ hex: 'E6', field: 'elevation' }]);
  });

  it('fills unknown strengths by unit id, else by name ("MADE UP rebels." is the pack’s "Made-up Rebels"), and reports each', () => {
    expect(applied.filled).toEqual([
      { unitId: 'usa-1', by: 'id', packUnitId: 'usa-1', strength: { full: 6, reduced: 3 } },
      { unitId: 'page-7', by: 'name', packUnitId: 'csa-1', strength: { full: 4, reduced: null } },
    ]);
    expect(applied.board.units.map((u) => u.strength.full)).toEqual([6, 4, 9, null]);
    // What the page shows is never replaced.
    expect(applied.board.units[2]?.strength).toEqual({ full: 9, reduced: 4 });
  });

  it('refuses a pack of another game', () => {
    expect(applyPackToBoard(board, { ...full, game: 'cemetery-hill' }).ok).toBe(false);
  });
});
