import type { Answer, Problem, Question } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import type { AreaTems } from './area-tems-input.js';
import { assaultTem, volleyTem, type TemAnswer, type VolleyTem } from './tem.js';
import { signed } from '../../core/words.js';

export const TEM_CALCULATOR_ID = 'tem';

/** What the TEM calculator is asked: the kind of combat, the area (or Zone) it is in or aims at, and the user's area TEMs. */
export interface TemInput {
  readonly combat: 'assault' | 'volley';
  readonly area: string;
  readonly tems: AreaTems | null;
}


/**
 * A They Met TEM in the one answer shape: the steps as they are, the TEM the summary. A volley at an area
 * that may not be its target is refused (there is no TEM to give), in the words and rule of the step that says why; an area
 * whose printed TEM Adjutant does not know is a question keyed by the area.
 */
export function temAnswer(area: string, a: TemAnswer | VolleyTem): Answer<TemAnswer | VolleyTem> {
  const problems: Problem[] = [];
  const why = a.steps.at(-1);
  if ('legal' in a && a.legal === false && why) problems.push({ severity: 'refusal', text: why.text, rule: why.rule, at: area });
  const questions: Question[] = a.question === null ? [] : [{ id: `tem:${area}`, ask: a.question, rule: null }];
  const summary = a.tem !== null ? `TEM ${signed(a.tem)}` : problems.length > 0 ? 'Not a volley target' : null;
  return makeAnswer({ calculator: TEM_CALCULATOR_ID, game: 'they-met', value: a, summary, steps: a.steps, questions, problems });
}

/** The TEM an assault or a volley is resolved at (errata answer 1 and clarification 4). */
export const TEM_CALCULATOR: Calculator<TemInput, TemAnswer | VolleyTem> = {
  id: TEM_CALCULATOR_ID,
  title: 'Terrain effects modifier (TEM)',
  answer: ({ combat, area, tems }) => temAnswer(area, combat === 'volley' ? volleyTem(area, tems) : assaultTem(area, tems)),
};
