import { describe, expect, it } from 'vitest';
import type { Battle } from '../../src/engine/core/battle.js';
import { applyChoices, modifierTotal } from '../../src/engine/core/modifier-line.js';
import { gameModule } from '../../src/engine/index.js';
import { g77Board } from '../support/g77-battle-board.js';
import { G77_SEED, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * The seed's worked example of cumulative modifications ("Combat Die Modification"), set up on a board:
 * a defender in breastworks, stacked with a headquarters of value 5, attacked from higher ground by a
 * disorganized unit stacked with two superior headquarters. Unit names are made up; the attackers'
 * headquarters values (4 and 6) are any two of 4 or more, as the example's "superior" requires.
 */
const board = g77Board({
  units: [
    { id: 'defender', name: 'Defending brigade', side: 'union', type: 'infantry', hex: 'Q40' },
    { id: 'defender-hq', name: 'Defending HQ', side: 'union', type: 'headquarters', hex: 'Q40', reorganizationValue: 5 },
    { id: 'attacker', name: 'Attacking brigade', side: 'confederate', type: 'infantry', hex: 'P40', status: { disorganized: 1 } },
    { id: 'attacker-hq-1', name: 'First HQ', side: 'confederate', type: 'headquarters', hex: 'P40', reorganizationValue: 4 },
    { id: 'attacker-hq-2', name: 'Second HQ', side: 'confederate', type: 'headquarters', hex: 'P40', reorganizationValue: 6 },
  ],
  terrain: { Q40: { terrain: ['clear'], elevation: 6 }, P40: { terrain: ['clear'], elevation: 8 } },
  markers: [{ kind: 'breastworks', hex: 'Q40' }],
});
const battle: Battle = { board, attackers: ['attacker'], defenders: ['defender'] };

function run(rules: Record<string, boolean> = {}) {
  const fn = gameModule('gettysburg-77').battleModifiers;
  if (!fn) throw new Error('no battle modifiers');
  return fn(battle, rules);
}

describe("the seed's worked example of combat die modification", () => {
  itWithShared('the seed still describes it the way this board sets it up', () => {
    const seed = readSeed(G77_SEED);
    const at = seed.indexOf('Combat Die Modification');
    const example = seed.slice(at, at + 900);
    expect(example).toContain('5 reorganization rating');
    expect(example).toContain('higher elevation');
    expect(example).toContain('2 superior commanders');
    expect(example).toContain('+1 final modification');
  });

  it('finds the five lines the seed lists and sums them to +1', () => {
    const m = run();
    const values = Object.fromEntries(m.lines.map((l) => [l.id, l.value]));
    expect(values).toEqual({
      'attacker-higher': -1,
      'attacker-disorganized': 1,
      'defender-protected': 1,
      'defender-headquarters': 1,
      'attacker-headquarters': -1,
    });
    expect(m.undecided).toEqual([]);
    expect(modifierTotal(applyChoices(m.lines, []))).toBe(1);
  });

  it('counts the two attacking headquarters once, and says so', () => {
    const hq = run().lines.find((l) => l.id === 'attacker-headquarters');
    expect(hq?.reason).toContain('First HQ (P40), value 4');
    expect(hq?.reason).toContain('Second HQ (P40), value 6');
    expect(hq?.reason).toContain('counts once');
  });

  it('with the optional headquarters modification on, the higher-valued attacking headquarters adds a favourable 1, marked as optional', () => {
    const m = run({ 'headquarters-modification': true });
    const opt = m.lines.find((l) => l.id === 'headquarters-modification');
    expect(opt?.value).toBe(-1);
    expect(opt?.optionalRule).toBe('headquarters-modification');
    expect(opt?.text).toContain('Optional rule');
    expect(opt?.reason).toContain('Second HQ (P40), value 6 outranks Defending HQ (Q40), value 5');
    expect(modifierTotal(applyChoices(m.lines, []))).toBe(0);
  });

  it('a player switching a line off or changing it is kept in the total', () => {
    const applied = applyChoices(run().lines, [{ id: 'defender-protected', on: false, value: null }]);
    expect(modifierTotal(applied)).toBe(0);
    expect(applied.find((l) => l.id === 'defender-protected')?.overridden).toBe(true);
  });

  it('notes that the stacked headquarters consult the Headquarters Table', () => {
    expect(run().notes.some((n) => n.rule?.rule === 'Combat Qualifications 10')).toBe(true);
  });
});
