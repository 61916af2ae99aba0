import { pathKey } from '../../core/board/json-path.js';
import type { ShapeLimits } from '../../core/board/json-shape.js';
import { namedEntries, openUserFile } from '../../core/board/user-file.js';
import type { Parsed } from '../../core/field-error.js';

/**
 * The morale ratings of the user's Combat Related Tables card (format adjutant-morale-ratings/1): each unit,
 * by its id or its name, with its rating written as on the card, two numerals and a slash ("7/5"). The card
 * is not in Adjutant's sources, so every rating is the user's; none is invented.
 */
export const MORALE_RATINGS_FORMAT = 'adjutant-morale-ratings/1';

export const MORALE_RATINGS_LIMITS = { units: 1000, key: 60, title: 120, value: 20 } as const;

/** A unit's two morale values: with its full-strength side up and with its half-strength side up. */
export interface MoraleValues {
  readonly full: number;
  readonly half: number;
}

export interface MoraleRatings {
  /** By unit id or name, compared without case or extra spaces. */
  readonly ratings: ReadonlyMap<string, MoraleValues>;
}

export interface MoraleRatingsInput {
  format: typeof MORALE_RATINGS_FORMAT;
  title?: string;
  ratings: Record<string, string>;
}

const SHAPE: ShapeLimits = { depth: 3, width: MORALE_RATINGS_LIMITS.units + 1, nodes: 5_000 };
const RATING = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/;

export function moraleKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** "7/5" as the card writes it: the larger numeral is the full-strength value, the smaller the half (7.62). */
export function parseMoraleRating(text: string): MoraleValues | null {
  const m = RATING.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a > MORALE_RATINGS_LIMITS.value || b > MORALE_RATINGS_LIMITS.value ? null : { full: Math.max(a, b), half: Math.min(a, b) };
}

export function parseMoraleRatingsInput(input: unknown): Parsed<MoraleRatings> {
  const opened = openUserFile(input, {
    format: MORALE_RATINGS_FORMAT,
    what: 'morale ratings',
    example: '"ratings": {"unit": "7/5", …}',
    fields: ['format', 'title', 'ratings'],
    shape: SHAPE,
    titleChars: MORALE_RATINGS_LIMITS.title,
  });
  if (!opened.ok) return opened;
  const { r, top } = opened;
  const ratings = new Map<string, MoraleValues>();
  for (const [key, value] of namedEntries(r, top.ratings, 'ratings', 'an object of unit id or name → rating as the card writes it, like {"unit id or name": "7/5"}', MORALE_RATINGS_LIMITS.units, 'units')) {
    const p = pathKey('ratings', key);
    const name = r.text(key, p, MORALE_RATINGS_LIMITS.key);
    const text = r.text(value, p, 10);
    if (name === undefined || text === undefined) continue;
    const values = parseMoraleRating(text);
    if (!values) r.fail(p, `two numerals from 0 to ${MORALE_RATINGS_LIMITS.value} with a slash between, as the card writes them ("7/5")`, value);
    else if (ratings.has(moraleKey(name))) r.fail(p, 'a unit not already listed (names are compared without case)', key);
    else ratings.set(moraleKey(name), values);
  }
  return r.failed ? { ok: false, errors: r.errors() } : { ok: true, value: { ratings } };
}
