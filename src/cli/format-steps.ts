import { formatRuleRef, type Step } from '../engine/index.js';

/** The explanation for a person: numbered steps, each with its rule underneath. */
export function formatSteps(steps: readonly Step[]): string {
  return steps.map((s, i) => `${String(i + 1).padStart(2)}. ${s.text}${s.rule ? `\n      [${formatRuleRef(s.rule)}]` : ''}`).join('\n');
}

/** An answer's lines for a person, then how it was reached under "How:". */
export function withHow(lines: readonly string[], steps: readonly Step[]): string {
  return [...lines, '', 'How:', formatSteps(steps)].join('\n');
}
