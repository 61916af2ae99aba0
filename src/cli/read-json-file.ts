import type { Parsed } from '../engine/index.js';
import { readJsonInput, type JsonInputLimits } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { errorCount, errorsLine } from './one-line.js';
import { readFailure } from './read-text-file.js';

/** What a JSON file option reads: its name in messages, its size limit, and the validator Options uses too. */
export interface JsonFileKind<T> {
  /** What the file is, as in `"x.json" is not a valid terrain effects chart` ("terrain effects chart"). */
  readonly what: string;
  /** Largest file accepted, in characters. */
  readonly limit: number;
  readonly parse: (json: unknown) => Parsed<T>;
}

/** A file's whole text, or a usage error naming the option, the file and why it cannot be read. */
export async function readFileText(io: CliIo, file: string, option: string): Promise<string> {
  try {
    return await io.readFile(file);
  } catch (e) {
    throw unreadableFile(file, option, e);
  }
}

/** The usage error for a file that cannot be read: the option (if any), the file, and why in a player's words. */
export function unreadableFile(file: string, option: string, e: unknown): UsageError {
  return new UsageError(`${option ? `${option}: ` : ''}cannot read the file "${file}" (${readFailure(e)}).`);
}

/**
 * A file's JSON, read through the engine's one bounded reader (size, nesting, number of values), or a
 * usage error in one line saying what is wrong with it.
 */
export async function readJsonValue(io: CliIo, file: string, option: string, limits: JsonInputLimits): Promise<unknown> {
  const read = readJsonInput(await readFileText(io, file, option), limits);
  if (read.ok) return read.value;
  const at = `${option}: "${file}"`;
  switch (read.problem) {
    case 'size':
      throw new UsageError(`${at} is larger than ${limits.chars} characters.`);
    case 'syntax':
      throw new UsageError(`${at} is not valid JSON (${read.error.found ?? 'unreadable'}).`);
    default: {
      // Too deep, too wide, too many values: what was expected, and where when it is inside the file.
      const { path, expected, found } = read.error;
      throw new UsageError(`${at}${path === '(file)' ? '' : ` at ${path}`}: expected ${expected}${found === undefined ? '' : ` (found ${found})`}.`);
    }
  }
}

/**
 * A JSON file named by an option, read whole and checked by the same validator as Options, or refused in
 * one line: the option, the file, how many fields are bad and the first of them by path (exit 2).
 */
export async function readJsonFile<T>(io: CliIo, file: string, option: string, kind: JsonFileKind<T>): Promise<T> {
  const json = await readJsonValue(io, file, option, { chars: kind.limit });
  const parsed = kind.parse(json);
  if (!parsed.ok) throw new UsageError(`${option}: "${file}" is not a valid ${kind.what} (${errorCount(parsed.errors)}): ${errorsLine(parsed.errors)}`);
  return parsed.value;
}
