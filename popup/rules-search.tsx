import { useEffect, useState } from 'preact/hooks';
import type { GameBasics } from '../src/engine/index.js';
import type { RuleEntry } from '../src/engine/index.js';
import { lazy, LazyPart, type Lazy } from './lazy.js';

interface Props {
  readonly game: GameBasics;
  /** The rules page opens with a query from the context menu or the omnibox. */
  readonly initialQuery?: string;
  /** What was cut from the text the page was opened on, said until the query is changed. */
  readonly initialNote?: string | null;
  readonly startOpen?: boolean;
  /** The entry shown in full, when the popup opened one (from an answer's step); null shows the search. */
  readonly shown?: RuleEntry | null;
  readonly onShow?: (entry: RuleEntry | null) => void;
  /** The search's code, when the page has imported it already (the rules page); loaded on opening otherwise. */
  readonly body?: Lazy<typeof import('./rules-search-body.js')>;
}

const BODY = lazy(() => import('./rules-search-body.js'));

/**
 * Rules lookup: a search box over the rules index and glossary, each hit with its citation and the part
 * of its text that matched. Closed until opened, and its code loads only then, so the calculator's popup
 * opens without the index, the glossary or the search library.
 */
export function RulesSearch({ game, initialQuery = '', initialNote = null, startOpen = false, shown: shownProp, onShow: onShowProp, body = BODY }: Props) {
  const [open, setOpen] = useState(startOpen);
  const [ownShown, setOwnShown] = useState<RuleEntry | null>(null);
  // Held by the popup when it passes it in, so an answer's step can open an entry here.
  const shown = shownProp === undefined ? ownShown : shownProp;
  const show = onShowProp ?? setOwnShown;
  const [query, setQuery] = useState(initialQuery);
  // A question may be about any game's rule, so the search starts over every game, the chosen one ranked first.
  const [thisGameOnly, setThisGameOnly] = useState(false);

  useEffect(() => {
    if (shown) setOpen(true);
  }, [shown]);

  return (
    <section class="rules-search" aria-label="Rules">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Rules</h2>
        </summary>
        {open && (
          <LazyPart
            source={body}
            render={({ RulesSearchBody }) => (
              <RulesSearchBody
                game={game}
                query={query}
                initialNote={initialNote !== null && query === initialQuery ? initialNote : null}
                onQuery={setQuery}
                thisGameOnly={thisGameOnly}
                onThisGameOnly={setThisGameOnly}
                shown={shown}
                onShow={show}
              />
            )}
          />
        )}
      </details>
    </section>
  );
}
