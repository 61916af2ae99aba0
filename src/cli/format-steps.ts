import type { Step } from '../engine/core/explanation.js';
import { formatRuleRef } from '../engine/core/rule-ref.js';

/** The explanation for a person: numbered steps, each with its rule underneath. */
export function formatSteps(steps: readonly Step[]): string {
  return steps.map((s, i) => `${String(i + 1).padStart(2)}. ${s.text}${s.rule ? `\n      [${formatRuleRef(s.rule)}]` : ''}`).join('\n');
}
