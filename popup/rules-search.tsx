import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameModule } from '../src/engine/core/game-module.js';
import { formatRuleRef } from '../src/engine/core/rule-ref.js';
import { searchRules } from '../src/engine/rules/search.js';

interface Props {
  readonly game: GameModule;
}

const SHOWN = 8;

/**
 * Rules lookup: a search box over the rules index and glossary, each hit with its citation and the part
 * of its text that matched. Closed until opened, so the calculator's popup opens as fast as before and
 * the index is built only on the first search.
 */
export function RulesSearch({ game }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [thisGameOnly, setThisGameOnly] = useState(true);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

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
        {open && (
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
