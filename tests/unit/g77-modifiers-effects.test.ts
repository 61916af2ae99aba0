import { describe, expect, it } from 'vitest';
import type { BattleModifiers } from '../../src/engine/core/battle.js';
import { gameModule } from '../../src/engine/index.js';
import { g77Board, type TestBoard } from '../support/g77-battle-board.js';

function notes(b: TestBoard, attackers: string[], defenders: string[], lender?: string): BattleModifiers['notes'] {
  const fn = gameModule('gettysburg-77').battleModifiers;
  if (!fn) throw new Error('no battle modifiers');
  return fn({ board: g77Board(b), attackers, defenders, ...(lender ? { stated: { lender } } : {}) }, {}).notes;
}
const rules = (ns: BattleModifiers['notes']): string[] => ns.map((n) => n.rule?.rule ?? '');

describe('special effects to combat, as notes with their rules', () => {
  it('Union cavalry doubles on defence', () => {
    const ns = notes({ units: [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' }, { id: 'd', side: 'union', type: 'cavalry', hex: 'Q40' }] }, ['a'], ['d']);
    expect(rules(ns)).toContain('Special Effects to Combat 1');
  });

  it('a retreat into a town hex costs a step: noted when the board shows a town hex within two hexes', () => {
    const units: TestBoard['units'] = [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' }, { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' }];
    const ns = notes({ units, terrain: { S40: { terrain: ['town'] }, R40: { terrain: ['clear'] } } }, ['a'], ['d']);
    const town = ns.find((n) => n.rule?.rule === 'Special Effects to Combat 2');
    expect(town?.text).toContain('d (Q40)');
    expect(town?.text).toContain('S40');
    expect(rules(notes({ units, terrain: { T40: { terrain: ['town'] } } }, ['a'], ['d']))).not.toContain('Special Effects to Combat 2');
  });

  it('a shattered unit cannot attack', () => {
    const ns = notes({ units: [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'P40', status: { shattered: true } }, { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' }] }, ['a'], ['d']);
    expect(rules(ns)).toContain('Shatter and Disorganization, Effect 4');
  });

  it('a disorganized lender lends its disorganization', () => {
    const ns = notes(
      { units: [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' }, { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' }, { id: 'l', side: 'union', type: 'infantry', hex: 'Q40', status: { disorganized: 2 } }] },
      ['a'],
      ['d'],
      'l',
    );
    expect(ns.find((n) => n.rule?.rule === 'Special Effects to Combat 3')?.text).toContain('to d (Q40)');
  });

  it('a lender of the wrong type, or alone in its hex, is refused with a note', () => {
    const ns = notes(
      { units: [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' }, { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' }, { id: 'l', side: 'union', type: 'cavalry', hex: 'Q40', status: { disorganized: 2 } }] },
      ['a'],
      ['d'],
      'l',
    );
    expect(ns.some((n) => n.rule?.rule === 'Combat Qualifications 12' && n.text.includes('no defending cavalry'))).toBe(true);
  });

  it('an attacker not next to any defender, and a night turn, are noted', () => {
    const ns = notes({ units: [{ id: 'a', side: 'confederate', type: 'infantry', hex: 'N40' }, { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' }], light: 'night' }, ['a'], ['d']);
    expect(rules(ns)).toEqual(expect.arrayContaining(['Combat Qualifications 11', 'Night 2']));
  });
});
