/** A problem with one field of untrusted input: where it is (a JSON path) and what was expected there. */
export interface FieldError {
  readonly path: string;
  readonly expected: string;
  readonly found?: string;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly FieldError[] };

export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

export function fieldError(path: string, expected: string, value?: unknown): FieldError {
  return arguments.length > 2 ? { path, expected, found: describeFound(value) } : { path, expected };
}

/** One line per error, e.g. "rows[2].results[1]: expected a result code defined under results (found "X2")". */
export function formatFieldErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.path}: expected ${e.expected}${e.found !== undefined ? ` (found ${e.found})` : ''}`).join('\n');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
