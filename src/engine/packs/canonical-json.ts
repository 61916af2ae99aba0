/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, JavaScript's default sort), no whitespace, strings and
 * numbers written as JSON.stringify writes them, undefined object fields left out. The same content gives the same
 * text whatever order its keys were written in, so its hash does not depend on who wrote the file.
 * Only plain JSON values are read (a value of another kind is written as null, like a function in JSON.stringify);
 * recursion is bounded by the depth checked before (a pack is at most PACK_LIMITS.depth deep).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const fields = Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`);
    return `{${fields.join(',')}}`;
  }
  return 'null';
}

/** A plain copy of checked JSON: no object of the caller's is kept, and "__proto__" stays an own key. */
export function plainCopy<T>(value: T): T {
  return JSON.parse(canonicalJson(value)) as T;
}
