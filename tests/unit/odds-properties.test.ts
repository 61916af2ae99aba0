import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickRatioColumn } from '../../src/engine/core/odds-column.js';
import { G77_COMBAT_TABLE } from '../../src/engine/games/gettysburg-77/combat-results-table.js';
import { gameModule, resolveCombat } from '../../src/engine/index.js';

const columns = G77_COMBAT_TABLE.columns;
const g77 = gameModule('gettysburg-77');

describe('odds properties', () => {
  it('the column is the highest ratio the attack reaches, never rounded up for the attacker', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 300 }), (attack, defense) => {
        const pick = pickRatioColumn(attack, defense, columns);
        if (pick.kind === 'below-lowest') {
          expect(attack * 3).toBeLessThan(defense);
          return;
        }
        const col = columns[pick.index]!;
        expect(attack * col.defense).toBeGreaterThanOrEqual(defense * col.attack);
        const next = columns[pick.index + 1];
        if (next) expect(attack * next.defense).toBeLessThan(defense * next.attack);
      }),
    );
  });

  it('more attack never gives a worse column; more defence never a better one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 200 }), (attack, defense) => {
        const idx = (a: number, d: number): number => {
          const p = pickRatioColumn(a, d, columns);
          return p.kind === 'column' ? p.index : -1;
        };
        expect(idx(attack + 1, defense)).toBeGreaterThanOrEqual(idx(attack, defense));
        expect(idx(attack, defense + 1)).toBeLessThanOrEqual(idx(attack, defense));
      }),
    );
  });

  it('outcome probabilities are exact and sum to one for any battle and modification', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: -12, max: 12 }), (attack, defense, drm) => {
        const a = resolveCombat(g77, { game: 'gettysburg-77', attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm }, null);
        if (!a.allowed) return;
        const sixths = a.outcomes.reduce((s, o) => s + (o.probability.numerator * 6) / o.probability.denominator, 0);
        expect(sixths).toBe(6);
        const rolls = a.outcomes.flatMap((o) => o.rolls).sort((x, y) => x - y);
        expect(rolls).toEqual([1, 2, 3, 4, 5, 6]);
      }),
    );
  });

  it('the next-column hint is exact: its attack reaches that column, one less does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 40 }), (attack, defense) => {
        const a = resolveCombat(g77, { game: 'gettysburg-77', attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm: 0 }, null);
        if (!a.next) return;
        const label = (x: number, d: number): string | null => {
          const p = pickRatioColumn(x, d, columns);
          return p.kind === 'column' ? columns[p.index]!.label : null;
        };
        const rank = (l: string | null): number => (l === null ? -1 : columns.findIndex((c) => c.label === l));
        const now = rank(a.odds);
        expect(label(a.next.attackNeeded, defense)).toBe(a.next.odds);
        expect(rank(a.next.odds)).toBeGreaterThan(now);
        expect(rank(label(a.next.attackNeeded - 1, defense))).toBe(now);
        if (a.next.defenseAtMost > 0) {
          expect(rank(label(attack, a.next.defenseAtMost))).toBeGreaterThan(now);
          expect(rank(label(attack, a.next.defenseAtMost + 1))).toBe(now);
        }
      }),
    );
  });
});
