import type { OptionalRule } from '../../core/optional-rule.js';
import { g77 } from './rule.js';

/** The id of "Increased Range of Influence for Artillery" in the rule set the players choose (the ranges of influence read it). */
export const ARTILLERY_RANGE_OPTION = 'artillery-range-5';

/** The Intermediate Game's optional rules, plus the Advanced Game's experience matrix, marked as such. */
export const G77_OPTIONAL_RULES: readonly OptionalRule[] = [
  { id: 'no-advance-when-reduced', title: 'Advance', effect: 'A unit reduced in a combat phase may not advance after combat.', rule: g77('Intermediate Game Optional Rules: Advance'), advanced: false },
  { id: 'attack-movement', title: 'Attack movement', effect: 'A unit two hexes from the enemy that means to attack must move next to it; attackers may not cross through one hex in opposite directions.', rule: g77('Intermediate Game Optional Rules: Attack Movement'), advanced: false },
  { id: 'optional-units', title: 'Optional units', effect: 'Optional units of the order of appearance may be brought on, each at the victory-point cost printed by its name.', rule: g77('Intermediate Game Optional Rules: Optional Units'), advanced: false },
  { id: ARTILLERY_RANGE_OPTION, title: 'Increased range of influence for artillery', effect: 'Artillery projects a range of influence of 5 hexes, blocked by woods, town hexes or hexsides, and higher ground.', rule: g77('Intermediate Game Optional Rules: Increased Range of Influence for Artillery'), advanced: false },
  { id: 'headquarters-modification', title: 'Headquarters modification', effect: 'When both sides have a headquarters of value 4 or more in a battle, the side with the higher value gets a favourable 1.', rule: g77('Intermediate Game Optional Rules: Headquarters Modification'), advanced: false },
  { id: 'experience-matrix', title: 'Experience matrix (Advanced Game)', effect: 'Modifies the die by the experience colours of attacker and defender. An Advanced Game rule: the Intermediate Game ignores it.', rule: g77('Experience Matrix'), advanced: true },
];
