import type { Question } from '../../../core/answer.js';
import type { Board } from '../../../core/board/board.js';
import { hasBuiltBreastworks, isSunkenRoadHex } from '../hex-protection.js';
import { g77 } from '../rule.js';

/** Whether a unit told to retreat from the hex may stay instead; unknown when the board gives no terrain there. */
export type HexHold = { readonly mayStay: boolean; readonly question: Question | null };

const RULE = g77('Retreat Restrictions 3');

/**
 * Woods, sunken-road and breastworks hexes let the owner ignore a retreat result, so a retreat does not
 * empty such a hex. Where the board does not say whether the hex is woods, it is asked, and the chance is
 * given as if the retreat empties it.
 */
export function hexHold(board: Board, hex: string): HexHold {
  if (hasBuiltBreastworks(board, hex) || isSunkenRoadHex(board, hex)) return { mayStay: true, question: null };
  const terrain = Object.hasOwn(board.terrain, hex) ? board.terrain[hex]?.terrain : undefined;
  if (terrain === undefined) {
    return { mayStay: false, question: { id: `woods:${hex}`, ask: `Is ${hex} a woods hex? The board does not give its terrain; a defender there may refuse a retreat. The chance shown assumes it must retreat.`, rule: RULE } };
  }
  return { mayStay: terrain.some((t) => /\bwoods?\b/i.test(t)), question: null };
}
