import type { Question } from '../../../core/answer.js';
import type { Board, BoardUnit } from '../../../core/board/board.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { hasBuiltBreastworks, isSunkenRoadHex, isTownHex } from '../hex-protection.js';
import { g77 } from '../rule.js';

const STAY_RULE = g77('Retreat Restrictions 3');
export const TOWN_RULE = g77('Special Effects to Combat 2');

function terrainNames(board: Board, hex: string): readonly string[] | undefined {
  const t = Object.hasOwn(board.terrain, hex) ? board.terrain[hex] : undefined;
  return t?.terrain?.map((n) => n.trim().toLowerCase());
}

/** Woods or rough/woods reaching the centre point; the board's terrain names say it. */
function isWoodsHex(board: Board, hex: string): boolean | null {
  const names = terrainNames(board, hex);
  return names === undefined ? null : names.some((n) => n.includes('woods'));
}

export interface StayReading {
  readonly mayStay: { readonly reason: string; readonly rule: RuleRef } | null;
  readonly question: Question | null;
}

/**
 * Woods, a sunken road or breastworks let a unit ignore a retreat; town hexes count as breastworks all game.
 * Where nothing shown qualifies and the board does not give the hex's terrain, it may be woods or town: asked.
 */
export function stayReading(board: Board, unit: BoardUnit, hex: string): StayReading {
  const kinds: string[] = [];
  if (isWoodsHex(board, hex)) kinds.push('woods');
  if (isSunkenRoadHex(board, hex)) kinds.push('a sunken-road hex');
  if (hasBuiltBreastworks(board, hex)) kinds.push('breastworks');
  const town = isTownHex(board, hex);
  if (town) kinds.push('a Gettysburg town hex, which counts as breastworks all game');
  if (kinds.length > 0) {
    return { mayStay: { reason: `${unit.name} is in ${kinds.join(' and ')} at ${hex}: it need not retreat, though its owner may retreat it anyway.`, rule: STAY_RULE }, question: null };
  }
  if (town !== null) return { mayStay: null, question: null };
  return {
    mayStay: null,
    question: {
      id: `terrain:${hex}`,
      ask: `What terrain is ${hex}, where ${unit.name} stands? The board does not say; in woods (reaching the centre point) or in a Gettysburg town hex it need not retreat.`,
      rule: STAY_RULE,
    },
  };
}

/** Whether a hex entered is a town hex; null when the board does not give its terrain. */
export function townHex(board: Board, hex: string): boolean | null {
  return isTownHex(board, hex);
}

export function townQuestion(hex: string): Question {
  return {
    id: `town:${hex}`,
    ask: `Is ${hex} a Gettysburg town hex, one with a dark centre point? The board does not give its terrain, and a forced retreat into a town hex costs a step.`,
    rule: TOWN_RULE,
  };
}
