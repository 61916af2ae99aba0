import { genericForceStrength } from '../../core/force-strength.js';
import type { GameBasics } from '../../core/game-module.js';
import type { OptionalRule } from '../../core/optional-rule.js';

const OPTIONAL_RULES: readonly OptionalRule[] = [];

/** What the odds need of the game and what every page shows of it; game.ts adds the rules that read the board and score victory, where the seeds give them. */
export const THEY_MET_BASICS: GameBasics = {
  info: {
    id: 'they-met',
    name: 'They Met at Gettysburg',
    publisher: 'Peter Perla',
    year: '1996–97',
    die: null,
    documents: [{ title: 'Additions, corrections, clarifications and answers (January 1997) and order-of-appearance errata', seed: '004_83998f965c11d736.txt' }],
    known: [
      'An area-movement game with off-map Zones; areas meeting only at a point are not adjacent.',
      'Impulses, bombardment, volley and assault, leaders and entrenchments.',
    ],
    unknown: ['The terrain effects modifier of each area, the combat tables, the stacking limit, and the map’s areas and adjacency.'],
  },
  combatTable: null,
  missingTable: {
    what: 'The combat tables of They Met at Gettysburg',
    rule: { game: 'they-met', document: "They Met at Gettysburg rules (not in Adjutant's sources)", rule: 'combat tables' },
  },
  optionalRules: OPTIONAL_RULES,
  forceStrength: genericForceStrength,
};
