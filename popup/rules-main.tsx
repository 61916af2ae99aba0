import { render } from 'preact';
import { gameModule } from '../src/engine/index.js';
import { rulesQuery } from '../src/background/rules-query.js';
import { browserStore } from '../src/storage/browser-store.js';
import { loadSelectedGame } from '../src/storage/user-data.js';
import { RulesSearch } from './rules-search.js';

/**
 * The rules page: shown in Chrome's side panel, Firefox's sidebar, or a tab. It opens on the query it is
 * given in `?q=` (from the context menu or the omnibox), and on the game chosen in the popup.
 */
async function start(root: HTMLElement): Promise<void> {
  const query = rulesQuery(new URLSearchParams(location.search).get('q')) ?? '';
  const game = gameModule(await loadSelectedGame(browserStore).catch(() => 'gettysburg-77' as const));
  render(
    <>
      <h1>Adjutant rules</h1>
      <RulesSearch game={game} initialQuery={query} startOpen />
    </>,
    root,
  );
}

// The popup's stylesheet fixes its width; a side panel or a tab sets its own.
document.body.style.width = 'auto';
const root = document.getElementById('app');
if (root) void start(root);
