import type { GameModule } from '../../core/game-module.js';
import { GETTYSBURG_77_BASICS } from './basics.js';
import { g77BattleModifiers } from './battle-modifiers.js';
import { G77_VICTORY } from './victory/g77-victory-rules.js';

export const gettysburg77: GameModule = {
  ...GETTYSBURG_77_BASICS,
  battleModifiers: g77BattleModifiers,
  victory: G77_VICTORY,
};
