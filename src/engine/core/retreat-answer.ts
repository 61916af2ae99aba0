import type { Answer, Problem } from './answer.js';
import type { Calculator } from './calculator.js';
import { step, type Step } from './explanation.js';
import type { GameModule } from './game-module.js';
import { makeAnswer } from './make-answer.js';
import { OFF_BOARD, type RetreatOption, type RetreatRequest, type RetreatResult } from './retreat.js';
import { plural } from './words.js';

export const RETREAT_CALCULATOR_ID = 'retreat';

/** What the retreat calculator is asked: the unit and its battle on the board, and the game's stored settings its rules read. */
export interface RetreatInput {
  readonly request: RetreatRequest;
  readonly settings: unknown;
}

/** A path as a player reads it: "O37 → P36", "off the board". */
export function pathWords(path: readonly string[]): string {
  return path.map((h) => (h === OFF_BOARD ? 'off the board' : h)).join(' → ');
}

/** What an option costs, in a few words; none when it costs nothing. */
export function optionCosts(o: RetreatOption): string[] {
  return [
    o.stepsLost > 0 ? `${plural(o.stepsLost, 'more step')} lost` : null,
    o.disorganized ? 'disorganized' : null,
    o.endsInEnemyZoc ? 'ends in an enemy zone of control' : null,
    o.overstacked ? 'overstacked' : null,
    o.offBoard ? 'leaves the map' : null,
  ].filter((c): c is string => c !== null);
}

function summary(r: RetreatResult): string | null {
  const first = r.options[0];
  if (first === undefined) {
    if (r.noRetreat) return `No retreat: ${plural(r.noRetreat.stepsLost, 'more step')} lost`;
    return r.mayStay ? 'May stay' : null;
  }
  const tied = r.options.filter((o) => o.rank === first.rank).length;
  const count = r.options.length === 1 ? 'One retreat' : `${r.options.length} retreats`;
  const choice = tied > 1 ? `, ${tied} of them first (your choice)` : `, first ${pathWords(first.path)}`;
  return `${count}${choice}${r.mayStay ? '; or stay' : ''}`;
}

/**
 * A retreat in the one answer shape: for each option in rank order, a step naming it and its costs, then its
 * own steps; then staying, or what having no retreat costs; then each hex refused, with its rule. The result
 * itself (paths, ranks, costs) is the value, as the command line's JSON gives it.
 */
export function retreatAnswer(r: RetreatResult): Answer<RetreatResult> {
  const steps: Step[] = [];
  for (const o of r.options) {
    const costs = optionCosts(o);
    steps.push(step(`Rank ${o.rank}: ${pathWords(o.path)}${costs.length > 0 ? ` (${costs.join(', ')})` : ''}.`));
    steps.push(...o.steps);
  }
  if (r.mayStay) steps.push(step(`May stay: ${r.mayStay.reason}`, r.mayStay.rule));
  if (r.noRetreat) steps.push(...r.noRetreat.steps);
  for (const h of r.rejected) steps.push(step(`Not ${h.hex}: ${h.reason}`, h.rule));
  const problems: Problem[] = [...r.problems];
  return makeAnswer({ calculator: RETREAT_CALCULATOR_ID, game: r.game, value: r, summary: summary(r), steps, questions: r.questions, problems });
}

/** The retreat calculator of a game whose module has retreat rules. */
export function retreatCalculator(game: GameModule, retreat: NonNullable<GameModule['retreat']>): Calculator<RetreatInput, RetreatResult> {
  return {
    id: RETREAT_CALCULATOR_ID,
    title: 'Retreat priority',
    answer: ({ request, settings }) => retreatAnswer(retreat.call(game, request, settings)),
  };
}
