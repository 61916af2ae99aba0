import type { Answer, Problem, Question } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import { STACKING_THROUGH_RULE, stackingThroughPath, type PathArea, type StackingThroughAnswer } from './stacking-through.js';

export const STACKING_THROUGH_CALCULATOR_ID = 'stacking-through';

/** What the stacking calculator is asked: stackingThroughPath's arguments, named. */
export interface StackingThroughInput {
  readonly groupSize: number;
  /** The areas entered, in order, leaving out the one the group starts in. */
  readonly path: readonly PathArea[];
  /** The stacking limit from the player's rulebook (rule 10.3), or null to be asked. */
  readonly limit: number | null;
}

function summary(groupSize: number, a: StackingThroughAnswer): string | null {
  if (a.allowed === true) return `All ${groupSize} may go through together`;
  if (a.allowed === false) return a.largestGroup === 0 ? 'No unit may take this path' : `At most ${a.largestGroup ?? 0} together`;
  return null;
}

/**
 * Stacking along a They Met move (Q&A 13) in the one answer shape: the steps as they are; each area the group
 * would overstack an 'illegal' problem at that area; the unknown limit a question.
 */
export function stackingThroughAnswer(groupSize: number, a: StackingThroughAnswer): Answer<StackingThroughAnswer> {
  const problems: Problem[] = a.areas
    .filter((x) => x.fits === false)
    .map((x) => ({ severity: 'illegal', text: `Area ${x.area} would hold ${x.withGroup} (${x.present} there and ${groupSize} moving): over the limit.`, rule: STACKING_THROUGH_RULE, at: x.area }));
  const questions: Question[] = a.question === null ? [] : [{ id: 'stacking-limit', ask: a.question, rule: STACKING_THROUGH_RULE }];
  return makeAnswer({ calculator: STACKING_THROUGH_CALCULATOR_ID, game: 'they-met', value: a, summary: summary(groupSize, a), steps: a.steps, questions, problems });
}

/** Whether a group may pass through every area of its move without overstacking one. */
export const STACKING_THROUGH_CALCULATOR: Calculator<StackingThroughInput, StackingThroughAnswer> = {
  id: STACKING_THROUGH_CALCULATOR_ID,
  title: 'Stacking along a move',
  answer: ({ groupSize, path, limit }) => {
    try {
      return stackingThroughAnswer(groupSize, stackingThroughPath(groupSize, path, limit));
    } catch (e) {
      // stackingThroughPath throws a RangeError for a group or limit that is not a whole number of units: input, not a crash.
      if (!(e instanceof RangeError)) throw e;
      const problems: Problem[] = [{ severity: 'input', text: e.message, rule: null }];
      return makeAnswer<StackingThroughAnswer>({ calculator: STACKING_THROUGH_CALCULATOR_ID, game: 'they-met', value: null, summary: null, steps: [], questions: [], problems });
    }
  },
};
