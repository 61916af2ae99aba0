import type { GameModule } from '../../core/game-module.js';
import { CAVALRY_EXIT_CALCULATOR } from './cavalry-exit-answer.js';
import { CEMETERY_HILL_BASICS } from './basics.js';
import { cemeteryHillBattleModifiers } from './battle-modifiers.js';
import { cemeteryHillVictory } from './victory-rules.js';
import { CEMETERY_HILL_MAP_DATA } from './map-data.js';
import { chRetreat } from './retreat/ch-retreat.js';

export const game: GameModule = {
  ...CEMETERY_HILL_BASICS,
  mapData: CEMETERY_HILL_MAP_DATA,
  battleModifiers: cemeteryHillBattleModifiers,
  victory: cemeteryHillVictory,
  retreat: (request, settings) => chRetreat(request, settings),
  calculators: [CAVALRY_EXIT_CALCULATOR],
};
