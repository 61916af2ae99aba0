import type { Answer } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import { IMPULSE_SEQUENCE_RULE, LAST_IMPULSE, nextImpulse, type ContinueRoll, type ImpulseAction, type ImpulseMove, type ImpulseState } from './impulse-track.js';

export const IMPULSE_CALCULATOR_ID = 'impulse';

/** What the impulse track is asked: where the marker stands, what the side to act does, and the continuation roll after a CSA impulse. */
export interface ImpulseInput {
  readonly state: ImpulseState;
  readonly action: ImpulseAction;
  readonly continueRoll?: ContinueRoll;
}

function summary(s: ImpulseState): string {
  if (s.ended === 'two-passes') return 'Action Phase over: two passes in a row';
  if (s.ended === 'roll') return 'Action Phase over: the roll ended it';
  return `${s.sideToAct === 'confederate' ? 'CSA' : 'USA'} impulse ${s.impulse} next`;
}

const markerOffTrack = (s: ImpulseState): boolean => !Number.isInteger(s.impulse) || s.impulse < 0 || s.impulse > LAST_IMPULSE;

/**
 * One impulse of They Met in the one answer shape: the reasons as steps, the next impulse the summary. A move
 * refused only for want of the continuation roll (the same move with a roll goes through) is a question; a
 * marker off the track is input; any other is a refusal: the impulse sequence does not allow that move.
 */
export function impulseAnswer(input: ImpulseInput, m: ImpulseMove): Answer<ImpulseState> {
  const base = { calculator: IMPULSE_CALCULATOR_ID, game: 'they-met' };
  if (m.ok) return makeAnswer({ ...base, value: m.state, summary: summary(m.state), steps: m.reasons, questions: [], problems: [] });
  const wantsRoll = input.continueRoll === undefined && nextImpulse(input.state, input.action, 'continues').ok;
  if (wantsRoll) return makeAnswer<ImpulseState>({ ...base, value: null, summary: null, steps: [], questions: [{ id: 'continue-roll', ask: m.error, rule: IMPULSE_SEQUENCE_RULE }], problems: [] });
  const problem = markerOffTrack(input.state)
    ? { severity: 'input' as const, text: m.error, rule: null, at: 'impulse' }
    : { severity: 'refusal' as const, text: m.error, rule: IMPULSE_SEQUENCE_RULE };
  return makeAnswer<ImpulseState>({ ...base, value: null, summary: null, steps: [], questions: [], problems: [problem] });
}

/** The impulse track: whose impulse comes next, where the marker goes, and when the Action Phase ends. */
export const IMPULSE_CALCULATOR: Calculator<ImpulseInput, ImpulseState> = {
  id: IMPULSE_CALCULATOR_ID,
  title: 'Impulse track',
  answer: (input) => impulseAnswer(input, nextImpulse(input.state, input.action, input.continueRoll)),
};
