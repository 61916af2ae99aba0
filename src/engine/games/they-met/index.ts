import type { GameDescription } from '../../core/game-module.js';
import { THEY_MET_BASICS } from './basics.js';
import { THEY_MET_MAP } from './map.js';

/** The game as the registry lists it: what every page needs at once. The rest of its rules, game.ts, loads on demand. */
export const description: GameDescription = {
  basics: THEY_MET_BASICS,
  map: THEY_MET_MAP,
  features: {
    shortTitle: 'They Met at Gettysburg',
    userInputs: ['area-tems'],
    tools: ['area-combat', 'impulse-track', 'area-map', 'retreat', 'area-fire'],
  },
};
