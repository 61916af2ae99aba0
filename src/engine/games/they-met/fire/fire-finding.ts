import type { Problem, Question } from '../../../core/answer.js';
import type { Step } from '../../../core/explanation.js';

/** What one rule says of a fire: it lets it stand ('ok'), forbids it ('no'), or waits on the player ('ask'). */
export type FireVerdict = 'ok' | 'no' | 'ask';

export interface Finding {
  readonly verdict: FireVerdict;
  readonly steps: readonly Step[];
  readonly questions: readonly Question[];
  readonly problems: readonly Problem[];
}

/** The rule lets the fire stand, for the reasons given. */
export function allowed(...steps: Step[]): Finding {
  return { verdict: 'ok', steps, questions: [], problems: [] };
}

/** The rule forbids the fire: its last step says why, and says it again as an 'illegal' problem at the field named. */
export function forbidden(at: string, ...steps: Step[]): Finding {
  const why = steps.at(-1);
  return { verdict: 'no', steps, questions: [], problems: why ? [{ severity: 'illegal', text: why.text, rule: why.rule, at }] : [] };
}

/** The rule cannot be applied until the player answers. */
export function asked(question: Question, ...steps: Step[]): Finding {
  return { verdict: 'ask', steps, questions: [question], problems: [] };
}

/** Findings in order: 'no' if any forbids, else 'ask' if any waits, else 'ok'. */
export function overall(findings: readonly Finding[]): FireVerdict {
  if (findings.some((f) => f.verdict === 'no')) return 'no';
  return findings.some((f) => f.verdict === 'ask') ? 'ask' : 'ok';
}
