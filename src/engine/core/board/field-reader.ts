import { fieldError, isRecord, type FieldError } from '../field-error.js';
import { pathKey } from './json-path.js';

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Errors beyond this many are counted, not listed: a thousand bad units need not print a thousand lines. */
export const MAX_LISTED_ERRORS = 50;

/**
 * Reads untrusted JSON field by field, collecting one error per bad field (its path and what was
 * expected) instead of stopping at the first. Each read returns the value, or undefined when it was bad.
 */
export class FieldReader {
  private readonly listed: FieldError[] = [];
  private unlisted = 0;

  fail(path: string, expected: string, ...found: [unknown?]): undefined {
    return this.push(found.length > 0 ? fieldError(path, expected, found[0]) : fieldError(path, expected));
  }

  /** A list or object with too many entries: found says how many, not what. */
  tooMany(path: string, max: number, what: string, count: number): undefined {
    return this.push({ path, expected: `at most ${max} ${what}`, found: `${count} ${what}` });
  }

  /** Errors another check found (a table inside a larger file), already placed under their path there. */
  add(errors: readonly FieldError[]): undefined {
    for (const e of errors) this.push(e);
    return undefined;
  }

  private push(error: FieldError): undefined {
    if (this.listed.length < MAX_LISTED_ERRORS) this.listed.push(error);
    else this.unlisted++;
    return undefined;
  }

  get failed(): boolean {
    return this.listed.length > 0;
  }

  errors(): FieldError[] {
    return this.unlisted > 0
      ? [...this.listed, fieldError('(more)', `fewer errors: ${this.unlisted} more were found and are not listed`)]
      : [...this.listed];
  }

  /** An object whose keys are all among `known`; each unknown key is an error of its own. */
  record(value: unknown, path: string, expected: string, known: readonly string[]): Record<string, unknown> | undefined {
    if (!isRecord(value)) return this.fail(path || '(top)', expected, value);
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) this.fail(pathKey(path, key), `no field of this name here (known: ${known.join(', ')})`);
    }
    return value;
  }

  /** Text of at most max characters, not blank, with no control characters. Returned trimmed. */
  text(value: unknown, path: string, max: number): string | undefined {
    // What was expected is written only when it fails: this runs for every text field of every board read.
    if (typeof value !== 'string') return this.fail(path, `text of 1 to ${max} characters`, value);
    const t = value.trim();
    if (t.length === 0 || value.length > max || CONTROL.test(value)) return this.fail(path, `text of 1 to ${max} characters, not blank, without control characters`, value);
    return t;
  }

  whole(value: unknown, path: string, min: number, max: number): number | undefined {
    // + 0 makes -0 a plain 0, so what is read is what JSON writes back.
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value + 0;
    return this.fail(path, `a whole number from ${min} to ${max}`, value);
  }

  number(value: unknown, path: string, min: number, max: number): number | undefined {
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value + 0;
    return this.fail(path, `a number from ${min} to ${max}`, value);
  }

  boolean(value: unknown, path: string): boolean | undefined {
    return typeof value === 'boolean' ? value : this.fail(path, 'true or false', value);
  }

  oneOf<T extends string | number>(value: unknown, path: string, allowed: readonly T[]): T | undefined {
    if ((allowed as readonly unknown[]).indexOf(value) >= 0) return value as T;
    return this.fail(path, `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, value);
  }

  /** A list of at most `max` entries. */
  list(value: unknown, path: string, what: string, max: number): readonly unknown[] | undefined {
    if (!Array.isArray(value)) return this.fail(path, `a list of ${what}`, value);
    if (value.length > max) return this.tooMany(path, max, what, value.length);
    return value;
  }
}
