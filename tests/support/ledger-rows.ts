import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';
import type { Side } from '../../src/engine/core/combat-unit.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import type { LedgerEvent, LedgerRow } from '../../src/engine/core/victory.js';

/** A board for a test from plain JSON, through the real reader (made-up positions, not the game's). */
export function testBoard(game: GameId, units: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Board {
  const parsed = parseBoard({ format: 'adjutant-board/1', game, units, ...extra });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

export function unit(id: string, side: Side, type: string, hex: string | null, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, name: id, side, type, location: hex === null ? { kind: 'off-map', why: 'not-entered' } : { kind: 'hex', hex }, ...more };
}

export function row(turn: number, playerTurn: Side, board: Board | null, events: readonly LedgerEvent[] = []): LedgerRow {
  return { turn, playerTurn, board, events };
}
