import { useState } from 'preact/hooks';
import type { Step } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import type { RuleEntry } from '../src/engine/index.js';
import { lazy, LoadFailed, useLazy } from './lazy.js';

interface Props {
  readonly steps: readonly Step[];
  /** Opens an entry in the Rules section; without it the steps show their citations only. */
  readonly onShowRule?: (entry: RuleEntry) => void;
}

/** The rules index, to find each cited step's entry: loaded with the first answer that cites a rule. */
const ENTRY_LOOKUP = lazy(() => import('../src/engine/rules.js'));

/**
 * How the answer was reached, step by step, each with the rule to check it against. The links to the
 * index sit in a collapsed part below, so the answer's Tab order stays as short as before until asked for.
 */
export function ExplanationList({ steps, onShowRule }: Props) {
  const [linksOpen, setLinksOpen] = useState(false);
  const lookup = useLazy(onShowRule && steps.some((s) => s.rule) ? ENTRY_LOOKUP : null);
  const linked =
    lookup.kind === 'ready'
      ? steps.flatMap((s, i) => {
          const entry = s.rule ? lookup.value.entryForRule(s.rule) : null;
          return entry ? [{ step: i + 1, entry }] : [];
        })
      : [];
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
      {lookup.kind === 'failed' && <LoadFailed message={lookup.message} />}
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
