import { D6 } from '../../core/die.js';
import type { GameBasics } from '../../core/game-module.js';
import { G77_COMBAT_TABLE } from './combat-results-table.js';
import { G77_OPTIONAL_RULES } from './optional-rules.js';
import { g77ForceStrength } from './strength-rules.js';

/** What the odds need of the game and what every page shows of it; game.ts adds the rules that read the board and score victory, where the seeds give them. */
export const GETTYSBURG_77_BASICS: GameBasics = {
  info: {
    id: 'gettysburg-77',
    name: 'Gettysburg (1977), Intermediate Game',
    publisher: 'Avalon Hill',
    year: '1977',
    die: D6,
    documents: [{ title: 'Intermediate Game rules and tables', seed: '002_581d685a3c63a356.txt' }],
    known: [
      'The odds determination table, the combat results table and the die-roll modifications.',
      'Victory points, sequence of play, movement, stacking, zones of control, retreat, disorganization, headquarters, night and breastworks.',
      'The order of appearance.',
    ],
    unknown: [
      'Errata.',
      "The map's terrain, elevations and extent (the rules refer to a display map that is not in Adjutant's sources).",
      'Which hexes are Gettysburg town hexes (the rules mark them on the map, by a dark centre point).',
      "The Headquarters Table's die rolls: the sources give its two results but not which roll gives which.",
    ],
  },
  combatTable: G77_COMBAT_TABLE,
  missingTable: null,
  optionalRules: G77_OPTIONAL_RULES,
  forceStrength: g77ForceStrength,
};
