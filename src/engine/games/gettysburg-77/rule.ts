import { citation, type RuleRef } from '../../core/rule-ref.js';

/** Seed 002 numbers its points under section headings, so a rule is cited as "Heading point". */
export const G77_DOCUMENT = 'Gettysburg (Avalon Hill, 1977), Intermediate Game rules';

/**
 * A rule of seed 002. It opens the entry numbered as the citation reads, or the entry whose key `entry`
 * names where the wording adds to the number (e.g. 'combat-2' for "Combat 2; Odds Determination Table").
 */
export function g77(rule: string, entry?: string): RuleRef {
  return citation('gettysburg-77', G77_DOCUMENT, rule, entry);
}
