import browser, { type Runtime } from 'webextension-polyfill';
import type { BoardChanged } from '../messaging/board-messages.js';
import { isWorkerRequest, type PongReply } from '../messaging/messages.js';
import { browserStore } from '../storage/browser-store.js';
import { handleBoardMessage } from './board-requests.js';
import { boardRelay, type SessionArea } from './board-relay.js';
import { registerContextMenu } from './context-menu.js';
import { registerOmnibox } from './omnibox.js';
import { registerSidePanelCommand } from './side-panel-command.js';
import { probeActiveTab } from './probe-active-tab.js';
import { isFromExtensionPage, isFromThisExtension } from './sender-check.js';
import { oneAtATime } from './one-at-a-time.js';
import { restoreSites, sitesGranted, sitesWithdrawn, type SiteAccess } from './site-access.js';

/**
 * The background service worker: answers typed requests from the extension's own pages, keeps the latest
 * board of each tab its content script reports, and turns board sites on and off. Anything from another
 * sender, or of another shape, is ignored (no reply), so a hostile page learns nothing.
 */
const origin = browser.runtime.getURL('');

// storage.session is missing in older browsers: the relay then keeps boards only while the worker runs.
const session: SessionArea | null = (browser.storage as { session?: SessionArea }).session ?? null;

function announce(tabId: number): void {
  const changed: BoardChanged = { type: 'board-changed', tabId };
  // No popup open means no receiver: that is not an error.
  browser.runtime.sendMessage(changed).catch(() => undefined);
}

const access: SiteAccess = { browser, store: browserStore, relay: boardRelay(session, announce), pending: new Map(), serial: oneAtATime() };

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (!isFromThisExtension(sender, browser.runtime.id)) return undefined;
  const board = handleBoardMessage(access, message, sender);
  if (board) return board;
  if (!isWorkerRequest(message)) return undefined;
  if (message.type === 'ping') {
    const reply: PongReply = { type: 'pong', version: browser.runtime.getManifest().version };
    return Promise.resolve(reply);
  }
  // Looking at a tab is for the extension's own pages only, never for a content script.
  if (!isFromExtensionPage(sender, browser.runtime.id, origin)) return undefined;
  return probeActiveTab(browser);
});

browser.runtime.onStartup.addListener(() => void access.serial(() => restoreSites(access)).catch(() => undefined));
browser.runtime.onInstalled.addListener(() => void access.serial(() => restoreSites(access)).catch(() => undefined));
browser.permissions.onAdded.addListener((added) => void sitesGranted(access, added.origins ?? []).catch(() => undefined));
browser.permissions.onRemoved.addListener((removed) => void sitesWithdrawn(access, removed.origins ?? []).catch(() => undefined));
browser.tabs.onRemoved.addListener((tabId) => void access.relay.forget(tabId));

// Ways to reach the rules page: selected text, the `adj` keyword, the side panel's shortcut.
registerContextMenu();
registerOmnibox();
registerSidePanelCommand();
