import { listVassalPieces, readVassalModule, readVassalSave, type ByteSource, type ListedPiece, type PieceList, type SavePosition, type VassalResult } from '../readers/vassal/index.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { oneLine } from './one-line.js';
import { withFileBytes } from './read-file-bytes.js';
import { unreadableFile } from './read-json-file.js';

const VASSAL_USAGE = `adjutant vassal --module <file.vmod> <save-or-log> [--at start|end] [--json]
  Lists every piece of a VASSAL saved game or log (.vsav, .vlog; .sav, .log from older VASSAL) with the
  name VASSAL shows for the place it stands on, read through the module's own maps, boards and grids.
  --module   the module the game was played with (.vmod; .mod from older VASSAL)
  --at       end (the default): where the pieces are after a log's moves; start: before them
  --json     {"module": {"name", "version"}, "boards": {"<map>": [{"name", "column", "row", "reversed"}]},
             "pieces": [{"id", "name", "map", "x", "y", "location"}], "notes": [...]} instead of text`;

const POSITIONS: readonly SavePosition[] = ['start', 'end'];

/** Widest a column of the piece lines is padded to; a longer value just pushes the rest of its line along. */
const COLUMN_MAX = 40;

/** A VASSAL file read by `read`, or a usage error: the file cannot be read, or is not what it should be. */
export async function readVassalFile<T>(file: string, option: string, read: (source: ByteSource) => Promise<VassalResult<T>>): Promise<T> {
  let result: VassalResult<T>;
  try {
    result = await withFileBytes(file, read);
  } catch (e) {
    throw unreadableFile(file, option, e);
  }
  if (!result.ok) throw new UsageError(`${option ? `${option}: ` : ''}"${file}": ${result.error}`);
  return result.value;
}

function readPosition(typed: string | undefined): SavePosition {
  if (typed === undefined) return 'end';
  const at = POSITIONS.find((p) => p === typed);
  if (at === undefined) throw new UsageError(`--at must be start or end, not "${typed}".`);
  return at;
}

function pieceLines(pieces: readonly ListedPiece[]): string[] {
  const rows = pieces.map((p) => [p.id, p.name, p.map ?? '(no map)', p.location ?? '(no location)'].map(oneLine));
  const widths = [0, 1, 2].map((i) => Math.min(COLUMN_MAX, Math.max(0, ...rows.map((r) => r[i]?.length ?? 0))));
  return rows.map((r) => `  ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()}`);
}

/** The list for a person: the module, the boards of each map, a line per piece, then the notes. */
export function pieceListText(list: PieceList, at: SavePosition): string {
  const version = list.module.version === '' ? '' : ` ${list.module.version}`;
  const boards = Object.entries(list.boards).map(
    ([map, placed]) =>
      `  ${oneLine(map)}: ${placed.length === 0 ? '(none)' : placed.map((b) => `${oneLine(b.name)} (column ${b.column}, row ${b.row}${b.reversed ? ', reversed' : ''})`).join('; ')}`,
  );
  const located = list.pieces.filter((p) => p.location !== null).length;
  return [
    `Module: ${oneLine(list.module.name || '(unnamed)')}${oneLine(version)}`,
    `Position: ${at === 'start' ? 'the start of the log, before its moves' : 'the end, after any logged moves'}`,
    boards.length === 0 ? 'Boards: the save lays out none' : 'Boards:',
    ...boards,
    `${plural(list.pieces.length, 'piece')}, ${located} with a location:`,
    ...pieceLines(list.pieces),
    ...(list.notes.length === 0 ? [] : ['Notes:', ...list.notes.map((n) => `  - ${oneLine(n)}`)]),
  ].join('\n');
}

export const vassalCommand = defineCommand({
  name: 'vassal',
  usage: VASSAL_USAGE,
  flags: {
    module: { kind: 'string', missing: 'give the module: --module <file.vmod>.' },
    at: { kind: 'string' },
  },
  positionals: true,
  async run({ values: { module, at: typedAt }, positionals }) {
    const at = readPosition(typedAt);
    const [file, ...extra] = positionals;
    if (file === undefined) throw new UsageError('give the saved game or log: adjutant vassal --module <file.vmod> <save-or-log>.');
    if (extra.length > 0) throw new UsageError(`one saved game or log at a time; also given: ${extra.join(' ')}.`);
    const geometry = await readVassalFile(module, '--module', readVassalModule);
    const save = await readVassalFile(file, '', (source) => readVassalSave(source, { at }));
    const listed = listVassalPieces(geometry, save);
    if (!listed.ok) throw new UsageError(`"${file}": ${listed.error}`);
    const list = listed.value;
    return { json: list, text: () => pieceListText(list, at) };
  },
});
