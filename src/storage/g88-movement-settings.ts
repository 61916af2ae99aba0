import { isRecord, type Parsed } from '../engine/core/field-error.js';
import type { G88MovementSettings } from '../engine/games/gettysburg-88/movement/movement-settings.js';
import { parseG88MovementSettings } from '../engine/games/gettysburg-88/movement/parse-movement-settings.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The movement figures the user confirmed from their Gettysburg '88 rulebook, stored per game under one
 * key (only '88 has movement modelled so far). What is stored is re-checked on every load: settings that
 * no longer validate are ignored, never half-used.
 */
export const MOVEMENT_SETTINGS_KEY = 'movementSettings';
const GAME = 'gettysburg-88';

async function loadAll(store: KeyValueStore): Promise<Record<string, unknown>> {
  const v = await store.get(MOVEMENT_SETTINGS_KEY);
  return isRecord(v) ? { ...v } : {};
}

/** The settings as stored and valid, or null when the user has confirmed nothing yet. */
export async function loadG88MovementSettings(store: KeyValueStore): Promise<G88MovementSettings | null> {
  const all = await loadAll(store);
  if (!Object.hasOwn(all, GAME)) return null;
  const parsed = parseG88MovementSettings(all[GAME]);
  return parsed.ok ? parsed.value : null;
}

/** Validates and stores; on any error nothing is written and every error is returned with its path. */
export async function saveG88MovementSettings(store: KeyValueStore, input: unknown): Promise<Parsed<G88MovementSettings>> {
  const parsed = parseG88MovementSettings(input);
  if (!parsed.ok) return parsed;
  const all = await loadAll(store);
  await store.set(MOVEMENT_SETTINGS_KEY, { ...all, [GAME]: parsed.value });
  return parsed;
}

export async function deleteG88MovementSettings(store: KeyValueStore): Promise<void> {
  const all = await loadAll(store);
  delete all[GAME];
  await store.set(MOVEMENT_SETTINGS_KEY, all);
}
