import { describe, expect, it } from 'vitest';
import { movePath } from '../../src/engine/games/gettysburg-88/movement/move-path.js';
import { g88Board, settingsWith } from '../fixtures/g88-movement.js';

// Made-up test costs (clear 1). The path M13 → M12 → M11 costs 2; with an allowance of 1 the move is
// legal only with the general's extra factor, so each case shows in `legal` as well as in `extra`.
const costs = settingsWith();
const path = ['M13', 'M12', 'M11'];

function answer(generalHex: string, route?: string[], extraUnits: Parameters<typeof g88Board>[0] = []) {
  const board = g88Board([{ id: 'pegram', hex: 'M13' }, { id: 'heth', type: 'general', hex: generalHex }, ...extraUnits]);
  return movePath(board, 'pegram', path, costs, { allowance: 1, general: route ? { id: 'heth', path: route } : { id: 'heth' } });
}

describe("Gettysburg '88: the general's extra movement factor (clarifications 4–6, 10)", () => {
  it('the same general in every hex of the move adds one factor', () => {
    const a = answer('M13', ['M13', 'M12', 'M11']);
    expect(a.movementFactors).toEqual({ allowance: 1, extra: 1 });
    expect(a.legal).toBe(true);
    expect(a.notes.map((n) => n.rule?.rule)).toContain('clarification 4');
  });

  it('clarification 5: he may move before joining, or detour, as long as he is in each hex in turn', () => {
    expect(answer('L12', ['L12', 'M13', 'M12', 'M11']).movementFactors.extra).toBe(1);
    expect(answer('M13', ['M13', 'M12', 'L12', 'L11', 'M11']).movementFactors.extra).toBe(1);
  });

  it('clarification 6: missing one hex of the move loses the factor', () => {
    const a = answer('M13', ['M13', 'L12', 'L11', 'M11']);
    expect(a.movementFactors.extra).toBe(0);
    expect(a.legal).toBe(false);
    expect(a.problems.map((p) => [p.severity, p.rule?.rule])).toEqual([
      ['note', 'clarification 6'],
      ['illegal', 'movement factors'],
    ]);
  });

  it('without his route, the user’s word is taken and said to be taken', () => {
    const a = answer('M13');
    expect(a.movementFactors.extra).toBe(1);
    expect(a.notes.find((n) => n.rule?.rule === 'clarification 6')?.text).toMatch(/takes your word/);
  });

  it('clarification 10: he may not walk into an enemy zone of control to give it', () => {
    // An enemy combat unit at K11 puts L11 (and L10) in its zone of control; M11, M12 and M13 are clear of it.
    const enemy = [{ id: 'enemy', side: 'union' as const, hex: 'K11' }];
    const a = answer('M13', ['M13', 'M12', 'L11', 'M11'], enemy);
    expect(a.movementFactors.extra).toBe(0);
    expect(a.problems[0]).toMatchObject({ severity: 'note', rule: expect.objectContaining({ rule: 'clarification 10' }) });
    expect(answer('M13', ['M13', 'M12', 'M11'], enemy).movementFactors.extra).toBe(1);
  });

  it('clarification 4: on an entry hex the general must be there as the units arrive', () => {
    const board = (generalHex: string) => g88Board([{ id: 'pegram', notEntered: true }, { id: 'heth', type: 'general', hex: generalHex }]);
    const there = movePath(board('M13'), 'pegram', path, costs, { general: { id: 'heth' } });
    expect(there.movementFactors.extra).toBe(1);
    expect(there.notes.find((n) => n.rule?.rule === 'clarification 4' && /entry hex/.test(n.text))).toBeDefined();
    const elsewhere = movePath(board('M12'), 'pegram', path, costs, { general: { id: 'heth' } });
    expect(elsewhere.movementFactors.extra).toBe(0);
    expect(elsewhere.problems[0]?.rule?.rule).toBe('clarification 4');
  });

  it('only a general of the same side, for a combat unit', () => {
    const board = g88Board([
      { id: 'pegram', hex: 'M13' },
      { id: 'meade', side: 'union', type: 'general', hex: 'M13' },
      { id: 'gun', type: 'infantry', hex: 'M13' },
    ]);
    expect(movePath(board, 'pegram', path, costs, { general: { id: 'meade' } }).movementFactors.extra).toBe(0);
    expect(movePath(board, 'pegram', path, costs, { general: { id: 'gun' } }).problems[0]?.text).toMatch(/not a general/);
    const unknown = movePath(board, 'pegram', path, costs, { general: { id: 'nobody' } });
    expect(unknown.problems[0]?.severity).toBe('input');
    expect(unknown.legal).toBeNull();
  });

  it('a route that does not start on his hex, or jumps, is refused', () => {
    expect(answer('M13', ['M12', 'M11']).problems[0]?.text).toMatch(/must start where heth stands \(M13\)/);
    expect(answer('M13', ['M13', 'M11']).problems[0]?.text).toMatch(/jumps from M13 to M11/);
  });
});
