import type { GameModule } from '../../core/game-module.js';
import { G88_ORDER_OF_BATTLE } from './order-of-appearance.js';
import { ARTILLERY_CALCULATOR } from './artillery/artillery-answer.js';
import { MOVEMENT_CALCULATOR } from './movement/move-path-answer.js';
import { GETTYSBURG_88_BASICS } from './basics.js';
import { G88_VICTORY } from './victory/g88-victory-rules.js';
import { G88_MAP_DATA } from './map-data.js';
import { g88Retreat } from './retreat/g88-retreat.js';

export const game: GameModule = {
  ...GETTYSBURG_88_BASICS,
  mapData: G88_MAP_DATA,
  victory: G88_VICTORY,
  retreat: (request, settings) => g88Retreat(request, settings),
  calculators: [MOVEMENT_CALCULATOR, ARTILLERY_CALCULATOR],
  orderOfBattle: G88_ORDER_OF_BATTLE,
};
