// Hostile values for property tests of every input parser (not a test file itself).
import fc from 'fast-check';

/** Every member name of Object.prototype ("__proto__" among them): words a plain-object look-up would find. */
export const PROTOTYPE_NAMES: readonly string[] = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

/** A list nested `depth` deep around a leaf, built without recursion. */
export function nested(depth: number, leaf: unknown = 'A'): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** The same as JSON text, without JSON.stringify's recursion. */
export function nestedText(depth: number, leaf = '"A"'): string {
  return `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
}

/** An object parsed from JSON whose own keys are the given names (as JSON.parse makes "__proto__" an own key). */
export function ownKeys(keys: readonly string[], value: unknown): Record<string, unknown> {
  return JSON.parse(`{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(value)}`).join(',')}}`) as Record<string, unknown>;
}

/** Values no field of any format expects, each of a kind that has broken a parser somewhere. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 65, max: 4000 }).map((d) => nested(d)),
  fc.constantFrom<unknown>(
    { toString: 1 },
    { valueOf: {}, toString: {} },
    { toString: null, valueOf: null },
    JSON.parse('{"__proto__": {"toString": 1}}'),
    Object.create(null),
    [{ toString: 1 }],
    [[[]]],
    '',
    ' ',
    '\u0000\n\u001b[2J',
    'x'.repeat(100_000),
    -0,
    1e308,
    -1e308,
    0.5,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom(...PROTOTYPE_NAMES).map((k) => ownKeys([k], 1)),
  fc.array(fc.constantFrom(...PROTOTYPE_NAMES), { minLength: 1, maxLength: 4 }).map((ks) => ownKeys(ks, { toString: 1 })),
);

type Path = readonly (string | number)[];

/** Every place in a JSON value (objects and lists alike), the top first. */
export function pathsOf(value: unknown, base: Path = []): Path[] {
  const out: Path[] = [base];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...base, i])));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...base, k]));
  return out;
}

/** A copy of the value with the place at `path` replaced (defined, not assigned, so "__proto__" is a plain key). */
export function replaceAt(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, by) : v));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === head ? replaceAt(v, rest, by) : v]));
  }
  return value;
}

/** A copy with one more own key, of any name, at the place `path`. */
export function addKeyAt(value: unknown, path: Path, key: string, by: unknown): unknown {
  if (path.length === 0) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries([...Object.entries(value), [key, by]]) : value;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? addKeyAt(v, rest, key, by) : v));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === head ? addKeyAt(v, rest, key, by) : v]));
  }
  return value;
}

/**
 * A valid input with one place spoiled: a hostile value put somewhere in it, or a key named like a member
 * of Object.prototype added to one of its objects. Shrinks towards the top of the input.
 */
export function spoiled(valid: unknown): fc.Arbitrary<unknown> {
  const places = pathsOf(valid);
  const objects = places.filter((p) => {
    let v: unknown = valid;
    for (const k of p) v = (v as Record<string | number, unknown>)[k];
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  });
  return fc.oneof(
    fc.tuple(fc.constantFrom(...places), hostileValue).map(([p, v]) => replaceAt(valid, p, v)),
    fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...PROTOTYPE_NAMES), hostileValue).map(([p, k, v]) => addKeyAt(valid, p, k, v)),
    fc.tuple(fc.constantFrom(...places), fc.constantFrom(...PROTOTYPE_NAMES)).map(([p, name]) => replaceAt(valid, p, name)),
  );
}
