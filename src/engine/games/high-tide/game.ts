import type { GameModule } from '../../core/game-module.js';
import { HIGH_TIDE_BASICS } from './basics.js';
import { HIGH_TIDE_MAP_DATA } from './map-data.js';

export const game: GameModule = {
  ...HIGH_TIDE_BASICS,
  mapData: HIGH_TIDE_MAP_DATA,
};
