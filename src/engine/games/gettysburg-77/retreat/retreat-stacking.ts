import type { BoardUnit } from '../../../core/board/board.js';

const isArtillery = (u: BoardUnit): boolean => u.type === 'artillery' || u.type === 'horse-artillery';

/** Stacking 1: at most two infantry or cavalry units in a hex, and one artillery unit beside them. */
export const STACK_LIMIT = { footAndHorse: 2, artillery: 1 } as const;

/**
 * Whether the unit ends beyond the limit where it joins these friends. Units are counted one by one: a group
 * of infantry or cavalry (Stacking 4) counts as one, but the board does not show groups.
 */
export function overstacked(unit: BoardUnit, friends: readonly BoardUnit[]): boolean {
  const all = [unit, ...friends];
  const guns = all.filter(isArtillery).length;
  return guns > STACK_LIMIT.artillery || all.length - guns > STACK_LIMIT.footAndHorse;
}
