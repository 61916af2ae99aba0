import type { RuleRef } from '../../core/rule-ref.js';

/** Seed 000: the clarifications are numbered 1–39 under section headings; a rule is cited by its number. */
export const G88_CLARIFICATIONS = "Gettysburg '88 rules clarifications (update of 11/23/15)";

/** Clarification n: it opens entry 'gettysburg-88/clarification-n', whose own citation it is. */
export function clarification(n: number): RuleRef {
  return { game: 'gettysburg-88', document: G88_CLARIFICATIONS, rule: `clarification ${n}` };
}

/**
 * A figure or choice the user confirmed from their own rulebook in the movement settings: the rulebook
 * is not in Adjutant's sources, so the citation is the user's, with the section they named if any, and no entry.
 */
export function fromSettings(what: string, userRule: string | null): RuleRef {
  return {
    game: 'gettysburg-88',
    document: userRule ? `your Gettysburg '88 rulebook (${userRule}), as entered in your movement settings` : "your Gettysburg '88 rulebook, as entered in your movement settings",
    rule: what,
  };
}
