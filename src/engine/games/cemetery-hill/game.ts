import type { GameModule } from '../../core/game-module.js';
import { CEMETERY_HILL_BASICS } from './basics.js';
import { cemeteryHillBattleModifiers } from './battle-modifiers.js';
import { cemeteryHillVictory } from './victory-rules.js';

export const cemeteryHill: GameModule = {
  ...CEMETERY_HILL_BASICS,
  battleModifiers: cemeteryHillBattleModifiers,
  victory: cemeteryHillVictory,
};
