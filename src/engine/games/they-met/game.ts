import type { GameModule } from '../../core/game-module.js';
import { TM_ORDER_OF_BATTLE } from './order-of-appearance.js';
import { TM_FIRE_CALCULATOR } from './fire/fire-answer.js';
import { IMPULSE_CALCULATOR } from './impulse-answer.js';
import { STACKING_THROUGH_CALCULATOR } from './stacking-through-answer.js';
import { TEM_CALCULATOR } from './tem-answer.js';
import { THEY_MET_BASICS } from './basics.js';
import { theyMetBattleModifiers } from './battle-modifiers.js';
import { THEY_MET_MAP_DATA } from './map-data.js';
import { tmRetreat } from './retreat/tm-retreat.js';

export const game: GameModule = {
  ...THEY_MET_BASICS,
  mapData: THEY_MET_MAP_DATA,
  battleModifiers: theyMetBattleModifiers,
  retreat: (request, settings) => tmRetreat(request, settings),
  calculators: [TEM_CALCULATOR, STACKING_THROUGH_CALCULATOR, IMPULSE_CALCULATOR, TM_FIRE_CALCULATOR],
  orderOfBattle: TM_ORDER_OF_BATTLE,
};
