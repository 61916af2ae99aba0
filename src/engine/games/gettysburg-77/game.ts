import type { GameModule } from '../../core/game-module.js';
import { G77_ORDER_OF_BATTLE } from './order-of-appearance.js';
import { GETTYSBURG_77_BASICS } from './basics.js';
import { g77BattleModifiers } from './battle-modifiers.js';
import { G77_VICTORY } from './victory/g77-victory-rules.js';
import { G77_MAP_DATA } from './map-data.js';
import { INFLUENCE_CALCULATOR } from './influence/influence-answer.js';
import { GUN_REACH_CALCULATOR } from './influence/gun-reach-answer.js';
import { g77Retreat } from './retreat/g77-retreat.js';
import { PLAN_CALCULATOR } from './plan/plan-answer.js';

export const game: GameModule = {
  ...GETTYSBURG_77_BASICS,
  mapData: G77_MAP_DATA,
  battleModifiers: g77BattleModifiers,
  victory: G77_VICTORY,
  retreat: g77Retreat,
  calculators: [INFLUENCE_CALCULATOR, GUN_REACH_CALCULATOR, PLAN_CALCULATOR],
  orderOfBattle: G77_ORDER_OF_BATTLE,
};
