import type { Answer, Problem, Question } from '../../../core/answer.js';
import type { Board } from '../../../core/board/board.js';
import type { Calculator } from '../../../core/calculator.js';
import type { Step } from '../../../core/explanation.js';
import { makeAnswer } from '../../../core/make-answer.js';
import type { G88MovementSettings } from '../movement/movement-settings.js';
import type { ArtilleryNeed, ArtilleryOptions, ArtilleryRefusal, GunFire, TargetDefence } from './artillery-answer-types.js';
import { FIRE_LIMITS } from './fire-limits.js';
import { gunFire } from './gun-fire.js';

export const ARTILLERY_CALCULATOR_ID = 'artillery';

/** What the artillery calculator is asked: a gun of the board, and the user's settings (their artillery section). */
export interface ArtilleryInput {
  readonly board: Board;
  readonly gunId: string;
  readonly settings: G88MovementSettings | null;
  readonly options?: ArtilleryOptions;
}

const units = (n: number): string => `${n} enemy unit${n === 1 ? '' : 's'}`;
const guns = (n: number): string => `${n} gun${n === 1 ? '' : 's'}`;

function parts(refusal: ArtilleryRefusal | null, needs: readonly ArtilleryNeed[]): { problems: Problem[]; questions: Question[] } {
  return {
    problems: refusal ? [{ severity: refusal.severity, text: refusal.text, rule: refusal.rule }] : [],
    questions: needs.map((n) => ({ id: n.id, ask: n.question, rule: n.rule })),
  };
}

function gunSummary(f: GunFire): string | null {
  if (f.refusal || !f.gun) return null;
  if (f.engagedWith.length > 0) return 'Engaged in regular combat: no double-range fire';
  if (f.night === true) return 'Night: no double-range fire';
  if (f.doubleRange === null) return null;
  if (f.targets.length === 0) return 'No enemy unit within double range';
  const may = f.targets.filter((t) => t.eligible === true).length;
  return `May fire on ${may} of ${units(f.targets.length)} within double range${f.needs.length > 0 ? ' so far' : ''}`;
}

/**
 * One gun's double-range fire in the one answer shape: the gun-wide steps, each target's steps with their rules,
 * then what such combat leads to (28, 34); each setting or fact still open a question under its id.
 */
export function gunFireAnswer(f: GunFire): Answer<GunFire> {
  const steps: Step[] = [...f.steps, ...f.targets.flatMap((t) => t.steps), ...(f.gun ? FIRE_LIMITS : [])];
  return makeAnswer({ calculator: ARTILLERY_CALCULATOR_ID, game: 'gettysburg-88', value: f, summary: gunSummary(f), steps, ...parts(f.refusal, f.needs) });
}

/** One unit as a target in the one answer shape: the guns that may fire on it, then the guns that may support it. */
export function targetDefenceAnswer(d: TargetDefence): Answer<TargetDefence> {
  const steps: Step[] = [...d.steps, ...d.firers.flatMap((t) => t.steps), ...d.supporters.flatMap((s) => s.steps), ...(d.target ? FIRE_LIMITS : [])];
  const firing = d.firers.filter((t) => t.eligible === true).length;
  const backing = d.supporters.filter((s) => s.eligible === true).length;
  const summary = d.target && d.doubleRange !== null ? `${guns(firing)} may fire on it; ${guns(backing)} may support it in regular combat${d.needs.length > 0 ? ' so far' : ''}` : null;
  return makeAnswer({ calculator: ARTILLERY_CALCULATOR_ID, game: 'gettysburg-88', value: d, summary, steps, ...parts(d.refusal, d.needs) });
}

/** Gettysburg '88's double-range artillery: what one gun may fire on, and why (clarifications 23–34). */
export const ARTILLERY_CALCULATOR: Calculator<ArtilleryInput, GunFire> = {
  id: ARTILLERY_CALCULATOR_ID,
  title: 'Double-range artillery',
  answer: ({ board, gunId, settings, options }) => gunFireAnswer(gunFire(board, gunId, settings, options)),
};
