import { step, type Step } from '../../core/explanation.js';
import { probability, type Probability } from '../../core/probability.js';
import { ht } from './rule.js';

/** The optional captured-artillery rule, item by item (seed 003, 8.331–8.335). */
export const CAPTURE_CHOICE_RULE = ht('8.331');
export const SURRENDER_RULE = ht('8.332');
export const CAPTURE_ROLL_RULE = ht('8.333');
export const CAPTURED_GUNS_RULE = ht('8.334');
export const CAPTURE_SWAP_RULE = ht('8.335');

export type ArtilleryKind = 'artillery' | 'horse-artillery';
export type CaptureChoice = 'surrender' | 'capture';
export type CaptureOutcome = 'disabled' | 'half-disabled' | 'intact';

/** The artillery unit at the moment it failed its melee morale check. */
export interface MeleeArtillery {
  readonly name: string;
  readonly kind: ArtilleryKind;
  /** Strength points (guns) it had when it failed the check. */
  readonly strength: number;
  readonly unlimbered: boolean;
  readonly inMelee: boolean;
  readonly failedMoraleCheck: boolean;
}

/** A unit of the attacker next to the guns, able to give the point that mans them (8.334). */
export interface AdjacentAttacker {
  readonly name: string;
  readonly strength: number;
}

/** The capture roll's three bands on the d10 (a rolled 0 counts as 10). */
export const CAPTURE_BANDS: readonly { readonly outcome: CaptureOutcome; readonly from: number; readonly to: number }[] = [
  { outcome: 'disabled', from: 1, to: 2 },
  { outcome: 'half-disabled', from: 3, to: 4 },
  { outcome: 'intact', from: 5, to: 10 },
];

/** Exact chance of each band: 2, 2 and 6 faces of ten. */
export function captureOutcomeChances(): readonly { readonly outcome: CaptureOutcome; readonly rolls: string; readonly probability: Probability }[] {
  return CAPTURE_BANDS.map((b) => ({ outcome: b.outcome, rolls: `${b.from}–${b.to}`, probability: probability(b.to - b.from + 1, 10) }));
}

/** 8.331: the rule applies only to unlimbered artillery that failed a morale check in melee. */
export function captureApplies(unit: MeleeArtillery): { applies: boolean; steps: Step[] } {
  const missing = [
    unit.unlimbered ? null : 'it is limbered',
    unit.inMelee ? null : 'it is not in melee',
    unit.failedMoraleCheck ? null : 'it has not failed a morale check',
  ].filter((x): x is string => x !== null);
  if (missing.length) {
    return { applies: false, steps: [step(`The captured-artillery rule does not apply to ${unit.name}: ${missing.join(', ')}.`, CAPTURE_CHOICE_RULE)] };
  }
  return {
    applies: true,
    steps: [step(`${unit.name} is unlimbered artillery that failed a melee morale check: the attacker must say at once, before anything else happens, whether it surrenders or is captured.`, CAPTURE_CHOICE_RULE)],
  };
}

export interface CaptureResult {
  readonly choice: CaptureChoice;
  readonly roll: number | null;
  readonly outcome: CaptureOutcome | null;
  /** True when the unit leaves play. */
  readonly eliminated: boolean;
  /** Points added to the defender's casualty record. */
  readonly casualtyPoints: number;
  readonly disabledGuns: number;
  /** Its strength afterwards, as the attacker's unit; null when eliminated. */
  readonly capturedStrength: number | null;
  readonly advance: 'must' | 'may' | 'none';
  /** The attacker turns the captured guns to face any way, drawing no withdrawal fire. */
  readonly freeFacing: boolean;
  /** 8.334: one point leaves an adjacent attacking unit to man the guns. */
  readonly crew: { readonly needed: boolean; readonly from: string | null; readonly strengthAfter: number | null; readonly question: string | null };
  readonly steps: readonly Step[];
}

export type CaptureAnswer = { readonly ok: true; readonly value: CaptureResult } | { readonly ok: false; readonly error: string };

/** A stated d10 roll in 1..10 (0 read as 10), or an error. */
function readRoll(roll: number): number | string {
  if (!Number.isInteger(roll) || roll < 0 || roll > 10) return `A d10 roll is a whole number from 1 to 10 (0 counts as 10), not ${roll}.`;
  return roll === 0 ? 10 : roll;
}

function outcomeOf(roll: number): CaptureOutcome {
  return CAPTURE_BANDS.find((b) => roll >= b.from && roll <= b.to)?.outcome ?? 'intact';
}

/**
 * What happens to the guns (8.332–8.334). Surrender needs no roll; capture needs the defender's d10 roll, which
 * the player rolls and states. `crewFrom` names the adjacent attacking unit that gives up the point to man captured guns.
 */
export function resolveCapture(
  unit: MeleeArtillery,
  choice: CaptureChoice,
  roll: number | null,
  adjacentAttackers: readonly AdjacentAttacker[] = [],
  crewFrom: string | null = null,
): CaptureAnswer {
  if (!Number.isInteger(unit.strength) || unit.strength < 1) return { ok: false, error: `${unit.name} needs a strength of at least 1 point (got ${unit.strength}).` };
  const applies = captureApplies(unit);
  if (!applies.applies) return { ok: false, error: applies.steps[0]?.text ?? 'The rule does not apply.' };
  const steps: Step[] = [...applies.steps];
  const noCrew = { needed: false, from: null, strengthAfter: null, question: null };

  if (choice === 'surrender') {
    if (roll !== null) return { ok: false, error: 'A surrender needs no roll; only a capture is rolled for.' };
    steps.push(step(`Surrender: ${unit.name} is eliminated and its last ${unit.strength} points go on the casualty record.`, SURRENDER_RULE));
    steps.push(step('One attacking unit must move into the emptied hex, keeping its facing.', SURRENDER_RULE));
    return {
      ok: true,
      value: { choice, roll: null, outcome: null, eliminated: true, casualtyPoints: unit.strength, disabledGuns: 0, capturedStrength: null, advance: 'must', freeFacing: false, crew: noCrew, steps },
    };
  }

  if (roll === null) return { ok: false, error: 'For a capture the defender rolls one d10: state the roll.' };
  const read = readRoll(roll);
  if (typeof read === 'string') return { ok: false, error: read };
  const outcome = outcomeOf(read);
  steps.push(step(`Capture: the defender rolled ${roll}${roll === 0 ? ' (counts as 10)' : ''}.`, CAPTURE_ROLL_RULE));

  if (outcome === 'disabled') {
    steps.push(step(`On 1–2 the guns were put out of action first: ${unit.name} is eliminated, with no further casualty points.`, CAPTURE_ROLL_RULE));
    steps.push(step('One attacking unit may, if the attacker wishes, move into the emptied hex, keeping its facing.', CAPTURE_ROLL_RULE));
    return {
      ok: true,
      value: { choice, roll: read, outcome, eliminated: true, casualtyPoints: 0, disabledGuns: unit.strength, capturedStrength: null, advance: 'may', freeFacing: false, crew: noCrew, steps },
    };
  }

  const disabledGuns = outcome === 'half-disabled' ? Math.floor(unit.strength / 2) : 0;
  const capturedStrength = unit.strength - disabledGuns;
  steps.push(
    outcome === 'half-disabled'
      ? step(`On 3–4 half the guns, rounded down, were disabled: ${unit.strength} − ${disabledGuns} = ${capturedStrength}, with no casualty points; the attacker now owns the unit.`, CAPTURE_ROLL_RULE)
      : step(`On 5–10 the guns are taken whole, at the ${unit.strength} points they had when the check failed; the attacker now owns the unit.`, CAPTURE_ROLL_RULE),
  );
  steps.push(step('The attacker faces the captured guns as he likes, for free: no withdrawal fire (an exception to 6.94).', CAPTURED_GUNS_RULE));
  steps.push(step('No attacking unit advances into the hex (an exception to 8.342).', CAPTURED_GUNS_RULE));
  const crew = crewFor(adjacentAttackers, crewFrom, steps);
  return {
    ok: true,
    value: { choice, roll: read, outcome, eliminated: false, casualtyPoints: 0, disabledGuns, capturedStrength, advance: 'none', freeFacing: true, crew, steps },
  };
}

function crewFor(adjacent: readonly AdjacentAttacker[], from: string | null, steps: Step[]): CaptureResult['crew'] {
  const rule = 'One strength point must leave an attacking unit next to the guns to crew them.';
  const giver = from === null ? (adjacent.length === 1 ? adjacent[0] : undefined) : adjacent.find((a) => a.name === from);
  if (!giver) {
    const question =
      adjacent.length === 0
        ? 'Which attacking unit next to the guns gives one strength point to crew them?'
        : `Which of ${adjacent.map((a) => a.name).join(', ')} gives one strength point to crew the guns?`;
    steps.push(step(rule, CAPTURED_GUNS_RULE));
    return { needed: true, from: null, strengthAfter: null, question };
  }
  const after = giver.strength - 1;
  steps.push(step(`${rule} ${giver.name} goes from ${giver.strength} to ${after}.`, CAPTURED_GUNS_RULE));
  return { needed: true, from: giver.name, strengthAfter: after, question: null };
}

/** An attacker's own artillery unit in the eliminated pile, offered in exchange for the captured one (8.335). */
export interface EliminatedArtillery {
  readonly name: string;
  readonly kind: ArtilleryKind;
  /** Strength printed on its unlimbered side. */
  readonly unlimberedStrength: number;
}

/**
 * 8.335, optional for the attacker: whether an eliminated artillery unit of his may stand in for the captured
 * one. It needs at least the captured unit's remaining points on its unlimbered side; captured field artillery
 * takes field artillery only, captured horse artillery takes either kind.
 */
export function swapAllowed(
  captured: { readonly name: string; readonly kind: ArtilleryKind; readonly strength: number },
  candidate: EliminatedArtillery,
): { allowed: boolean; steps: Step[] } {
  const steps: Step[] = [];
  const strongEnough = candidate.unlimberedStrength >= captured.strength;
  steps.push(
    step(
      `${candidate.name} shows ${candidate.unlimberedStrength} on its unlimbered side; ${captured.name} has ${captured.strength} left: ${strongEnough ? 'enough' : 'too few'}.`,
      CAPTURE_SWAP_RULE,
    ),
  );
  const kindOk = captured.kind === 'horse-artillery' || candidate.kind === 'artillery';
  steps.push(
    step(
      captured.kind === 'horse-artillery'
        ? `Captured horse artillery may be replaced by horse or field artillery: ${candidate.name} will do.`
        : `Captured field artillery may be replaced by field artillery only: ${candidate.name} is ${candidate.kind === 'artillery' ? 'field artillery' : 'horse artillery, so it may not'}.`,
      CAPTURE_SWAP_RULE,
    ),
  );
  return { allowed: strongEnough && kindOk, steps };
}
