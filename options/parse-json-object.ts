import type { FieldError, Parsed } from '../src/engine/index.js';
import { fieldError, isRecord } from '../src/engine/core/field-error.js';
import { IMPORT_LIMIT } from '../src/storage/user-data.js';

/** Pasted text as a JSON object, or the reason it is not one. */
export function parseJsonObject(text: string): Parsed<Record<string, unknown>> {
  const fail = (error: FieldError): Parsed<Record<string, unknown>> => ({ ok: false, errors: [error] });
  if (text.trim() === '') return fail(fieldError('(JSON)', 'a table in JSON; the box is empty'));
  if (text.length > IMPORT_LIMIT) return fail(fieldError('(JSON)', `at most ${IMPORT_LIMIT} characters`, `${text.length} characters`));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(fieldError('(JSON)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text'));
  }
  return isRecord(value) ? { ok: true, value } : fail(fieldError('(JSON)', 'a JSON object (one table)', value));
}
