import { describe, expect, it } from 'vitest';
import { gameModule, parseCombatTableInput, resolveCombat, toNumber, type CombatTable, type OddsRequest } from '../../src/engine/index.js';
import { MADE_UP_DIFFERENTIAL, MADE_UP_OPPOSED, MADE_UP_RATIO } from '../fixtures/made-up-tables.js';

function compile(input: unknown): CombatTable {
  const parsed = parseCombatTableInput(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}
const totals = (game: OddsRequest['game'], attack: number, defense: number, drm = 0): OddsRequest => ({
  game,
  attack: { kind: 'total', strength: attack },
  defense: { kind: 'total', strength: defense },
  drm,
});

describe('games without a table in the seeds', () => {
  it('give the plain ratio and name the missing table, never a column', () => {
    for (const id of ['gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met'] as const) {
      const a = resolveCombat(gameModule(id), totals(id, 10, 5), null);
      expect(a.odds).toBeNull();
      expect(a.outcomes).toEqual([]);
      expect(a.missingTable).toMatch(/table/);
      expect(a.explanation.some((s) => s.text.includes('a ratio of 2 to 1'))).toBe(true);
    }
  });
});

describe('ratio scheme from a user table', () => {
  const table = compile(MADE_UP_RATIO);
  it('picks the column rounded for the defender and enumerates the die', () => {
    const a = resolveCombat(gameModule('cemetery-hill'), totals('cemetery-hill', 7, 3), table);
    expect(a.odds).toBe('2-1');
    expect(a.table).toMatchObject({ source: 'user', title: 'Made-up ratio test table' });
    expect(a.outcomes.map((o) => [o.result, o.rolls])).toEqual([
      ['DR', [1, 2]],
      ['EX', [3, 4]],
      ['AR', [5, 6]],
    ]);
    expect(a.next).toEqual({ odds: '3-1', attackNeeded: 9, defenseAtMost: 2 });
    expect(a.explanation.some((s) => s.rule?.document.includes('your rulebook'))).toBe(true);
  });
  it('refuses odds below the lowest column when the table says so', () => {
    expect(resolveCombat(gameModule('cemetery-hill'), totals('cemetery-hill', 1, 3), table).allowed).toBe(false);
  });
  it('is ignored for a game that has its own printed table', () => {
    const a = resolveCombat(gameModule('gettysburg-77'), totals('gettysburg-77', 10, 14), { ...table, game: 'gettysburg-77' });
    expect(a.table?.source).toBe('seed');
  });
});

describe('differential scheme', () => {
  const table = compile(MADE_UP_DIFFERENTIAL);
  it('uses attack minus defence, the lowest column below it when the table allows, and a d10', () => {
    const g = gameModule('high-tide');
    expect(resolveCombat(g, totals('high-tide', 8, 5), table).odds).toBe('+3');
    expect(resolveCombat(g, totals('high-tide', 5, 5), table).odds).toBe('0');
    const low = resolveCombat(g, totals('high-tide', 1, 9), table);
    expect(low.odds).toBe('-2');
    expect(low.allowed).toBe(true);
    expect(low.outcomes.reduce((s, o) => s + o.probability.numerator / o.probability.denominator, 0)).toBeCloseTo(1, 12);
    expect(resolveCombat(g, totals('high-tide', 5, 5), table).next).toEqual({ odds: '+3', attackNeeded: 8, defenseAtMost: 2 });
  });
});

describe('opposed scheme', () => {
  const table = compile(MADE_UP_OPPOSED);
  it('enumerates both dice: the difference of two d6 picks the row', () => {
    const a = resolveCombat(gameModule('gettysburg-88'), totals('gettysburg-88', 4, 4), table);
    const p = Object.fromEntries(a.outcomes.map((o) => [o.result, o.probability]));
    // Difference ≥ 2: 10 of 36; ≤ −2: 10 of 36; −1…+1: 16 of 36.
    expect(p).toEqual({ AR: { numerator: 5, denominator: 18 }, EX: { numerator: 4, denominator: 9 }, DR: { numerator: 5, denominator: 18 } });
    expect(a.next).toBeNull();
  });
  it('limits the total modification to the table limit', () => {
    const a = resolveCombat(gameModule('gettysburg-88'), totals('gettysburg-88', 4, 4, 14), table);
    expect(a.drmApplied).toBe(10);
    expect(a.outcomes).toEqual([expect.objectContaining({ result: 'DR', probability: { numerator: 1, denominator: 1 } })]);
    expect(toNumber(a.outcomes[0]!.probability)).toBe(1);
  });
});

describe('overrides', () => {
  it('uses a hand-set strength or column and says so', () => {
    const g = gameModule('gettysburg-77');
    const a = resolveCombat(g, { ...totals('gettysburg-77', 10, 14), overrides: { defense: 10, odds: null } }, null);
    expect(a.odds).toBe('1-1');
    expect(a.overridden).toEqual(['Defence strength']);
    const b = resolveCombat(g, { ...totals('gettysburg-77', 10, 14), overrides: { odds: '3-1' } }, null);
    expect(b.odds).toBe('3-1');
    expect(b.overridden).toEqual(['Odds column']);
    expect(b.explanation.some((s) => s.text.includes('set by hand to 3-1 (Adjutant computed 1-2)'))).toBe(true);
  });
});

describe('modifier lines', () => {
  it('sum into the modification, are each explained, and mark what the player changed', async () => {
    const { applyChoices } = await import('../../src/engine/core/modifier-line.js');
    const { combatResultCard } = await import('../../src/engine/index.js');
    const rule = { game: 'gettysburg-77' as const, document: 'test', rule: 'Die Roll Modifications' };
    const lines = applyChoices(
      [
        { id: 'defender-protected', text: 'defender in breastworks', value: 1, reason: 'Stone is in breastworks at Q36', rule, optionalRule: null },
        { id: 'attacker-higher', text: 'attacker higher', value: -1, reason: 'Davis at level 6 against level 4', rule, optionalRule: null },
        { id: 'defender-headquarters', text: 'headquarters with the defender', value: 1, reason: 'Reynolds (5) with Stone', rule, optionalRule: null },
      ],
      [{ id: 'attacker-higher', on: false, value: null }, { id: 'defender-headquarters', on: true, value: 2 }],
    );
    const a = resolveCombat(gameModule('gettysburg-77'), { ...totals('gettysburg-77', 10, 14, -1), modifiers: lines }, null);
    expect(a.drm).toBe(2); // +1 + (off) + 2 + typed −1
    expect(a.overridden).toEqual(['Modifier: attacker higher', 'Modifier: headquarters with the defender']);
    expect(a.explanation.some((s) => s.text.startsWith('Switched off by hand (-1): attacker higher'))).toBe(true);
    expect(a.explanation.some((s) => s.text.includes('(set by hand; Adjutant computed +1)'))).toBe(true);
    const card = combatResultCard(a, 'Gettysburg');
    expect(card).toContain('off attacker higher (changed by hand)');
    expect(card).toContain(' +2 headquarters with the defender (changed by hand)');
  });
});

describe('defence multipliers from terrain', () => {
  it('multiply the named defender before the strength rules and say why', () => {
    const unit = { name: 'Stannard', side: 'union' as const, type: 'infantry' as const, strength: 3, reducedStrength: 1, reduced: false, status: 'ready' as const };
    const a = resolveCombat(
      gameModule('cemetery-hill'),
      {
        game: 'cemetery-hill',
        attack: { kind: 'total', strength: 12 },
        defense: { kind: 'units', units: [unit] },
        drm: 0,
        defenseMultipliers: [{ unitName: 'Stannard', factor: 2, reason: 'woods in your terrain effects chart', rule: null }],
      },
      compile(MADE_UP_RATIO),
    );
    expect(a.defense).toBe(6);
    expect(a.odds).toBe('2-1');
    expect(a.explanation.some((s) => s.text === "Stannard's strength is multiplied by 2: woods in your terrain effects chart.")).toBe(true);
  });
});
