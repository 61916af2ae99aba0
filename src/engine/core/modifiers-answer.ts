import type { Answer, Question } from './answer.js';
import type { Battle, BattleModifiers, RuleSetChoices } from './battle.js';
import type { Calculator } from './calculator.js';
import { step, type Step } from './explanation.js';
import type { GameId } from './game-id.js';
import { makeAnswer } from './make-answer.js';
import { applyChoices, describeModifierLine, modifierTotal } from './modifier-line.js';
import { signed } from './words.js';

export const MODIFIERS_CALCULATOR_ID = 'modifiers';

/** What the modifiers calculator is asked: the battle on the board, and which optional rules are on. */
export interface ModifiersInput {
  readonly battle: Battle;
  readonly ruleSet: RuleSetChoices;
}


/**
 * Modifiers found on the board in the one answer shape: each line a step with its rule (as the odds
 * explanation words it), then the terrain that multiplies a defender, then the notes; each undecided item a
 * question under its own id, so an answer given once is remembered. The summary is the total, "+2"; while a
 * question is open it is the total so far and the value waits. `calculator` names the calculator that found
 * them (a battle's modifiers, or another roll's such as High Tide's rally).
 */
export function modifiersAnswer(game: GameId, calculator: string, m: BattleModifiers): Answer<BattleModifiers> {
  const applied = applyChoices(m.lines, []);
  const steps: Step[] = [
    ...applied.map((l) => step(describeModifierLine(l), l.rule)),
    ...(m.defenceMultipliers ?? []).map((d) => step(`${d.unitId}'s strength is multiplied by ${d.factor}: ${d.reason}.`, d.rule)),
    ...m.notes,
  ];
  const questions: Question[] = m.undecided.map((u) => ({ id: u.id, ask: u.question, rule: null }));
  const total = signed(modifierTotal(applied));
  return makeAnswer({
    calculator,
    game,
    value: m,
    summary: questions.length > 0 ? `${total} so far` : total,
    steps,
    questions,
    problems: [],
  });
}

/** The battle modifiers calculator of a game whose module reads them off the board. */
export function modifiersCalculator(game: GameId, find: (battle: Battle, ruleSet: RuleSetChoices) => BattleModifiers): Calculator<ModifiersInput, BattleModifiers> {
  return {
    id: MODIFIERS_CALCULATOR_ID,
    title: 'Battle modifiers',
    answer: ({ battle, ruleSet }) => modifiersAnswer(game, MODIFIERS_CALCULATOR_ID, find(battle, ruleSet)),
  };
}
