import { parseMoraleRatingsInput, type MoraleRatings, type MoraleRatingsInput } from '../engine/index.js';
import { jsonStore } from './json-store.js';

/** High Tide's morale ratings as the user typed them from their own combat tables card, kept as typed under one key. */
export const MORALE_RATINGS_KEY = 'moraleRatings';
export const MORALE_RATINGS_IMPORT_LIMIT = 200_000;

export const MORALE_RATINGS = jsonStore<MoraleRatingsInput, MoraleRatings>({
  key: MORALE_RATINGS_KEY,
  version: 2,
  what: 'your High Tide morale ratings',
  parse: parseMoraleRatingsInput,
  keep: (input) => input as MoraleRatingsInput,
  textChars: MORALE_RATINGS_IMPORT_LIMIT,
});

export const loadMoraleRatingsInput = MORALE_RATINGS.load;
/** The checked ratings moraleRating() uses, or null when none are entered. */
export const loadMoraleRatings = MORALE_RATINGS.loadValue;
/** Checks and stores the ratings; on any error nothing is written and every error is returned. */
export const saveMoraleRatings = MORALE_RATINGS.save;
