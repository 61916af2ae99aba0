import type { GameModule } from '../../core/game-module.js';
import { THEY_MET_BASICS } from './basics.js';
import { theyMetBattleModifiers } from './battle-modifiers.js';
import { THEY_MET_MAP_DATA } from './map-data.js';

export const game: GameModule = {
  ...THEY_MET_BASICS,
  mapData: THEY_MET_MAP_DATA,
  battleModifiers: theyMetBattleModifiers,
};
