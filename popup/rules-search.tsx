import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameModule } from '../src/engine/core/game-module.js';
import { formatRuleRef } from '../src/engine/core/rule-ref.js';
import { ALL_ENTRIES } from '../src/engine/rules/all-entries.js';
import type { RuleEntry } from '../src/engine/rules/rule-entry.js';
import { searchRules } from '../src/engine/rules/search.js';
import { RuleEntryView } from './rule-entry-view.js';

interface Props {
  readonly game: GameModule;
  /** The rules page opens with a query from the context menu or the omnibox: open, searching every game. */
  readonly initialQuery?: string;
  readonly startOpen?: boolean;
  /** The entry shown in full, when the popup opened one (from an answer's step); null shows the search. */
  readonly shown?: RuleEntry | null;
  readonly onShow?: (entry: RuleEntry | null) => void;
}

const SHOWN = 8;

const entryById = (id: string): RuleEntry | null => ALL_ENTRIES.find((e) => e.id === id) ?? null;

/**
 * Rules lookup: a search box over the rules index and glossary, each hit with its citation and the part
 * of its text that matched. Closed until opened, so the calculator's popup opens as fast as before and
 * the index is built only on the first search.
 */
export function RulesSearch({ game, initialQuery = '', startOpen = false, shown: shownProp, onShow: onShowProp }: Props) {
  const [open, setOpen] = useState(startOpen);
  const [ownShown, setOwnShown] = useState<RuleEntry | null>(null);
  // Held by the popup when it passes it in, so an answer's step can open an entry here.
  const shown = shownProp === undefined ? ownShown : shownProp;
  const show = onShowProp ?? setOwnShown;
  const [query, setQuery] = useState(initialQuery);
  // Text looked up from a page may come from any of the games, so a given query starts unfiltered.
  const [thisGameOnly, setThisGameOnly] = useState(initialQuery.trim() === '');
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (shown) setOpen(true);
  }, [shown]);

  useEffect(() => {
    if (open && !shown) box.current?.focus();
  }, [open, shown]);

  const results = useMemo(
    () => (open && query.trim() !== '' ? searchRules(query, { limit: SHOWN, ...(thisGameOnly ? { game: game.info.id } : {}) }) : []),
    [open, query, thisGameOnly, game],
  );
  const asked = query.trim() !== '';

  return (
    <section class="rules-search" aria-label="Rules">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Rules</h2>
        </summary>
        {open && shown && <RuleEntryView entry={shown} onShow={show} onClose={() => show(null)} />}
        {open && !shown && (
          <>
            <div class="field">
              <input
                ref={box}
                type="search"
                aria-label="Search the rules"
                placeholder='rough hill, 14.53, "zone of control"'
                value={query}
                onInput={(e) => setQuery(e.currentTarget.value)}
              />
            </div>
            <label class="radio">
              <input type="checkbox" checked={thisGameOnly} onChange={(e) => setThisGameOnly(e.currentTarget.checked)} />
              Only {game.info.name}
            </label>
            <p role="status" class="muted">
              {!asked ? '' : results.length === 0 ? 'No rule matches.' : `${results.length === SHOWN ? `Best ${SHOWN}` : results.length} found.`}
            </p>
            {results.length > 0 && (
              <ol class="explanation" aria-label="Rules found">
                {results.map((r) => (
                  <li key={r.id} data-rule-id={r.id}>
                    <strong>{r.title}</strong>
                    {entryById(r.id) && (
                      <button type="button" class="rule-link" aria-label={`Read ${r.title} in full`} onClick={() => show(entryById(r.id))}>
                        Read
                      </button>
                    )}
                    <span class="rule">{r.citation ? formatRuleRef(r.citation) : 'Glossary'}</span>
                    <span>{r.snippet}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </details>
    </section>
  );
}
