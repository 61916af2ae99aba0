import type { Side } from '../../core/combat-unit.js';
import type { VpItem } from '../../core/victory.js';
import { ch } from './rule.js';

/** VP per strength point eliminated, to the enemy of the side that lost it: Union SP 2 (14.51), Confederate SP 3 (14.52). */
export const VP_PER_SP_ELIMINATED: Record<Side, number> = { union: 2, confederate: 3 };

/**
 * The VP an eliminated unit gives its enemy. A unit that left the map is not eliminated (14.4) and is
 * never passed here.
 */
export function eliminationVp(side: Side, strength: number, unitId: string, turn: number): VpItem {
  if (!Number.isInteger(strength) || strength < 0) throw new RangeError(`cemetery-hill: strength ${strength} of ${unitId} is not a whole number of strength points`);
  const per = VP_PER_SP_ELIMINATED[side];
  return {
    side: side === 'union' ? 'confederate' : 'union',
    points: per * strength,
    text: `Turn ${turn}: ${unitId} (${side === 'union' ? 'Union' : 'Confederate'}, ${strength} SP) eliminated; ${per} VP per strength point.`,
    rule: ch(side === 'union' ? '14.51' : '14.52'),
  };
}
