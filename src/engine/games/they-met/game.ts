import type { GameModule } from '../../core/game-module.js';
import { THEY_MET_BASICS } from './basics.js';
import { theyMetBattleModifiers } from './battle-modifiers.js';

export const theyMet: GameModule = {
  ...THEY_MET_BASICS,
  battleModifiers: theyMetBattleModifiers,
};
