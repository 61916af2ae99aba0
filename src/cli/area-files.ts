import { gameMap, parseAreaTemsInput, type AdjacencyAreaMap, type AreaTems, type Board } from '../engine/index.js';
import { AREA_TEMS_IMPORT_LIMIT } from '../storage/area-tems.js';
import { UsageError, type CliIo } from './cli-io.js';
import { errorCount, errorsLine } from './one-line.js';
import { readJsonFile, readJsonValue } from './read-json-file.js';

/** How an area game reads the player's adjacency list (its map's own is not public). */
export type AreaMapReader = NonNullable<ReturnType<typeof gameMap>['areaMap']>;

const ADJACENCY_FILE_LIMIT = 256 * 1024;

/** The player's adjacency list for an area game as given and as read through the game's own reader, or one line and status 2. */
export async function readAreaMapFile(io: CliIo, path: string, read: AreaMapReader): Promise<{ readonly given: unknown; readonly map: AdjacencyAreaMap }> {
  const given = await readJsonValue(io, path, '--adjacency', { chars: ADJACENCY_FILE_LIMIT });
  const parsed = read(given);
  if (!parsed.ok) throw new UsageError(`--adjacency: "${path}" is not a valid adjacency list (${errorCount(parsed.errors)}): ${errorsLine(parsed.errors)}`);
  return { given, map: parsed.value };
}

/** The player's adjacency list for an area game, read through the game's own reader, or one line and status 2. */
export async function readAreaMap(io: CliIo, path: string, read: AreaMapReader): Promise<AdjacencyAreaMap> {
  return (await readAreaMapFile(io, path, read)).map;
}

/** The player's area TEMs (adjutant-area-tems/1), read with the validator Options uses. */
export function readAreaTems(io: CliIo, path: string): Promise<AreaTems> {
  return readJsonFile(io, path, '--area-tems', { what: 'area TEMs file', limit: AREA_TEMS_IMPORT_LIMIT, parse: parseAreaTemsInput });
}

/** An option that belongs to some games only: on another game's board it is a mistake, not ignored. */
export function onlyFor(board: Board, option: string, games: readonly string[]): void {
  if (!games.includes(board.game)) throw new UsageError(`${option} is for ${games.join(', ')} boards; this board is of ${board.game}.`);
}
