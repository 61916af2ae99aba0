import type { GameModule } from '../../core/game-module.js';
import { HIGH_TIDE_BASICS } from './basics.js';

export const highTide: GameModule = {
  ...HIGH_TIDE_BASICS,
};
