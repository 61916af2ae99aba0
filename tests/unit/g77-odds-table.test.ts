import { describe, expect, it } from 'vitest';
import { pickRatioColumn } from '../../src/engine/core/odds-column.js';
import { G77_COMBAT_TABLE } from '../../src/engine/games/gettysburg-77/combat-results-table.js';
import { gameModule, resolveCombat } from '../../src/engine/index.js';
import { G77_SEED, printedTable, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const columns = G77_COMBAT_TABLE.columns;
const printed = printedTable(readSeed(G77_SEED), 'ODDS DETERMINATION TABLE', /^\d+$/);

function columnOf(attack: number, defense: number): string {
  const pick = pickRatioColumn(attack, defense, columns);
  return pick.kind === 'column' ? (columns[pick.index]?.label ?? '?') : 'below 1-3';
}

/** The least attack that reaches a column at a defence strength, by the rule (ratio rounded for the defender). */
function leastAttack(defense: number, j: number): number {
  const col = columns[j];
  if (!col) throw new Error('no column');
  return Math.ceil((defense * col.attack) / col.defense);
}

/**
 * Row 1 of the transcribed table reads "— — — 1 2 3 4 5 (blank)": it is one cell left of where the rule
 * puts it. Its 3-2 cell should be blank (3-2 and 2-1 both start at 2 against 1) and was dropped, shifting
 * the row. The rule's own example (8 to 4 is 2-1) settles it: 2 against 1 is 2-1. Data decision, see
 * docs/data-decisions.md.
 */
function corrected(label: string, cells: string[]): string[] {
  if (label !== '1') return cells;
  return [...cells.slice(0, 4), '', ...cells.slice(4, 8)];
}

describe('Gettysburg 1977 odds determination table (seed 002)', () => {
  itWithShared('has the nine columns of the rule, 1-3 to 5-1, and 32 defence rows', () => {
    expect(printed.columns).toEqual(columns.map((c) => c.label));
    expect(printed.rows.map((r) => Number(r.label))).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  itWithShared('reproduces every printed cell: each number is the least attack for its column, and the rule puts it there', () => {
    let checked = 0;
    for (const { label, cells } of printed.rows) {
      const defense = Number(label);
      corrected(label, cells).forEach((cell, j) => {
        if (!/^\d+$/.test(cell)) return;
        expect(columnOf(Number(cell), defense), `defence ${defense}, attack ${cell}`).toBe(columns[j]?.label);
        expect(leastAttack(defense, j), `defence ${defense}, column ${columns[j]?.label}`).toBe(Number(cell));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(200);
  });

  itWithShared('leaves a cell blank only where the column coincides with the next one, or where rows stop near 50', () => {
    for (const { label, cells } of printed.rows) {
      const defense = Number(label);
      corrected(label, cells).forEach((cell, j) => {
        if (/^\d+$/.test(cell)) return;
        const coincides = j + 1 < columns.length && leastAttack(defense, j) === leastAttack(defense, j + 1);
        const offTheTable = leastAttack(defense, j) >= 50;
        expect(coincides || offTheTable, `defence ${defense}, column ${columns[j]?.label}`).toBe(true);
      });
    }
  });

  itWithShared('row 1 as transcribed is one cell out of place (the decision above is needed, not decorative)', () => {
    const row1 = printed.rows[0];
    expect(row1?.cells).toEqual(['—', '—', '—', '1', '2', '3', '4', '5', '']);
    expect(columnOf(2, 1)).toBe('2-1');
    expect(columnOf(5, 1)).toBe('5-1');
  });

  itWithShared('any attack strength falls in the column whose printed value is the closest smaller one', () => {
    for (const { label, cells } of printed.rows) {
      const defense = Number(label);
      const listed = corrected(label, cells).flatMap((c, j) => (/^\d+$/.test(c) ? [{ attack: Number(c), j }] : []));
      // Within the printed part of the row; past its last value the row simply stops (odds over 5-1 count as 5-1).
      const last = listed[listed.length - 1]?.attack ?? 0;
      for (let attack = 1; attack <= last; attack++) {
        const below = listed.filter((l) => l.attack <= attack).pop();
        const expected = below ? columns[below.j]?.label : 'below 1-3';
        expect(columnOf(attack, defense), `attack ${attack} vs ${defense}`).toBe(expected);
      }
    }
  });

  it('seed example: 10 against 14 is 1-2, and one more factor would make it 3-4', () => {
    const answer = resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 10 }, defense: { kind: 'total', strength: 14 }, drm: 0 }, null);
    expect(answer.odds).toBe('1-2');
    expect(answer.next).toEqual({ odds: '3-4', attackNeeded: 11, defenseAtMost: 13 });
  });

  it('rule examples: 8 to 4 is 2-1 and 3 to 7 is 1-3; below 1-3 is refused; above 5-1 counts as 5-1', () => {
    expect(columnOf(8, 4)).toBe('2-1');
    expect(columnOf(3, 7)).toBe('1-3');
    const g = gameModule('gettysburg-77');
    const low = resolveCombat(g, { game: 'gettysburg-77', attack: { kind: 'total', strength: 2 }, defense: { kind: 'total', strength: 7 }, drm: 0 }, null);
    expect(low.allowed).toBe(false);
    expect(low.odds).toBeNull();
    expect(low.refusal).toMatch(/retreat before combat/);
    expect(low.next).toMatchObject({ odds: '1-3', attackNeeded: 3 });
    const high = resolveCombat(g, { game: 'gettysburg-77', attack: { kind: 'total', strength: 40 }, defense: { kind: 'total', strength: 2 }, drm: 0 }, null);
    expect(high.odds).toBe('5-1');
    expect(high.next).toBeNull();
    expect(high.explanation.some((s) => /count as 5-1/.test(s.text))).toBe(true);
  });
});
