import type { Answer, Problem, Question } from './answer.js';
import type { Calculator } from './calculator.js';
import type { Side } from './combat-unit.js';
import { step, type Step } from './explanation.js';
import type { GameId } from './game-id.js';
import { makeAnswer } from './make-answer.js';
import type { LedgerRow, VictoryRules, VictoryStanding, VpTally } from './victory.js';
import { signed } from './words.js';

export const VICTORY_CALCULATOR_ID = 'victory';

/** What the victory calculator is asked: the ledger, the user's victory settings, and which row to stand at. */
export interface VictoryInput {
  readonly rows: readonly LedgerRow[];
  readonly settings: Readonly<Record<string, unknown>>;
  /** Index of the row to tally up to; the last row when left out. */
  readonly atRow?: number;
}

/** Where the ledger stands at one row: its tally, and the level it gives (null where the game names none). */
export interface VictoryAt {
  readonly tally: VpTally;
  readonly standing: VictoryStanding | null;
}

const sideName = (side: Side): string => (side === 'union' ? 'Union' : 'Confederate');

/**
 * A ledger's tally and standing in the one answer shape: each scoring item a step with its rule, then the
 * standing's own steps and what would change it; each undecided item a question under its own id. The
 * summary is the score and the level, "Union 12, Confederate 9: Union Marginal" (the score so far while a
 * question is open).
 */
export function victoryAnswer(game: GameId, tally: VpTally, standing: VictoryStanding | null): Answer<VictoryAt> {
  const steps: Step[] = [
    ...tally.items.map((i) => step(`${sideName(i.side)} ${signed(i.points)} VP: ${i.text}`, i.rule)),
    ...(standing?.steps ?? []),
    ...(standing?.toChange ?? []).map((t) => step(t)),
  ];
  const questions: Question[] = tally.undecided.map((u) => ({ id: u.id, ask: u.question, rule: null }));
  const score = `Union ${tally.union}, Confederate ${tally.confederate}`;
  const level = standing ? `: ${standing.level}` : '';
  return makeAnswer({
    calculator: VICTORY_CALCULATOR_ID,
    game,
    value: { tally, standing },
    summary: questions.length > 0 ? `${score} so far` : `${score}${level}`,
    steps,
    questions,
    problems: [],
  });
}

function noRow(game: GameId, text: string): Answer<VictoryAt> {
  const problems: Problem[] = [{ severity: 'input', text, rule: null, at: 'atRow' }];
  return makeAnswer<VictoryAt>({ calculator: VICTORY_CALCULATOR_ID, game, value: null, summary: null, steps: [], questions: [], problems });
}

/** The victory calculator of a game whose module has victory rules: the tally and standing at one row of its ledger. */
export function victoryCalculator(game: GameId, rules: VictoryRules): Calculator<VictoryInput, VictoryAt> {
  return {
    id: VICTORY_CALCULATOR_ID,
    title: 'Victory points and level',
    answer: ({ rows, settings, atRow }) => {
      const index = atRow ?? rows.length - 1;
      const row = rows[index];
      if (rows.length === 0) return noRow(game, 'The ledger has no rows yet: add the end of a player-turn to tally it.');
      if (!Number.isInteger(index) || row === undefined) return noRow(game, `The ledger has rows 0 to ${rows.length - 1}; there is no row ${index}.`);
      const tally = rules.tallies(rows.slice(0, index + 1), settings)[index];
      if (tally === undefined) return noRow(game, `The victory rules gave no tally for row ${index}.`);
      return victoryAnswer(game, tally, rules.standing(tally, row));
    },
  };
}
