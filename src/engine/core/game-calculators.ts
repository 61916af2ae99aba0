import type { AnyCalculator } from './calculator.js';
import type { GameModule } from './game-module.js';
import { modifiersCalculator } from './modifiers-answer.js';
import { oddsCalculator } from './odds-answer.js';
import { retreatCalculator } from './retreat-answer.js';
import { victoryCalculator } from './victory-answer.js';

/**
 * The calculators every game gets from core, registered here once: the odds always, and the battle modifiers,
 * the victory tally and retreat priority wherever the game's module has those rules.
 */
export function commonCalculators(game: GameModule): AnyCalculator[] {
  const list: AnyCalculator[] = [oddsCalculator(game)];
  const find = game.battleModifiers;
  if (find) list.push(modifiersCalculator(game.info.id, (battle, ruleSet) => find.call(game, battle, ruleSet)));
  if (game.victory) list.push(victoryCalculator(game.info.id, game.victory));
  if (game.retreat) list.push(retreatCalculator(game, game.retreat));
  return list;
}

/** Every calculator of a game: the common ones, then the game's own (its game.ts lists them). */
export function gameCalculators(game: GameModule): readonly AnyCalculator[] {
  return [...commonCalculators(game), ...(game.calculators ?? [])];
}
