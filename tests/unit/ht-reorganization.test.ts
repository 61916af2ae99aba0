import { describe, expect, it } from 'vitest';
import { divisionReorganization, reorganizationConditions, type ReorganizationRequest } from '../../src/engine/games/high-tide/division-reorganization.js';
import { mostPointsSendable, strengthsAfter } from '../../src/engine/games/high-tide/reorganization-strengths.js';
import { isReorganizationTurn, REORG_MORALE_BONUS, type ReorganizationUnit } from '../../src/engine/games/high-tide/reorganization-unit.js';
import { HT_DOCUMENT } from '../../src/engine/games/high-tide/rule.js';
import { reorganizationRequest, reorganizationUnit } from '../support/made-up-units.js';

const unit = reorganizationUnit;
const request = reorganizationRequest;
const sender = unit();
const receiver = unit({ id: 'b', name: 'Brigade B', strength: 4 });

const met = (r: ReorganizationRequest, id: string) => reorganizationConditions(r).find((c) => c.id === id)?.met;

describe('division reorganization: conditions (10.5–10.54)', () => {
  it('allows a transfer when every condition holds and the morale check passed', () => {
    const a = divisionReorganization(request({ points: 3 }));
    expect(a.allowed).toBe(true);
    expect(a.refusal).toBeNull();
    expect(a.conditions.every((c) => c.met === true)).toBe(true);
    expect(a.conditions.every((c) => c.rule.document === HT_DOCUMENT && /^10\.5/.test(c.rule.rule))).toBe(true);
    expect(a.transfer?.sender).toEqual({ before: 3, after: 0 });
    expect(a.transfer?.receiver).toEqual({ before: 4, after: 7, side: 'full', flips: true });
  });

  it.each([
    ['night-turn', request({ turn: { turn23To2400: false, movementPhase: true } }), '10.5'],
    ['movement-phase', request({ turn: { turn23To2400: true, movementPhase: false } }), '10.5'],
    ['sender-half', request({ sender: unit({ halfStrength: false }) }), '10.5'],
    ['same-division', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, division: 'Pender' }) }), '10.51'],
    ['same-division', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, side: 'union' }) }), '10.51'],
    ['same-type', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, type: 'cavalry' }) }), '10.51'],
    ['in-command', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, inCommand: false }) }), '10.51'],
    ['within-movement', request({ path: { withinNormalMovement: false, pathAvoidsEnemy: true } }), '10.51'],
    ['not-routed', request({ sender: unit({ routed: true }) }), '10.54'],
    ['not-routed', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, routed: true }) }), '10.54'],
    ['not-adjacent', request({ sender: unit({ adjacentToEnemy: true }) }), '10.51'],
    ['path-avoids-enemy', request({ path: { withinNormalMovement: true, pathAvoidsEnemy: false } }), '10.53'],
    ['receiver-as-strong', request({ receiver: unit({ id: 'b', name: 'B', strength: 2 }) }), '10.54'],
    ['room', request({ receiver: unit({ id: 'b', name: 'B', strength: 8, halfStrength: false }) }), '10.54'],
    ['not-eliminated', request({ receiver: unit({ id: 'b', name: 'B', strength: 4, eliminated: true }) }), '10.54'],
    ['two-units', request({ receiver: sender }), '10.53'],
    ['sender-once', request({ earlier: [{ senderId: 'a', receiverId: 'c' }] }), '10.53'],
    ['receiver-once', request({ earlier: [{ senderId: 'c', receiverId: 'b' }] }), '10.53'],
    ['no-failed-morale', request({ failedMorale: ['b'] }), '10.52'],
  ])('refuses when %s fails', (id, req, rule) => {
    const a = divisionReorganization(req);
    expect(a.allowed).toBe(false);
    expect(a.transfer).toBeNull();
    const c = a.conditions.find((x) => x.id === id);
    expect(c?.met).toBe(false);
    expect(c?.rule.rule).toBe(rule);
    expect(a.refusal).toContain(c?.text ?? '?');
  });

  it('equal strength is enough for the receiver', () => {
    expect(met(request({ receiver: unit({ id: 'b', name: 'B', strength: 3 }) }), 'receiver-as-strong')).toBe(true);
  });

  it('one sender per receiver and one receiver per sender, but other pairs stay open', () => {
    const earlier = [{ senderId: 'x', receiverId: 'y' }];
    expect(divisionReorganization(request({ earlier })).allowed).toBe(true);
    expect(met(request({ earlier: [{ senderId: 'x', receiverId: 'b' }] }), 'receiver-once')).toBe(false);
    expect(met(request({ earlier: [{ senderId: 'a', receiverId: 'y' }] }), 'sender-once')).toBe(false);
  });

  it('asks about what the board cannot show, and leaves the answer open', () => {
    const a = divisionReorganization(request({ turn: { turn23To2400: null, movementPhase: true }, path: { withinNormalMovement: null, pathAvoidsEnemy: true }, receiver: unit({ id: 'b', name: 'B', strength: 4, inCommand: null }) }));
    expect(a.allowed).toBeNull();
    expect(a.questions).toEqual(['Is this the 23-2400 game turn?', 'Are both units in command control?', 'Is each unit within normal movement allowance of the other?']);
  });

  it('reads the 23-2400 turn from the hour', () => {
    expect(isReorganizationTurn('23-2400')).toBe(true);
    expect(isReorganizationTurn('2300-2400')).toBe(true);
    expect(isReorganizationTurn('23:00–24:00')).toBe(true);
    expect(isReorganizationTurn('21-2200')).toBe(false);
    expect(isReorganizationTurn(null)).toBeNull();
  });
});

describe('division reorganization: morale check (10.52)', () => {
  it('adds 1 to the usual modifiers and takes the roll from the player', () => {
    const a = divisionReorganization(request({ morale: { otherModifiers: -2, moraleValue: 5 } }));
    expect(REORG_MORALE_BONUS).toBe(1);
    expect(a.morale).toEqual({ extraModifier: 1, otherModifiers: -2, totalModifier: -1, moraleValue: 5, result: null });
    expect(a.allowed).toBeNull();
    expect(a.questions.at(-1)).toMatch(/morale check.*plus 1.*pass/);
    expect(a.steps.some((s) => s.rule?.rule === '10.52' && /-1 in all/.test(s.text))).toBe(true);
  });

  it('a failed check stops the transfer without a rout', () => {
    const a = divisionReorganization(request({ morale: { result: 'failed' } }));
    expect(a.allowed).toBe(false);
    expect(a.transfer).toBeNull();
    expect(a.refusal).toMatch(/failed its morale check/);
    expect(a.steps.some((s) => /not routed/.test(s.text) && s.rule?.rule === '10.52')).toBe(true);
  });
});

describe('division reorganization: strengths after (10.53, 10.54)', () => {
  it('moves points from one marker to the other', () => {
    const r = strengthsAfter(sender, receiver, 1);
    expect(r.ok && r.value.sender).toEqual({ before: 3, after: 2 });
    expect(r.ok && r.value.receiver).toEqual({ before: 4, after: 5, side: 'full', flips: true });
  });

  it('flips only when above half strength (half of the full side unless given)', () => {
    const small = unit({ id: 'b', name: 'B', strength: 3, fullStrength: 8 });
    const r = strengthsAfter(unit({ strength: 1 }), small, 1);
    expect(r.ok && r.value.receiver).toEqual({ before: 3, after: 4, side: 'half', flips: false });
    const given = strengthsAfter(unit({ strength: 1 }), unit({ id: 'b', name: 'B', strength: 3, halfStrengthLimit: 3 }), 1);
    expect(given.ok && given.value.receiver.flips).toBe(true);
  });

  it('a full-strength receiver stays full', () => {
    const full = unit({ id: 'b', name: 'B', strength: 6, halfStrength: false });
    const r = strengthsAfter(sender, full, 2);
    expect(r.ok && r.value.receiver).toEqual({ before: 6, after: 8, side: 'full', flips: false });
  });

  it('never above the full-strength side', () => {
    const nearFull = unit({ id: 'b', name: 'B', strength: 7, halfStrength: false });
    expect(mostPointsSendable(sender, nearFull)).toBe(1);
    const r = strengthsAfter(sender, nearFull, 2);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/at most 1/);
    const a = divisionReorganization(request({ receiver: nearFull }));
    expect(a.transfer?.points).toBe(1);
    expect(a.transfer?.receiver.after).toBe(8);
  });

  it('refuses sending more than the sender has, or less than one point', () => {
    expect(strengthsAfter(sender, receiver, 4).ok).toBe(false);
    expect(strengthsAfter(sender, receiver, 0).ok).toBe(false);
    expect(strengthsAfter(sender, receiver, 1.5).ok).toBe(false);
    expect(divisionReorganization(request({ points: 4 })).allowed).toBe(false);
  });
});
