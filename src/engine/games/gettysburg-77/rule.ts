import type { RuleRef } from '../../core/rule-ref.js';

/** Seed 002 numbers its points under section headings, so a rule is cited as "Heading point". */
export const G77_DOCUMENT = 'Gettysburg (Avalon Hill, 1977), Intermediate Game rules';

export function g77(rule: string): RuleRef {
  return { game: 'gettysburg-77', document: G77_DOCUMENT, rule };
}
