import { tm } from '../rule.js';

/**
 * The errata items that settle who may bombard or volley where, each cited by seed 004's own numbering.
 * Addition 7 (sight into the target) and clarification 4 (a volley's TEM) are tem.ts's citations, used here as they are.
 */

/** Clarification 1: a Zone in the rules is always an off-map Zone. */
export const ZONES_ARE_OFF_MAP = tm('Clarification 1', 'clarification-1');
/** Q&A 1: the one TEM the errata give a Zone (0) is for an assault there. */
export const ZONE_TEM_FOR_ASSAULT = tm('Questions and answers 1', 'qa-1');
/** Q&A 9, quoting rules 8.1 and 9.1: no bombardment or volley into an area with friendly units in it. */
export const NO_FIRE_ON_FRIENDS = tm('Questions and answers 9 (rules 8.1 and 9.1)', 'qa-9');
/** Q&A 10: enemy units in the area activated this impulse are not a target for either kind of fire. */
export const NO_FIRE_INTO_ACTIVATED = tm('Questions and answers 10', 'qa-10');
/** Q&A 11: enemies sharing the activated area do not stop fire into an adjacent area. */
export const ADJACENT_FIRE_DESPITE_ENEMY = tm('Questions and answers 11', 'qa-11');
/** Q&A 16, extending rule 10.13 to fire: artillery leading the defence lends no support. */
export const LEAD_ARTILLERY_NO_SUPPORT = tm('Questions and answers 16 (rule 10.13)', 'qa-16');

export { LOS_INTO_RULE as OWN_TERRAIN_DOES_NOT_BLOCK, VOLLEY_TEM_RULE as VOLLEY_RESOLVED_HIGHER } from '../tem.js';
