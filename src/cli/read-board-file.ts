import type { Board } from '../engine/core/board/board.js';
import { parseBoardText } from '../engine/core/board/parse-board.js';
import { formatFieldErrors } from '../engine/core/field-error.js';
import { UsageError, type CliIo } from './cli-io.js';

/** A board file (adjutant-board/1 JSON) read whole or refused, naming the option, the file and every bad field. */
export async function readBoardFile(io: CliIo, file: string, option: string): Promise<Board> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch {
    throw new UsageError(`${option}: cannot read the file "${file}".`);
  }
  // parseBoardText checks the size before it parses.
  const parsed = parseBoardText(text, { source: { kind: 'file', name: file } });
  if (!parsed.ok) {
    const count = parsed.errors.filter((e) => e.path !== '(more)').length;
    throw new UsageError(`${option}: "${file}" is not a valid board (${count} ${count === 1 ? 'error' : 'errors'}).\n${formatFieldErrors(parsed.errors)}`);
  }
  return parsed.value;
}
