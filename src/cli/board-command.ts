import { parseArgs } from 'node:util';
import type { Board, GameTime } from '../engine/core/board/board.js';
import { summarizeBoard, type SideSummary } from '../engine/core/board/board-summary.js';
import { parseBoardText } from '../engine/core/board/parse-board.js';
import { formatFieldErrors } from '../engine/core/field-error.js';
import { gameModule } from '../engine/registry.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';

export const BOARD_USAGE = `adjutant board <file.json> [--json]
  Checks a board (adjutant-board/1 JSON, see docs/board-format.md) and prints it normalized.
  --json     the normalized board as JSON instead of a summary`;

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

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

export async function boardCommand(args: string[], io: CliIo): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false } }, allowPositionals: true, strict: true }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.split('\n')[0] ?? 'bad option' : 'bad option');
  }
  const [file, ...extra] = positionals;
  if (file === undefined) throw new UsageError('give the board file to check: adjutant board <file.json>.');
  if (extra.length > 0) throw new UsageError(`one board file at a time; also given: ${extra.join(' ')}.`);
  let text: string;
  try {
    text = await io.readFile(file);
  } catch {
    throw new UsageError(`cannot read the file "${file}".`);
  }
  // parseBoardText checks the size before it parses.
  const parsed = parseBoardText(text, { source: { kind: 'file', name: file } });
  if (!parsed.ok) {
    const count = parsed.errors.filter((e) => e.path !== '(more)').length;
    throw new UsageError(`"${file}" is not a valid board: ${plural(count, 'error')}${parsed.errors.length > count ? ' listed, and more' : ''}.\n${formatFieldErrors(parsed.errors)}`);
  }
  io.out(values.json ? JSON.stringify(parsed.value, null, 2) : boardSummaryText(parsed.value));
  return EXIT_OK;
}
