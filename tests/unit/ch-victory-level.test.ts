import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CH_VICTORY_LEVELS, chVictoryChanges, chVictoryLevel, chVpRatio, type ChVictoryLevel } from '../../src/engine/games/cemetery-hill/victory-level.js';

/** The bands of 14.5 written out independently, over exact fractions u/c (c > 0). */
function byRule(u: number, c: number): ChVictoryLevel {
  // a/b compared with p/q as a*q vs p*b — whole numbers only.
  const atLeast = (p: number, q: number): boolean => u * q >= p * c;
  const above = (p: number, q: number): boolean => u * q > p * c;
  if (atLeast(2, 1)) return 'Union Decisive';
  if (atLeast(3, 2)) return 'Union Substantive';
  if (above(1, 1)) return 'Union Marginal';
  if (above(2, 3)) return 'Confederate Marginal';
  if (above(1, 2)) return 'Confederate Substantive';
  return 'Confederate Decisive';
}

describe('Cemetery Hill victory level (14.5)', () => {
  it('puts every boundary in the band the rule gives it, and a hair either side in the neighbours', () => {
    // Each boundary scaled by 10 so one VP either side is a hair.
    const cases: [number, number, ChVictoryLevel][] = [
      [20, 10, 'Union Decisive'],
      [21, 10, 'Union Decisive'],
      [19, 10, 'Union Substantive'],
      [15, 10, 'Union Substantive'],
      [14, 10, 'Union Marginal'],
      [16, 10, 'Union Substantive'],
      [11, 10, 'Union Marginal'],
      [10, 10, 'Confederate Marginal'],
      [9, 10, 'Confederate Marginal'],
      [20, 30, 'Confederate Substantive'],
      [21, 30, 'Confederate Marginal'],
      [19, 30, 'Confederate Substantive'],
      [10, 20, 'Confederate Decisive'],
      [11, 20, 'Confederate Substantive'],
      [9, 20, 'Confederate Decisive'],
      [2, 1, 'Union Decisive'],
      [3, 2, 'Union Substantive'],
      [1, 1, 'Confederate Marginal'],
      [2, 3, 'Confederate Substantive'],
      [1, 2, 'Confederate Decisive'],
    ];
    for (const [u, c, level] of cases) expect(`${u}:${c} ${chVictoryLevel(u, c)}`).toBe(`${u}:${c} ${level}`);
  });

  it('decides 0:0 as even (Confederate Marginal) and n:0 / 0:n as the extreme bands', () => {
    expect(chVictoryLevel(0, 0)).toBe('Confederate Marginal');
    expect(chVictoryLevel(1, 0)).toBe('Union Decisive');
    expect(chVictoryLevel(0, 1)).toBe('Confederate Decisive');
    expect(chVpRatio(0, 0)).toBe('0:0');
    expect(chVpRatio(30, 20)).toBe('3:2');
    expect(chVpRatio(7, 0)).toBe('1:0');
  });

  it('matches the rule written out, for any VP (property)', () => {
    fc.assert(fc.property(fc.nat(2000), fc.integer({ min: 1, max: 2000 }), (u, c) => chVictoryLevel(u, c) === byRule(u, c)));
  });

  it('is monotone: more Union VP never lowers the level, more Confederate VP never raises it (property)', () => {
    const rank = (l: ChVictoryLevel): number => CH_VICTORY_LEVELS.indexOf(l);
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(50), (u, c, d) => {
        expect(rank(chVictoryLevel(u + d, c))).toBeLessThanOrEqual(rank(chVictoryLevel(u, c)));
        expect(rank(chVictoryLevel(u, c + d))).toBeGreaterThanOrEqual(rank(chVictoryLevel(u, c)));
      }),
    );
  });

  it('toChange is the smallest gain that moves the level, checked against a search (property)', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), (u, c) => {
        const level = chVictoryLevel(u, c);
        const { up, down } = chVictoryChanges(u, c);
        const search = (f: (k: number) => ChVictoryLevel): number | null => {
          for (let k = 1; k <= 2 * (u + c) + 2; k++) if (f(k) !== level) return k;
          return null;
        };
        const upSearch = search((k) => chVictoryLevel(u + k, c));
        const downSearch = search((k) => chVictoryLevel(u, c + k));
        expect(up?.points ?? null).toBe(upSearch);
        expect(down?.points ?? null).toBe(downSearch);
        if (up) expect(up.level).toBe(chVictoryLevel(u + up.points, c));
        if (down) expect(down.level).toBe(chVictoryLevel(u, c + down.points));
      }),
    );
  });

  it('toChange at worked positions', () => {
    expect(chVictoryChanges(14, 10)).toEqual({
      up: { side: 'union', points: 1, level: 'Union Substantive' },
      down: { side: 'confederate', points: 4, level: 'Confederate Marginal' },
    });
    expect(chVictoryChanges(20, 10).up).toBeNull();
    expect(chVictoryChanges(20, 10).down).toEqual({ side: 'confederate', points: 1, level: 'Union Substantive' });
    expect(chVictoryChanges(10, 20).down).toBeNull();
    expect(chVictoryChanges(0, 0)).toEqual({ up: { side: 'union', points: 1, level: 'Union Decisive' }, down: { side: 'confederate', points: 1, level: 'Confederate Decisive' } });
  });
});
