import { useState } from 'preact/hooks';
import { formatRuleRef, type Step } from '../src/engine/index.js';
import { entryForRule } from '../src/engine/rules/entry-for-rule.js';
import type { RuleEntry } from '../src/engine/rules/rule-entry.js';

interface Props {
  readonly steps: readonly Step[];
  /** Opens an entry in the Rules section; without it the steps show their citations only. */
  readonly onShowRule?: (entry: RuleEntry) => void;
}

/**
 * How the answer was reached, step by step, each with the rule to check it against. The links to the
 * index sit in a collapsed part below, so the answer's Tab order stays as short as before until asked for.
 */
export function ExplanationList({ steps, onShowRule }: Props) {
  const [linksOpen, setLinksOpen] = useState(false);
  const linked = onShowRule ? steps.flatMap((s, i) => {
    const entry = s.rule ? entryForRule(s.rule) : null;
    return entry ? [{ step: i + 1, entry }] : [];
  }) : [];
  return (
    <>
      <ol class="explanation" data-testid="explanation">
        {steps.map((s, i) => (
          <li key={i} class={s.text.includes('set by hand') ? 'by-hand' : undefined}>
            <span>{s.text}</span>
            {s.rule && <small class="rule">{formatRuleRef(s.rule)}</small>}
          </li>
        ))}
      </ol>
      {onShowRule && linked.length > 0 && (
        <details class="rule-links" open={linksOpen} onToggle={(e) => setLinksOpen(e.currentTarget.open)}>
          <summary>Read the rules behind these steps</summary>
          {linksOpen && (
            <ul aria-label="Rules behind the steps">
              {linked.map(({ step, entry }) => (
                <li key={step}>
                  <span class="muted">Step {step}: </span>
                  <button type="button" class="rule-link" aria-label={`Step ${step}: rule ${entry.number}`} onClick={() => onShowRule(entry)}>
                    Rule {entry.number}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </details>
      )}
    </>
  );
}
