import { D10_ZERO_IS_TEN } from '../../core/die.js';
import { genericForceStrength } from '../../core/force-strength.js';
import type { GameBasics } from '../../core/game-module.js';
import type { OptionalRule } from '../../core/optional-rule.js';
import { ht } from './rule.js';

/** The optional rules of seed 003, each replacing or adding to a basic rule. */
const OPTIONAL_RULES: readonly OptionalRule[] = [
  { id: 'morale-ratings', title: 'Optional morale ratings', effect: 'Each unit uses the two morale values of the combat tables card (full / half strength); artillery is 7/5.', rule: ht('7.62–7.622', 'optional-morale-ratings'), advanced: false },
  { id: 'rally-modifiers', title: 'Extra rally modifiers', effect: 'With the morale ratings: +1 to rally with no enemy within 5 hexes or none in sight, and +1 on a night turn.', rule: ht('Optional morale ratings: rally modifiers (9.21)', 'rally-modifiers'), advanced: false },
  { id: 'captured-artillery', title: 'Captured artillery', effect: 'Unlimbered artillery that fails a morale check in melee surrenders or is captured, at the attacker’s choice.', rule: ht('8.331–8.335', 'captured-artillery'), advanced: false },
  { id: 'division-reorganization', title: 'Division reorganization', effect: 'On the 23-2400 turn, half-strength units may pass their strength points to another unit of their division.', rule: ht('10.5–10.54', 'division-reorganization'), advanced: false },
];

/** What the odds need of the game and what every page shows of it; game.ts adds the rules that read the board and score victory, where the seeds give them. */
export const HIGH_TIDE_BASICS: GameBasics = {
  info: {
    id: 'high-tide',
    name: 'Gettysburg – High Tide of the Confederacy',
    publisher: 'Peter Bertram',
    year: '1996',
    die: D10_ZERO_IS_TEN,
    documents: [{ title: 'Optional rules (1996)', seed: '003_f546defa9596d02a.txt' }],
    known: [
      'A ten-sided die (the captured-artillery roll reads 1–2, 3–4 and 5–10).',
      'Optional morale ratings, extra rally modifiers, captured artillery and division reorganization.',
    ],
    unknown: ['The basic rules themselves, their combat tables and the units’ morale tables.'],
  },
  combatTable: null,
  missingTable: {
    what: 'The combat tables of High Tide of the Confederacy',
    rule: { game: 'high-tide', document: "High Tide basic rules (not in Adjutant's sources)", rule: 'combat tables' },
  },
  optionalRules: OPTIONAL_RULES,
  forceStrength: genericForceStrength,
};
