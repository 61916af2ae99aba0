import type { RuleEntry, Step } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { RuleLinks } from './rule-links.js';

interface StepsProps {
  readonly steps: readonly Step[];
  /** The list's test id and accessible name where a page has its own ("morale-steps"). */
  readonly testId?: string;
  readonly label?: string;
}

/** How an answer was reached, step by step, each with the rule to check it against. */
export function StepList({ steps, testId = 'explanation', label }: StepsProps) {
  return (
    <ol class="explanation" data-testid={testId} aria-label={label}>
      {steps.map((s, i) => (
        <li key={i} class={s.text.includes('set by hand') ? 'by-hand' : undefined}>
          <span>{s.text}</span>
          {s.rule && <small class="rule">{formatRuleRef(s.rule)}</small>}
        </li>
      ))}
    </ol>
  );
}

interface Props extends StepsProps {
  /** Opens an entry in the Rules section; without it the steps show their citations only. */
  readonly onShowRule?: (entry: RuleEntry) => void;
}

/** The steps, then links from each cited step to its rules entry. */
export function ExplanationList({ onShowRule, ...list }: Props) {
  return (
    <>
      <StepList {...list} />
      <RuleLinks cited={list.steps.map((s, i) => ({ label: `Step ${i + 1}`, rule: s.rule }))} onShowRule={onShowRule} />
    </>
  );
}
