import { describe, expect, it } from 'vitest';
import { resultAt } from '../../src/engine/core/combat-table.js';
import { sumModifications } from '../../src/engine/core/modification.js';
import { G77_COMBAT_TABLE, G77_CRT_CORRECTION } from '../../src/engine/games/gettysburg-77/combat-results-table.js';
import { G77_MODIFICATIONS } from '../../src/engine/games/gettysburg-77/die-roll-modifications.js';
import { gameModule, resolveCombat, toNumber, type OddsRequest } from '../../src/engine/index.js';
import { G77_SEED, printedTable, readSeed } from '../support/seed-tables.js';
import { describeWithShared } from '../support/with-shared.js';

const seed = readSeed(G77_SEED);
const crt = printedTable(seed, 'COMBAT RESULTS TABLE', /^\d+$/);
const g77 = gameModule('gettysburg-77');
const columnIndex = (label: string): number => G77_COMBAT_TABLE.columns.findIndex((c) => c.label === label);
const request = (attack: number, defense: number, drm = 0): OddsRequest => ({
  game: 'gettysburg-77',
  attack: { kind: 'total', strength: attack },
  defense: { kind: 'total', strength: defense },
  drm,
});

describeWithShared('Gettysburg 1977 combat results table (seed 002)', () => {
  it('matches the printed table cell for cell, rows 0–7, except the one documented transcription slip', () => {
    expect(crt.columns).toEqual(G77_COMBAT_TABLE.columns.map((c) => c.label));
    expect(crt.rows.map((r) => Number(r.label))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const norm = (code: string): string => code.toUpperCase().replace(/\s+/g, ' ');
    for (const { label, cells } of crt.rows) {
      cells.forEach((cell, j) => {
        const roll = Number(label);
        const ours = resultAt(G77_COMBAT_TABLE, roll, j);
        const column = crt.columns[j];
        if (roll === G77_CRT_CORRECTION.roll && column === G77_CRT_CORRECTION.column) {
          expect(cell).toBe(G77_CRT_CORRECTION.transcribed);
          expect(ours).toBe(G77_CRT_CORRECTION.readAs);
        } else {
          expect(ours, `roll ${roll}, ${column}`).toBe(norm(cell));
        }
      });
    }
  });

  it('defines every result the table uses, and the seed legend defines every one of them', () => {
    // The printed legend lists each code as "- CODE — meaning"; compare with spaces removed.
    const legend = seed.slice(seed.indexOf('Modified die rolls greater than 7')).toUpperCase().replace(/\s+/g, '');
    for (const code of Object.keys(G77_COMBAT_TABLE.results)) expect(legend, code).toContain(`-${code.replace(/\s+/g, '')}—`);
    for (const row of G77_COMBAT_TABLE.rows) for (const code of row.results) expect(G77_COMBAT_TABLE.results[code]).toBeDefined();
  });

  it('seed example: 6 against 4 is 3-2, and a roll of 3 there gives an exchange with the defender retreating', () => {
    const answer = resolveCombat(g77, request(6, 4), null);
    expect(answer.odds).toBe('3-2');
    expect(resultAt(G77_COMBAT_TABLE, 3, columnIndex('3-2'))).toBe('EXC + DR');
    const exc = answer.outcomes.find((o) => o.result === 'EXC + DR');
    expect(exc?.rolls).toContain(3);
    expect(exc?.meaning).toMatchObject({ attackerSteps: 1, defenderSteps: 1, defenderRetreats: true, attackerRetreats: false });
  });

  it('gives exact probabilities that sum to one, with the expected step losses of each side', () => {
    const answer = resolveCombat(g77, request(10, 14), null);
    expect(answer.outcomes.map((o) => [o.result, o.probability])).toEqual([
      ['EXC', { numerator: 1, denominator: 6 }],
      ['EXC + AR', { numerator: 1, denominator: 6 }],
      ['A1', { numerator: 1, denominator: 6 }],
      ['AR + A1', { numerator: 1, denominator: 2 }],
    ]);
    expect(answer.outcomes.reduce((s, o) => s + toNumber(o.probability), 0)).toBeCloseTo(1, 12);
    // Attacker loses a step on every result here; the defender only on the two exchanges.
    expect(answer.expectedLosses).toEqual({ attacker: 1, defender: 0.333 });
  });

  it('adds the modification to the die and clamps the modified roll to 0…7', () => {
    // 5-1 with +3: rolls 4, 5, 6 all land on row 7 (EXC + DR); rolls 1–3 on rows 4–6.
    const up = resolveCombat(g77, request(50, 10, 3), null);
    expect(up.odds).toBe('5-1');
    expect(up.outcomes.find((o) => o.result === 'EXC + DR')).toMatchObject({ rolls: [4, 5, 6], probability: { numerator: 1, denominator: 2 } });
    // 1-3 with -4: every roll up to 4 lands on row 0.
    const down = resolveCombat(g77, request(1, 3, -4), null);
    expect(down.outcomes.find((o) => o.result === 'EXC')).toMatchObject({ rolls: [1, 2, 3, 4] });
  });

  it("seed example of the die-roll modification: breastworks, a value-5 headquarters, a disorganized attacker from higher ground with two headquarters come to +1", () => {
    const total = sumModifications(G77_MODIFICATIONS, [
      { id: 'attacker-higher', count: 1 },
      { id: 'attacker-disorganized', count: 1 },
      { id: 'defender-protected', count: 1 },
      { id: 'defender-headquarters', count: 1 },
      { id: 'attacker-headquarters', count: 2 },
    ]);
    expect(total.total).toBe(1);
    expect(total.steps.find((s) => s.text.includes('headquarters') && s.text.includes('counts once'))?.text).toMatch(/^-1/);
    expect(total.steps.every((s, i) => i === total.steps.length - 1 || s.rule?.game === 'gettysburg-77')).toBe(true);
  });

  it('a per-unit line counts each unit: two disorganized defenders give -2', () => {
    expect(sumModifications(G77_MODIFICATIONS, [{ id: 'defender-disorganized', count: 2 }]).total).toBe(-2);
  });
});
