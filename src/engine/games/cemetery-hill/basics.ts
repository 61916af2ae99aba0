import { genericForceStrength } from '../../core/force-strength.js';
import type { GameBasics } from '../../core/game-module.js';
import type { OptionalRule } from '../../core/optional-rule.js';

const OPTIONAL_RULES: readonly OptionalRule[] = [];

/** What the odds need of the game and what every page shows of it; game.ts adds the rules that read the board and score victory, where the seeds give them. */
export const CEMETERY_HILL_BASICS: GameBasics = {
  info: {
    id: 'cemetery-hill',
    name: 'Cemetery Hill (Blue & Gray series)',
    publisher: 'SPI 1975; Decision Games 1995 and 2016',
    year: '1975',
    die: null,
    documents: [{ title: 'Exclusive rules 14.0–14.6', seed: '001_92c16b93bbbbc9a6.txt' }],
    known: [
      'Fifteen game turns; the Union player moves first and has no player-turn on turn 1 (14.1).',
      'The reinforcement schedule and the rescheduling of blocked entries (14.3).',
      'Exiting units (14.4), victory points and the victory ratios (14.5), the cavalry-exit award (14.53), the creek (14.6).',
    ],
    unknown: [
      "The series' combat results table and terrain effects chart, and its ZOC and stacking rules.",
      "The map's terrain, which roads leave the east and west edges, and the creek's hexes.",
      "The die the series' table uses.",
    ],
  },
  combatTable: null,
  missingTable: {
    what: 'The combat results table of the Blue & Gray series (used by Cemetery Hill)',
    rule: { game: 'cemetery-hill', document: "Blue & Gray series standard rules (not in Adjutant's sources)", rule: 'Combat Results Table' },
  },
  optionalRules: OPTIONAL_RULES,
  forceStrength: genericForceStrength,
};
