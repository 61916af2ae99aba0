import type { Parsed } from '../src/engine/index.js';
import { fieldError } from '../src/engine/index.js';
import { parseJsonObjectInput } from '../src/engine/index.js';
import { IMPORT_LIMIT } from '../src/storage/user-data.js';

/** Pasted text as a JSON object, or the reason it is not one (read by the engine's one bounded JSON reader). */
export function parseJsonObject(text: string): Parsed<Record<string, unknown>> {
  if (text.trim() === '') return { ok: false, errors: [fieldError('(JSON)', 'a table in JSON; the box is empty')] };
  return parseJsonObjectInput(text, { chars: IMPORT_LIMIT }, '(JSON)', 'a JSON object (one table)');
}
