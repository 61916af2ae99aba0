import type { Answer, Question } from '../../core/answer.js';
import type { RuleSetChoices } from '../../core/battle.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import { MORALE_RATINGS_RULE, moraleRating, type MoraleRatingAnswer, type MoraleUnit } from './morale-rating.js';
import type { MoraleRatings } from './morale-ratings-input.js';

export const MORALE_RATING_CALCULATOR_ID = 'morale-rating';

/** What the morale rating calculator is asked: the unit, the user's card of ratings, and the rule set. */
export interface MoraleRatingInput {
  readonly unit: MoraleUnit;
  readonly ratings: MoraleRatings | null;
  readonly ruleSet: RuleSetChoices;
}

function summary(a: MoraleRatingAnswer): string | null {
  if (!a.applies) return 'Basic morale rules: the optional ratings are off';
  if (a.value !== null) return `Morale ${a.value}`;
  // Both values known, only the side shown is not: say both.
  if (a.values !== null) return `Morale ${a.values.full} at full strength, ${a.values.half} at half`;
  return a.question === null ? 'No morale rating' : null;
}

/**
 * A unit's morale under High Tide's optional ratings (7.62–7.622) in the one answer shape: the steps as they
 * are, the morale in the summary. Its one question asks either for the card's rating or for the side the unit
 * shows, keyed by which and by the unit, so the answer is remembered for that unit.
 */
export function moraleRatingAnswer(unit: MoraleUnit, a: MoraleRatingAnswer): Answer<MoraleRatingAnswer> {
  const questions: Question[] =
    a.question === null ? [] : [{ id: `${a.values === null ? 'morale-rating' : 'half-strength'}:${unit.id}`, ask: a.question, rule: MORALE_RATINGS_RULE }];
  return makeAnswer({ calculator: MORALE_RATING_CALCULATOR_ID, game: 'high-tide', value: a, summary: summary(a), steps: a.steps, questions, problems: [] });
}

/** A unit's morale from the optional morale ratings. */
export const MORALE_RATING_CALCULATOR: Calculator<MoraleRatingInput, MoraleRatingAnswer> = {
  id: MORALE_RATING_CALCULATOR_ID,
  title: 'Morale rating',
  answer: ({ unit, ratings, ruleSet }) => moraleRatingAnswer(unit, moraleRating(unit, ratings, ruleSet)),
};
