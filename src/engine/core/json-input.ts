import { checkJsonShape, describeShapeProblem, type ShapeLimits } from './board/json-shape.js';
import { fieldError, isRecord, type FieldError, type Parsed } from './field-error.js';

/**
 * Untrusted JSON text (a file on the command line, a file imported in Options, a stored value) is read
 * here and only here: a size limit, a scan of the nesting before anything is built, JSON.parse, then an
 * iterative walk that bounds depth, width and the number of values. Every refusal is a field error a
 * player can read; nothing throws, recurses on the input or runs long, whatever the text.
 */
export interface JsonInputLimits {
  /** Longest text accepted, in characters (as String.length counts them). */
  readonly chars: number;
  /** Deepest nesting of lists and objects; the top value is depth 1. Default JSON_INPUT_DEFAULTS.depth. */
  readonly depth?: number;
  /** Most values in all. Default JSON_INPUT_DEFAULTS.nodes. */
  readonly nodes?: number;
  /** Longest list, or object by its number of keys. Default: as many as nodes. */
  readonly width?: number;
}

/** Far deeper and larger than any of Adjutant's formats needs (a board is 6 deep, a backup about 10). */
export const JSON_INPUT_DEFAULTS = { depth: 64, nodes: 1_000_000 } as const;

function shapeOf(limits: JsonInputLimits): ShapeLimits {
  const depth = limits.depth ?? JSON_INPUT_DEFAULTS.depth;
  const nodes = limits.nodes ?? JSON_INPUT_DEFAULTS.nodes;
  return { depth, nodes, width: limits.width ?? nodes };
}

/** A long path (deep nesting) is cut in the middle: the start says where, the end what. */
function shortPath(path: string): string {
  return path.length > 80 ? `${path.slice(0, 50)}…${path.slice(-20)}` : path;
}

/**
 * Where the text first nests deeper than `depth`, as a character offset, or -1. One pass over the text,
 * skipping strings, and it stops there: a megabyte of "[" costs a few dozen steps and no memory. Broken
 * JSON may mislead it, but JSON.parse refuses that text anyway.
 */
export function firstTooDeep(text: string, depth: number): number {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++level > depth) return i;
    } else if (c === 0x5d || c === 0x7d) level--;
  }
  return -1;
}

/**
 * An already-parsed value (a stored one, a message) checked against the same bounds as text is: the
 * first list or object too deep, too wide or one value too many, as a field error; null when it fits.
 */
export function checkJsonInputShape(value: unknown, limits: Omit<JsonInputLimits, 'chars'> = {}, where = '(top)'): FieldError | null {
  const shape = shapeOf({ chars: 0, ...limits });
  const problem = checkJsonShape(value, shape);
  if (!problem) return null;
  const path = problem.path === '(top)' ? where : shortPath(problem.path);
  return fieldError(path, describeShapeProblem(problem, shape));
}

/** Why text was refused, for callers that word it their own way (the command line names the file). */
export type JsonInputProblem = 'not-text' | 'size' | 'depth' | 'syntax' | 'shape';

export type JsonInputRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: JsonInputProblem; readonly error: FieldError };

/** JSON text read within the limits, or why not: the kind of problem and one field error under `where`. */
export function readJsonInput(text: unknown, limits: JsonInputLimits, where = '(file)'): JsonInputRead {
  if (typeof text !== 'string') return { ok: false, problem: 'not-text', error: fieldError(where, 'JSON text', text) };
  if (text.length > limits.chars) {
    return { ok: false, problem: 'size', error: { path: where, expected: `at most ${limits.chars} characters of JSON`, found: `${text.length} characters` } };
  }
  const shape = shapeOf(limits);
  const deep = firstTooDeep(text, shape.depth);
  if (deep >= 0) {
    const expected = describeShapeProblem({ kind: 'depth', path: where }, shape);
    return { ok: false, problem: 'depth', error: { path: where, expected, found: `deeper nesting at character ${deep + 1}` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: 'syntax', error: fieldError(where, 'valid JSON', e instanceof Error ? e.message : 'unreadable text') };
  }
  const problem = checkJsonInputShape(value, shape, where);
  return problem ? { ok: false, problem: 'shape', error: problem } : { ok: true, value };
}

/** JSON text read within the limits, or one field error saying what is wrong with it, under `where`. */
export function parseJsonInput(text: unknown, limits: JsonInputLimits, where = '(file)'): Parsed<unknown> {
  const read = readJsonInput(text, limits, where);
  return read.ok ? read : { ok: false, errors: [read.error] };
}

/** The same, for formats whose top value must be one JSON object; `what` names it ("a JSON object (one table)"). */
export function parseJsonObjectInput(text: unknown, limits: JsonInputLimits, where = '(file)', what = 'a JSON object'): Parsed<Record<string, unknown>> {
  const read = parseJsonInput(text, limits, where);
  if (!read.ok) return read;
  return isRecord(read.value) ? { ok: true, value: read.value } : { ok: false, errors: [fieldError(where, what, read.value)] };
}
