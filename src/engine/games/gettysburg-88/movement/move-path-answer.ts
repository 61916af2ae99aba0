import type { Answer, Problem, Question } from '../../../core/answer.js';
import type { Board } from '../../../core/board/board.js';
import type { Calculator } from '../../../core/calculator.js';
import { step, type Step } from '../../../core/explanation.js';
import { makeAnswer } from '../../../core/make-answer.js';
import { movePath } from './move-path.js';
import type { MoveAnswer, MoveOptions, MoveStep } from './movement-answer.js';
import type { G88MovementSettings } from './movement-settings.js';

export const MOVEMENT_CALCULATOR_ID = 'movement';

/** What the movement calculator is asked: a unit of the board, its path, and the user's movement settings. */
export interface MoveInput {
  readonly board: Board;
  readonly unitId: string;
  readonly path: readonly string[];
  readonly settings: G88MovementSettings | null;
  readonly options?: MoveOptions;
}

const factors = (n: number): string => `${n} movement factor${n === 1 ? '' : 's'}`;

/** One step a part of a hex's price, so that each keeps its own rule (a hex's terrain and its stream cite different ones). */
function hexSteps(st: MoveStep): Step[] {
  const into = st.from === null ? `Enter ${st.hex} from off the map` : `${st.from} to ${st.hex}`;
  return st.parts.map((p) => step(`${into}: ${p.text}${p.cost === null ? '' : ` (${p.cost})`}.`, p.rule));
}

function summary(a: MoveAnswer): string | null {
  if (a.cost === null) return a.legal === false ? 'Not allowed' : null;
  return a.legal === false ? `${factors(a.cost)}, not allowed` : factors(a.cost);
}

/**
 * A Gettysburg '88 move in the one answer shape: each part of each hex's price a step with its rule, the total,
 * then the notes; problems keep their severity and hex; each figure still to confirm is a question under its
 * setting's name. The summary is the cost, "4 movement factors".
 */
export function movePathAnswer(a: MoveAnswer): Answer<MoveAnswer> {
  const steps: Step[] = a.steps.flatMap(hexSteps);
  if (a.cost !== null) steps.push(step(`In all: ${factors(a.cost)}.`));
  steps.push(...a.notes);
  const problems: Problem[] = a.problems.map((p) => ({ severity: p.severity, text: p.text, rule: p.rule, ...(p.hex === null ? {} : { at: p.hex }) }));
  const questions: Question[] = a.needs.map((n) => ({ id: n.setting, ask: n.question, rule: null }));
  return makeAnswer({ calculator: MOVEMENT_CALCULATOR_ID, game: 'gettysburg-88', value: a, summary: summary(a), steps, questions, problems });
}

/** Gettysburg '88's movement cost along a path, hex by hex. */
export const MOVEMENT_CALCULATOR: Calculator<MoveInput, MoveAnswer> = {
  id: MOVEMENT_CALCULATOR_ID,
  title: 'Movement cost',
  answer: ({ board, unitId, path, settings, options }) => movePathAnswer(movePath(board, unitId, path, settings, options)),
};
