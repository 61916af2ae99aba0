import { formatFieldErrors, type Parsed } from '../engine/core/field-error.js';
import { UsageError, type CliIo } from './cli-io.js';

/** What a JSON file option reads: its name in messages, its size limit, and the validator Options uses too. */
export interface JsonFileKind<T> {
  /** What the file is, as in `"x.json" is not a valid terrain effects chart` ("terrain effects chart"). */
  readonly what: string;
  /** Largest file accepted, in characters. */
  readonly limit: number;
  readonly parse: (json: unknown) => Parsed<T>;
}

/**
 * A JSON file named by an option, read whole and checked by the same validator as Options, or refused:
 * the option, the file and every bad field by its path (a usage error, exit 2).
 */
export async function readJsonFile<T>(io: CliIo, file: string, option: string, kind: JsonFileKind<T>): Promise<T> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch {
    throw new UsageError(`${option}: cannot read the file "${file}".`);
  }
  if (text.length > kind.limit) throw new UsageError(`${option}: "${file}" is larger than ${kind.limit} characters.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${option}: "${file}" is not valid JSON${e instanceof Error && e.message ? ` (${e.message})` : ''}.`);
  }
  const parsed = kind.parse(json);
  if (!parsed.ok) {
    const count = parsed.errors.filter((e) => e.path !== '(more)').length;
    throw new UsageError(`${option}: "${file}" is not a valid ${kind.what} (${count} ${count === 1 ? 'error' : 'errors'}).\n${formatFieldErrors(parsed.errors)}`);
  }
  return parsed.value;
}
