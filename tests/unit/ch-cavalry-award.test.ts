import { describe, expect, it } from 'vitest';
import { cavalryExitAward, type CavalryExit } from '../../src/engine/games/cemetery-hill/cavalry-exit-award.js';
import { firstUnionPlayerTurnEndAfter } from '../../src/engine/games/cemetery-hill/game-turns.js';

function award(exits: CavalryExit[]) {
  const result = cavalryExitAward(exits);
  if (!result.ok) throw new Error(result.errors.map((e) => e.problem).join('; '));
  return result.value;
}

describe('Cemetery Hill cavalry-exit award (14.53)', () => {
  it("the seed's example: three Confederate units on turn 12, two Union on turn 13 → 5 VP a turn from turn 13 to 15", () => {
    const { turns, total } = award([
      { turn: 12, side: 'confederate', count: 3 },
      { turn: 13, side: 'union', count: 2 },
    ]);
    expect(turns).toHaveLength(15);
    expect(turns.map((t) => t.awarded)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5]);
    // Turn 12's Union player-turn ended before the Confederates left: nothing was counted then.
    expect(turns[11]).toEqual({ turn: 12, unionExited: 0, confederateExited: 0, awarded: 0 });
    expect(turns[12]).toEqual({ turn: 13, unionExited: 2, confederateExited: 3, awarded: 5 });
    expect(total).toBe(15);
  });

  it('a Union exit counts at the end of its own player-turn; a Confederate one at the next Union player-turn', () => {
    expect(firstUnionPlayerTurnEndAfter(5, 'union')).toBe(5);
    expect(firstUnionPlayerTurnEndAfter(5, 'confederate')).toBe(6);
    expect(firstUnionPlayerTurnEndAfter(1, 'confederate')).toBe(2);
    expect(firstUnionPlayerTurnEndAfter(15, 'confederate')).toBeNull();
    const { turns } = award([{ turn: 5, side: 'confederate', count: 1 }]);
    expect(turns[4]?.awarded).toBe(0);
    expect(turns[5]?.awarded).toBe(5);
  });

  it('awards 5 VP per Confederate unit beyond the Union count, every turn to the end', () => {
    const { turns, total } = award([
      { turn: 1, side: 'confederate', count: 2 },
      { turn: 4, side: 'union', count: 1 },
      { turn: 8, side: 'union', count: 3 },
    ]);
    expect(turns[0]?.awarded).toBe(0); // turn 1: no Union player-turn
    expect(turns.slice(1, 3).map((t) => t.awarded)).toEqual([10, 10]); // turns 2–3: 2 against 0
    expect(turns.slice(3, 7).map((t) => t.awarded)).toEqual([5, 5, 5, 5]); // turns 4–7: 2 against 1
    expect(turns.slice(7).every((t) => t.awarded === 0)).toBe(true); // Union ahead: nothing, never negative
    expect(total).toBe(40);
  });

  it('no exits: nothing at all; a Confederate exit on the last turn is never counted', () => {
    expect(award([]).total).toBe(0);
    const late = award([{ turn: 15, side: 'confederate', count: 4 }]);
    expect(late.total).toBe(0);
    expect(late.neverCounted).toBe(4);
  });

  it('units, not strength points: the count is what is summed', () => {
    expect(award([{ turn: 3, side: 'confederate', count: 1 }, { turn: 3, side: 'confederate', count: 1 }]).turns[3]?.confederateExited).toBe(2);
  });

  it('refuses exits that cannot happen, naming each', () => {
    const bad = cavalryExitAward([
      { turn: 1, side: 'union', count: 1 },
      { turn: 16, side: 'confederate', count: 1 },
      { turn: 0, side: 'confederate', count: 1 },
      { turn: 4, side: 'confederate', count: -1 },
      { turn: 4, side: 'union', count: 1.5 },
      { turn: 4, side: 'union', count: 0 },
    ]);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
    expect(bad.errors[0]?.problem).toMatch(/no player-turn on turn 1/);
    expect(bad.errors[1]?.problem).toMatch(/turn 16 is not a game turn/);
    expect(bad.errors[3]?.problem).toMatch(/count -1/);
  });
});
