import type { Question } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import type { Step } from '../../../core/explanation.js';
import { BattleBook, type ColumnResults, type FoughtBattle } from './battle-eval.js';
import type { GroupPlan, PlanContext } from './defender-choice.js';
import { hexHold } from './hex-hold.js';
import { partBoard } from './part-board.js';
import { findFront } from './plan-front.js';
import { type BattleWorth, type PlanGoal, type Score, addWorth, compareScores, NO_WORTH } from './plan-goal.js';
import { searchPart, type PartPlan, type SearchCount } from './plan-search.js';
import { differenceInWords } from './plan-words.js';

/** A whole plan for the round: every battle, what it is worth, and how far it is from the best. */
export interface BattlePlan {
  readonly battles: readonly FoughtBattle[];
  readonly worth: BattleWorth;
  readonly score: Score;
  /** How this plan falls short of the best, in words; null for the best. */
  readonly difference: string | null;
}

/** What the plans rest on: the hexes that must be attacked, what is asked, and how much was searched. */
interface PlanGrounds {
  /** Enemy-occupied hexes that must be attacked this round. */
  readonly requiredHexes: readonly string[];
  /** What the board does not say that a line of some battle shown depends on: those lines are left off. */
  readonly questions: readonly Question[];
  readonly notes: readonly Step[];
  /** How much was searched, for the answer's account of itself. */
  readonly search: { readonly parts: number; readonly attackers: number; readonly assignments: number; readonly pruned: number; readonly battlesEvaluated: number };
}

export interface PlanResult extends PlanGrounds {
  /** The phasing side, the attacker in every battle. */
  readonly side: Side;
  readonly goal: PlanGoal;
  /** Best first; at most `keep`. Empty when no unit of the side is next to an enemy combat unit. */
  readonly plans: readonly BattlePlan[];
}

/** Plans kept per part and in all. */
export const PLANS_KEPT = 5;

function dedupe(qs: readonly Question[]): Question[] {
  const seen = new Set<string>();
  const out: Question[] = [];
  for (const q of qs) {
    if (seen.has(q.id)) continue;
    seen.add(q.id);
    out.push(q);
  }
  return out;
}

const bestWorth = (groups: readonly GroupPlan[]): BattleWorth => groups.reduce((w, g) => addWorth(w, g.worth), NO_WORTH);

/** A sum of one plan from each part so far: the plan of the last part and the sum before it. */
interface Combo {
  readonly before: Combo | null;
  readonly plan: PartPlan | null;
  readonly score: Score;
}

/**
 * The best `keep` sums of one plan from each part: the k best of a sum come from the k best of each term.
 * The groups of a sum are gathered only for the sums kept.
 */
function combine(parts: readonly (readonly PartPlan[])[], keep: number): { groups: GroupPlan[]; score: Score }[] {
  let combos: Combo[] = [{ before: null, plan: null, score: { main: 0, tie: 0 } }];
  for (const plans of parts) {
    const next = combos.flatMap((c) => plans.map((p): Combo => ({ before: c, plan: p, score: { main: c.score.main + p.score.main, tie: c.score.tie + p.score.tie } })));
    next.sort((a, b) => compareScores(b.score, a.score));
    combos = next.slice(0, keep);
  }
  return combos.map((c) => {
    const chain: PartPlan[] = [];
    for (let at: Combo | null = c; at !== null; at = at.before) if (at.plan) chain.push(at.plan);
    return { groups: chain.reverse().flatMap((p) => p.groups), score: c.score };
  });
}

/**
 * The phasing side's best ways to divide its units next to the enemy into battles at the start of its
 * combat phase, for one goal, each battle valued exactly after the defender's best choice of defenders.
 * Parts of the line that share no unit and no hex are searched apart and their best plans combined.
 */
export function planBattles(board: Board, side: Side, goal: PlanGoal, ruleSet: RuleSetChoices, keep = PLANS_KEPT): PlanResult {
  const front = findFront(board, side);
  const hold = goal.kind === 'hex' ? hexHold(board, goal.hex) : null;
  const units = new Map(board.units.map((u) => [u.id, u]));
  let evaluations = 0;
  const count: SearchCount = { assignments: 0, pruned: 0 };
  const requiredHexes = front.parts.flatMap((p) => p.hexes.map((h) => h.hex)).sort();
  const base = { side, goal, requiredHexes, notes: front.notes };
  const search = (assignments: number, pruned: number) => ({ parts: front.parts.length, attackers: front.parts.reduce((n, p) => n + p.attackers.length, 0), assignments, pruned, battlesEvaluated: evaluations });
  if (front.questions.length > 0) return { ...base, plans: [], questions: front.questions, search: search(0, 0) };
  const columns: ColumnResults = new Map();
  const perPart = front.parts.map((p) => {
    // Each part has its own memory of battles, over the part's own corner of the board; the columns' results are shared.
    const ctx: PlanContext = { book: new BattleBook(partBoard(board, p), ruleSet, columns), goal, units, hold };
    const plans = searchPart(ctx, p, keep, count);
    evaluations += ctx.book.evaluations;
    return plans;
  });
  const combos = front.parts.length === 0 ? [] : combine(perPart, keep);
  const best = combos[0];
  const plans: BattlePlan[] = combos.map((c, k) => {
    const battles = c.groups.flatMap((g) => g.battles);
    const worth = bestWorth(c.groups);
    return { battles, worth, score: c.score, difference: k === 0 || !best ? null : differenceInWords(goal, worth, bestWorth(best.groups)) };
  });
  const questions = dedupe([...plans.flatMap((p) => p.battles.flatMap((b) => b.questions)), ...(hold?.question && requiredHexes.includes(goal.kind === 'hex' ? goal.hex : '') ? [hold.question] : [])]);
  return { ...base, plans, questions, search: search(count.assignments, count.pruned) };
}
