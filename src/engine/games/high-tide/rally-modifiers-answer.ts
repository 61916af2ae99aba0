import type { Answer } from '../../core/answer.js';
import type { BattleModifiers, RuleSetChoices } from '../../core/battle.js';
import type { Board } from '../../core/board/board.js';
import type { Calculator } from '../../core/calculator.js';
import { modifiersAnswer } from '../../core/modifiers-answer.js';
import { rallyModifiers, type RallyStatements } from './rally-modifiers.js';

export const RALLY_CALCULATOR_ID = 'rally';

/** What the rally calculator is asked: the routed unit on the board, the rule set, and what the players state. */
export interface RallyInput {
  readonly board: Board;
  readonly unitId: string;
  readonly ruleSet: RuleSetChoices;
  readonly stated?: RallyStatements;
}

/** The rally modifiers have a battle's modifiers' shape (lines, undecided, notes), so they answer as those do. */
export function rallyModifiersAnswer(m: BattleModifiers): Answer<BattleModifiers> {
  return modifiersAnswer('high-tide', RALLY_CALCULATOR_ID, m);
}

/** The two extra rally modifiers of the optional morale ratings. */
export const RALLY_CALCULATOR: Calculator<RallyInput, BattleModifiers> = {
  id: RALLY_CALCULATOR_ID,
  title: 'Rally modifiers',
  answer: ({ board, unitId, ruleSet, stated }) => rallyModifiersAnswer(rallyModifiers(board, unitId, ruleSet, stated ?? {})),
};
