import { useState } from 'preact/hooks';
import type { RuleEntry, RuleRef } from '../src/engine/index.js';
import { lazy, LoadFailed, useLazy } from './lazy.js';

/** One cited part of an answer: what it is called in the list ("Step 3", "Not allowed") and its rule. */
export interface CitedPart {
  readonly label: string;
  readonly rule: RuleRef | null;
}

interface Props {
  readonly cited: readonly CitedPart[];
  /** Opens an entry in the Rules section; without it nothing is linked. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** The rules index, to find each citation's entry: loaded with the first answer that cites a rule. */
const ENTRY_LOOKUP = lazy(() => import('../src/engine/rules.js'));

/**
 * Links from an answer's cited parts to their rules entries. They sit in a collapsed part, so the answer's
 * Tab order stays short until asked for; a citation of a document Adjutant does not hold has no link.
 */
export function RuleLinks({ cited, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const lookup = useLazy(onShowRule && cited.some((c) => c.rule) ? ENTRY_LOOKUP : null);
  if (lookup.kind === 'failed') return <LoadFailed message={lookup.message} />;
  const linked =
    lookup.kind === 'ready'
      ? cited.flatMap((c) => {
          const entry = c.rule ? lookup.value.entryForRule(c.rule) : null;
          return entry ? [{ label: c.label, entry }] : [];
        })
      : [];
  if (!onShowRule || linked.length === 0) return null;
  return (
    <details class="rule-links" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Read the rules behind these steps</summary>
      {open && (
        <ul aria-label="Rules behind the steps">
          {linked.map(({ label, entry }, i) => (
            <li key={i}>
              <span class="muted">{label}: </span>
              <button type="button" class="rule-link" aria-label={`${label}: rule ${entry.number}`} onClick={() => onShowRule(entry)}>
                Rule {entry.number}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
