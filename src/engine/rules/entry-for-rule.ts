import type { RuleRef } from '../core/rule-ref.js';
import { ALL_ENTRIES } from './all-entries.js';
import type { RuleEntry } from './rule-entry.js';

/** A citation's parts as one key: two citations are the same only when all three agree. */
const citationKey = (ref: RuleRef): string => JSON.stringify([ref.game, ref.document, ref.rule]);

/** Every entry by id, and by its own citation, built once: finding an entry is one lookup, never a reading of wording. */
const BY_ID: ReadonlyMap<string, RuleEntry> = new Map(ALL_ENTRIES.map((e) => [e.id, e]));
const BY_CITATION: ReadonlyMap<string, RuleEntry> = new Map(ALL_ENTRIES.map((e) => [citationKey(e.citation), e]));

/**
 * The index entry a citation opens: the one its `entry` id names, else the one whose own citation it is.
 * Null when it cites a document Adjutant does not hold (the player's own rulebook, a chart they typed in).
 */
export function entryForRule(ref: RuleRef): RuleEntry | null {
  if (typeof ref.entry === 'string') return BY_ID.get(ref.entry) ?? null;
  return BY_CITATION.get(citationKey(ref)) ?? null;
}
