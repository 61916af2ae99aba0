import { step, type Step } from '../../core/explanation.js';
import { REORG_MISC_RULE, REORG_TRANSFER_RULE, type ReorganizationUnit } from './reorganization-unit.js';

export interface StrengthsAfter {
  readonly points: number;
  readonly sender: { readonly before: number; readonly after: number };
  readonly receiver: { readonly before: number; readonly after: number; readonly side: 'full' | 'half'; readonly flips: boolean };
  readonly steps: readonly Step[];
}

export type StrengthsAnswer = { readonly ok: true; readonly value: StrengthsAfter } | { readonly ok: false; readonly error: string; readonly steps: readonly Step[] };

/** The most points the sender can pass: all it has, but never more than the receiver's full-strength side has room for (10.53, 10.54). */
export function mostPointsSendable(sender: ReorganizationUnit, receiver: ReorganizationUnit): number {
  return Math.max(0, Math.min(sender.strength, receiver.fullStrength - receiver.strength));
}

/** Above this many points the receiver turns its full-strength side up. */
function halfLimit(receiver: ReorganizationUnit): { limit: number; why: Step } {
  if (receiver.halfStrengthLimit !== undefined) {
    return { limit: receiver.halfStrengthLimit, why: step(`${receiver.name} keeps its half-strength side up at ${receiver.halfStrengthLimit} points or fewer (as you entered it).`) };
  }
  const limit = receiver.fullStrength / 2;
  return {
    limit,
    why: step(
      `10.54 does not put a number on “half strength”; Adjutant reads it as half of the ${receiver.fullStrength} points on ${receiver.name}'s full-strength side (${limit}). Enter the limit if your rules give another.`,
      REORG_MISC_RULE,
    ),
  };
}

/**
 * The two strengths after the sender passes `points` to the receiver (10.53): the sender's marker goes down and
 * the receiver's up by the same amount; the receiver may not pass its full-strength side (10.54), and a
 * half-strength receiver raised above half strength is turned to its full-strength side (10.54).
 */
export function strengthsAfter(sender: ReorganizationUnit, receiver: ReorganizationUnit, points: number): StrengthsAnswer {
  const steps: Step[] = [];
  const most = mostPointsSendable(sender, receiver);
  if (!Number.isInteger(points) || points < 1) {
    return { ok: false, error: `Send a whole number of strength points, at least 1 (got ${points}).`, steps };
  }
  if (points > sender.strength) {
    return { ok: false, error: `${sender.name} has only ${sender.strength} strength points to send, not ${points}.`, steps: [step('A sender passes some or all of the points it has left.', REORG_TRANSFER_RULE)] };
  }
  if (receiver.strength + points > receiver.fullStrength) {
    return {
      ok: false,
      error: `${receiver.name} would hold ${receiver.strength + points} points, more than the ${receiver.fullStrength} on its full-strength side; at most ${most} can be sent.`,
      steps: [step('No unit may hold more points than its full-strength side shows.', REORG_MISC_RULE)],
    };
  }
  const senderAfter = sender.strength - points;
  const receiverAfter = receiver.strength + points;
  steps.push(step(`${sender.name}'s marker drops from ${sender.strength} to ${senderAfter}; ${receiver.name}'s rises from ${receiver.strength} to ${receiverAfter}.`, REORG_TRANSFER_RULE));
  steps.push(step(`${receiverAfter} is within the ${receiver.fullStrength} points of ${receiver.name}'s full-strength side.`, REORG_MISC_RULE));
  if (senderAfter === 0) steps.push(step(`${sender.name} has no strength points left.`));
  let flips = false;
  if (receiver.halfStrength) {
    const { limit, why } = halfLimit(receiver);
    steps.push(why);
    flips = receiverAfter > limit;
    steps.push(
      flips
        ? step(`${receiverAfter} is above half strength: turn ${receiver.name} over to its full-strength side.`, REORG_MISC_RULE)
        : step(`${receiverAfter} is not above half strength: ${receiver.name} stays on its half-strength side.`, REORG_MISC_RULE),
    );
  }
  const side = receiver.halfStrength && !flips ? 'half' : 'full';
  return {
    ok: true,
    value: { points, sender: { before: sender.strength, after: senderAfter }, receiver: { before: receiver.strength, after: receiverAfter, side, flips }, steps },
  };
}
