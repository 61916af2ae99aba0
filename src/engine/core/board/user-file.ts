import { fieldError, isRecord, type FieldError } from '../field-error.js';
import { FieldReader } from './field-reader.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from './json-shape.js';

/**
 * The opening every file the user types in from their own card or map shares (morale ratings, area TEMs):
 * its JSON shape within limits, one object of known fields naming its format, and an optional title.
 */
export interface UserFileSpec {
  readonly format: string;
  /** What the file holds, as its errors name it: "morale ratings". */
  readonly what: string;
  /** The fields after the format in the example its errors give: `"ratings": {"unit": "7/5", …}`. */
  readonly example: string;
  /** Every top-level field it may have. */
  readonly fields: readonly string[];
  readonly shape: ShapeLimits;
  /** Longest title, in characters. */
  readonly titleChars: number;
}

export type UserFileOpening = { readonly ok: true; readonly r: FieldReader; readonly top: Record<string, unknown> } | { readonly ok: false; readonly errors: FieldError[] };

/** Reads a file's opening: its reader (format and title already checked) and its top object, or the errors that stop the reading. */
export function openUserFile(input: unknown, spec: UserFileSpec): UserFileOpening {
  const shape = checkJsonShape(input, spec.shape);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, spec.shape))] };
  const r = new FieldReader();
  const top = r.record(input, '', `${spec.what}: a JSON object {"format": "${spec.format}", ${spec.example}}`, spec.fields);
  if (!top) return { ok: false, errors: r.errors() };
  if (top.format !== spec.format) r.fail('format', `"${spec.format}"`, top.format);
  if (top.title !== undefined) r.text(top.title, 'title', spec.titleChars);
  return { ok: true, r, top };
}

/**
 * The entries of an object of named entries (a unit's rating, an area's TEM), key and value, of at most
 * `max`; none when it is not an object or has more, which is reported once.
 */
export function namedEntries(r: FieldReader, value: unknown, path: string, expected: string, max: number, what: string): [string, unknown][] {
  if (!isRecord(value)) {
    r.fail(path, expected, value);
    return [];
  }
  const entries = Object.entries(value);
  if (entries.length > max) {
    r.tooMany(path, max, what, entries.length);
    return [];
  }
  return entries;
}
