import { describe, expect, it } from 'vitest';
import type { LedgerEvent, LedgerRow, VpTally } from '../../src/engine/core/victory.js';
import { gameModule } from '../../src/engine/index.js';
import { g88Standing } from '../../src/engine/games/gettysburg-88/victory/g88-standing.js';
import { g88Tallies } from '../../src/engine/games/gettysburg-88/victory/g88-tallies.js';
import { row, testBoard, unit } from '../support/ledger-rows.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const SEED = readSeed('000_884c94f15e643813.txt');

// Made-up test figures, not the game's: the seeds do not give Gettysburg '88's VP values.
const FIGURES = { flipVp: 1, eliminationVp: 2, generalEliminationVp: 5, objectives: [] };
const board = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}) => testBoard('gettysburg-88', units, extra);
const last = (rows: readonly LedgerRow[], settings: Record<string, unknown> = FIGURES): VpTally => {
  const x = g88Tallies(rows, settings).at(-1);
  if (!x) throw new Error('no tally');
  return x;
};
const exit = (unitId: string, side: 'union' | 'confederate', during?: 'movement' | 'combat'): LedgerEvent => ({ kind: 'exit', unitId, side, cavalry: false, strength: null, ...(during ? { during } : {}) });
const onMap = (id: string, side: 'union' | 'confederate', more: Record<string, unknown> = {}) => unit(id, side, 'infantry', 'F7', more);

describe("Gettysburg '88 scoring (clarifications 35–38)", () => {
  it('is registered as the game’s victory rules', () => {
    expect(gameModule('gettysburg-88').victory?.tallies).toBe(g88Tallies);
  });

  it('asks for every figure the seeds lack instead of guessing', () => {
    const t = last([row(1, 'confederate', board([onMap('a', 'union', { steps: { left: 1, full: 2 } })]))], {});
    expect([t.union, t.confederate]).toEqual([0, 0]);
    expect(t.undecided.map((q) => q.id)).toEqual(['objectives', 'flipVp']);
    expect(last([row(1, 'confederate', null)], { flipVp: 1.5, objectives: 'F7' }).undecided.map((q) => q.id)).toEqual(['flipVp', 'objectives']);
  });

  itWithShared('35: a unit moved off the board counts as eliminated; one retreated off scores nothing more', () => {
    expect(SEED).toContain('that unit is considered eliminated');
    expect(SEED).toContain('without further penalty');
    const units = [onMap('mover', 'union'), onMap('retreater', 'union', { steps: { left: 1, full: 2 } })];
    const rows = [row(1, 'union', board(units)), row(2, 'union', null, [exit('mover', 'union', 'movement'), exit('retreater', 'union', 'combat')])];
    const t = last(rows);
    // mover: flip 1 + elimination 2; retreater: its flip (1) stays, nothing more.
    expect(t.confederate).toBe(4);
    expect(t.items.filter((i) => i.rule?.rule === 'clarification 35').map((i) => i.points)).toEqual([1, 2, 0]);
  });

  it('35: leaving the board in the other side’s player-turn is a retreat; in one’s own, unless told, it is asked', () => {
    const gone = { location: { kind: 'off-map', why: 'exited' } };
    const theirs = last([row(1, 'union', board([onMap('a', 'union')])), row(1, 'confederate', board([onMap('a', 'union', gone)]))]);
    expect(theirs.confederate).toBe(0);
    expect(theirs.undecided).toEqual([]);
    const own = last([row(1, 'union', board([onMap('a', 'union')])), row(2, 'union', board([onMap('a', 'union', gone)]))]);
    expect(own.confederate).toBe(0);
    expect(own.undecided.map((q) => q.id)).toEqual(['exit.a']);
    const told = last([row(1, 'union', board([onMap('a', 'union')])), row(2, 'union', board([onMap('a', 'union', gone)]), [exit('a', 'union', 'movement')])]);
    expect(told.confederate).toBe(3);
  });

  itWithShared('36: reinforcements never brought on score nothing for either side', () => {
    expect(SEED).toContain('never brought on board');
    const t = last([row(30, 'union', board([unit('late', 'confederate', 'infantry', null), unit('later', 'confederate', 'cavalry', null)]))]);
    expect([t.union, t.confederate]).toEqual([0, 0]);
    expect(t.items).toEqual([{ side: 'union', points: 0, text: '2 Confederate units not brought on: no VP for either side', rule: expect.objectContaining({ rule: 'clarification 36' }) }]);
  });

  itWithShared('37: a general alone holds a victory point hex', () => {
    expect(SEED).toContain('General units may be used to control');
    const settings = { ...FIGURES, objectives: [{ hex: 'g8', name: 'Made-up hill', union: 3, confederate: 4, initialControl: 'union' }] };
    const rows = [row(1, 'confederate', board([unit('heth', 'confederate', 'general', 'G8')])), row(1, 'union', board([unit('heth', 'confederate', 'general', 'G9')]))];
    const t = g88Tallies(rows, settings);
    expect(t.map((x) => [x.union, x.confederate])).toEqual([[0, 4], [0, 4]]);
    expect(t[0]?.items[0]?.rule?.rule).toBe('clarification 37');
    expect(last([row(1, 'confederate', null)], settings).union).toBe(3);
  });

  it('asks who holds an objective nobody has stood on when its starting control is not entered', () => {
    const settings = { ...FIGURES, objectives: [{ hex: 'G8', union: 3, confederate: 4 }] };
    expect(last([row(1, 'confederate', null)], settings).undecided.map((q) => q.id)).toEqual(['objectives.G8.initialControl']);
    expect(last([row(1, 'confederate', null, [{ kind: 'occupied', hex: 'G8', side: 'union' }])], settings).union).toBe(3);
  });

  itWithShared('38: a successful reorganization cancels the flip’s VP; a later flip scores again', () => {
    expect(SEED).toContain('successfully reorganized');
    const reduced = { steps: { left: 1, full: 2 } };
    const rows = [
      row(1, 'union', board([onMap('a', 'confederate', reduced)])),
      row(2, 'confederate', null, [{ kind: 'reorganized', unitId: 'a', side: 'confederate' }]),
      row(2, 'union', null),
      row(3, 'union', board([onMap('a', 'confederate', reduced)])),
    ];
    const t = g88Tallies(rows, FIGURES);
    expect(t.map((x) => x.union)).toEqual([1, 0, 0, 1]);
    expect(t[1]?.items[0]).toMatchObject({ points: 0, rule: { rule: 'clarification 38' } });
  });

  it('scores eliminated generals with their own figure, and asks what an unseen unit is', () => {
    const gone = { location: { kind: 'off-map', why: 'eliminated' } };
    const t = last([row(1, 'union', board([unit('meade', 'union', 'general', null, gone)]), [{ kind: 'eliminated', unitId: 'ghost', side: 'union', strength: null }])]);
    expect(t.confederate).toBe(5);
    expect(t.undecided.map((q) => q.id)).toEqual(['unit-type.ghost']);
  });

  it('recomputes from the first row when an early row is corrected', () => {
    const later = [row(2, 'union', null), row(3, 'union', null)];
    const fixed = g88Tallies([row(1, 'union', null, [{ kind: 'eliminated', unitId: 'x', side: 'confederate', strength: null }]), ...later], FIGURES);
    expect(fixed.map((t) => t.union)).toEqual([0, 0, 0]); // unseen unit: asked, not scored
    const withBoard = g88Tallies([row(1, 'union', board([onMap('x', 'confederate', { steps: { left: 0, full: 2 } })])), ...later], FIGURES);
    expect(withBoard.map((t) => t.union)).toEqual([3, 3, 3]);
  });

  it('stands by who leads, naming no winner', () => {
    const s = g88Standing({ union: 7, confederate: 4, items: [], undecided: [] }, null);
    expect(s.level).toBe('Union leads by 3 VP');
    expect(s.toChange).toEqual(['3 more Confederate VP would draw level; 4 would put the Confederate side ahead.']);
    expect(g88Standing({ union: 2, confederate: 2, items: [], undecided: [] }, null).level).toBe('level on VP');
  });
});
