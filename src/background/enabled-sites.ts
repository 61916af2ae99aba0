import type { KeyValueStore } from '../storage/key-value-store.js';
import { loadStored, writeStoredOrThrow, type StoredSpec } from '../storage/stored-value.js';
import { isSitePattern } from '../messaging/site-pattern.js';

/**
 * The sites the user turned on, kept so the worker can register their content scripts again when the browser
 * starts (and tell whether a site is on). Access itself is the browser's grant: a site is on only while
 * both this list and the browser's permission say so.
 */
export const ENABLED_SITES_KEY = 'enabledSites';

/** More than anyone plays on; a longer list in storage is not Adjutant's. */
const MAX_SITES = 200;

export const ENABLED_SITES_STORED: StoredSpec<readonly string[]> = {
  name: ENABLED_SITES_KEY,
  keys: [ENABLED_SITES_KEY],
  version: 2,
  what: () => 'your list of board sites Adjutant reads',
  // Format 1 was the list of site patterns, bare; format 2 wraps it unchanged.
  migrations: { 1: (old) => old },
  check: (v) => {
    if (!Array.isArray(v) || v.length > MAX_SITES) return { ok: false, problem: `expected a list of at most ${MAX_SITES} site patterns` };
    const bad = v.findIndex((p) => !isSitePattern(p));
    return bad >= 0 ? { ok: false, problem: `[${bad}]: expected a site pattern such as https://example.org/*` } : { ok: true, value: [...new Set(v as string[])] };
  },
  // 200 patterns of at most 300 characters (isSitePattern), quoted and separated.
  maxBytes: MAX_SITES * 303 + 200,
};

export async function loadEnabledSites(store: KeyValueStore): Promise<string[]> {
  return [...((await loadStored(store, ENABLED_SITES_STORED, ENABLED_SITES_KEY)) ?? [])];
}

export async function saveEnabledSites(store: KeyValueStore, patterns: readonly string[]): Promise<void> {
  const value = [...new Set(patterns.filter(isSitePattern))].slice(0, MAX_SITES);
  await writeStoredOrThrow(store, [{ spec: ENABLED_SITES_STORED, key: ENABLED_SITES_KEY, value }]);
}
