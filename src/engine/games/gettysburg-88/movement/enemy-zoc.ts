import type { Board, BoardUnitType } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import type { MoveNeed } from './movement-answer.js';

/** In an enemy zone of control: yes, no, or not known until the user confirms what a zone of control is. */
export type ZocState = 'yes' | 'no' | 'unknown';

const COMBAT_TYPES: readonly BoardUnitType[] = ['infantry', 'cavalry', 'artillery', 'horse-artillery'];

export function isCombatUnit(type: BoardUnitType): boolean {
  return COMBAT_TYPES.includes(type);
}

/** The question asked while the user has not confirmed what a zone of control is. */
export const ZOC_NEED: MoveNeed = {
  setting: 'zoc.adjacentHexes',
  question: 'Is an enemy zone of control the six hexes next to each enemy combat unit? Confirm it from your rulebook (Adjutant models no other kind).',
};

export interface EnemyZoc {
  /** Hexes held by enemy units of any kind. */
  readonly enemyHexes: ReadonlySet<string>;
  /** Whether a hex is in an enemy zone of control. */
  at(hex: string): ZocState;
}

/**
 * The zones of control of the other side's combat units on the map. The '88 rule itself is not in
 * Adjutant's sources: only once the user confirms that a zone is the six hexes next to each enemy combat
 * unit is it used; before that a hex next to an enemy combat unit is "unknown" and the answer asks.
 */
export function enemyZoc(board: Board, side: Side, confirmed: boolean | null): EnemyZoc {
  const enemyHexes = new Set<string>();
  const reach = new Set<string>();
  for (const u of board.units) {
    if (u.side === side || u.location.kind !== 'hex') continue;
    enemyHexes.add(u.location.hex);
    if (!isCombatUnit(u.type)) continue;
    const h = GETTYSBURG_88_GRID.parse(u.location.hex);
    if (h) for (const n of GETTYSBURG_88_GRID.neighbors(h)) reach.add(GETTYSBURG_88_GRID.format(n));
  }
  return {
    enemyHexes,
    at(hex) {
      if (!reach.has(hex)) return 'no';
      return confirmed === true ? 'yes' : 'unknown';
    },
  };
}
