/**
 * What a store keeps under a key, out of its format envelope ({"adjutant", "version", "value"}): the tests that
 * look at storage directly compare the value, and check the envelope once (tests/unit/stored-formats.test.ts).
 */
export function unwrapStored(raw: unknown): unknown {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'adjutant' in raw && 'value' in raw) return (raw as { value: unknown }).value;
  return raw;
}

/** The value under `key` of a dump, out of its envelope (undefined when nothing is stored there). */
export function storedIn(dump: Record<string, unknown>, key: string): unknown {
  return unwrapStored(dump[key]);
}
