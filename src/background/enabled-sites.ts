import type { KeyValueStore } from '../storage/key-value-store.js';
import { isSitePattern } from '../messaging/site-pattern.js';

/**
 * The sites the user turned on, kept so the worker can register their content scripts again when the browser
 * starts (and tell whether a site is on). Access itself is the browser's grant: a site is on only while
 * both this list and the browser's permission say so.
 */
export const ENABLED_SITES_KEY = 'enabledSites';

/** More than anyone plays on; a longer list in storage is not Adjutant's. */
const MAX_SITES = 200;

export async function loadEnabledSites(store: KeyValueStore): Promise<string[]> {
  const v = await store.get(ENABLED_SITES_KEY);
  if (!Array.isArray(v)) return [];
  return [...new Set(v.filter(isSitePattern))].slice(0, MAX_SITES);
}

export async function saveEnabledSites(store: KeyValueStore, patterns: readonly string[]): Promise<void> {
  await store.set(ENABLED_SITES_KEY, [...new Set(patterns.filter(isSitePattern))].slice(0, MAX_SITES));
}
