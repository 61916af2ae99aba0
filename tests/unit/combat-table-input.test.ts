import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFieldErrors, parseCombatTableInput } from '../../src/engine/index.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';

const paths = (input: unknown): string[] => {
  const r = parseCombatTableInput(input);
  return r.ok ? [] : r.errors.map((e) => e.path);
};

describe('a combat table the user enters', () => {
  it('accepts a complete table', () => {
    expect(parseCombatTableInput(MADE_UP_RATIO).ok).toBe(true);
  });

  it('names the bad cell and what was expected', () => {
    const bad = structuredClone(MADE_UP_RATIO);
    bad.rows[2]!.results[1] = 'XX';
    const r = parseCombatTableInput(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual([{ path: 'rows[2].results[1]', expected: 'a result code defined under results', found: '"XX"' }]);
      expect(formatFieldErrors(r.errors)).toBe('rows[2].results[1]: expected a result code defined under results (found "XX")');
    }
  });

  it('names every other kind of mistake by its field', () => {
    expect(paths({ ...MADE_UP_RATIO, columns: ['1-2', '2-1', '1-1', '3-1'] })).toEqual(['columns[2]']);
    expect(paths({ ...MADE_UP_RATIO, columns: ['1-2', 'two to one', '2-1', '3-1'] })).toEqual(['columns[1]']);
    expect(paths({ ...MADE_UP_RATIO, scheme: 'diagonal' })).toContain('scheme');
    expect(paths({ ...MADE_UP_RATIO, die: { count: 1, sides: 1 } })).toEqual(['die.sides']);
    expect(paths({ ...MADE_UP_RATIO, game: 'chess' })).toEqual(['game']);
    expect(paths({ ...MADE_UP_RATIO, rows: [MADE_UP_RATIO.rows[0], MADE_UP_RATIO.rows[2]] })).toEqual(['rows[1].roll']);
    expect(paths({ ...MADE_UP_RATIO, rows: [{ roll: 1, results: ['AR'] }] })).toEqual(['rows[0].results']);
    expect(paths({ ...MADE_UP_RATIO, results: { ...MADE_UP_RATIO.results, AR: { text: '', attackerSteps: -1, defenderSteps: 0, attackerRetreats: 'yes', defenderRetreats: false } } })).toEqual([
      'results["AR"].text',
      'results["AR"].attackerSteps',
      'results["AR"].attackerRetreats',
    ]);
    expect(paths({ ...MADE_UP_RATIO, modifierLimit: -2 })).toEqual(['modifierLimit']);
    expect(paths({ ...MADE_UP_RATIO, format: 'v0' })).toEqual(['format']);
    expect(paths('a string')).toEqual(['(table)']);
  });

  it('refuses tables past the size limits', () => {
    expect(paths({ ...MADE_UP_RATIO, rows: Array.from({ length: 61 }, (_, i) => ({ roll: i, results: ['AR', 'AR', 'AR', 'AR'] })) })).toEqual(['rows']);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseCombatTableInput(v);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    // Mutations of a valid table: either still valid, or errors that each name a path.
    fc.assert(
      fc.property(fc.constantFrom('columns', 'rows', 'results', 'die', 'scheme', 'belowLowest', 'title'), fc.jsonValue(), (key, value) => {
        const r = parseCombatTableInput({ ...MADE_UP_RATIO, [key]: value });
        if (!r.ok) for (const e of r.errors) expect(e.path.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
