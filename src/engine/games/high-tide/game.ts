import type { GameModule } from '../../core/game-module.js';
import { HT_ORDER_OF_BATTLE } from './order-of-appearance.js';
import { CAPTURED_ARTILLERY_CALCULATOR } from './captured-artillery-answer.js';
import { REORGANIZATION_CALCULATOR } from './division-reorganization-answer.js';
import { MORALE_RATING_CALCULATOR } from './morale-rating-answer.js';
import { RALLY_CALCULATOR } from './rally-modifiers-answer.js';
import { HIGH_TIDE_BASICS } from './basics.js';
import { HIGH_TIDE_MAP_DATA } from './map-data.js';

export const game: GameModule = {
  ...HIGH_TIDE_BASICS,
  mapData: HIGH_TIDE_MAP_DATA,
  calculators: [CAPTURED_ARTILLERY_CALCULATOR, REORGANIZATION_CALCULATOR, MORALE_RATING_CALCULATOR, RALLY_CALCULATOR],
  orderOfBattle: HT_ORDER_OF_BATTLE,
};
