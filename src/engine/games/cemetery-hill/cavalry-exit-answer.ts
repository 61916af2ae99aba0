import type { Answer, Problem } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { step, type Step } from '../../core/explanation.js';
import { makeAnswer } from '../../core/make-answer.js';
import { cavalryExitAward, VP_PER_EXCESS_CAVALRY_UNIT, type CavalryAward, type CavalryAwardResult, type CavalryExit } from './cavalry-exit-award.js';
import { ch } from './rule.js';

export const CAVALRY_EXIT_CALCULATOR_ID = 'cavalry-exit';
const AWARD_RULE = ch('14.53');

const units = (n: number): string => `${n} unit${n === 1 ? '' : 's'}`;

function awardSteps(award: CavalryAward): Step[] {
  const steps = award.turns
    .filter((t) => t.awarded > 0)
    .map((t) =>
      step(
        `Turn ${t.turn}, end of the Union player-turn: Confederate cavalry off the map ${t.confederateExited}, Union ${t.unionExited}; ${VP_PER_EXCESS_CAVALRY_UNIT} VP for each of the ${units(t.confederateExited - t.unionExited)} beyond: ${t.awarded} VP.`,
        AWARD_RULE,
      ),
    );
  if (award.neverCounted > 0) steps.push(step(`${units(award.neverCounted)} left after the last Union player-turn: never counted.`, AWARD_RULE));
  steps.push(step(`In all: ${award.total} VP to the Confederates.`));
  return steps;
}

/**
 * Cemetery Hill's cavalry-exit award in the one answer shape: each turn that awards VP a step, the total the
 * summary. An exit that cannot happen is an 'input' problem at its place in the list, in the award's own words.
 */
export function cavalryExitAnswer(result: CavalryAwardResult): Answer<CavalryAward> {
  if (!result.ok) {
    const problems: Problem[] = result.errors.map((e) => ({ severity: 'input', text: e.problem, rule: null, at: `exits[${e.index}]` }));
    return makeAnswer<CavalryAward>({ calculator: CAVALRY_EXIT_CALCULATOR_ID, game: 'cemetery-hill', value: null, summary: null, steps: [], questions: [], problems });
  }
  const award = result.value;
  return makeAnswer({
    calculator: CAVALRY_EXIT_CALCULATOR_ID,
    game: 'cemetery-hill',
    value: award,
    summary: `${award.total} VP to the Confederates`,
    steps: awardSteps(award),
    questions: [],
    problems: [],
  });
}

/** The 14.53 award for cavalry units that left the map, turn by turn. */
export const CAVALRY_EXIT_CALCULATOR: Calculator<readonly CavalryExit[], CavalryAward> = {
  id: CAVALRY_EXIT_CALCULATOR_ID,
  title: 'Cavalry-exit award',
  answer: (exits) => cavalryExitAnswer(cavalryExitAward(exits)),
};
