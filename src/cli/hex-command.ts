import { parseArgs } from 'node:util';
import { GAME_IDS, isGameId, type GameId } from '../engine/core/game-id.js';
import { areaDistance } from '../engine/core/hex/area-distance.js';
import { AREA_LABEL_HELP } from '../engine/core/hex/area-label.js';
import type { AdjacencyAreaMap } from '../engine/core/hex/area-map.js';
import { areaMap, hexGrid } from '../engine/core/hex/grids.js';
import type { HexGrid } from '../engine/core/hex/hex-grid.js';
import type { Hex } from '../engine/core/hex/hex.js';
import { AREA_MAP_FORMAT } from '../engine/core/hex/parse-area-map.js';
import { gameModule } from '../engine/registry.js';
import { argsError } from './args-error.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { joinNegativeValues } from './negative-values.js';
import { errorCount, errorsLine } from './one-line.js';
import { readJsonValue } from './read-json-file.js';

export const HEX_USAGE = `adjutant hex --game <id> --neighbors <hex> [--json]
adjutant hex --game <id> --distance <a> <b> [--json]
  A game's hex labels: the neighbours of a hex, or the distance in hexes between two.
  --game       gettysburg-77 (like O38, II42), gettysburg-88 (like E6), cemetery-hill (like 0127), they-met (areas, with --adjacency)
  --neighbors  (or --neighbours) the hex whose neighbours to list
  --distance   two hexes, counted in steps from hex to hex
  --adjacency  they-met only: your map's adjacency list (${AREA_MAP_FORMAT} JSON), since its areas are not hexes
  --json       one JSON object instead of text`;

const HEX_OPTIONS = {
  game: { type: 'string' },
  neighbors: { type: 'string' },
  neighbours: { type: 'string' },
  distance: { type: 'string' },
  adjacency: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

const ADJACENCY_FILE_LIMIT = 256 * 1024;

type Question = { readonly kind: 'neighbors'; readonly place: string } | { readonly kind: 'distance'; readonly from: string; readonly to: string };

function readOptions(args: string[]) {
  try {
    return parseArgs({
      args: joinNegativeValues(args, ['--game', '--neighbors', '--neighbours', '--distance', '--adjacency']),
      options: HEX_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw argsError(e, HEX_OPTIONS, 'adjutant hex');
  }
}

function question(values: ReturnType<typeof readOptions>['values'], positionals: readonly string[]): Question {
  const neighbors = values.neighbors ?? values.neighbours;
  if (neighbors !== undefined && values.distance !== undefined) throw new UsageError('give either --neighbors <hex> or --distance <a> <b>, not both.');
  if (values.distance !== undefined) {
    const [to, ...extra] = positionals;
    if (to === undefined) throw new UsageError('--distance takes two hexes: --distance <a> <b>.');
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}": --distance takes two hexes.`);
    return { kind: 'distance', from: values.distance, to };
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
  if (neighbors === undefined) throw new UsageError('give --neighbors <hex> or --distance <a> <b>.');
  return { kind: 'neighbors', place: neighbors };
}

function hexAt(grid: HexGrid, option: string, label: string): Hex {
  const h = grid.parse(label);
  if (!h) throw new UsageError(`${option}: "${label}" is not a ${grid.game} hex; its hexes are written as ${grid.labelHelp}.`);
  return h;
}

async function readAreaMap(io: CliIo, path: string): Promise<AdjacencyAreaMap> {
  const json = await readJsonValue(io, path, '--adjacency', { chars: ADJACENCY_FILE_LIMIT });
  const parsed = areaMap('they-met', json);
  if (!parsed) throw new UsageError('--adjacency: only they-met has an area map.');
  if (!parsed.ok) throw new UsageError(`--adjacency: "${path}" is not a valid adjacency list (${errorCount(parsed.errors)}): ${errorsLine(parsed.errors)}`);
  return parsed.value;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function answerHexes(io: CliIo, game: GameId, grid: HexGrid, q: Question, json: boolean): void {
  const name = gameModule(game).info.name;
  if (q.kind === 'neighbors') {
    const h = hexAt(grid, '--neighbors', q.place);
    const hex = grid.format(h);
    const neighbors = grid.neighbors(h).map((n) => grid.format(n));
    io.out(json ? JSON.stringify({ hex, neighbors }) : `${name}: ${hex} has ${plural(neighbors.length, 'neighbour', 'neighbours')}: ${neighbors.join(', ')}`);
    return;
  }
  const a = hexAt(grid, '--distance', q.from);
  const b = hexAt(grid, '--distance', q.to);
  const distance = grid.distance(a, b);
  const [from, to] = [grid.format(a), grid.format(b)];
  io.out(json ? JSON.stringify({ from, to, distance }) : `${name}: ${from} to ${to} is ${plural(distance, 'hex', 'hexes')}.`);
}

function areaAt(map: AdjacencyAreaMap, option: string, label: string): string {
  if (!map.isArea(label)) throw new UsageError(`${option}: "${label}" is not an area or Zone of your adjacency list; areas are written as ${AREA_LABEL_HELP}.`);
  return label;
}

function answerAreas(io: CliIo, map: AdjacencyAreaMap, q: Question, json: boolean): void {
  if (q.kind === 'neighbors') {
    const area = areaAt(map, '--neighbors', q.place);
    const neighbors = map.neighbors(area);
    io.out(json ? JSON.stringify({ area, neighbors }) : `${area} is adjacent to ${plural(neighbors.length, 'area', 'areas')}: ${neighbors.join(', ') || 'none'}`);
    return;
  }
  const from = areaAt(map, '--distance', q.from);
  const to = areaAt(map, '--distance', q.to);
  const distance = areaDistance(map, from, to);
  io.out(
    json
      ? JSON.stringify({ from, to, distance })
      : distance === null
        ? `No chain of adjacent areas joins ${from} and ${to} in your list.`
        : `${from} to ${to} is ${plural(distance, 'step', 'steps')} from area to area.`,
  );
}

export async function hexCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = readOptions(args);
  const game = values.game;
  if (game === undefined) throw new UsageError(`--game is missing: give one of ${GAME_IDS.join(', ')}.`);
  if (!isGameId(game)) throw new UsageError(`--game: unknown game "${game}"; expected one of ${GAME_IDS.join(', ')}.`);
  const q = question(values, positionals);
  if (game === 'they-met') {
    if (values.adjacency === undefined) {
      throw new UsageError(
        `they-met is played on numbered areas and off-map Zones, not hexes, and its adjacency list is not public: type yours in from your map and pass it with --adjacency <file.json> (${AREA_MAP_FORMAT}).`,
      );
    }
    answerAreas(io, await readAreaMap(io, values.adjacency), q, values.json);
    return EXIT_OK;
  }
  if (values.adjacency !== undefined) throw new UsageError(`--adjacency is for they-met's areas; ${game} is a hex map.`);
  const grid = hexGrid(game);
  if (!grid) throw new UsageError(`${game}: its map and hex labels are not in Adjutant's sources, so it has no hex grid.`);
  answerHexes(io, game, grid, q, values.json);
  return EXIT_OK;
}
