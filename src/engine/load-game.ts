import type { GameModule } from './core/game-module.js';
import type { GameId } from './core/game-id.js';

/**
 * The same game modules as registry.ts, each imported only when asked for: a bundler splits every game into a
 * file of its own, so a page loads the rules of the game it shows and no other. Each resolves to the very
 * object `gameModule(id)` returns.
 */
const LOADERS: Record<GameId, () => Promise<GameModule>> = {
  'gettysburg-77': () => import('./games/gettysburg-77/game.js').then((m) => m.gettysburg77),
  'gettysburg-88': () => import('./games/gettysburg-88/game.js').then((m) => m.gettysburg88),
  'cemetery-hill': () => import('./games/cemetery-hill/game.js').then((m) => m.cemeteryHill),
  'high-tide': () => import('./games/high-tide/game.js').then((m) => m.highTide),
  'they-met': () => import('./games/they-met/game.js').then((m) => m.theyMet),
};

export function loadGameModule(id: GameId): Promise<GameModule> {
  return LOADERS[id]();
}
