import { describe, expect, it } from 'vitest';
import { formatFraction } from '../../src/engine/core/probability.js';
import {
  captureApplies,
  captureOutcomeChances,
  resolveCapture,
  swapAllowed,
  type MeleeArtillery,
} from '../../src/engine/games/high-tide/captured-artillery.js';

// Made-up units for the tests.
const guns = (over: Partial<MeleeArtillery> = {}): MeleeArtillery => ({
  name: 'Test Battery',
  kind: 'artillery',
  strength: 5,
  unlimbered: true,
  inMelee: true,
  failedMoraleCheck: true,
  ...over,
});

const ok = <T,>(a: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!a.ok) throw new Error(a.error);
  return a.value;
};

describe('captured artillery (8.331–8.335)', () => {
  it('applies only to unlimbered artillery that failed a melee morale check', () => {
    expect(captureApplies(guns()).applies).toBe(true);
    expect(captureApplies(guns({ unlimbered: false })).applies).toBe(false);
    expect(captureApplies(guns({ inMelee: false })).applies).toBe(false);
    expect(captureApplies(guns({ failedMoraleCheck: false })).applies).toBe(false);
    expect(resolveCapture(guns({ unlimbered: false }), 'surrender', null).ok).toBe(false);
  });

  it('gives the exact chance of each band of the d10', () => {
    const c = captureOutcomeChances();
    expect(c.map((x) => [x.outcome, x.rolls, formatFraction(x.probability)])).toEqual([
      ['disabled', '1–2', '1/5'],
      ['half-disabled', '3–4', '1/5'],
      ['intact', '5–10', '3/5'],
    ]);
  });

  it('surrender: eliminated, last points to the casualty record, one attacker must advance', () => {
    const r = ok(resolveCapture(guns(), 'surrender', null));
    expect(r).toMatchObject({ eliminated: true, casualtyPoints: 5, advance: 'must', freeFacing: false, capturedStrength: null });
    expect(r.steps.at(-1)?.rule?.rule).toBe('8.332');
    expect(resolveCapture(guns(), 'surrender', 4).ok).toBe(false);
  });

  it('capture needs a roll', () => {
    expect(resolveCapture(guns(), 'capture', null).ok).toBe(false);
    expect(resolveCapture(guns(), 'capture', 11).ok).toBe(false);
    expect(resolveCapture(guns(), 'capture', 2.5).ok).toBe(false);
  });

  it.each([1, 2])('roll %i: disabled and eliminated, no extra casualties, advance optional', (roll) => {
    const r = ok(resolveCapture(guns(), 'capture', roll));
    expect(r).toMatchObject({ outcome: 'disabled', eliminated: true, casualtyPoints: 0, advance: 'may', capturedStrength: null, freeFacing: false });
    expect(r.crew.needed).toBe(false);
  });

  it.each([
    [3, 5, 2, 3],
    [4, 4, 2, 2],
    [3, 1, 0, 1],
    [4, 7, 3, 4],
  ])('roll %i with %i guns: %i disabled (half, rounded down), %i left for the attacker', (roll, strength, disabled, left) => {
    const r = ok(resolveCapture(guns({ strength }), 'capture', roll, [{ name: 'Attacker', strength: 4 }]));
    expect(r).toMatchObject({ outcome: 'half-disabled', eliminated: false, casualtyPoints: 0, disabledGuns: disabled, capturedStrength: left, advance: 'none', freeFacing: true });
  });

  it.each([5, 7, 10, 0])('roll %i: captured intact at its strength when the check failed', (roll) => {
    const r = ok(resolveCapture(guns({ strength: 6 }), 'capture', roll, [{ name: 'Attacker', strength: 4 }]));
    expect(r).toMatchObject({ outcome: 'intact', capturedStrength: 6, disabledGuns: 0, advance: 'none', freeFacing: true, roll: roll === 0 ? 10 : roll });
  });

  it('one point leaves an adjacent attacking unit to crew captured guns', () => {
    const one = ok(resolveCapture(guns(), 'capture', 6, [{ name: 'Attacker', strength: 4 }]));
    expect(one.crew).toEqual({ needed: true, from: 'Attacker', strengthAfter: 3, question: null });
    const two = [{ name: 'First', strength: 4 }, { name: 'Second', strength: 2 }];
    const asks = ok(resolveCapture(guns(), 'capture', 6, two));
    expect(asks.crew.from).toBeNull();
    expect(asks.crew.question).toMatch(/First, Second/);
    const chosen = ok(resolveCapture(guns(), 'capture', 6, two, 'Second'));
    expect(chosen.crew).toMatchObject({ from: 'Second', strengthAfter: 1 });
    expect(chosen.steps.some((s) => s.rule?.rule === '8.334' && /6\.94/.test(s.text))).toBe(true);
  });

  it('swap for an eliminated unit: enough points, field for field, horse for either', () => {
    const field = { name: 'Captured', kind: 'artillery' as const, strength: 3 };
    const horse = { name: 'Captured', kind: 'horse-artillery' as const, strength: 3 };
    expect(swapAllowed(field, { name: 'F', kind: 'artillery', unlimberedStrength: 3 }).allowed).toBe(true);
    expect(swapAllowed(field, { name: 'F', kind: 'artillery', unlimberedStrength: 2 }).allowed).toBe(false);
    expect(swapAllowed(field, { name: 'H', kind: 'horse-artillery', unlimberedStrength: 4 }).allowed).toBe(false);
    expect(swapAllowed(horse, { name: 'H', kind: 'horse-artillery', unlimberedStrength: 4 }).allowed).toBe(true);
    expect(swapAllowed(horse, { name: 'F', kind: 'artillery', unlimberedStrength: 3 }).allowed).toBe(true);
    expect(swapAllowed(horse, { name: 'F', kind: 'artillery', unlimberedStrength: 3 }).steps.every((s) => s.rule?.rule === '8.335')).toBe(true);
  });
});
