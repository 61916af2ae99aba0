import { fieldError, type Parsed } from '../engine/core/field-error.js';
import { parseAreaTemsInput, type AreaTems, type AreaTemsInput } from '../engine/games/they-met/area-tems-input.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, problemOf, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * The area TEMs and Zone names of the user's They Met at Gettysburg map, kept as typed under one key and
 * re-checked on every load: a stored file that no longer validates is reported, never half-used.
 */
export const AREA_TEMS_KEY = 'areaTems';
/** Largest file accepted, in characters of JSON. */
export const AREA_TEMS_IMPORT_LIMIT = 200_000;

export const AREA_TEMS_STORED: StoredSpec<AreaTemsInput> = {
  name: AREA_TEMS_KEY,
  keys: [AREA_TEMS_KEY],
  version: 2,
  what: () => 'your They Met at Gettysburg area TEMs',
  // Format 1 was the file as typed, bare; format 2 wraps it unchanged.
  migrations: { 1: (old) => old },
  check: (v) => {
    const parsed = parseAreaTemsInput(v);
    return parsed.ok ? { ok: true, value: v as AreaTemsInput } : { ok: false, problem: problemOf(parsed.errors) };
  },
  // Written as read from at most the import limit in characters: at most 3 bytes a character in UTF-8.
  maxBytes: 3 * AREA_TEMS_IMPORT_LIMIT + 1_000,
};

/** The file as the user typed it, or null. */
export async function loadAreaTemsInput(store: KeyValueStore): Promise<AreaTemsInput | null> {
  return loadStored(store, AREA_TEMS_STORED, AREA_TEMS_KEY);
}

/** The checked TEMs the modifiers use (battle.stated.areaTems), or null when none are entered. */
export async function loadAreaTems(store: KeyValueStore): Promise<AreaTems | null> {
  const v = await loadAreaTemsInput(store);
  if (v === null) return null;
  const parsed = parseAreaTemsInput(v);
  return parsed.ok ? parsed.value : null;
}

/** The write of a checked file (the backup import writes it with the rest). */
export function areaTemsWrite(input: unknown): StoredWrite {
  return { spec: AREA_TEMS_STORED, key: AREA_TEMS_KEY, value: structuredClone(input) };
}

/** Checks and stores the file; on any error nothing is written and every error is returned. */
export async function saveAreaTems(store: KeyValueStore, input: unknown): Promise<Parsed<AreaTems>> {
  const parsed = parseAreaTemsInput(input);
  if (!parsed.ok) return parsed;
  const written = await writeStored(store, [areaTemsWrite(input)]);
  return written.ok ? parsed : storageErrorOf(written);
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
  await writeStoredOrThrow(store, [{ spec: AREA_TEMS_STORED, key: AREA_TEMS_KEY, value: undefined }]);
}
