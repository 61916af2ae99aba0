import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { GameBasics } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import type { RuleEntry } from '../src/engine/index.js';
import { G77_WALKTHROUGH } from '../src/engine/rules.js';
import { isCutQuery, RULES_QUERY_LIMIT, rulesQuery } from '../src/background/rules-query.js';
import { browserStore } from '../src/storage/browser-store.js';
import { loadSelectedGame } from '../src/storage/selected-game.js';
import { loadedAlready } from './lazy.js';
import * as searchBody from './rules-search-body.js';
import { RulesSearch } from './rules-search.js';
import { Walkthrough } from './walkthrough.js';
import { defaultGameId } from '../src/engine/index.js';

/**
 * The page opens on the search, so its code comes with the page. Firefox (ESR 140 to 153 at least) also leaves
 * about 4 in 10 dynamic import()s pending for ever when one starts as this page loads: a sidebar stuck on "Loading…".
 */
const SEARCH_BODY = loadedAlready(searchBody);

/** The page's parts: the "Learn a turn" walkthrough, when asked for, opens its rules in the search below it. */
function RulesPage({ game, query, walkthrough }: { readonly game: GameBasics; readonly query: string; readonly walkthrough: boolean }) {
  const [learning, setLearning] = useState(walkthrough);
  const [shown, setShown] = useState<RuleEntry | null>(null);
  return (
    <>
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
    </>
  );
}

/**
 * The rules page: shown in Chrome's side panel, Firefox's sidebar, or a tab. It opens on the query it is
 * given in `?q=` (from the context menu or the omnibox), and on the game chosen in the popup; `?walkthrough=1`
 * opens it on the "Learn a turn" walkthrough.
 */
async function start(root: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  const query = rulesQuery(params.get('q')) ?? '';
  const game = gameBasics(await loadSelectedGame(browserStore).catch(() => defaultGameId()));
  render(<RulesPage game={game} query={query} walkthrough={params.get('walkthrough') === '1'} />, root);
}

// The popup's stylesheet fixes its width; a side panel or a tab sets its own.
document.body.style.width = 'auto';
const root = document.getElementById('app');
if (root) void start(root);
