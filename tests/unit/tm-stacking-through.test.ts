import { describe, expect, it } from 'vitest';
import { stackingThroughPath } from '../../src/engine/games/they-met/stacking-through.js';

// The limit is the player's (rule 10.3 is not in Adjutant's sources); 12 is a test value that fits
// the Q&A's case, where 6 units may not pass an area holding 7 but 5 may.
const LIMIT = 12;

describe('They Met stacking along a move (Q&A 13)', () => {
  const path = [
    { area: '30', friendlyUnits: 2 },
    { area: '31', friendlyUnits: 7 },
    { area: '32', friendlyUnits: 0 },
  ];

  it('a group of 6 may not pass through an area that holds 7', () => {
    const a = stackingThroughPath(6, path, LIMIT);
    expect(a.allowed).toBe(false);
    expect(a.areas.map((x) => x.fits)).toEqual([true, false, true]);
    expect(a.areas[1]).toEqual({ area: '31', present: 7, withGroup: 13, fits: false });
    expect(a.largestGroup).toBe(5);
    expect(a.steps.at(-1)?.text).toMatch(/5 or fewer together/);
    expect(a.steps.at(-1)?.rule?.rule).toBe('Questions and answers 13 (rule 10.3)');
  });

  it('groups of 5, or one at a time, may', () => {
    expect(stackingThroughPath(5, path, LIMIT).allowed).toBe(true);
    expect(stackingThroughPath(1, path, LIMIT).allowed).toBe(true);
  });

  it('the last area counts like the others', () => {
    const a = stackingThroughPath(3, [{ area: '1', friendlyUnits: 0 }, { area: '2', friendlyUnits: 10 }], LIMIT);
    expect(a.allowed).toBe(false);
    expect(a.largestGroup).toBe(2);
  });

  it('a full area blocks every group', () => {
    const a = stackingThroughPath(1, [{ area: '9', friendlyUnits: LIMIT }], LIMIT);
    expect(a.allowed).toBe(false);
    expect(a.largestGroup).toBe(0);
    expect(a.steps.at(-1)?.text).toMatch(/already full/);
  });

  it('asks for the limit instead of guessing it', () => {
    const a = stackingThroughPath(6, path, null);
    expect(a.allowed).toBeNull();
    expect(a.largestGroup).toBeNull();
    expect(a.question).toMatch(/stacking limit/);
    expect(a.areas.every((x) => x.fits === null)).toBe(true);
  });

  it('refuses impossible input', () => {
    expect(() => stackingThroughPath(0, path, LIMIT)).toThrow(RangeError);
    expect(() => stackingThroughPath(2, path, 0)).toThrow(RangeError);
  });
});
