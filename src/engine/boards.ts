import type { Board, BoardUnit } from './core/board/board.js';
import * as core from './core/board/parse-board.js';
import type { Parsed } from './core/field-error.js';
import type { GameId } from './core/game-id.js';
import { GAME_CATALOG } from './catalog.js';

export { BOARD_FIELD_LIMITS, BOARD_SHAPE, DEFAULT_STATUS, DEFAULT_TIME, UNIT_KEYS, defaultFullSteps } from './core/board/parse-board.js';

/** Board checks bound to the registry's games: core's parse-board takes the games as a parameter. */
export type ParseBoardOptions = Omit<core.ParseBoardOptions, 'games'>;

/** Checks an untrusted board of any registered game and returns it normalized (see core/board/parse-board.ts). */
export function parseBoard(json: unknown, options: ParseBoardOptions = {}): Parsed<Board> {
  return core.parseBoard(json, { ...options, games: GAME_CATALOG });
}

/** One unit, checked as parseBoard checks each unit of a board. */
export function parseBoardUnit(json: unknown, game: GameId, options: Pick<ParseBoardOptions, 'labels'> = {}): Parsed<BoardUnit> {
  return core.parseBoardUnit(json, game, { ...options, games: GAME_CATALOG });
}

/** A board as text: size and nesting checked before it is parsed. */
export function parseBoardText(text: string, options: ParseBoardOptions = {}): Parsed<Board> {
  return core.parseBoardText(text, { ...options, games: GAME_CATALOG });
}
