import { step, type Step } from '../../core/explanation.js';
import type { RuleRef } from '../../core/rule-ref.js';
import { mostPointsSendable, strengthsAfter, type StrengthsAfter } from './reorganization-strengths.js';
import {
  REORG_ELIGIBILITY_RULE,
  REORG_MISC_RULE,
  REORG_MORALE_BONUS,
  REORG_MORALE_RULE,
  REORG_TRANSFER_RULE,
  REORG_TURN_RULE,
  type ReorganizationPath,
  type ReorganizationTurn,
  type ReorganizationUnit,
  type TransferMade,
} from './reorganization-unit.js';

/** One condition of a transfer: met, failed, or not known until the player says. */
export interface ReorganizationCondition {
  readonly id: string;
  readonly text: string;
  readonly met: boolean | null;
  readonly rule: RuleRef;
}

export type MoraleResult = 'passed' | 'failed';

export interface ReorganizationRequest {
  readonly sender: ReorganizationUnit;
  readonly receiver: ReorganizationUnit;
  readonly turn: ReorganizationTurn;
  readonly path: ReorganizationPath;
  /** Transfers already made on this turn. */
  readonly earlier: readonly TransferMade[];
  /** Units that failed their reorganization morale check this turn. */
  readonly failedMorale: readonly string[];
  readonly morale?: {
    /** The player rolls; Adjutant only takes the outcome. */
    readonly result?: MoraleResult | null;
    /** The sum of the usual morale-check modifiers from the player's basic rules. */
    readonly otherModifiers?: number | null;
    /** The sender's morale value, e.g. from the optional morale ratings. */
    readonly moraleValue?: number | null;
  };
  /** Points to send; left out, as many as may be sent. */
  readonly points?: number;
}

export interface ReorganizationMoraleCheck {
  readonly extraModifier: typeof REORG_MORALE_BONUS;
  readonly otherModifiers: number | null;
  /** The usual modifiers plus the 10.52 one, when the usual ones are known. */
  readonly totalModifier: number | null;
  readonly moraleValue: number | null;
  readonly result: MoraleResult | null;
}

export interface ReorganizationAnswer {
  /** True only when every condition is met and the morale check passed; null while something is not known. */
  readonly allowed: boolean | null;
  readonly conditions: readonly ReorganizationCondition[];
  readonly morale: ReorganizationMoraleCheck;
  /** The most points the sender could pass to this receiver. */
  readonly mostPoints: number;
  readonly transfer: StrengthsAfter | null;
  readonly refusal: string | null;
  readonly questions: readonly string[];
  readonly steps: readonly Step[];
}

function cond(id: string, text: string, met: boolean | null, rule: RuleRef): ReorganizationCondition {
  return { id, text, met, rule };
}

function both(a: boolean | null, b: boolean | null): boolean | null {
  if (a === false || b === false) return false;
  return a === null || b === null ? null : true;
}

/** Every condition 10.5–10.54 puts on one sender and one receiver, each with its rule. */
export function reorganizationConditions(req: ReorganizationRequest): ReorganizationCondition[] {
  const { sender: s, receiver: r, turn, path } = req;
  const sameDivision = s.division === null || r.division === null ? null : s.side === r.side && s.division.trim().toLowerCase() === r.division.trim().toLowerCase();
  const senderUsed = req.earlier.find((t) => t.senderId === s.id);
  const receiverUsed = req.earlier.find((t) => t.receiverId === r.id);
  const failed = [s, r].filter((u) => req.failedMorale.includes(u.id));
  return [
    cond('night-turn', 'It is the 23-2400 game turn', turn.turn23To2400, REORG_TURN_RULE),
    cond('movement-phase', 'It is the movement phase', turn.movementPhase, REORG_TURN_RULE),
    cond('two-units', 'Sender and receiver are two different units', s.id !== r.id, REORG_TRANSFER_RULE),
    cond('sender-half', `${s.name} (the sender) shows its half-strength side`, s.halfStrength, REORG_TURN_RULE),
    cond('not-eliminated', 'Neither unit is eliminated', !(s.eliminated ?? false) && !(r.eliminated ?? false) && s.strength > 0, REORG_MISC_RULE),
    cond('same-division', 'Both belong to the same division', sameDivision, REORG_ELIGIBILITY_RULE),
    cond('same-type', `Both are of one type (${s.type} and ${r.type})`, s.type === r.type, REORG_ELIGIBILITY_RULE),
    cond('in-command', 'Both are in command control', both(s.inCommand, r.inCommand), REORG_ELIGIBILITY_RULE),
    cond('within-movement', 'Each is within normal movement allowance of the other', path.withinNormalMovement, REORG_ELIGIBILITY_RULE),
    cond('not-routed', 'Neither is routed', !s.routed && !r.routed, REORG_MISC_RULE),
    cond('not-adjacent', 'Neither is next to an enemy unit', both(s.adjacentToEnemy === null ? null : !s.adjacentToEnemy, r.adjacentToEnemy === null ? null : !r.adjacentToEnemy), REORG_ELIGIBILITY_RULE),
    cond('path-avoids-enemy', 'A normal movement path between them passes next to no enemy unit', path.pathAvoidsEnemy, REORG_TRANSFER_RULE),
    cond('receiver-as-strong', `${r.name} has at least as many points as ${s.name} (${r.strength} against ${s.strength})`, r.strength >= s.strength, REORG_MISC_RULE),
    cond('room', `${r.name} is below the ${r.fullStrength} points of its full-strength side`, r.strength < r.fullStrength, REORG_MISC_RULE),
    cond('sender-once', `${s.name} has not sent points to another unit this turn${senderUsed ? ` (it sent to ${senderUsed.receiverId})` : ''}`, !senderUsed, REORG_TRANSFER_RULE),
    cond('receiver-once', `${r.name} has not taken points from another unit this turn${receiverUsed ? ` (it took from ${receiverUsed.senderId})` : ''}`, !receiverUsed, REORG_TRANSFER_RULE),
    cond('no-failed-morale', `Neither has failed a reorganization morale check this turn${failed.length ? ` (${failed.map((u) => u.name).join(' and ')} did)` : ''}`, failed.length === 0, REORG_MORALE_RULE),
  ];
}

function question(c: ReorganizationCondition): string {
  switch (c.id) {
    case 'night-turn':
      return 'Is this the 23-2400 game turn?';
    case 'movement-phase':
      return 'Is this the movement phase?';
    case 'same-division':
      return 'Do both units belong to the same division?';
    case 'in-command':
      return 'Are both units in command control?';
    case 'within-movement':
      return 'Is each unit within normal movement allowance of the other?';
    case 'not-adjacent':
      return 'Is either unit next to an enemy unit?';
    case 'path-avoids-enemy':
      return 'Can a normal movement path join the two units without passing next to an enemy unit?';
    default:
      return `${c.text}?`;
  }
}

/** 10.52: the modifiers of the sender's morale check; the roll and its reading are the player's. */
export function reorganizationMoraleCheck(
  sender: ReorganizationUnit,
  given: ReorganizationRequest['morale'] = {},
): { check: ReorganizationMoraleCheck; steps: Step[] } {
  const other = given.otherModifiers ?? null;
  const total = other === null ? null : other + REORG_MORALE_BONUS;
  const check: ReorganizationMoraleCheck = {
    extraModifier: REORG_MORALE_BONUS,
    otherModifiers: other,
    totalModifier: total,
    moraleValue: given.moraleValue ?? null,
    result: given.result ?? null,
  };
  const steps = [
    step(
      `${sender.name} takes a morale check before sending: the usual modifiers${other === null ? '' : ` (${other >= 0 ? '+' : ''}${other})`}, plus 1 because no combat caused it${total === null ? '' : `, ${total >= 0 ? '+' : ''}${total} in all`}${check.moraleValue === null ? '' : `, against morale ${check.moraleValue}`}.`,
      REORG_MORALE_RULE,
    ),
  ];
  if (check.result === 'failed') {
    steps.push(step(`${sender.name} failed. It is not routed and gets no marker, yet this turn it may neither send points to nor take points from any unit.`, REORG_MORALE_RULE));
  } else if (check.result === 'passed') {
    steps.push(step(`${sender.name} passed: it may pass any number of its points, up to all of them, to a single unit.`, REORG_TRANSFER_RULE));
  }
  return { check, steps };
}

/**
 * High Tide's optional division reorganization (10.5–10.54) for one sender and one receiver: every condition
 * with its rule, the sender's morale check (+1, the roll being the player's), and the strengths after.
 */
export function divisionReorganization(req: ReorganizationRequest): ReorganizationAnswer {
  const conditions = reorganizationConditions(req);
  const steps: Step[] = conditions.map((c) => step(`${c.met === true ? 'Yes' : c.met === false ? 'No' : 'Not known'}: ${c.text}.`, c.rule));
  const mostPoints = mostPointsSendable(req.sender, req.receiver);
  const failedConditions = conditions.filter((c) => c.met === false);
  const unknown = conditions.filter((c) => c.met === null);
  const questions = unknown.map(question);
  const { check, steps: moraleSteps } = reorganizationMoraleCheck(req.sender, req.morale);
  const base = { conditions, morale: check, mostPoints, questions, steps };

  if (failedConditions.length > 0) {
    return { ...base, allowed: false, transfer: null, refusal: `Not allowed. Unmet: ${failedConditions.map((c) => c.text).join('; ')}.` };
  }
  steps.push(...moraleSteps);
  if (check.result === 'failed') {
    return { ...base, allowed: false, transfer: null, refusal: `${req.sender.name} failed its morale check: no points move to or from it this turn.` };
  }
  if (check.result === null) questions.push(`Roll ${req.sender.name}'s morale check with the usual modifiers plus 1: did it pass?`);
  const points = req.points ?? mostPoints;
  const after = strengthsAfter(req.sender, req.receiver, points);
  if (!after.ok) {
    steps.push(...after.steps);
    return { ...base, allowed: false, transfer: null, refusal: after.error };
  }
  steps.push(...after.value.steps);
  steps.push(step('With the optional morale ratings in play, sender and receiver both keep their original ratings.', REORG_MISC_RULE));
  const allowed = unknown.length === 0 && check.result === 'passed' ? true : null;
  return { ...base, allowed, transfer: after.value, refusal: null };
}
