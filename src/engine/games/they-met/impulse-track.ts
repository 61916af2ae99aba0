import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import { tm } from './rule.js';

/** The impulse rules of the January 1997 errata. */
export const IMPULSE_SEQUENCE_RULE = tm('Addition 2 (rule 3.2)', 'addition-2');
export const IMPULSE_CAP_RULE = tm('Addition 3 (rule 3.2, End Phase)', 'addition-3');
export const IMPULSE_AT_13_RULE = tm('Questions and answers 7', 'qa-7');

/** The last box of the impulse track: the marker never goes past it. */
export const LAST_IMPULSE = 13;

export type ImpulseAction = 'act' | 'pass';
export type ContinueRoll = 'continues' | 'ends';

export interface ImpulseState {
  /** The box the marker is on. */
  readonly impulse: number;
  /** Whose impulse comes next. */
  readonly sideToAct: Side;
  /** True when the impulse just played was a pass. */
  readonly lastActionPass: boolean;
  /** Set once the Action Phase is over, with why. */
  readonly ended: null | 'two-passes' | 'roll';
}

export type ImpulseMove = { readonly ok: true; readonly state: ImpulseState; readonly reasons: readonly Step[] } | { readonly ok: false; readonly error: string };

const who = (s: Side) => (s === 'confederate' ? 'CSA' : 'USA');

/** Unless a scenario says otherwise, play opens with the CSA impulse 0. */
export function scenarioStart(): ImpulseState {
  return { impulse: 0, sideToAct: 'confederate', lastActionPass: false, ended: null };
}

/**
 * One impulse of They Met's Action Phase (additions 2 and 3, Q&A 7). The USA impulse leaves the marker where
 * it is; after a CSA impulse it moves one box, except that from 1 on the CSA player's continuation roll must
 * say the turn goes on (from 0 it simply moves to 1). Two passes in a row end the phase; a single pass does
 * not forfeit later impulses. The marker stops at 13.
 */
export function nextImpulse(state: ImpulseState, action: ImpulseAction, continueRoll?: ContinueRoll): ImpulseMove {
  if (state.ended !== null) return { ok: false, error: 'The Action Phase is already over: no more impulses this turn.' };
  if (!Number.isInteger(state.impulse) || state.impulse < 0 || state.impulse > LAST_IMPULSE) {
    return { ok: false, error: `The impulse track runs from 0 to ${LAST_IMPULSE}; the marker cannot be on ${state.impulse}.` };
  }
  if (state.impulse === 0 && state.sideToAct === 'union') {
    return { ok: false, error: 'Box 0 holds only the opening CSA impulse; the first USA impulse is on box 1.' };
  }
  const side = state.sideToAct;
  const other: Side = side === 'confederate' ? 'union' : 'confederate';
  const reasons: Step[] = [];
  const doing = action === 'pass' ? `${who(side)} passes on impulse ${state.impulse}` : `${who(side)} acts on impulse ${state.impulse}`;

  if (action === 'pass' && state.lastActionPass) {
    if (continueRoll !== undefined) reasons.push(step('No continuation roll is needed: the phase is already over.'));
    reasons.push(step(`${doing}, right after the other side passed: both players passed in consecutive impulses, so the Action Phase ends.`, IMPULSE_SEQUENCE_RULE));
    return { ok: true, state: { ...state, lastActionPass: true, ended: 'two-passes' }, reasons };
  }
  reasons.push(step(action === 'pass' ? `${doing}; a pass does not give up later impulses.` : `${doing}.`, action === 'pass' ? IMPULSE_SEQUENCE_RULE : null));

  if (side === 'union') {
    if (continueRoll !== undefined) return { ok: false, error: 'The continuation roll follows a CSA impulse, not a USA one.' };
    reasons.push(step(`Turn the marker to its CSA side; it stays on ${state.impulse}.`, IMPULSE_SEQUENCE_RULE));
    return { ok: true, state: { impulse: state.impulse, sideToAct: other, lastActionPass: action === 'pass', ended: null }, reasons };
  }

  if (state.impulse === 0) {
    if (continueRoll !== undefined) return { ok: false, error: 'After the opening CSA impulse 0 the marker goes straight to 1; no continuation roll is made there.' };
    reasons.push(step('After the opening CSA impulse, turn the marker to its USA side and move it to 1.', IMPULSE_SEQUENCE_RULE));
    return { ok: true, state: { impulse: 1, sideToAct: other, lastActionPass: action === 'pass', ended: null }, reasons };
  }

  if (continueRoll === undefined) return { ok: false, error: `After the CSA impulse on ${state.impulse}, roll to see whether the turn continues, and give the result.` };
  if (continueRoll === 'ends') {
    reasons.push(step('The roll says the turn does not continue: the Action Phase ends.', IMPULSE_SEQUENCE_RULE));
    return { ok: true, state: { ...state, lastActionPass: action === 'pass', ended: 'roll' }, reasons };
  }
  if (state.impulse === LAST_IMPULSE) {
    reasons.push(step(`The roll says the turn continues, but the marker never moves past ${LAST_IMPULSE}: turn it to its USA side and leave it on ${LAST_IMPULSE}.`, IMPULSE_CAP_RULE));
    reasons.push(step(`There is no box ${LAST_IMPULSE + 1}; the marker waits on ${LAST_IMPULSE} until the turn ends.`, IMPULSE_AT_13_RULE));
    return { ok: true, state: { impulse: LAST_IMPULSE, sideToAct: other, lastActionPass: action === 'pass', ended: null }, reasons };
  }
  reasons.push(step(`The roll says the turn continues: turn the marker to its USA side and move it to ${state.impulse + 1}.`, IMPULSE_SEQUENCE_RULE));
  return { ok: true, state: { impulse: state.impulse + 1, sideToAct: other, lastActionPass: action === 'pass', ended: null }, reasons };
}
