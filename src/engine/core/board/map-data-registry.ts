import { formatFieldErrors } from '../field-error.js';
import type { GameId } from '../game-id.js';
import cemeteryHill from '../../games/cemetery-hill/map-data.json';
import gettysburg77 from '../../games/gettysburg-77/map-data.json';
import gettysburg88 from '../../games/gettysburg-88/map-data.json';
import highTide from '../../games/high-tide/map-data.json';
import theyMet from '../../games/they-met/map-data.json';
import type { HexGridSettings } from '../hex/grids.js';
import { parseMapData, type MapData } from './map-data.js';

/** Each game's map data as shipped: plain JSON, validated the first time it is asked for. */
const SHIPPED: Record<GameId, unknown> = {
  'gettysburg-77': gettysburg77,
  'gettysburg-88': gettysburg88,
  'cemetery-hill': cemeteryHill,
  'high-tide': highTide,
  'they-met': theyMet,
};

const loaded = new Map<GameId, MapData>();

/** What the seeds say about a game's map. A shipped file that fails validation is a bug: it throws, naming every bad field. */
export function mapData(game: GameId): MapData {
  const known = loaded.get(game);
  if (known) return known;
  const parsed = parseMapData(SHIPPED[game]);
  if (!parsed.ok) throw new Error(`map data of ${game} is invalid:\n${formatFieldErrors(parsed.errors)}`);
  loaded.set(game, parsed.value);
  return parsed.value;
}

/**
 * The grid settings a game's map data holds, for hexGrid(game, settings): Cemetery Hill's shifted
 * columns. Its extent is only inferred, so it is not imposed on labels here.
 */
export function mapGridSettings(game: GameId): HexGridSettings | undefined {
  const grid = mapData(game).grid;
  return grid ? { shiftedColumns: grid.shiftedColumns } : undefined;
}
