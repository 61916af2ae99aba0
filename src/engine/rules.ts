/**
 * The engine's second public entry: the rules index (every entry's restatement, the glossary, search and the
 * "Learn a turn" walkthrough). It is most of the engine's text, so pages import it only where they show rules
 * (the Rules page, the popup's Rules section once opened) and the popup's first screen stays small.
 */
export { G77_WALKTHROUGH } from './rules/walkthrough-g77.js';
export { ALL_ENTRIES } from './rules/all-entries.js';
export type { WalkthroughStep } from './rules/walkthrough-g77.js';
export { ALL_TERMS } from './rules/all-entries.js';
export { amendedBy } from './rules/amended-by.js';
export { answerRules } from './rules/search.js';
export { entryForRule } from './rules/entry-for-rule.js';
export { searchRules } from './rules/search.js';
export type { RuleEntry, GlossaryTerm, CalculatorId } from './rules/rule-entry.js';
