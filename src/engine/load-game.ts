import type { GameId } from './core/game-id.js';
import type { GameModule } from './core/game-module.js';
import { GAME_IDS, describedGame } from './catalog.js';

const loaded = new Map<GameId, GameModule>();
const loading = new Map<GameId, Promise<GameModule>>();

function isGameModule(value: unknown): value is GameModule {
  return typeof value === 'object' && value !== null && 'info' in value && 'forceStrength' in value;
}

/**
 * A game's whole module, games/<id>/game.ts, found by the folder's name rather than by a second list: a
 * bundler splits each into a file of its own, so a page loads the rules of the game it shows and no other.
 */
async function importWhole(id: GameId): Promise<GameModule> {
  const own = describedGame(id).load;
  if (own) return own();
  const found: unknown = (await import(`./games/${id}/game.ts`)).game;
  if (!isGameModule(found)) throw new Error(`src/engine/games/${id}/game.ts does not export its GameModule as "game"`);
  return found;
}

/** A game's whole module, loaded the first time it is asked for. */
export function loadGameModule(id: GameId): Promise<GameModule> {
  const known = loading.get(id);
  if (known) return known;
  const promise = importWhole(id).then((m) => {
    loaded.set(id, m);
    return m;
  });
  loading.set(id, promise);
  return promise;
}

/** Every game's whole module: for the command line and the tests, which then ask synchronously. */
export async function loadAllGames(): Promise<GameModule[]> {
  return Promise.all(GAME_IDS.map((id) => loadGameModule(id)));
}

/** A game's whole module, once loadGameModule or loadAllGames has loaded it. */
export function gameModule(id: GameId): GameModule {
  const m = loaded.get(id);
  if (!m) throw new Error(`the rules of ${id} are not loaded yet: await loadGameModule("${id}") or loadAllGames() first`);
  return m;
}

export function allGames(): GameModule[] {
  return GAME_IDS.map((id) => gameModule(id));
}
