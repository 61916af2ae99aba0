import { citation, type RuleRef } from '../../core/rule-ref.js';

/** Seed 003: Peter Bertram's optional rules, cited by their numbers or headings. */
export const HT_DOCUMENT = 'High Tide of the Confederacy, optional rules (1996)';

/**
 * A rule of seed 003. It opens the entry numbered as the citation reads ('8.333'); a range or heading
 * names its entry's key (e.g. 'captured-artillery' for "8.331–8.335").
 */
export function ht(rule: string, entry?: string): RuleRef {
  return citation('high-tide', HT_DOCUMENT, rule, entry);
}
