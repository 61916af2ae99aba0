import { summarizeBoard, type SideSummary } from '../engine/index.js';
import { GAME_IDS, gameModule, type Board, type GameTime } from '../engine/index.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { readBoardOrList } from './read-board-or-list.js';
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
    const board = readBoardOrList(text, file, game, asList);
    return { json: board, text: () => boardSummaryText(board) };
  },
});
