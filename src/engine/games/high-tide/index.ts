import type { GameDescription } from '../../core/game-module.js';
import { HIGH_TIDE_BASICS } from './basics.js';
import { HIGH_TIDE_MAP } from './map.js';

/** The game as the registry lists it: what every page needs at once. The rest of its rules, game.ts, loads on demand. */
export const description: GameDescription = {
  basics: HIGH_TIDE_BASICS,
  map: HIGH_TIDE_MAP,
  features: {
    shortTitle: 'High Tide',
    userInputs: ['morale-ratings'],
    tools: ['rally-check'],
  },
};
