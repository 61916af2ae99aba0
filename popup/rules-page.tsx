import { useState } from 'preact/hooks';
import type { GameBasics } from '../src/engine/index.js';
import type { RuleEntry } from '../src/engine/index.js';
import { G77_WALKTHROUGH } from '../src/engine/rules.js';
import { isCutQuery, RULES_QUERY_LIMIT } from '../src/background/rules-query.js';
import { loadedAlready } from './lazy.js';
import * as searchBody from './rules-search-body.js';
import { RulesSearch } from './rules-search.js';
import { Walkthrough } from './walkthrough.js';

/**
 * The page opens on the search, so its code comes with the page. Firefox (ESR 140 to 153 at least) also leaves
 * about 4 in 10 dynamic import()s pending for ever when one starts as this page loads: a sidebar stuck on "Loading…".
 */
const SEARCH_BODY = loadedAlready(searchBody);

/** The page's parts: the "Learn a turn" walkthrough, when asked for, opens its rules in the search below it. */
export function RulesPage({ game, query, walkthrough }: { readonly game: GameBasics; readonly query: string; readonly walkthrough: boolean }) {
  const [learning, setLearning] = useState(walkthrough);
  const [shown, setShown] = useState<RuleEntry | null>(null);
  // Laid out as the popup is (its margins and fields), over the width the side panel or tab gives it.
  return (
    <div class="popup rules-page">
      <h1>Adjutant rules</h1>
      {learning ? (
        <Walkthrough steps={G77_WALKTHROUGH} onShow={setShown} onClose={() => setLearning(false)} />
      ) : (
        <button type="button" onClick={() => setLearning(true)}>
          Learn a turn
        </button>
      )}
      <RulesSearch
        game={game}
        initialQuery={query}
        initialNote={isCutQuery(query) ? `Looked up the first ${RULES_QUERY_LIMIT} characters of the text chosen.` : null}
        startOpen
        shown={shown}
        onShow={setShown}
        body={SEARCH_BODY}
      />
    </div>
  );
}
