import { parseBoardText, type Board } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { errorCount, errorsLine } from './one-line.js';
import { readFileText } from './read-json-file.js';

/** The one line for a board that does not read: the file, how many errors, and the first few by path. */
export function badBoardMessage(file: string, errors: Parameters<typeof errorsLine>[0]): string {
  return `"${file}" is not a valid board (${errorCount(errors)}): ${errorsLine(errors)}`;
}

/** A board file (adjutant-board/1 JSON) read whole or refused, naming the option, the file and its bad fields. */
export async function readBoardFile(io: CliIo, file: string, option: string): Promise<Board> {
  // parseBoardText checks the size and the nesting before it parses.
  const parsed = parseBoardText(await readFileText(io, file, option), { source: { kind: 'file', name: file } });
  if (!parsed.ok) throw new UsageError(`${option ? `${option}: ` : ''}${badBoardMessage(file, parsed.errors)}`);
  return parsed.value;
}
