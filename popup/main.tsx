import { render } from 'preact';
import { probeActiveTab } from '../src/messaging/client.js';
import { browserStore } from '../src/storage/browser-store.js';
import { browserBoardPlatform } from './board-browser.js';
import { PopupApp } from './popup-app.js';
import type { PopupPlatform } from './platform.js';

/** The real extension behind the popup; the component itself never touches browser APIs. */
const platform: PopupPlatform = {
  store: browserStore,
  copyText: (text) => navigator.clipboard.writeText(text),
  probePage: probeActiveTab,
  openOptions: () => {
    void chrome.runtime.openOptionsPage();
  },
  board: browserBoardPlatform(),
};

const root = document.getElementById('app');
if (root) render(<PopupApp platform={platform} />, root);
