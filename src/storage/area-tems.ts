import { fieldError, type Parsed } from '../engine/core/field-error.js';
import { parseAreaTemsInput, type AreaTems, type AreaTemsInput } from '../engine/games/they-met/area-tems-input.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The area TEMs and Zone names of the user's They Met at Gettysburg map, kept as typed under one key and
 * re-checked on every load: a stored file that no longer validates is ignored, never half-used.
 */
export const AREA_TEMS_KEY = 'areaTems';
/** Largest file accepted, in characters of JSON. */
export const AREA_TEMS_IMPORT_LIMIT = 200_000;

/** The file as the user typed it, or null. */
export async function loadAreaTemsInput(store: KeyValueStore): Promise<AreaTemsInput | null> {
  const v = await store.get(AREA_TEMS_KEY);
  return v !== undefined && parseAreaTemsInput(v).ok ? (v as AreaTemsInput) : null;
}

/** The checked TEMs the modifiers use (battle.stated.areaTems), or null when none are entered. */
export async function loadAreaTems(store: KeyValueStore): Promise<AreaTems | null> {
  const v = await store.get(AREA_TEMS_KEY);
  if (v === undefined) return null;
  const parsed = parseAreaTemsInput(v);
  return parsed.ok ? parsed.value : null;
}

/** Checks and stores the file; on any error nothing is written and every error is returned. */
export async function saveAreaTems(store: KeyValueStore, input: unknown): Promise<Parsed<AreaTems>> {
  const parsed = parseAreaTemsInput(input);
  if (parsed.ok) await store.set(AREA_TEMS_KEY, structuredClone(input));
  return parsed;
}

/** The file as JSON text (pasted or imported), checked whole before anything is written. */
export async function importAreaTems(store: KeyValueStore, text: string): Promise<Parsed<AreaTems>> {
  if (text.length > AREA_TEMS_IMPORT_LIMIT) {
    return { ok: false, errors: [fieldError('(JSON)', `at most ${AREA_TEMS_IMPORT_LIMIT} characters`, `${text.length} characters`)] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [fieldError('(JSON)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text')] };
  }
  return saveAreaTems(store, json);
}

export async function deleteAreaTems(store: KeyValueStore): Promise<void> {
  await store.remove(AREA_TEMS_KEY);
}
