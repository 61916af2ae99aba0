import { parseMapData as parseMapDataIn, type MapData } from './core/board/map-data.js';
import type { LocationLabels } from './core/board/location-labels.js';
import { fieldError } from './core/field-error.js';
import type { AdjacencyAreaMap } from './core/hex/area-map.js';
import type { HexGrid, HexGridSettings } from './core/hex/hex-grid.js';
import type { Parsed } from './core/field-error.js';
import type { GameId } from './core/game-id.js';
import { gameModule } from './load-game.js';
import { GAME_CATALOG, gameMap } from './catalog.js';

/** Checks map data of any registered game: its shape, every label against that game's own labels. */
export function parseMapData(json: unknown): Parsed<MapData> {
  return parseMapDataIn(json, { games: GAME_CATALOG });
}

/** How a registered game names the places a unit can stand. */
export function locationLabels(game: GameId): LocationLabels {
  return gameMap(game).labels;
}

export type { HexGridSettings } from './core/hex/hex-grid.js';

/** A hex game's grid (games/<id>/map.ts), with settings where the game has any; null for an area game or unknown labels. */
export function hexGrid(game: GameId, settings?: HexGridSettings): HexGrid | null {
  return gameMap(game).grid(settings);
}

/**
 * An area game's map from the player's adjacency list, checked; null for a game that is not an area game.
 * Without a list the answer says one is needed: the map's own list is not public, and none is invented.
 */
export function areaMap(game: GameId, adjacency?: unknown): Parsed<AdjacencyAreaMap> | null {
  const read = gameMap(game).areaMap;
  if (!read) return null;
  if (adjacency === undefined) return { ok: false, errors: [fieldError('adjacency', "the map's adjacency list, typed in from your own map (Adjutant does not have it)")] };
  return read(adjacency);
}

/** What the seeds say about a game's map (games/<id>/map-data.json), once the game's rules are loaded. */
export function mapData(game: GameId): MapData {
  return gameModule(game).mapData.data();
}

/** The grid settings a game's map data holds, for hexGrid(game, settings). */
export function mapGridSettings(game: GameId): HexGridSettings | undefined {
  return gameModule(game).mapData.gridSettings();
}
