import { formatRuleRef, type Step } from '../src/engine/index.js';

interface Props {
  readonly steps: readonly Step[];
}

/** How the answer was reached, step by step, each with the rule to check it against. */
export function ExplanationList({ steps }: Props) {
  return (
    <ol class="explanation" data-testid="explanation">
      {steps.map((s, i) => (
        <li key={i} class={s.text.includes('set by hand') ? 'by-hand' : undefined}>
          <span>{s.text}</span>
          {s.rule && <small class="rule">{formatRuleRef(s.rule)}</small>}
        </li>
      ))}
    </ol>
  );
}
