import type { GameDescription } from '../../core/game-module.js';
import { CEMETERY_HILL_BASICS } from './basics.js';
import { CEMETERY_HILL_MAP } from './map.js';
import { CH_VICTORY_SETTINGS_INPUT } from './victory-settings-input.js';
import { CH_VP_RATIO_VICTORY } from './vp-ratio-victory.js';

/** The game as the registry lists it: what every page needs at once. The rest of its rules, game.ts, loads on demand. */
export const description: GameDescription = {
  basics: CEMETERY_HILL_BASICS,
  map: CEMETERY_HILL_MAP,
  features: {
    shortTitle: 'Cemetery Hill',
    userInputs: ['terrain-effects', 'victory-settings'],
    tools: ['cavalry-exit', 'retreat'],
    victorySettings: CH_VICTORY_SETTINGS_INPUT,
    vpRatioVictory: CH_VP_RATIO_VICTORY,
  },
};
