import { render } from 'preact';
import { gameBasics } from '../src/engine/index.js';
import { rulesQuery } from '../src/background/rules-query.js';
import { browserStore } from '../src/storage/browser-store.js';
import { loadSelectedGame } from '../src/storage/selected-game.js';
import { RulesPage } from './rules-page.js';
import { defaultGameId } from '../src/engine/index.js';

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
