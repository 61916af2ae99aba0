import type { GameModule } from '../../core/game-module.js';
import { GETTYSBURG_88_BASICS } from './basics.js';
import { G88_VICTORY } from './victory/g88-victory-rules.js';

export const gettysburg88: GameModule = {
  ...GETTYSBURG_88_BASICS,
  victory: G88_VICTORY,
};
