import { useLayoutEffect, useRef } from 'preact/hooks';
import { formatRuleRef } from '../src/engine/index.js';
import { ALL_ENTRIES, ALL_TERMS } from '../src/engine/rules.js';
import { amendedBy } from '../src/engine/rules.js';
import type { CalculatorId, RuleEntry } from '../src/engine/index.js';

/**
 * What each calculator is called where a player meets it; null for one not built yet, which an entry may
 * already be filed under but the page does not offer.
 */
const CALCULATOR_NAMES: Readonly<Record<CalculatorId, string | null>> = {
  odds: 'Combat odds',
  modifiers: 'Combat modifiers',
  movement: 'Movement',
  retreat: 'Retreat priority',
  artillery: 'Artillery',
  victory: 'Victory points',
  ledger: 'Game ledger',
  hex: 'Hex and range',
  board: 'Board reader',
  reorganization: 'Division reorganization',
  'captured-artillery': 'Captured artillery',
  impulse: 'Impulse track',
};

/** Errata can point at basic rules Adjutant does not hold; their ids still carry the number. */
function basicRule(id: string): string {
  const number = /\/rule-(.+)$/.exec(id)?.[1];
  return number ? `rule ${number} (not in Adjutant's sources)` : "a rule not in Adjutant's sources";
}

interface Props {
  readonly entry: RuleEntry;
  readonly onShow: (entry: RuleEntry) => void;
  readonly onClose: () => void;
}

/** One index entry in full: the restatement, where it is printed, its terms, the calculator, and the errata on both sides. */
export function RuleEntryView({ entry, onShow, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The entry was opened from elsewhere in the popup: take the reader to it, in the same commit that shows it
  // (a layout effect), so a key pressed meanwhile is never overtaken by a late focus.
  useLayoutEffect(() => heading.current?.focus(), [entry.id]);
  const terms = entry.terms.flatMap((id) => ALL_TERMS.find((t) => t.id === id)?.term ?? []);
  const errata = amendedBy(entry.id);
  const amends = (entry.amends ?? []).map((a) => ({ ...a, target: ALL_ENTRIES.find((e) => e.id === a.id) ?? null }));
  return (
    <article class="rule-entry" aria-label={`Rule ${entry.number}`} data-entry-id={entry.id}>
      <h3 ref={heading} tabIndex={-1}>
        {entry.title}
      </h3>
      <p class="rule">{formatRuleRef(entry.citation)}</p>
      <p>{entry.text}</p>
      {terms.length > 0 && <p class="muted">Terms: {terms.join(', ')}</p>}
      {entry.calculator && CALCULATOR_NAMES[entry.calculator] && <p class="muted">Calculator: {CALCULATOR_NAMES[entry.calculator]}</p>}
      {errata.length > 0 && (
        <ul class="errata" aria-label="Errata">
          {errata.map((a) => (
            <li key={a.entry.id}>
              Amended by{' '}
              <button type="button" class="rule-link" onClick={() => onShow(a.entry)}>
                {a.entry.number}
              </button>
              : {a.change}
            </li>
          ))}
        </ul>
      )}
      {amends.length > 0 && (
        <ul class="errata" aria-label="What it amends">
          {amends.map((a) => (
            <li key={a.id}>
              Amends{' '}
              {a.target ? (
                <button type="button" class="rule-link" onClick={() => a.target && onShow(a.target)}>
                  {a.target.number}
                </button>
              ) : (
                <span>{basicRule(a.id)}</span>
              )}
              : {a.change}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onClose}>
        Back to the search
      </button>
    </article>
  );
}
