import type { VpRatioVictory } from '../../core/game-features.js';
import { chVictoryChanges, chVictoryLevel, chVictorySteps, chVpRatio, describeLevelChange } from './victory-level.js';

/** Cemetery Hill reads its victory level from the Union:Confederate VP ratio alone (14.5), so two totals answer it. */
export const CH_VP_RATIO_VICTORY: VpRatioVictory = {
  rule: '14.5',
  level(union, confederate) {
    const changes = chVictoryChanges(union, confederate);
    return {
      level: chVictoryLevel(union, confederate),
      ratio: chVpRatio(union, confederate),
      toChange: [changes.up, changes.down].flatMap((c) => (c ? [describeLevelChange(c)] : [])),
      steps: chVictorySteps(union, confederate),
    };
  },
};
