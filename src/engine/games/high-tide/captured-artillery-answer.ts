import type { Answer, Problem, Question } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import {
  CAPTURE_CHOICE_RULE,
  CAPTURE_ROLL_RULE,
  CAPTURED_GUNS_RULE,
  captureApplies,
  resolveCapture,
  type AdjacentAttacker,
  type CaptureAnswer,
  type CaptureChoice,
  type CaptureResult,
  type MeleeArtillery,
} from './captured-artillery.js';

export const CAPTURED_ARTILLERY_CALCULATOR_ID = 'captured-artillery';

/** What the captured-artillery calculator is asked: resolveCapture's arguments, named. */
export interface CaptureInput {
  readonly unit: MeleeArtillery;
  readonly choice: CaptureChoice;
  /** The defender's d10, for a capture; null until rolled (and for a surrender). */
  readonly roll: number | null;
  readonly adjacentAttackers?: readonly AdjacentAttacker[];
  readonly crewFrom?: string | null;
}

function summary(unit: MeleeArtillery, r: CaptureResult): string {
  if (r.choice === 'surrender') return `${unit.name} surrenders: eliminated, ${r.casualtyPoints} points to the casualty record`;
  if (r.outcome === 'disabled') return `${unit.name} disabled and eliminated`;
  if (r.outcome === 'half-disabled') return `Captured at ${r.capturedStrength ?? 0} points, ${r.disabledGuns} disabled`;
  return `Captured whole at ${r.capturedStrength ?? 0} points`;
}

/**
 * Why resolveCapture gave no result, read off the input in the order it checks it: a bad strength is input; a
 * unit the rule does not cover is a refusal (8.331); a capture waiting on its roll is a question, not an error;
 * anything else about the roll is input.
 */
function refused(input: CaptureInput, error: string): { problems: Problem[]; questions: Question[] } {
  const { unit, choice, roll } = input;
  if (!Number.isInteger(unit.strength) || unit.strength < 1) return { problems: [{ severity: 'input', text: error, rule: null, at: 'strength' }], questions: [] };
  if (!captureApplies(unit).applies) return { problems: [{ severity: 'refusal', text: error, rule: CAPTURE_CHOICE_RULE }], questions: [] };
  if (choice === 'capture' && roll === null) return { problems: [], questions: [{ id: 'capture-roll', ask: error, rule: CAPTURE_ROLL_RULE }] };
  return { problems: [{ severity: 'input', text: error, rule: null, at: 'roll' }], questions: [] };
}

/**
 * High Tide's captured artillery (8.331–8.334) in the one answer shape: the result's steps as they are, the
 * outcome in the summary, and the crew's giver a question while more than one unit could give the point.
 */
export function capturedArtilleryAnswer(input: CaptureInput, a: CaptureAnswer): Answer<CaptureResult> {
  const base = { calculator: CAPTURED_ARTILLERY_CALCULATOR_ID, game: 'high-tide' };
  if (!a.ok) return makeAnswer<CaptureResult>({ ...base, value: null, summary: null, steps: [], ...refused(input, a.error) });
  const r = a.value;
  const questions: Question[] = r.crew.question === null ? [] : [{ id: 'capture-crew', ask: r.crew.question, rule: CAPTURED_GUNS_RULE }];
  return makeAnswer({ ...base, value: r, summary: summary(input.unit, r), steps: r.steps, questions, problems: [] });
}

/** What becomes of artillery that failed a melee morale check: surrendered or captured. */
export const CAPTURED_ARTILLERY_CALCULATOR: Calculator<CaptureInput, CaptureResult> = {
  id: CAPTURED_ARTILLERY_CALCULATOR_ID,
  title: 'Captured artillery',
  answer: (input) => capturedArtilleryAnswer(input, resolveCapture(input.unit, input.choice, input.roll, input.adjacentAttackers ?? [], input.crewFrom ?? null)),
};
