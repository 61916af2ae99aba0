import { render } from 'preact';
import { probeActiveTab } from '../src/messaging/client.js';
import { downloadFile } from '../options/download-file.js';
import { browserStore } from '../src/storage/browser-store.js';
import { loadSelectedGame } from '../src/storage/selected-game.js';
import { browserBoardPlatform, pageTab } from './board-browser.js';
import { earlyBoardPlatform } from './board-platform-early.js';
import { browserLastBattle } from './last-battle-browser.js';
import { PopupApp } from './popup-app.js';
import type { PopupPlatform } from './platform.js';
import { defaultGameId } from '../src/engine/index.js';

const board = earlyBoardPlatform(async () => browserBoardPlatform());
// The popup's tab, asked once: the last battle is kept per tab.
const tabAsked = pageTab().then((t) => t?.id ?? null, () => null);
const popupTab = (): Promise<number | null> => tabAsked;

/** The real extension behind the popup; the component itself never touches browser APIs. */
const platform: PopupPlatform = {
  store: browserStore,
  copyText: (text) => navigator.clipboard.writeText(text),
  probePage: probeActiveTab,
  openOptions: (section) => {
    // The Options page opens in a tab (open_in_tab), so a tab on its address with the part's id opens that part.
    if (section === undefined) void chrome.runtime.openOptionsPage();
    else void chrome.tabs.create({ url: chrome.runtime.getURL(`options/options.html#${encodeURIComponent(section)}`) });
  },
  download: downloadFile,
  board,
  lastBattle: browserLastBattle(popupTab),
};

// The first render waits for the chosen game (a few milliseconds), so the popup draws its whole first screen at
// once rather than a "Loading…" line first.
const root = document.getElementById('app');
if (root) {
  void loadSelectedGame(browserStore)
    .catch(() => defaultGameId())
    .then((game) => render(<PopupApp platform={platform} initialGame={game} />, root));
}
