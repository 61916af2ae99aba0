import { formatRuleRef, type RuleRef } from './rule-ref.js';

/** One step of an answer: what was done, in the product's own words, and the rule that says so (null for plain arithmetic or input). */
export interface Step {
  readonly text: string;
  readonly rule: RuleRef | null;
}

export function step(text: string, rule: RuleRef | null = null): Step {
  return { text, rule };
}

/** The JSON shape of a step for the command line and the copied result card. */
export interface StepJson {
  text: string;
  rule: string | null;
  ref: RuleRef | null;
}

export function stepToJson(s: Step): StepJson {
  return { text: s.text, rule: s.rule ? formatRuleRef(s.rule) : null, ref: s.rule };
}
