import type { Parsed } from '../engine/core/field-error.js';
import type { G88MovementSettings } from '../engine/games/gettysburg-88/movement/movement-settings.js';
import { parseG88MovementSettings } from '../engine/games/gettysburg-88/movement/parse-movement-settings.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkPerGame } from './per-game.js';
import { loadStored, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * The movement figures the user confirmed from their Gettysburg '88 rulebook, stored per game under one
 * key (only '88 has movement modelled so far). What is stored is re-checked on every load: settings that
 * no longer validate are reported, never half-used.
 */
export const MOVEMENT_SETTINGS_KEY = 'movementSettings';
const GAME = 'gettysburg-88';

type AllSettings = Partial<Record<typeof GAME, G88MovementSettings>>;

export const MOVEMENT_SETTINGS_STORED: StoredSpec<AllSettings> = {
  name: MOVEMENT_SETTINGS_KEY,
  keys: [MOVEMENT_SETTINGS_KEY],
  version: 2,
  what: () => "your Gettysburg '88 movement settings",
  // Format 1 was the settings per game, bare; format 2 wraps them unchanged.
  migrations: { 1: (old) => old },
  check: (v) => checkPerGame(v, [GAME], 'movement settings', (entry) => parseG88MovementSettings(entry)),
  // At their limits (3,000 hexsides, 300 roads of 300 hexes, 60 terrain names) some 1.5 MB of JSON.
  maxBytes: 2_000_000,
};

async function loadAll(store: KeyValueStore): Promise<AllSettings> {
  return { ...((await loadStored(store, MOVEMENT_SETTINGS_STORED, MOVEMENT_SETTINGS_KEY)) ?? {}) };
}

/** The settings as stored and valid, or null when the user has confirmed nothing yet. */
export async function loadG88MovementSettings(store: KeyValueStore): Promise<G88MovementSettings | null> {
  return (await loadAll(store))[GAME] ?? null;
}

/** The write of checked settings, keeping any other game's (the backup import writes it with the rest). */
export async function g88MovementWrite(store: KeyValueStore, settings: G88MovementSettings): Promise<StoredWrite> {
  return { spec: MOVEMENT_SETTINGS_STORED, key: MOVEMENT_SETTINGS_KEY, value: { ...(await loadAll(store)), [GAME]: settings } };
}

/** Validates and stores; on any error nothing is written and every error is returned with its path. */
export async function saveG88MovementSettings(store: KeyValueStore, input: unknown): Promise<Parsed<G88MovementSettings>> {
  const parsed = parseG88MovementSettings(input);
  if (!parsed.ok) return parsed;
  const written = await writeStored(store, [await g88MovementWrite(store, parsed.value)]);
  return written.ok ? parsed : storageErrorOf(written);
}

export async function deleteG88MovementSettings(store: KeyValueStore): Promise<void> {
  const all = await loadAll(store);
  delete all[GAME];
  await writeStoredOrThrow(store, [{ spec: MOVEMENT_SETTINGS_STORED, key: MOVEMENT_SETTINGS_KEY, value: all }]);
}
