import type { Answer } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board } from '../../../core/board/board.js';
import type { Calculator } from '../../../core/calculator.js';
import { step } from '../../../core/explanation.js';
import { makeAnswer } from '../../../core/make-answer.js';
import { plural } from '../../../core/words.js';
import { ARTILLERY_LINE_RULE } from './artillery-line.js';
import { gunReach77, type GunReach } from './gun-reach.js';

export const GUN_REACH_CALCULATOR_ID = 'gun-reach';

/** A board, the gun asked about, and the optional rules in play. */
export interface GunReachInput {
  readonly board: Board;
  readonly gunId: string;
  readonly ruleSet: RuleSetChoices;
}

function summary(r: GunReach): string | null {
  if (r.refusal || !r.gun) return null;
  const reached = r.targets.filter((t) => t.reached === true).length;
  const targets = r.targets.length === 0 ? 'no enemy combat unit within 5 hexes' : `${reached} of ${plural(r.targets.length, 'enemy combat unit')} within 5 hexes reached`;
  return `Reaches ${plural(r.hexes.length, 'hex', 'hexes')} surely; ${targets}${r.questions.length > 0 ? ' so far' : ''}`;
}

/** One gun's range of influence in the one answer shape: the rules that set the reach, then each target's reason. */
export function gunReachAnswer(r: GunReach): Answer<GunReach> {
  const steps = [...r.steps, ...r.targets.flatMap((t) => t.steps)];
  if (r.blocked.length > 0) steps.push(step(`${plural(r.blocked.length, 'hex', 'hexes')} of its 4- and 5-hex reach blocked by what the line touches.`, ARTILLERY_LINE_RULE));
  return makeAnswer({
    calculator: GUN_REACH_CALCULATOR_ID,
    game: 'gettysburg-77',
    value: r,
    summary: summary(r),
    steps,
    questions: r.questions,
    problems: r.refusal ? [{ severity: r.refusal.severity, text: r.refusal.text, rule: r.refusal.rule, at: 'gunId' }] : [],
  });
}

/** How far one 1977 gun's range of influence reaches, and which enemy units it reaches (optional rule for artillery). */
export const GUN_REACH_CALCULATOR: Calculator<GunReachInput, GunReach> = {
  id: GUN_REACH_CALCULATOR_ID,
  title: 'One gun’s range of influence',
  answer: ({ board, gunId, ruleSet }) => gunReachAnswer(gunReach77(board, gunId, ruleSet)),
};
