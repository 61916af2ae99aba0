import { parseBoardText, type Board } from '../engine/index.js';
import { applyPackToBoard, parsePackText } from '../engine/packs.js';
import { UsageError, type CliIo } from './cli-io.js';
import { errorCount, errorsLine } from './one-line.js';
import { readFileText } from './read-json-file.js';

/** The one line for a board that does not read: the file, how many errors, and the first few by path. */
export function badBoardMessage(file: string, errors: Parameters<typeof errorsLine>[0]): string {
  return `"${file}" is not a valid board (${errorCount(errors)}): ${errorsLine(errors)}`;
}

/** The flag every command that reads a board takes: a game pack whose facts fill what the board does not say. */
export const PACK_FLAG = { kind: 'string' } as const;

/** The usage line of --pack, the same in every command that takes it. */
export const PACK_USAGE = '  --pack      a game pack (adjutant-pack/1, see docs/game-packs.md): its terrain under the board\'s own, its strengths where the board shows none';

/**
 * A board file (adjutant-board/1 JSON) read whole or refused, naming the option, the file and its bad fields;
 * with a game pack, the pack's terrain goes under the board's own and its order of battle fills strengths the
 * board does not show (the board's own facts always win).
 */
export async function readBoardFile(io: CliIo, file: string, option: string, pack?: string): Promise<Board> {
  // parseBoardText checks the size and the nesting before it parses.
  const parsed = parseBoardText(await readFileText(io, file, option), { source: { kind: 'file', name: file } });
  if (!parsed.ok) throw new UsageError(`${option ? `${option}: ` : ''}${badBoardMessage(file, parsed.errors)}`);
  if (pack === undefined) return parsed.value;
  const read = parsePackText(await readFileText(io, pack, '--pack'));
  if (!read.ok) throw new UsageError(`--pack: "${pack}" is not a valid game pack (${errorCount(read.errors)}): ${errorsLine(read.errors)}`);
  const applied = applyPackToBoard(parsed.value, read.value);
  if (!applied.ok) throw new UsageError(`--pack: "${pack}" does not fit the board: ${errorsLine(applied.errors)}`);
  return applied.value.board;
}
