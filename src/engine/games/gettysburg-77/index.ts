import type { GameDescription } from '../../core/game-module.js';
import { GETTYSBURG_77_BASICS } from './basics.js';
import { G77_MODIFICATIONS } from './die-roll-modifications.js';
import { G77_MAP } from './map.js';
import { G77_VICTORY_SETTINGS_INPUT } from './victory/victory-settings-input.js';

/** The game as the registry lists it: what every page needs at once. The rest of its rules, game.ts, loads on demand. */
export const description: GameDescription = {
  basics: GETTYSBURG_77_BASICS,
  map: G77_MAP,
  features: {
    shortTitle: 'Gettysburg (1977)',
    userInputs: ['victory-settings'],
    tools: ['retreat', 'range-of-influence', 'artillery-influence', 'battle-plan'],
    combatUnitMarks: ['retreated-onto-friends'],
    modifications: G77_MODIFICATIONS,
    victorySettings: G77_VICTORY_SETTINGS_INPUT,
  },
};
