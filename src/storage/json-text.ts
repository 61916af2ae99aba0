import { fieldError, type Parsed } from '../engine/index.js';
import { readJsonInput, type JsonInputRead } from '../engine/index.js';

/**
 * JSON text in and out of the stores. In: what a player pastes or imports is read by the engine's one bounded
 * reader (json-input.ts), within the store's length. Nesting and counts are not bounded here: each store's own
 * check walks the value and names a list too deep or too long by its field, the same check a stored value gets.
 * Out: a value as the file a player keeps.
 */
const UNBOUNDED_SHAPE = { depth: Number.POSITIVE_INFINITY, nodes: Number.POSITIVE_INFINITY } as const;

/** A file's text (a backup, a ledger, marks) read within `chars`, refusals placed under "(file)". */
export function readJsonFile(text: string, chars: number): JsonInputRead {
  return readJsonInput(text, { chars, ...UNBOUNDED_SHAPE }, '(file)');
}

/** The text of a JSON box in Options (a chart, TEMs, ratings, settings) read within `chars`, refusals under "(JSON)". */
export function readJsonBox(text: string, chars: number): Parsed<unknown> {
  const read = readJsonInput(text, { chars, ...UNBOUNDED_SHAPE }, '(JSON)');
  if (read.ok) return read;
  // The boxes have always worded the length refusal this way.
  const error = read.problem === 'size' ? fieldError('(JSON)', `at most ${chars} characters`, `${text.length} characters`) : read.error;
  return { ok: false, errors: [error] };
}

/** A value as a file: two-space indents and a closing newline, as every export writes it. */
export function jsonFileText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
