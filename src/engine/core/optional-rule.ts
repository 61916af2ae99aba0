import type { RuleRef } from './rule-ref.js';

/** A rule the players may agree to use. Its modifiers apply only when it is on, and answers say so. */
export interface OptionalRule {
  readonly id: string;
  readonly title: string;
  /** What turning it on changes, in a sentence. */
  readonly effect: string;
  readonly rule: RuleRef;
  /** True for a rule of a fuller game than the one Adjutant models (e.g. the Advanced Game), shown as such. */
  readonly advanced: boolean;
}
