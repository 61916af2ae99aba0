import { cemeteryHillGrid, type CemeteryHillGridSettings } from '../../games/cemetery-hill/hex-grid.js';
import { GETTYSBURG_77_GRID } from '../../games/gettysburg-77/hex-grid.js';
import { GETTYSBURG_88_GRID } from '../../games/gettysburg-88/hex-grid.js';
import { parseTheyMetAreaMap } from '../../games/they-met/area-map.js';
import { fieldError, type Parsed } from '../field-error.js';
import type { GameId } from '../game-id.js';
import type { AdjacencyAreaMap } from './area-map.js';
import type { HexGrid } from './hex-grid.js';

/** What a game's map data may set about its grid. Only Cemetery Hill has such a setting (its shifted columns, its extent). */
export type HexGridSettings = CemeteryHillGridSettings;

const CEMETERY_HILL_DEFAULT = cemeteryHillGrid();

/**
 * Each hex game's grid. Null for They Met at Gettysburg (areas, not hexes: see areaMap) and for High Tide,
 * whose map and labels are not in Adjutant's sources. Settings apply to Cemetery Hill only; the other
 * grids are fixed by the evidence in the rules.
 */
export function hexGrid(game: GameId, settings?: HexGridSettings): HexGrid | null {
  switch (game) {
    case 'gettysburg-77':
      return GETTYSBURG_77_GRID;
    case 'gettysburg-88':
      return GETTYSBURG_88_GRID;
    case 'cemetery-hill':
      return settings ? cemeteryHillGrid(settings) : CEMETERY_HILL_DEFAULT;
    case 'high-tide':
    case 'they-met':
      return null;
  }
}

/**
 * An area game's map from the adjacency list the user supplies (format adjutant-area-map/1), checked.
 * Null for games that are not area games. Without a list the answer says one is needed: the map's own
 * list is not public, and none is invented.
 */
export function areaMap(game: GameId, adjacency?: unknown): Parsed<AdjacencyAreaMap> | null {
  if (game !== 'they-met') return null;
  if (adjacency === undefined) {
    return { ok: false, errors: [fieldError('adjacency', "the map's adjacency list, typed in from your own map (Adjutant does not have it)")] };
  }
  return parseTheyMetAreaMap(adjacency);
}
