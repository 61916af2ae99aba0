import type { Answer } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board } from '../../../core/board/board.js';
import type { Calculator } from '../../../core/calculator.js';
import { SIDES, type Side } from '../../../core/combat-unit.js';
import { step } from '../../../core/explanation.js';
import { makeAnswer } from '../../../core/make-answer.js';
import { plural } from '../../../core/words.js';
import { ARTILLERY_LINE_RULE } from './artillery-line.js';
import { sideRangesOfInfluence, type SideInfluence } from './side-influence.js';

export const INFLUENCE_CALCULATOR_ID = 'influence';

/** A board, the side whose movement is restricted (the other side's ranges are found), and the optional rules in play. */
export interface InfluenceInput {
  readonly board: Board;
  readonly side: Side;
  readonly ruleSet: RuleSetChoices;
}

const otherSide = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

/**
 * The enemy's ranges of influence in the one answer shape: the hexes as the value, the rules that set the
 * reach as steps, and a question for each thing the board does not say that would decide an undecided hex.
 */
export function sideInfluenceAnswer(r: SideInfluence): Answer<SideInfluence> {
  const count = Object.keys(r.hexes).length;
  const undecidedHexes = new Set(r.undecided.map((u) => u.hex)).size;
  const steps = [...r.steps];
  if (r.blocked.length > 0) steps.push(step(`${plural(r.blocked.length, 'longer artillery reach', 'longer artillery reaches')} blocked by what the line touches.`, ARTILLERY_LINE_RULE));
  // Adjutant's sources do not give the map's edges, so a range near one is listed as far as the labels go.
  steps.push(step('Where the map ends is not in Adjutant’s sources: hexes near an edge are listed as far as the map’s labels go.'));
  return makeAnswer({
    calculator: INFLUENCE_CALCULATOR_ID,
    game: 'gettysburg-77',
    value: r,
    summary: `${plural(count, 'hex', 'hexes')} inside ${otherSide(r.side)} ranges of influence${undecidedHexes > 0 ? `; ${plural(undecidedHexes, 'more hex', 'more hexes')} undecided` : ''}`,
    steps,
    questions: r.questions,
    problems: [],
  });
}

/** The calculator's answer from its input: a board of another game, or a side that is none, is an input problem. */
export function influenceAnswer(input: InfluenceInput): Answer<SideInfluence> {
  const refuse = (text: string, at: string): Answer<SideInfluence> =>
    makeAnswer<SideInfluence>({ calculator: INFLUENCE_CALCULATOR_ID, game: 'gettysburg-77', value: null, summary: null, steps: [], questions: [], problems: [{ severity: 'input', text, rule: null, at }] });
  if (input.board.game !== 'gettysburg-77') return refuse(`The board is of ${input.board.game}; these ranges of influence are the 1977 game's rules.`, 'board');
  if (!SIDES.includes(input.side)) return refuse(`Expected a side, ${SIDES.join(' or ')}.`, 'side');
  return sideInfluenceAnswer(sideRangesOfInfluence(input.board, input.side, input.ruleSet));
}

/** Every hex a side's units may not enter by strategic movement (nor build breastworks in): the enemy's ranges of influence. */
export const INFLUENCE_CALCULATOR: Calculator<InfluenceInput, SideInfluence> = {
  id: INFLUENCE_CALCULATOR_ID,
  title: 'Enemy ranges of influence',
  answer: influenceAnswer,
};
