import type { Answer, Problem } from './answer.js';
import type { Calculator } from './calculator.js';
import type { CombatTable } from './combat-table.js';
import type { GameBasics } from './game-module.js';
import { makeAnswer } from './make-answer.js';
import { resolveCombat, type CombatAnswer, type OddsRequest } from './resolve-combat.js';
import type { RuleRef } from './rule-ref.js';

export const ODDS_CALCULATOR_ID = 'odds';

/** What the odds calculator is asked: the battle, and the table the player entered where the seeds have none. */
export interface OddsInput {
  readonly request: OddsRequest;
  readonly userTable: CombatTable | null;
}

/**
 * The rule behind a refusal. resolveCombat says a strength rule's refusal in a step of the same words, and a
 * missing table likewise; the defence of 0 is plain arithmetic; what remains is odds below the lowest column,
 * which the table's limits forbid.
 */
function refusalRule(a: CombatAnswer, refusal: string, table: CombatTable | null): RuleRef | null {
  const said = a.explanation.find((s) => s.text === refusal);
  if (said) return said.rule;
  if (a.defense <= 0 || a.missingTable !== null) return null;
  return table?.citations.limits ?? null;
}

/** The odds column in a few words: the column, or the plain ratio where there is no column (opposed rolls, or no table). */
function oddsSummary(a: CombatAnswer): string | null {
  if (a.missingTable !== null) return a.ratio;
  if (!a.allowed) return null;
  return a.odds === null || a.odds === '—' ? a.ratio : a.odds;
}

/**
 * The combat odds in the one answer shape. A refused battle is a 'refusal' problem in the answer's own words
 * and rule; a table Adjutant does not have is an 'input' problem (the player enters it in Options), though the
 * plain ratio is still the summary. `table` is the table the answer was computed on (the seed's or the user's).
 */
export function oddsAnswer(a: CombatAnswer, table: CombatTable | null): Answer<CombatAnswer> {
  // A unit the rules keep out is said at the top of the answer, not only in its steps: it is not in the totals.
  const problems: Problem[] = a.leftOut.map((u) => ({ severity: 'note', text: `Left out of the ${u.role === 'attacker' ? 'attack' : 'defence'}: ${u.name}, ${u.why}.`, rule: u.rule }));
  if (a.refusal !== null) {
    problems.push({ severity: a.missingTable !== null ? 'input' : 'refusal', text: a.refusal, rule: refusalRule(a, a.refusal, table) });
  }
  return makeAnswer({
    calculator: ODDS_CALCULATOR_ID,
    game: a.game,
    value: a.allowed ? a : null,
    summary: oddsSummary(a),
    steps: a.explanation,
    questions: [],
    problems,
  });
}

/** The combat odds calculator of one game: every game has it (core/game-calculators.ts lists it). */
export function oddsCalculator(game: GameBasics): Calculator<OddsInput, CombatAnswer> {
  return {
    id: ODDS_CALCULATOR_ID,
    title: 'Combat odds',
    answer: ({ request, userTable }) => oddsAnswer(resolveCombat(game, request, userTable), game.combatTable ?? userTable),
  };
}
