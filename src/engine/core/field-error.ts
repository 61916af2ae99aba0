/** A problem with one field of untrusted input: where it is (a JSON path) and what was expected there. */
export interface FieldError {
  readonly path: string;
  readonly expected: string;
  readonly found?: string;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * What was found, in a few words, for any value at all: it never converts an object to text (an object's
 * own toString may throw or not be a function), never walks into a list, and never throws.
 */
export function describeFound(value: unknown): string {
  try {
    switch (typeof value) {
      case 'undefined':
        return 'nothing';
      case 'string':
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
      case 'number':
      case 'boolean':
      case 'bigint':
        return String(value);
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        return Array.isArray(value) ? `a list of ${value.length}` : 'an object';
    }
  } catch {
    // Only a hostile stand-in (a revoked proxy) gets here.
    return 'a value that cannot be read';
  }
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

/** A nested check's errors, placed under where its value sits in a larger file: `terrainEffects.cemetery-hill` + `terrain[0].name`. */
export function errorsUnder(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, path: e.path === '' || e.path === '(top)' ? prefix : e.path.startsWith('[') ? `${prefix}${e.path}` : `${prefix}.${e.path}` }));
}
