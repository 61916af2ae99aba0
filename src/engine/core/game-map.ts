import { AREA_LABELS, FREE_HEX_LABELS, hexLabels, type LocationLabels } from './board/location-labels.js';
import { parseMapData, type MapData } from './board/map-data.js';
import { formatFieldErrors, type Parsed } from './field-error.js';
import { catalogOf } from './game-catalog.js';
import type { GameId } from './game-id.js';
import type { AdjacencyAreaMap } from './hex/area-map.js';
import type { HexGrid, HexGridSettings } from './hex/hex-grid.js';

/**
 * How a game names its places and, for a hex map, its grid (games/<id>/map.ts): light enough for every page,
 * the content script and the service worker, which read and check boards.
 */
export interface GameMap {
  readonly labels: LocationLabels;
  /** The hex grid, with the given settings or the standard ones; null for an area map or unknown labels. */
  grid(settings?: HexGridSettings): HexGrid | null;
  /** An area game's map from the adjacency list the player typed in; absent for hex games. */
  readonly areaMap?: (adjacency: unknown) => Parsed<AdjacencyAreaMap>;
  /** A label or two as the game's map prints them ("O38, II42"), for help texts; absent where the seeds give none. */
  readonly examples?: string;
}

/** What the seeds say about a game's map (games/<id>/map-data.json), read by its rules (games/<id>/map-data.ts). */
export interface MapFacts {
  /** The map data as shipped, checked the first time it is asked for. */
  data(): MapData;
  /** What the map data sets about the grid (a shifted column parity); its inferred extent is not imposed. */
  gridSettings(): HexGridSettings | undefined;
}

/** A hex map whose labels the seeds give: `gridFor` builds the grid, from settings where the game has any. */
export function hexGameMap(gridFor: (settings?: HexGridSettings) => HexGrid, examples?: string): GameMap {
  const standard = gridFor();
  const map: GameMap = { labels: hexLabels(standard), grid: (settings) => (settings ? gridFor(settings) : standard) };
  return examples === undefined ? map : { ...map, examples };
}

/** A hex map whose labels the seeds do not give: labels are taken as written, and there is no geometry. */
export const UNLABELLED_HEX_MAP: GameMap = { labels: FREE_HEX_LABELS, grid: () => null };

/** An area map: numbered areas and Zones, with the adjacency the player supplies read by `areaMap`. */
export function areaGameMap(areaMap: (adjacency: unknown) => Parsed<AdjacencyAreaMap>): GameMap {
  return { labels: AREA_LABELS, grid: () => null, areaMap };
}

/** The shipped map data, validated once on first use. Invalid shipped data is a bug: it throws, naming every field. */
export function shippedMapFacts(game: GameId, json: unknown, map: GameMap): MapFacts {
  let data: MapData | null = null;
  const read = (): MapData => {
    if (data) return data;
    const parsed = parseMapData(json, { games: catalogOf(game, map.labels) });
    if (!parsed.ok) throw new Error(`map data of ${game} is invalid:\n${formatFieldErrors(parsed.errors)}`);
    data = parsed.value;
    return data;
  };
  return {
    data: read,
    gridSettings: () => {
      const grid = read().grid;
      return grid ? { shiftedColumns: grid.shiftedColumns } : undefined;
    },
  };
}
