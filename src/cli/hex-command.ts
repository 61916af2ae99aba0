import { GAME_IDS, gameMap, gameModule, hexGrid, type GameId } from '../engine/index.js';
import { areaDistance } from '../engine/index.js';
import { AREA_LABEL_HELP } from '../engine/index.js';
import type { AdjacencyAreaMap } from '../engine/index.js';
import type { HexGrid } from '../engine/index.js';
import type { Hex } from '../engine/index.js';
import { AREA_MAP_FORMAT } from '../engine/index.js';
import { plural } from '../ui-text.js';
import { readAreaMap } from './area-files.js';
import { UsageError } from './cli-io.js';
import { defineCommand, type Answer } from './command.js';

/** The games --game takes here, each with labels as its map prints them (from the game's map), and the area games. */
const GAME_LINES = GAME_IDS.flatMap((id) => {
  const map = gameMap(id);
  if (map.areaMap) return [`${id} (areas, with --adjacency)`];
  return map.grid() && map.examples ? [`${id} (like ${map.examples})`] : [];
});
const AREA_GAMES = GAME_IDS.filter((id) => gameMap(id).areaMap !== undefined);

const HEX_USAGE = `adjutant hex --game <id> --neighbors <hex> [--json]
adjutant hex --game <id> --distance <a> <b> [--json]
adjutant hex --game <id> --line <a> <b> [--json]
  A game's hex labels: the neighbours of a hex, the distance in hexes between two, or the line between them.
  --game       ${GAME_LINES.join(', ')}
  --neighbors  (or --neighbours) the hex whose neighbours to list
  --distance   two hexes, counted in steps from hex to hex
  --line       two hexes: the straight line between their centres, the hexes it crosses in order and
               each hexside it runs along or corner it passes through (whether those block is the game's rule)
  --adjacency  ${AREA_GAMES.join(', ')} only: your map's adjacency list (${AREA_MAP_FORMAT} JSON), since its areas are not hexes
  --json       one JSON object instead of text`;

type Question =
  | { readonly kind: 'neighbors'; readonly place: string }
  | { readonly kind: 'distance' | 'line'; readonly from: string; readonly to: string };

const ASK = 'give --neighbors <hex>, --distance <a> <b> or --line <a> <b>';

function question(neighbors: string | undefined, distance: string | undefined, line: string | undefined, positionals: readonly string[]): Question {
  const given = [neighbors, distance, line].filter((v) => v !== undefined).length;
  if (given > 1) throw new UsageError(`${ASK}, only one of them.`);
  // --distance and --line take their first hex as the option's value and the second as the next word.
  const pair = distance !== undefined ? (['distance', distance] as const) : line !== undefined ? (['line', line] as const) : null;
  if (pair) {
    const [kind, from] = pair;
    const [to, ...extra] = positionals;
    if (to === undefined) throw new UsageError(`--${kind} takes two hexes: --${kind} <a> <b>.`);
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}": --${kind} takes two hexes.`);
    return { kind, from, to };
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
  if (neighbors === undefined) throw new UsageError(`${ASK}.`);
  return { kind: 'neighbors', place: neighbors };
}

function hexAt(grid: HexGrid, option: string, label: string): Hex {
  const h = grid.parse(label);
  if (!h) throw new UsageError(`${option}: "${label}" is not a ${grid.game} hex; its hexes are written as ${grid.labelHelp}.`);
  return h;
}

function answerHexes(game: GameId, grid: HexGrid, q: Question): Answer {
  const name = gameModule(game).info.name;
  if (q.kind === 'neighbors') {
    const h = hexAt(grid, '--neighbors', q.place);
    const hex = grid.format(h);
    const neighbors = grid.neighbors(h).map((n) => grid.format(n));
    return { json: { hex, neighbors }, text: () => `${name}: ${hex} has ${plural(neighbors.length, 'neighbour')}: ${neighbors.join(', ')}` };
  }
  const a = hexAt(grid, `--${q.kind}`, q.from);
  const b = hexAt(grid, `--${q.kind}`, q.to);
  if (q.kind === 'line') return answerLine(name, grid, a, b);
  const [from, to] = [grid.format(a), grid.format(b)];
  const distance = grid.distance(a, b);
  return { json: { from, to, distance }, text: () => `${name}: ${from} to ${to} is ${plural(distance, 'hex', 'hexes')}.` };
}

/** A graze in words: along an edge both hexes are only touched; through a corner, the one not crossed is. */
function grazeText(g: { readonly hexes: readonly [string, string]; readonly at: 'edge' | 'vertex' }, crossed: ReadonlySet<string>): string {
  const [left, right] = g.hexes;
  if (g.at === 'edge') return `along the hexside between ${left} and ${right}`;
  const [touched, beside] = crossed.has(left) ? [right, left] : [left, right];
  return `through a corner of ${touched}, beside ${beside}`;
}

function answerLine(name: string, grid: HexGrid, a: Hex, b: Hex): Answer {
  const line = grid.sightLine(a, b);
  const [from, to] = [grid.format(a), grid.format(b)];
  const crossed = line.crossed.map((h) => grid.format(h));
  const grazed = line.grazed.map((g) => ({ hexes: [grid.format(g.hexes[0]), grid.format(g.hexes[1])] as const, at: g.at }));
  const text = (): string => {
    const head = `${name}: the line from ${from} to ${to} crosses ${plural(crossed.length, 'hex', 'hexes')}: ${crossed.join(', ')}.`;
    if (grazed.length === 0) return `${head}\nIt runs along no hexside and through no corner.`;
    const inside = new Set(crossed);
    return [head, `It grazes ${plural(grazed.length, 'time')} (whether that blocks is the game's rule):`, ...grazed.map((g) => `  ${grazeText(g, inside)}`)].join('\n');
  };
  return { json: { from, to, crossed, grazed }, text };
}

function areaAt(map: AdjacencyAreaMap, option: string, label: string): string {
  if (!map.isArea(label)) throw new UsageError(`${option}: "${label}" is not an area or Zone of your adjacency list; areas are written as ${AREA_LABEL_HELP}.`);
  return label;
}

function answerAreas(map: AdjacencyAreaMap, q: Question): Answer {
  if (q.kind === 'neighbors') {
    const area = areaAt(map, '--neighbors', q.place);
    const neighbors = map.neighbors(area);
    return { json: { area, neighbors }, text: () => `${area} is adjacent to ${plural(neighbors.length, 'area')}: ${neighbors.join(', ') || 'none'}` };
  }
  const from = areaAt(map, '--distance', q.from);
  const to = areaAt(map, '--distance', q.to);
  const distance = areaDistance(map, from, to);
  return {
    json: { from, to, distance },
    text: () => (distance === null ? `No chain of adjacent areas joins ${from} and ${to} in your list.` : `${from} to ${to} is ${plural(distance, 'step')} from area to area.`),
  };
}

export const hexCommand = defineCommand({
  name: 'hex',
  usage: HEX_USAGE,
  flags: {
    game: { kind: 'game', required: true },
    neighbors: { kind: 'string', alias: 'neighbours' },
    distance: { kind: 'string' },
    line: { kind: 'string' },
    adjacency: { kind: 'string' },
  },
  positionals: true,
  compactJson: true,
  async run({ values: { game, neighbors, distance, line, adjacency }, positionals }, io) {
    const q = question(neighbors, distance, line, positionals);
    // The game's map says whether its places are areas read from the player's list or hexes on a grid.
    const readAreas = gameMap(game).areaMap;
    // Areas have no centres to draw a straight line between, whatever the player's adjacency list says.
    if (readAreas && q.kind === 'line') throw new UsageError(`--line: ${game} is played on areas, not hexes; a line needs a hex map.`);
    if (readAreas) {
      if (adjacency === undefined) {
        throw new UsageError(
          `${game} is played on numbered areas and off-map Zones, not hexes, and its adjacency list is not public: type yours in from your map and pass it with --adjacency <file.json> (${AREA_MAP_FORMAT}).`,
        );
      }
      return answerAreas(await readAreaMap(io, adjacency, readAreas), q);
    }
    if (adjacency !== undefined) {
      throw new UsageError(`--adjacency is for ${AREA_GAMES.join(', ')}'s areas; ${game} is a hex map.`);
    }
    const grid = hexGrid(game);
    if (!grid) throw new UsageError(`${game}: its map and hex labels are not in Adjutant's sources, so it has no hex grid.`);
    return answerHexes(game, grid, q);
  },
});
