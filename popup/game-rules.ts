import type { GameId } from '../src/engine/index.js';
import type { GameModule } from '../src/engine/index.js';
import { loadGameModule } from '../src/engine/index.js';
import { lazy, type Lazy } from './lazy.js';

const LOADED = new Map<GameId, Lazy<GameModule>>();

/**
 * A game's whole module — its board-reading and victory rules — loaded the first time a section needs it (a
 * battle read off a board, the ledger). The first screen needs only the game's basics.
 */
export function gameRules(id: GameId): Lazy<GameModule> {
  let rules = LOADED.get(id);
  if (!rules) {
    rules = lazy(() => loadGameModule(id));
    LOADED.set(id, rules);
  }
  return rules;
}
