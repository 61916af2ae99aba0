import { fieldError, type Parsed } from '../engine/core/field-error.js';
import { parseMoraleRatingsInput, type MoraleRatings, type MoraleRatingsInput } from '../engine/games/high-tide/morale-ratings-input.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, problemOf, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * High Tide's morale ratings as the user typed them from their own combat tables card, kept as typed under
 * one key and re-checked on every load: a stored file that no longer validates is reported, never half-used.
 */
export const MORALE_RATINGS_KEY = 'moraleRatings';
export const MORALE_RATINGS_IMPORT_LIMIT = 200_000;

export const MORALE_RATINGS_STORED: StoredSpec<MoraleRatingsInput> = {
  name: MORALE_RATINGS_KEY,
  keys: [MORALE_RATINGS_KEY],
  version: 2,
  what: () => 'your High Tide morale ratings',
  // Format 1 was the file as typed, bare; format 2 wraps it unchanged.
  migrations: { 1: (old) => old },
  check: (v) => {
    const parsed = parseMoraleRatingsInput(v);
    return parsed.ok ? { ok: true, value: v as MoraleRatingsInput } : { ok: false, problem: problemOf(parsed.errors) };
  },
  // Written as read from at most the import limit in characters: at most 3 bytes a character in UTF-8.
  maxBytes: 3 * MORALE_RATINGS_IMPORT_LIMIT + 1_000,
};

export async function loadMoraleRatingsInput(store: KeyValueStore): Promise<MoraleRatingsInput | null> {
  return loadStored(store, MORALE_RATINGS_STORED, MORALE_RATINGS_KEY);
}

/** The checked ratings moraleRating() uses, or null when none are entered. */
export async function loadMoraleRatings(store: KeyValueStore): Promise<MoraleRatings | null> {
  const v = await loadMoraleRatingsInput(store);
  if (v === null) return null;
  const parsed = parseMoraleRatingsInput(v);
  return parsed.ok ? parsed.value : null;
}

/** The write of checked ratings (the backup import writes it with the rest). */
export function moraleRatingsWrite(input: unknown): StoredWrite {
  return { spec: MORALE_RATINGS_STORED, key: MORALE_RATINGS_KEY, value: structuredClone(input) };
}

/** Checks and stores the ratings; on any error nothing is written and every error is returned. */
export async function saveMoraleRatings(store: KeyValueStore, input: unknown): Promise<Parsed<MoraleRatings>> {
  const parsed = parseMoraleRatingsInput(input);
  if (!parsed.ok) return parsed;
  const written = await writeStored(store, [moraleRatingsWrite(input)]);
  return written.ok ? parsed : storageErrorOf(written);
}

export async function importMoraleRatings(store: KeyValueStore, text: string): Promise<Parsed<MoraleRatings>> {
  if (text.length > MORALE_RATINGS_IMPORT_LIMIT) {
    return { ok: false, errors: [fieldError('(JSON)', `at most ${MORALE_RATINGS_IMPORT_LIMIT} characters`, `${text.length} characters`)] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [fieldError('(JSON)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text')] };
  }
  return saveMoraleRatings(store, json);
}

export async function deleteMoraleRatings(store: KeyValueStore): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: MORALE_RATINGS_STORED, key: MORALE_RATINGS_KEY, value: undefined }]);
}
