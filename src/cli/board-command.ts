import { summarizeBoard, type SideSummary } from '../engine/index.js';
import { GAME_IDS, gameModule, parseBoardText, type Board, type GameId, type GameTime } from '../engine/index.js';
import { readTextList } from '../readers/text-list.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { problemsLine } from './one-line.js';
import { badBoardMessage } from './read-board-file.js';
import { readFileText } from './read-json-file.js';

const BOARD_USAGE = `adjutant board <file.json> [--json]
adjutant board <units.txt> --game <id> [--text] [--json]
  Checks a board (adjutant-board/1 JSON, see docs/board-format.md) and prints it normalized.
  A file that is not JSON is read as a unit list, one unit a line (docs/text-format.md).
  --game     the game of a unit list: ${GAME_IDS.join(', ')}
  --text     read the file as a unit list even if it looks like JSON
  --json     the normalized board as JSON instead of a summary`;

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;

function timeLine(t: GameTime): string {
  const parts = [
    t.day,
    t.hour,
    t.turn === null ? null : `turn ${t.turn}`,
    t.light,
    t.phasingSide === null ? null : `${SIDE_NAMES[t.phasingSide]} to move`,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : 'not given';
}

function sideLines(s: SideSummary): string[] {
  const off = [
    s.notEntered > 0 ? `${s.notEntered} not yet entered` : null,
    s.exited > 0 ? `${s.exited} exited` : null,
    s.eliminated > 0 ? `${s.eliminated} eliminated` : null,
  ].filter((p): p is string => p !== null);
  const status = [
    ['in good order', s.status.goodOrder],
    ['disorganized', s.status.disorganized],
    ['shattered', s.status.shattered],
    ['routed', s.status.routed],
    ['reorganizing', s.status.reorganizing],
    ['reduced', s.status.reduced],
  ]
    .filter(([, n]) => n !== 0)
    .map(([what, n]) => `${n} ${what}`);
  const lines = [`${SIDE_NAMES[s.side]}: ${plural(s.units, 'unit')}, ${s.onMap} on the map${off.length > 0 ? `; off the map: ${off.join(', ')}` : ''}`];
  if (s.onMap > 0) lines.push(`  on the map: ${status.join(', ')}`);
  return lines;
}

/** The board for a person: what game, when, and each side's units by place and state. */
export function boardSummaryText(board: Board): string {
  const lines = [
    `Board: ${gameModule(board.game).info.name} (${board.game})${board.source.name ? `, from ${board.source.name}` : ''}`,
    `Time: ${timeLine(board.time)}`,
    ...summarizeBoard(board).flatMap(sideLines),
    `Markers: ${board.markers.length}`,
    `Terrain given for ${plural(Object.keys(board.terrain).length, 'hex', 'hexes')}`,
  ];
  return lines.join('\n');
}

/** A board file is a JSON object (or, when broken, at least starts like one); anything else is a unit list. */
function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text)?.[0];
  return first === undefined || first === '{' || first === '[';
}

function readJsonBoard(text: string, file: string, game: GameId | undefined): Board {
  // parseBoardText checks the size and the nesting before it parses.
  const parsed = parseBoardText(text, { source: { kind: 'file', name: file } });
  if (!parsed.ok) throw new UsageError(badBoardMessage(file, parsed.errors));
  if (game !== undefined && parsed.value.game !== game) {
    throw new UsageError(`"${file}" is a board of ${parsed.value.game}, not ${game}: a board file names its own game (--game is for unit lists).`);
  }
  return parsed.value;
}

/** A unit list is read whole or refused: the lines that cannot be read are named, and nothing is printed. */
function readUnitList(text: string, file: string, game: GameId | undefined): Board {
  if (game === undefined) {
    throw new UsageError(`"${file}" is not JSON, so it is read as a unit list, which needs its game: add --game <id> (${GAME_IDS.join(', ')}).`);
  }
  const read = readTextList(text, game);
  if (read.problems.length > 0 || read.board === null) {
    const lines = read.problems.map((p) => p.message);
    throw new UsageError(`"${file}" is not a valid unit list (${plural(lines.length, 'problem')}): ${problemsLine(lines)}`);
  }
  return { ...read.board, source: { kind: 'text', name: file } };
}

export const boardCommand = defineCommand({
  name: 'board',
  usage: BOARD_USAGE,
  flags: {
    game: { kind: 'game', required: false },
    text: { kind: 'boolean' },
  },
  positionals: true,
  async run({ values: { game, text: asList }, positionals }, io) {
    const [file, ...extra] = positionals;
    if (file === undefined) throw new UsageError('give the board file to check: adjutant board <file.json>.');
    if (extra.length > 0) throw new UsageError(`one board file at a time; also given: ${extra.join(' ')}.`);
    const text = await readFileText(io, file, '');
    const board = asList || !looksLikeJson(text) ? readUnitList(text, file, game) : readJsonBoard(text, file, game);
    return { json: board, text: () => boardSummaryText(board) };
  },
});
