import { citation, type RuleRef } from '../../core/rule-ref.js';

/** Seed 004: the January 1997 errata, cited by its part and item (e.g. "Clarification 4 (example p. 11)"). */
export const TM_ERRATA = 'They Met at Gettysburg, additions, corrections, clarifications and answers (January 1997)';

/**
 * An item of seed 004. It opens the entry numbered as it reads, or the entry whose key `entry` names
 * ('qa-9', 'addition-2') where the wording adds to the number.
 */
export function tm(rule: string, entry?: string): RuleRef {
  return citation('they-met', TM_ERRATA, rule, entry);
}

/** What the user types in from their own map or rulebook, cited as such: not in Adjutant's sources, so no entry. */
export function tmUser(rule: string): RuleRef {
  return { game: 'they-met', document: 'your They Met at Gettysburg map (entered in Options)', rule };
}
