import type { RuleRef } from '../../core/rule-ref.js';

/** Seed 003: Peter Bertram's optional rules, cited by their numbers or headings. */
export const HT_DOCUMENT = 'High Tide of the Confederacy, optional rules (1996)';

export function ht(rule: string): RuleRef {
  return { game: 'high-tide', document: HT_DOCUMENT, rule };
}
