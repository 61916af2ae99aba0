import type { Answer } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board } from '../../../core/board/board.js';
import type { Calculator } from '../../../core/calculator.js';
import { SIDES, type Side } from '../../../core/combat-unit.js';
import { step, type Step } from '../../../core/explanation.js';
import { makeAnswer } from '../../../core/make-answer.js';
import { plural } from '../../../core/words.js';
import { canonicalHex } from '../canonical-hex.js';
import { g77 } from '../rule.js';
import { planBattles, type PlanResult } from './plan-board.js';
import { goalLabel, parsePlanGoal, type PlanGoal } from './plan-goal.js';
import { round3, sideInWords } from './plan-words.js';

export const PLAN_CALCULATOR_ID = 'plan';

/** A board, the phasing side, its goal ('steps', 'safety' or 'hex:<label>') and the optional rules in play. */
export interface PlanInput {
  readonly board: Board;
  readonly side: Side;
  readonly goal: string;
  readonly ruleSet: RuleSetChoices;
}

const RULES = {
  required: g77('Combat Qualifications 2'),
  fromHex: g77('Combat Qualifications 5'),
  groups: g77('Stacking 4; Casualties 5–6', 'stacking-4'),
  lending: g77('Combat Qualifications 12'),
  defender: g77('Combat Qualifications 9'),
  twoDirections: g77('Combat Qualifications 7; Multiple Combat 2.b and 4', 'combat-qualifications-7'),
  division: g77('Multiple Combat 3'),
  night: g77('Night 2'),
};

function goalWords(goal: PlanGoal): string {
  if (goal.kind === 'steps') return 'the most enemy steps expected';
  if (goal.kind === 'safety') return 'the fewest own steps at risk';
  return `the best chance of emptying ${goal.hex}`;
}

/** The plan's account of itself: the rules it divides by, the best plan's battles, and how much was searched. */
function planSteps(r: PlanResult): Step[] {
  const steps: Step[] = [
    step(`Every enemy-occupied hex next to a ${r.side} unit that can attack must be attacked this round: ${r.requiredHexes.join(', ') || 'none'}.`, RULES.required),
    step('From each hex at most one infantry or cavalry unit attacks; artillery always may. A unit may attack several hexes at once, their defenders totalled.', RULES.fromHex),
    step('Infantry or cavalry of one type in one hex, 5 strength or less between them, may attack or defend as a group, counted as one unit; each hit on a group costs every unit in it a step, where a side with a unit outside any group may give that unit’s step instead.', RULES.groups),
    step('A defending unit or group below 5 may be lent points by one other unit of its type in the hex, up to 5; a lender of half its strength or more shares the results. Each plan is scored against the best loan too (one lender in a battle on several hexes).', RULES.lending),
    step('The defender names its defending unit in each hex (two, each with its own field, against a two-direction attack) before the attacker names attackers; each plan here is scored against the defender’s best choice for it, so its score holds whatever the defender does.', RULES.defender),
    step('An attacking unit outside every stated field of defence in a two-direction attack attacks at −1.', RULES.twoDirections),
    ...r.notes,
  ];
  const best = r.plans[0];
  if (best) {
    for (const b of best.battles) {
      const odds = b.odds === null ? 'below 1-3: the attackers retreat before combat instead' : `${b.odds}, modifier ${b.drm > 0 ? '+' : ''}${b.drm}`;
      const lent = b.lender ? ` (${b.lender.unit} lends ${b.lender.points}${b.lender.shares ? ', sharing the results' : ''})` : '';
      steps.push(step(`${sideInWords(b.attackers, b.groups)} against ${sideInWords(b.defenders, b.groups)}${lent}${b.field ? ` (field ${b.field.join(', ')})` : ''}: ${odds}; expected steps lost ${round3(b.expectedLosses.defender)} to the defender, ${round3(b.expectedLosses.attacker)} to the attacker.`, RULES.division));
    }
  }
  steps.push(step(`Searched ${plural(r.search.parts, 'part')} of the line, ${plural(r.search.attackers, 'attacker')}: ${plural(r.search.assignments, 'complete division')} valued, ${plural(r.search.pruned, 'branch', 'branches')} cut by the bound, ${plural(r.search.battlesEvaluated, 'distinct battle')} resolved.`));
  return steps;
}

export function planSummary(r: PlanResult): string {
  const best = r.plans[0];
  if (!best) return `no ${r.side} unit is next to an enemy combat unit: nothing to attack`;
  const w = best.worth;
  return `${plural(best.battles.length, 'battle')} for ${goalWords(r.goal)}: ${round3(w.enemySteps)} enemy steps expected, ${round3(w.ownSteps)} own steps at risk${r.goal.kind === 'hex' ? `, ${goalLabel(r.goal)} emptied with chance ${round3(w.vacated)}` : ''}`;
}

/** The plan in the one answer shape; a question (an elevation, a strength) holds the value back, as everywhere. */
export function planResultAnswer(r: PlanResult): Answer<PlanResult> {
  return makeAnswer({ calculator: PLAN_CALCULATOR_ID, game: 'gettysburg-77', value: r, summary: planSummary(r), steps: planSteps(r), questions: r.questions, problems: [] });
}

/** Reads the goal and checks the board; what cannot be read is an input problem. */
export function readPlanGoal(text: string): PlanGoal | string {
  const goal = parsePlanGoal(text);
  if (!goal) return `"${text}" is not a goal: steps, safety or hex:<label>.`;
  if (goal.kind !== 'hex') return goal;
  const hex = canonicalHex(goal.hex);
  return hex ? { kind: 'hex', hex } : `"${goal.hex}" is not a hex of the 1977 map.`;
}

/**
 * The answer and the plans it was made from: an answer waiting on a question keeps no value, yet the plans
 * (with those lines off) are still worth showing beside the questions, as the command line does.
 */
export function planOutcome(input: PlanInput): { readonly answer: Answer<PlanResult>; readonly result: PlanResult | null } {
  const refuse = (severity: 'input' | 'refusal', text: string, at: string | undefined): { answer: Answer<PlanResult>; result: null } => ({
    answer: makeAnswer<PlanResult>({ calculator: PLAN_CALCULATOR_ID, game: 'gettysburg-77', value: null, summary: null, steps: [], questions: [], problems: [{ severity, text, rule: severity === 'refusal' ? RULES.night : null, ...(at ? { at } : {}) }] }),
    result: null,
  });
  if (input.board.game !== 'gettysburg-77') return refuse('input', `The board is of ${input.board.game}; this planner follows the 1977 game's combat rules.`, 'board');
  if (!SIDES.includes(input.side)) return refuse('input', `Expected a side, ${SIDES.join(' or ')}.`, 'side');
  const goal = readPlanGoal(input.goal);
  if (typeof goal === 'string') return refuse('input', goal, 'goal');
  if (input.board.time.light === 'night') return refuse('refusal', 'This is a night turn: no combat takes place, so there is nothing to plan.', undefined);
  const result = planBattles(input.board, input.side, goal, input.ruleSet);
  if (goal.kind === 'hex' && !result.requiredHexes.includes(goal.hex)) {
    return refuse('input', `${goal.hex} holds no enemy combat unit next to a ${input.side} unit that can attack it; the hexes to attack are ${result.requiredHexes.join(', ') || 'none'}.`, 'goal');
  }
  return { answer: planResultAnswer(result), result };
}

export function planAnswer(input: PlanInput): Answer<PlanResult> {
  return planOutcome(input).answer;
}

/** The best ways to divide the phasing side's units into battles at the start of its combat phase. */
export const PLAN_CALCULATOR: Calculator<PlanInput, PlanResult> = {
  id: PLAN_CALCULATOR_ID,
  title: 'Best battles on this board',
  answer: planAnswer,
};
