import { parseMoraleRatingsInput, type MoraleRatings, type MoraleRatingsInput } from '../engine/index.js';
import { typedFileStore } from './typed-file-store.js';

/** High Tide's morale ratings as the user typed them from their own combat tables card, kept as typed under one key. */
export const MORALE_RATINGS_KEY = 'moraleRatings';

export const MORALE_RATINGS = typedFileStore<MoraleRatingsInput, MoraleRatings>(MORALE_RATINGS_KEY, 'your High Tide morale ratings', parseMoraleRatingsInput);

export const loadMoraleRatingsInput = MORALE_RATINGS.load;
/** The checked ratings moraleRating() uses, or null when none are entered. */
export const loadMoraleRatings = MORALE_RATINGS.loadValue;
/** Checks and stores the ratings; on any error nothing is written and every error is returned. */
export const saveMoraleRatings = MORALE_RATINGS.save;
