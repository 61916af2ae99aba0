import { D10_ZERO_IS_TEN } from '../../core/die.js';
import { genericForceStrength } from '../../core/force-strength.js';
import type { GameBasics } from '../../core/game-module.js';
import type { OptionalRule } from '../../core/optional-rule.js';

const OPTIONAL_RULES: readonly OptionalRule[] = [];

/** What the odds need of the game and what every page shows of it; game.ts adds the rules that read the board and score victory, where the seeds give them. */
export const GETTYSBURG_88_BASICS: GameBasics = {
  info: {
    id: 'gettysburg-88',
    name: "Gettysburg '88",
    publisher: 'Avalon Hill',
    year: '1988',
    die: D10_ZERO_IS_TEN,
    documents: [{ title: 'Rules clarifications 1–39 (update of 11/23/15)', seed: '000_884c94f15e643813.txt' }],
    known: [
      'A ten-sided die on which a rolled 0 counts as 10 (clarification 21).',
      'Both sides roll in combat; no combat roll may be modified by more than 10 in total.',
      'Units have two steps; flipping and eliminating enemy units score victory points, as do objective hexes.',
      'Confederates move and fight first in each game turn, then the Union.',
      'Double-range artillery, on attack and on defence (clarifications 23–34).',
    ],
    unknown: [
      'The combat results table and how the two rolls are compared.',
      'Terrain effects on combat other than woods (+1 to the defender).',
      'Artillery ranges in hexes, the stacking limit, night and initiative procedures.',
      'The victory-point values of the objective hexes, and the map.',
    ],
  },
  combatTable: null,
  missingTable: {
    what: "The combat results table of Gettysburg '88",
    rule: { game: 'gettysburg-88', document: "Gettysburg '88 rules sheet and Battle Manual (not in Adjutant's sources)", rule: 'Combat Results Table' },
  },
  optionalRules: OPTIONAL_RULES,
  forceStrength: genericForceStrength,
};
