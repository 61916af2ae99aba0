import type { GameDescription } from '../../core/game-module.js';
import { GETTYSBURG_88_BASICS } from './basics.js';
import { G88_MAP } from './map.js';
import { G88_VICTORY_SETTINGS_INPUT } from './victory/victory-settings-input.js';

/** The game as the registry lists it: what every page needs at once. The rest of its rules, game.ts, loads on demand. */
export const description: GameDescription = {
  basics: GETTYSBURG_88_BASICS,
  map: G88_MAP,
  features: {
    shortTitle: "Gettysburg '88",
    userInputs: ['movement-settings', 'victory-settings'],
    tools: ['movement', 'exit-during-turn', 'retreat', 'double-range-artillery'],
    victorySettings: G88_VICTORY_SETTINGS_INPUT,
  },
};
