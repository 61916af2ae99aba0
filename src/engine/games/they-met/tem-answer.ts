import type { Answer, Question } from '../../core/answer.js';
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
 * A They Met TEM in the one answer shape: the steps as they are, the TEM the summary. What the errata leave
 * open (an area whose printed TEM Adjutant does not know; a volley into a target that does not print +1) is a
 * question keyed by the area, never a refusal.
 */
export function temAnswer(area: string, a: TemAnswer | VolleyTem): Answer<TemAnswer | VolleyTem> {
  const questions: Question[] = a.question === null ? [] : [{ id: `tem:${area}`, ask: a.question, rule: null }];
  const summary = a.tem !== null ? `TEM ${signed(a.tem)}` : null;
  return makeAnswer({ calculator: TEM_CALCULATOR_ID, game: 'they-met', value: a, summary, steps: a.steps, questions, problems: [] });
}

/** The TEM an assault or a volley is resolved at (errata answer 1 and clarification 4). */
export const TEM_CALCULATOR: Calculator<TemInput, TemAnswer | VolleyTem> = {
  id: TEM_CALCULATOR_ID,
  title: 'Terrain effects modifier (TEM)',
  answer: ({ combat, area, tems }) => temAnswer(area, combat === 'volley' ? volleyTem(area, tems) : assaultTem(area, tems)),
};
