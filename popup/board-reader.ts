import type { GameId } from '../src/engine/index.js';
import { gameRules } from './game-rules.js';
import { lazy, type Lazy } from './lazy.js';
import type { BoardReader } from './modifiers-found.js';

const READERS = new Map<GameId, Lazy<BoardReader>>();

/** The game's board-reading rules and the popup's code that applies them, loaded together when a battle has a board. */
export function boardReader(game: GameId): Lazy<BoardReader> {
  let reader = READERS.get(game);
  if (!reader) {
    reader = lazy(async () => {
      const [rules, { readBoardBattle }] = await Promise.all([gameRules(game).load(), import('./modifiers-board-read.js')]);
      return { rules, read: (source, d, context) => readBoardBattle(rules, source, d, context) };
    });
    READERS.set(game, reader);
  }
  return reader;
}
