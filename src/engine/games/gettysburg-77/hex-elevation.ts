import type { Battle } from '../../core/battle.js';
import type { Board } from '../../core/board/board.js';
import { perBoardHex } from './board-memo.js';
import { canonicalHex } from './canonical-hex.js';

/** A hex's elevation level and where it came from; null when neither the board nor the players give it. */
export interface KnownElevation {
  readonly hex: string;
  readonly level: number | null;
  readonly from: 'board' | 'stated' | null;
  /** A level the players stated that the board contradicts: the board's value stands. */
  readonly contradicted: number | null;
}

/** The board's own levels, remembered per board and hex (see perBoardHex). */
const boardLevel = perBoardHex((board, hex) => readElevation(board, undefined, hex));

/**
 * The elevation level of a hex (the level its centre point touches, on the display map): the board's
 * value, else the one the players state. The board stands where both are given, as the page's terrain
 * stands over the user's marks.
 */
export function hexElevation(battle: Battle, hex: string): KnownElevation {
  const elevations = battle.stated?.elevations;
  return elevations === undefined ? boardLevel(battle.board, hex) : readElevation(battle.board, elevations, hex);
}

function readElevation(board: Board, elevations: Readonly<Record<string, number>> | undefined, hex: string): KnownElevation {
  const onBoard = Object.hasOwn(board.terrain, hex) ? board.terrain[hex]?.elevation : undefined;
  // The players may write a label as they like (q36, II-42): compare canonical forms.
  const stated = elevations === undefined ? undefined : Object.entries(elevations).find(([label]) => canonicalHex(label) === hex)?.[1];
  const usable = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
  if (usable(onBoard)) return { hex, level: onBoard, from: 'board', contradicted: usable(stated) && stated !== onBoard ? stated : null };
  if (usable(stated)) return { hex, level: stated, from: 'stated', contradicted: null };
  return { hex, level: null, from: null, contradicted: null };
}
