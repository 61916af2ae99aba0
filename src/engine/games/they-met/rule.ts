import type { RuleRef } from '../../core/rule-ref.js';

/** Seed 004: the January 1997 errata, cited by its part and item (e.g. "Clarification 4 (example p. 11)"). */
export const TM_ERRATA = 'They Met at Gettysburg, additions, corrections, clarifications and answers (January 1997)';

export function tm(rule: string): RuleRef {
  return { game: 'they-met', document: TM_ERRATA, rule };
}

/** What the user types in from their own map or rulebook, cited as such. */
export function tmUser(rule: string): RuleRef {
  return { game: 'they-met', document: 'your They Met at Gettysburg map (entered in Options)', rule };
}
