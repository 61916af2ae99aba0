import { describe, expect, it } from 'vitest';
import { gameModule, resolveCombat, type CombatUnitInput } from '../../src/engine/index.js';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { parseOddsRequest } from '../../src/engine/inputs.js';
import { combatUnit } from '../support/made-up-units.js';

const g77 = gameModule('gettysburg-77');
const unit = combatUnit;
const battle = (attackers: CombatUnitInput[], defenders: CombatUnitInput[], drm = 0) =>
  resolveCombat(g77, { game: 'gettysburg-77', attack: { kind: 'units', units: attackers }, defense: { kind: 'units', units: defenders }, drm }, null);

describe('Gettysburg 1977 strength rules', () => {
  it('a reduced unit fights with the strength on its back', () => {
    const a = battle([unit({ name: 'Archer', strength: 5, reducedStrength: 3, reduced: true })], [unit({ name: 'Meredith', side: 'union', strength: 3 })]);
    expect(a.attack).toBe(3);
    expect(a.odds).toBe('1-1');
    expect(a.explanation.some((s) => s.text.includes('reduced side') && s.rule?.rule === 'Casualties 2')).toBe(true);
  });

  it('Union cavalry doubles on defence, not Confederate cavalry and not on attack', () => {
    const d = battle([unit({ name: 'Davis', strength: 6 })], [unit({ name: 'Gamble', side: 'union', type: 'cavalry', strength: 3 })]);
    expect(d.defense).toBe(6);
    expect(d.odds).toBe('1-1');
    expect(d.explanation.some((s) => s.rule?.rule === 'Special Effects to Combat 1')).toBe(true);
    expect(battle([unit({ name: 'X', strength: 6 })], [unit({ name: 'Jenkins', type: 'cavalry', strength: 3 })]).defense).toBe(3);
    expect(battle([unit({ name: 'Gamble', side: 'union', type: 'cavalry', strength: 3 })], [unit({ name: 'X', strength: 3 })]).attack).toBe(3);
  });

  it('a shattered unit cannot attack: a refusal, not a number', () => {
    const a = battle([unit({ name: 'Pettigrew', status: 'shattered', reduced: true })], [unit({ name: 'Cutler', side: 'union' })]);
    expect(a.allowed).toBe(false);
    expect(a.odds).toBeNull();
    expect(a.outcomes).toEqual([]);
    expect(a.refusal).toMatch(/Pettigrew is shattered/);
    expect(a.explanation.at(-1)?.rule?.rule).toBe('Shatter and Disorganization, Effect 4');
  });

  it('a shattered defender defends at its reduced strength', () => {
    const d = battle([unit({ name: 'A', strength: 6 })], [unit({ name: 'Stone', side: 'union', strength: 4, reducedStrength: 2, status: 'shattered' })]);
    expect(d.defense).toBe(2);
    expect(d.odds).toBe('3-1');
  });

  it('a group of one type up to 5 fights as one unit and each member loses a step on a hit', () => {
    const a = battle(
      [unit({ name: 'A', strength: 6 })],
      [unit({ name: 'Paul', side: 'union', strength: 3, group: 'g' }), unit({ name: 'Baxter', side: 'union', strength: 2, group: 'g' })],
    );
    expect(a.defense).toBe(5);
    expect(a.odds).toBe('1-1');
    // D1 and EXC results cost the group two steps.
    const defenderHits = a.outcomes.reduce((s, o) => s + (o.meaning?.defenderSteps ?? 0) * (o.probability.numerator / o.probability.denominator), 0);
    expect(a.expectedLosses?.defender).toBeCloseTo(defenderHits * 2, 3);
  });

  it('refuses a group over 5, a mixed group, or a group with artillery, naming the group and the rule', () => {
    const over = battle([unit({ name: 'A', strength: 6 })], [unit({ name: 'P', strength: 3, group: 'g' }), unit({ name: 'Q', strength: 3, group: 'g' })]);
    expect(over.refusal).toMatch(/Group "g" has strength 6/);
    const mixed = battle([unit({ name: 'A', strength: 6 })], [unit({ name: 'P', strength: 2, group: 'g' }), unit({ name: 'Q', type: 'cavalry', strength: 2, group: 'g' })]);
    expect(mixed.refusal).toMatch(/mixes infantry and cavalry/);
    const guns = battle([unit({ name: 'A', strength: 6 })], [unit({ name: 'P', strength: 2, group: 'g' }), unit({ name: 'Q', type: 'artillery', strength: 2, group: 'g' })]);
    expect(guns.refusal).toMatch(/not infantry or cavalry/);
    expect(guns.explanation.at(-1)?.rule?.rule).toBe('Stacking 4');
  });

  it('artillery in the hex adds its strength to the defence', () => {
    const d = battle([unit({ name: 'A', strength: 9 })], [unit({ name: 'Stone', side: 'union', strength: 3 }), unit({ name: 'Wainwright', side: 'union', type: 'artillery', strength: 3, reducedStrength: 1 })]);
    expect(d.defense).toBe(6);
    expect(d.explanation.some((s) => s.rule?.rule === 'Combat Qualifications 8')).toBe(true);
  });

  it('one unit may lend points to bring the defender up to 5, and shares the result when it lent half or more', () => {
    const d = battle(
      [unit({ name: 'A', strength: 10 })],
      [unit({ name: 'Stone', side: 'union', strength: 2, reducedStrength: 1 }), unit({ name: 'Rowley', side: 'union', strength: 4, reducedStrength: 2, lends: 3 })],
    );
    expect(d.defense).toBe(5);
    expect(d.odds).toBe('2-1');
    expect(d.explanation.some((s) => /lends 3 of its 4/.test(s.text) && /shares the results/.test(s.text))).toBe(true);
    const tooMuch = battle([unit({ name: 'A', strength: 10 })], [unit({ name: 'Stone', side: 'union', strength: 2 }), unit({ name: 'Rowley', side: 'union', strength: 4, lends: 4 })]);
    expect(tooMuch.refusal).toMatch(/past 5/);
    const onAttack = battle([unit({ name: 'A', strength: 4, lends: 1 })], [unit({ name: 'B', side: 'union' })]);
    expect(onAttack.refusal).toMatch(/only a defender may lend/);
  });

  it('a unit that retreated onto the stack adds nothing to its next defence, yet shares the result (Retreat Restrictions 5)', () => {
    const stack = [unit({ name: 'Stone', side: 'union', strength: 3 }), unit({ name: 'Cutler', side: 'union', strength: 4, retreatedOntoFriends: true })];
    const d = battle([unit({ name: 'A', strength: 9 })], stack);
    expect(d.defense).toBe(3);
    expect(d.odds).toBe('3-1');
    expect(d.explanation.find((s) => s.rule?.rule === 'Retreat Restrictions 5')?.text).toMatch(/Cutler retreated onto this stack/);
    // Without the mark both count; and the mark means nothing on the attack.
    expect(battle([unit({ name: 'A', strength: 9 })], stack.map((u) => ({ ...u, retreatedOntoFriends: false }))).defense).toBe(7);
    expect(battle([unit({ name: 'A', strength: 4, retreatedOntoFriends: true })], [unit({ name: 'B', side: 'union', strength: 4 })]).attack).toBe(4);
  });

  it('the mark is read from an odds request as true or false, and named when it is anything else', () => {
    const request = (mark: unknown) => ({ game: 'gettysburg-77', attack: { kind: 'total', strength: 6 }, defense: { kind: 'units', units: [{ name: 'Cutler', side: 'union', type: 'infantry', strength: 4, retreatedOntoFriends: mark }] }, drm: 0 });
    const read = parseOddsRequest(request(true));
    expect(read.ok && read.value.defense.kind === 'units' && read.value.defense.units[0]?.retreatedOntoFriends).toBe(true);
    const bad = parseOddsRequest(request('yes'));
    expect(bad.ok ? '' : formatFieldErrors(bad.errors)).toContain('defense.units[0].retreatedOntoFriends: expected true or false');
  });

  it('headquarters add no strength', () => {
    const a = battle([unit({ name: 'A', strength: 4 }), unit({ name: 'Hill', type: 'headquarters', strength: 0, reducedStrength: null })], [unit({ name: 'B', side: 'union', strength: 4 })]);
    expect(a.attack).toBe(4);
    expect(a.explanation.some((s) => s.rule?.rule === 'Combat Qualifications 10')).toBe(true);
  });
});
