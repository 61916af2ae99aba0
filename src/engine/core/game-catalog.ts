import type { LocationLabels } from './board/location-labels.js';
import type { GameId } from './game-id.js';

/**
 * What core code may know of the games without importing any: which ids exist and how each names its
 * places. src/engine/catalog.ts builds the one catalog from the registry; core functions that read a game
 * id from input take it as a parameter, so core never depends on games/.
 */
export interface GameCatalog {
  readonly ids: readonly GameId[];
  isGameId(value: unknown): value is GameId;
  labels(game: GameId): LocationLabels;
}

/** A catalog of one game, for checking that game's own shipped data before the registry exists. */
export function catalogOf(game: GameId, labels: LocationLabels): GameCatalog {
  return { ids: [game], isGameId: (v): v is GameId => v === game, labels: () => labels };
}
