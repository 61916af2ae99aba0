import { fieldError, type Parsed } from '../engine/core/field-error.js';
import { parseMoraleRatingsInput, type MoraleRatings, type MoraleRatingsInput } from '../engine/games/high-tide/morale-ratings-input.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * High Tide's morale ratings as the user typed them from their own combat tables card, kept as typed under
 * one key and re-checked on every load: a stored file that no longer validates is ignored, never half-used.
 */
export const MORALE_RATINGS_KEY = 'moraleRatings';
export const MORALE_RATINGS_IMPORT_LIMIT = 200_000;

export async function loadMoraleRatingsInput(store: KeyValueStore): Promise<MoraleRatingsInput | null> {
  const v = await store.get(MORALE_RATINGS_KEY);
  return v !== undefined && parseMoraleRatingsInput(v).ok ? (v as MoraleRatingsInput) : null;
}

/** The checked ratings moraleRating() uses, or null when none are entered. */
export async function loadMoraleRatings(store: KeyValueStore): Promise<MoraleRatings | null> {
  const v = await store.get(MORALE_RATINGS_KEY);
  if (v === undefined) return null;
  const parsed = parseMoraleRatingsInput(v);
  return parsed.ok ? parsed.value : null;
}

/** Checks and stores the ratings; on any error nothing is written and every error is returned. */
export async function saveMoraleRatings(store: KeyValueStore, input: unknown): Promise<Parsed<MoraleRatings>> {
  const parsed = parseMoraleRatingsInput(input);
  if (parsed.ok) await store.set(MORALE_RATINGS_KEY, structuredClone(input));
  return parsed;
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
  await store.remove(MORALE_RATINGS_KEY);
}
