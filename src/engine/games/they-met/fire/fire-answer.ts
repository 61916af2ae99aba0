import type { Answer, Problem } from '../../../core/answer.js';
import type { Calculator } from '../../../core/calculator.js';
import { makeAnswer } from '../../../core/make-answer.js';
import { signed } from '../../../core/words.js';
import { isZone } from '../tem.js';
import { tmFireEligibility, type TmFireResult } from './fire-eligibility.js';
import { readFireRequest, type TmFireInput } from './fire-request.js';
import { placeName } from './fire-target.js';

export const TM_FIRE_CALCULATOR_ID = 'fire';

function summary(r: TmFireResult): string | null {
  if (r.eligible === null) return null;
  const there = placeName(r.target, isZone);
  const act = r.fire === 'bombardment' ? `bombard ${there}` : `volley into ${there}`;
  if (!r.eligible) return `May not ${act}`;
  return r.volleyTem === null ? `May ${act}` : `May ${act}, at TEM ${signed(r.volleyTem)}`;
}

/** A fire's eligibility in the one answer shape: its reasons as steps, what is unknown as questions, each bar an 'illegal' problem. */
export function tmFireAnswer(r: TmFireResult): Answer<TmFireResult> {
  return makeAnswer({ calculator: TM_FIRE_CALCULATOR_ID, game: 'they-met', value: r, summary: summary(r), steps: r.steps, questions: r.questions, problems: r.problems });
}

/**
 * The fire's verdict, or the input problems that leave none. Kept apart from the answer because an answer waiting
 * on a question keeps no value, while the command line still prints what is known so far.
 */
export function tmFire(input: TmFireInput): { readonly ok: true; readonly result: TmFireResult } | { readonly ok: false; readonly problems: readonly Problem[] } {
  const read = readFireRequest(input);
  return read.ok ? { ok: true, result: tmFireEligibility(read.setup) } : read;
}

/** May this group bombard or volley into that area (They Met at Gettysburg errata). */
export const TM_FIRE_CALCULATOR: Calculator<TmFireInput, TmFireResult> = {
  id: TM_FIRE_CALCULATOR_ID,
  title: 'Bombardment and volley: may this group fire there',
  answer: (input) => {
    const fired = tmFire(input);
    if (!fired.ok) return makeAnswer<TmFireResult>({ calculator: TM_FIRE_CALCULATOR_ID, game: 'they-met', value: null, summary: null, steps: [], questions: [], problems: fired.problems });
    return tmFireAnswer(fired.result);
  },
};
