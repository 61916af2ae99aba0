import type { ModificationLine } from '../../core/modification.js';
import { g77 } from './rule.js';

const drm = g77('Die Roll Modifications');

/**
 * The Intermediate Game's die-roll modification table, restated. Low modified rolls favour the
 * attacker, so the attacker's lines are negative and the defender's positive; all are cumulative.
 */
export const G77_MODIFICATIONS: readonly ModificationLine[] = [
  { id: 'attacker-higher', text: 'an attacking combat unit stands higher than every defender', value: -1, perUnit: false, rule: drm },
  { id: 'defender-disorganized', text: 'a defending unit is disorganized or shattered', value: -1, perUnit: true, rule: drm },
  { id: 'attacker-headquarters', text: 'a headquarters of reorganization value 4 or more is stacked with an attacker', value: -1, perUnit: false, rule: drm },
  { id: 'outside-field-of-defence', text: "an attacker attacks from outside the defender's stated two-hex field of defence (two-direction attack)", value: -1, perUnit: true, rule: g77('Die Roll Modifications; Multiple Combat 4', 'die-roll-modifications') },
  { id: 'defender-higher', text: 'a defending combat unit stands higher than every attacker', value: 1, perUnit: false, rule: drm },
  { id: 'defender-protected', text: 'a defending combat unit (not Union cavalry) is in breastworks, a town hex or a sunken-road hex', value: 1, perUnit: false, rule: g77('Die Roll Modifications; Breastworks 2', 'die-roll-modifications') },
  { id: 'defender-headquarters', text: 'a headquarters of reorganization value 4 or more is stacked with a defender', value: 1, perUnit: false, rule: drm },
  { id: 'cavalry-against-infantry', text: 'a cavalry unit attacks where at least one defender is infantry', value: 1, perUnit: true, rule: drm },
  { id: 'attacker-disorganized', text: 'an attacking unit is disorganized', value: 1, perUnit: true, rule: g77('Die Roll Modifications; Effect of Shatter and Disorganization 1', 'die-roll-modifications') },
];
