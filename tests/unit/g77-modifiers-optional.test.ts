import { describe, expect, it } from 'vitest';
import type { BattleModifiers, BattleStatements } from '../../src/engine/core/battle.js';
import { EXPERIENCE_LEVELS, EXPERIENCE_MATRIX, experienceModification } from '../../src/engine/games/gettysburg-77/experience-matrix.js';
import { G77_OPTIONAL_RULES } from '../../src/engine/games/gettysburg-77/optional-rules.js';
import { gameModule } from '../../src/engine/index.js';
import { g77Board, type TestUnit } from '../support/g77-battle-board.js';
import { G77_SEED, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

function battle(units: TestUnit[], attackers: string[], defenders: string[], rules: Record<string, boolean>, stated?: BattleStatements): BattleModifiers {
  const terrain = Object.fromEntries([...new Set(units.map((u) => u.hex))].map((h) => [h, { terrain: ['clear'], elevation: 5 }]));
  const board = g77Board({ units, terrain });
  const fn = gameModule('gettysburg-77').battleModifiers;
  if (!fn) throw new Error('no battle modifiers');
  return fn({ board, attackers, defenders, ...(stated ? { stated } : {}) }, rules);
}

const HQ_BATTLE: TestUnit[] = [
  { id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' },
  { id: 'ahq', side: 'confederate', type: 'headquarters', hex: 'P40', reorganizationValue: 4 },
  { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' },
  { id: 'dhq', side: 'union', type: 'headquarters', hex: 'Q40', reorganizationValue: 5 },
];

describe('optional headquarters modification', () => {
  it('is absent when the rule is off and present, marked, when it is on', () => {
    expect(battle(HQ_BATTLE, ['a'], ['d'], {}).lines.map((l) => l.id)).not.toContain('headquarters-modification');
    expect(battle(HQ_BATTLE, ['a'], ['d'], { 'headquarters-modification': false }).lines.map((l) => l.id)).not.toContain('headquarters-modification');
    const on = battle(HQ_BATTLE, ['a'], ['d'], { 'headquarters-modification': true }).lines.find((l) => l.id === 'headquarters-modification');
    expect(on).toMatchObject({ value: 1, optionalRule: 'headquarters-modification' });
    expect(on?.rule?.rule).toContain('Headquarters Modification');
    expect(on?.text).toContain('the defender');
  });

  it('needs a superior headquarters on both sides; equal values give nothing but a note', () => {
    const oneSide = HQ_BATTLE.filter((u) => u.id !== 'ahq');
    expect(battle(oneSide, ['a'], ['d'], { 'headquarters-modification': true }).lines.map((l) => l.id)).toEqual(['defender-headquarters']);
    const equal = HQ_BATTLE.map((u) => (u.id === 'ahq' ? { ...u, reorganizationValue: 5 } : u));
    const m = battle(equal, ['a'], ['d'], { 'headquarters-modification': true });
    expect(m.lines.map((l) => l.id)).not.toContain('headquarters-modification');
    expect(m.notes.some((n) => n.text.includes('equal'))).toBe(true);
  });
});

describe('experience matrix (Advanced Game option)', () => {
  itWithShared('reads the seed matrix: rows are the defender, columns the attacker, blue-red-black-green', () => {
    const seed = readSeed(G77_SEED).split('\n');
    const at = seed.findIndex((l) => l.trim() === 'EXPERIENCE MATRIX');
    const header = (seed[at + 2] ?? '').split('\t').map((c) => c.trim()).filter(Boolean);
    expect(header).toEqual(['Blue', 'Red', 'Black', 'Green']);
    const rows = seed.slice(at + 3, at + 7).map((l) => l.split('\t').map((c) => c.trim()).filter(Boolean));
    expect(rows[0]?.[0]).toBe('Defender');
    const numbers = rows.map((r) => r.slice(-4).map(Number));
    expect(numbers).toEqual(EXPERIENCE_MATRIX.map((r) => [...r]));
    const key = seed.slice(at + 7, at + 14).join('\n');
    expect(key).toMatch(/Blue\s*-\s*Veteran/);
    expect(key).toMatch(/Green\s*-\s*Green/);
    expect(EXPERIENCE_LEVELS).toEqual(['veteran', 'seasoned', 'experienced', 'green']);
    // A veteran defender against a green attacker favours the defender (+), the other way round the attacker (−).
    expect(experienceModification('green', 'veteran')).toBe(3);
    expect(experienceModification('veteran', 'green')).toBe(-3);
    expect(experienceModification('experienced', 'seasoned')).toBe(1);
  });

  const UNITS: TestUnit[] = [
    { id: 'a', side: 'confederate', type: 'infantry', hex: 'P40' },
    { id: 'd', side: 'union', type: 'infantry', hex: 'Q40' },
  ];
  const EXPERIENCE: BattleStatements = { experience: { a: 'veteran', d: 'experienced' } };

  it('is an Advanced Game rule in the rule set', () => {
    expect(G77_OPTIONAL_RULES.find((r) => r.id === 'experience-matrix')?.advanced).toBe(true);
  });

  it('is absent when off; when on it is marked Advanced Game and takes its value from the matrix', () => {
    expect(battle(UNITS, ['a'], ['d'], {}, EXPERIENCE).lines).toEqual([]);
    const on = battle(UNITS, ['a'], ['d'], { 'experience-matrix': true }, EXPERIENCE).lines.find((l) => l.id === 'experience-matrix');
    expect(on).toMatchObject({ value: -2, optionalRule: 'experience-matrix' });
    expect(on?.text).toContain('Advanced Game');
    expect(on?.reason).toContain('attacker veteran (blue), defender experienced (black)');
  });

  it('asks for a missing colour, and for which colour counts when a side is mixed', () => {
    const missing = battle(UNITS, ['a'], ['d'], { 'experience-matrix': true }, { experience: { a: 'green' } });
    expect(missing.undecided.map((u) => u.id)).toEqual(['experience:d']);
    const mixed = battle([...UNITS, { id: 'b', side: 'confederate', type: 'infantry', hex: 'Q39' }], ['a', 'b'], ['d'], { 'experience-matrix': true }, { experience: { a: 'green', b: 'veteran', d: 'green' } });
    expect(mixed.undecided.map((u) => u.id)).toEqual(['experience-attacking']);
    expect(mixed.lines).toEqual([]);
  });
});
