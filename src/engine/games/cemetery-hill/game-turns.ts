import type { Side } from '../../core/combat-unit.js';

/** Cemetery Hill lasts fifteen game turns (14.1). */
export const FIRST_TURN = 1;
export const LAST_TURN = 15;

/** The Union is the first player, but has no player-turn on turn 1 (14.1). */
export const FIRST_UNION_PLAYER_TURN = 2;

/** Whether a side has a player-turn in a game turn (14.1): every turn but the Union's turn 1. */
export function hasPlayerTurn(turn: number, side: Side): boolean {
  return Number.isInteger(turn) && turn >= FIRST_TURN && turn <= LAST_TURN && (side === 'confederate' || turn >= FIRST_UNION_PLAYER_TURN);
}

/**
 * The game turn whose Union player-turn is the first to end after something done in `side`'s player-turn
 * of `turn`: the same turn for the Union (it moves first), the next turn for the Confederates. Null when
 * no Union player-turn follows (the Confederate player-turn of the last turn).
 */
export function firstUnionPlayerTurnEndAfter(turn: number, side: Side): number | null {
  const counted = side === 'union' ? turn : turn + 1;
  return counted <= LAST_TURN ? Math.max(counted, FIRST_UNION_PLAYER_TURN) : null;
}
