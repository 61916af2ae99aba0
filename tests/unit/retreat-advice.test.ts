import { describe, expect, it } from 'vitest';
import { retreatAdvice } from '../../src/engine/core/retreat-advice.js';
import type { RetreatResult } from '../../src/engine/core/retreat.js';
import { g77Retreat } from '../../src/engine/games/gettysburg-77/retreat/g77-retreat.js';
import { GETTYSBURG_77_GRID } from '../../src/engine/games/gettysburg-77/hex-grid.js';
import type { TestUnit } from '../support/g77-battle-board.js';
import { clearAround, retreatBoard, retreatRequest } from '../fixtures/g77-retreat.js';
import { g77Board } from '../support/g77-battle-board.js';

// Made-up positions on the 1977 grid: D at M10 lost to A at L10, so the rules offer N10, then optionally
// N11, O10 or O9, all of rank 1 (the rules diagram's case).
const D: TestUnit = { id: 'D', side: 'union', type: 'infantry', hex: 'M10' };
const A: TestUnit = { id: 'A', side: 'confederate', type: 'infantry', hex: 'L10' };
const grid = GETTYSBURG_77_GRID;

function advise(units: TestUnit[], board = retreatBoard(units, 'M10')): { result: RetreatResult; advice: ReturnType<typeof retreatAdvice> } {
  const result = g77Retreat(retreatRequest(board, 'D', ['A']), null);
  return { result, advice: retreatAdvice(result, board, grid) };
}

describe('retreat advice: a suggestion among equal ranks, never a rule', () => {
  it('prefers the end hex beside friends, and says so', () => {
    // P10 touches O10 and none of N10, N11, O9.
    const { result, advice } = advise([D, A, { id: 'F', side: 'union', type: 'infantry', hex: 'P10', name: 'Friend' } as TestUnit]);
    expect(result.options.every((o) => o.rank === 1)).toBe(true);
    expect(advice?.path).toEqual(['N10', 'O10']);
    expect(advice?.among).toBe(4);
    expect(advice?.reasons.join(' ')).toMatch(/beside friends \(.*\)/);
  });

  it('prefers a choice that costs no step over one into town', () => {
    const board = g77Board({ units: [D, A], terrain: clearAround('M10', 3, { N11: { terrain: ['town'] }, O10: { terrain: ['town'] }, O9: { terrain: ['town'] } }) });
    const { result, advice } = advise([], board);
    expect(result.options.filter((o) => o.stepsLost === 1).length).toBe(3);
    expect(advice?.path).toEqual(['N10']);
    expect(advice?.reasons[0]).toMatch(/costs no step/);
  });

  it('prefers ending away from enemy units, then the shorter way', () => {
    // As if every way ended in enemy zones (a forced retreat): B at P10 touches O10, C at O8 touches O9.
    const units = [D, A, { id: 'B', side: 'confederate', type: 'infantry', hex: 'P10' }, { id: 'C', side: 'confederate', type: 'infantry', hex: 'O8' }] as TestUnit[];
    const board = retreatBoard(units, 'M10');
    const base = advise([D, A]).result;
    const forced: RetreatResult = { ...base, options: base.options.map((o) => ({ ...o, endsInEnemyZoc: true })) };
    const advice = retreatAdvice(forced, board, grid);
    expect(advice?.path).toEqual(['N10']);
    expect(advice?.reasons).toContain('No enemy combat unit is next to where it ends.');
  });

  it('never advises a hex the enemy holds, even where a game Adjutant lacks the rules of lists it', () => {
    const units = [D, A, { id: 'F', side: 'union', type: 'infantry', hex: 'P10' }, { id: 'E', side: 'confederate', type: 'infantry', hex: 'O10' }] as TestUnit[];
    const base = advise([D, A]).result;
    const advice = retreatAdvice(base, retreatBoard(units, 'M10'), grid);
    expect(advice?.path).not.toEqual(['N10', 'O10']);
    const onlyHeld: RetreatResult = { ...base, options: base.options.filter((o) => o.path.join(' ') === 'N10 O10').flatMap((o) => [o, { ...o, path: ['N10', 'O10'] }]) };
    expect(retreatAdvice(onlyHeld, retreatBoard(units, 'M10'), grid)).toBeNull();
  });

  it('gives none when there is nothing to choose, or no hex grid to weigh', () => {
    const { result } = advise([D, A]);
    const one: RetreatResult = { ...result, options: result.options.slice(0, 1) };
    expect(retreatAdvice(one, retreatBoard([D, A], 'M10'), grid)).toBeNull();
    expect(retreatAdvice(result, retreatBoard([D, A], 'M10'), null)).toBeNull();
    expect(retreatAdvice({ ...result, options: [] }, retreatBoard([D, A], 'M10'), grid)).toBeNull();
  });

  it('weighs only the best rank: options the rules rank lower are never advised', () => {
    const { result } = advise([D, A]);
    const ranked: RetreatResult = { ...result, options: result.options.map((o, i) => (i === 0 ? o : { ...o, rank: 2 })) };
    expect(retreatAdvice(ranked, retreatBoard([D, A], 'M10'), grid)).toBeNull();
  });
});
