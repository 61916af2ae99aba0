import { describeFound } from '../engine/index.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, writeStoredOrThrow, type StoredSpec } from './stored-value.js';

/**
 * Whether answers may add advice (a best choice among options the rules rank the same) beside what the rules
 * say. Off is "rules only", for rated games. Advice is on until the player turns it off.
 */
export const ADVICE_KEY = 'advice';

export const ADVICE_STORED: StoredSpec<boolean> = {
  name: ADVICE_KEY,
  keys: [ADVICE_KEY],
  // Born in an envelope: there was never a bare format 1 to migrate from.
  version: 1,
  what: () => 'your choice between advice and rules only',
  migrations: {},
  check: (v) => (typeof v === 'boolean' ? { ok: true, value: v } : { ok: false, problem: `expected true (advice shown) or false (rules only) (found ${describeFound(v)})` }),
  maxBytes: 256,
};

export async function loadAdviceShown(store: KeyValueStore): Promise<boolean> {
  return (await loadStored(store, ADVICE_STORED, ADVICE_KEY)) ?? true;
}

export async function saveAdviceShown(store: KeyValueStore, shown: boolean): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: ADVICE_STORED, key: ADVICE_KEY, value: shown }]);
}
