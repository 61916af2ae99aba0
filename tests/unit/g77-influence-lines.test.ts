import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexEquals, hexKey, type Hex } from '../../src/engine/core/hex/hex.js';
import { GETTYSBURG_77_GRID as grid } from '../../src/engine/games/gettysburg-77/hex-grid.js';
import { sideRangesOfInfluence } from '../../src/engine/games/gettysburg-77/influence/side-influence.js';
import { g77Board, type TestBoard } from '../support/g77-battle-board.js';
import { oracleLine } from '../support/hex-line-oracle.js';

/*
 * The engine traces each line once per offset and moves it to every gun. Checked here against an oracle that
 * shares nothing with the tracer (tests/support/hex-line-oracle.ts), for guns anywhere on the map and woods
 * scattered at random: a reach of 4 or 5 hexes is blocked exactly when the line crosses or touches a woods hex
 * between the gun and the hex.
 */
const RING: readonly Hex[] = (() => {
  const out: Hex[] = [];
  for (let dq = -5; dq <= 5; dq++) for (let dr = -5; dr <= 5; dr++) if ([4, 5].includes(grid.distance({ q: 0, r: 0 }, { q: dq, r: dr }))) out.push({ q: dq, r: dr });
  return out;
})();

describe('the optional artillery reach against an independent line oracle', () => {
  it('blocked exactly where the line meets woods between the ends, wherever the gun stands', () => {
    const at = fc.record({ q: fc.integer({ min: 7, max: 90 }), r: fc.integer({ min: 7, max: 46 }) });
    // Woods on about one hex in eight within 5 hexes of the gun, by index into a fixed list of offsets.
    const woods = fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 12 });
    fc.assert(
      fc.property(at, woods, (gun, picks) => {
        const near: Hex[] = [];
        for (let dq = -5; dq <= 5; dq++) for (let dr = -5; dr <= 5; dr++) if (grid.distance({ q: 0, r: 0 }, { q: dq, r: dr }) <= 5) near.push({ q: gun.q + dq, r: gun.r + dr });
        const wooded = new Set(picks.map((i) => hexKey(near[i % near.length] ?? gun)).filter((k) => k !== hexKey(gun)));
        const terrain: NonNullable<TestBoard['terrain']> = {};
        for (const h of near) terrain[grid.format(h)] = { terrain: [wooded.has(hexKey(h)) ? 'woods' : 'clear'], elevation: 3 };
        const board = g77Board({ units: [{ id: 'gun', side: 'confederate', type: 'artillery', hex: grid.format(gun) }], terrain });
        const r = sideRangesOfInfluence(board, 'union', { 'artillery-range-5': true });
        for (const o of RING) {
          const target = { q: gun.q + o.q, r: gun.r + o.r };
          const line = oracleLine(gun, target);
          const between = [...line.crossed, ...line.touched].filter((h) => !hexEquals(h, gun) && !hexEquals(h, target));
          const blockers = between.filter((h) => wooded.has(hexKey(h))).map((h) => grid.format(h));
          const label = grid.format(target);
          const blocked = r.blocked.find((b) => b.hex === label);
          expect(label in r.hexes, label).toBe(blockers.length === 0);
          if (blockers.length > 0) expect(blockers).toContain(blocked?.by);
          else expect(blocked).toBeUndefined();
        }
      }),
      { numRuns: 60 },
    );
  });
});
