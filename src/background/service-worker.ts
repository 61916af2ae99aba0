import browser, { type Runtime } from 'webextension-polyfill';
import { anySender, dispatch, type Routes } from '../messaging/dispatch.js';
import { PROTOCOL, type KindTo } from '../messaging/protocol.js';
import { browserStore } from '../storage/browser-store.js';
import { boardRoutes } from './board-requests.js';
import { boardRelay, type SessionArea } from './board-relay.js';
import { paintRoutes } from './paint-requests.js';
import { registerContextMenu } from './context-menu.js';
import { registerOmnibox } from './omnibox.js';
import { registerSidePanelCommand } from './side-panel-command.js';
import { probeActiveTab } from './probe-active-tab.js';
import { isFromOwnPage, isFromThisExtension } from './sender-check.js';
import { oneAtATime } from './one-at-a-time.js';
import { restoreSites, sitesGranted, sitesWithdrawn, type SiteAccess } from './site-access.js';
import { sendToPages } from './worker-send.js';

/**
 * The background service worker: answers typed requests from the extension's own pages, keeps the latest
 * board of each tab its content script reports, and turns board sites on and off. Anything from another
 * sender, or of another shape, is ignored (no reply), so a hostile page learns nothing.
 */
const origin = browser.runtime.getURL('');

// storage.session is missing in older browsers: the relay then keeps boards only while the worker runs.
const session: SessionArea | null = (browser.storage as { session?: SessionArea }).session ?? null;

const toPages = sendToPages(browser);

function announce(tabId: number): void {
  // No popup open means no receiver: that is not an error.
  toPages('board-changed', { tabId }).catch(() => undefined);
}

const access: SiteAccess = { browser, store: browserStore, relay: boardRelay(session, announce), pending: new Map(), serial: oneAtATime() };

/** Every kind the worker answers, with who may send it: the map's types check each handler and its reply. */
const routes: Routes<KindTo<'worker'>, Runtime.MessageSender> = {
  ...boardRoutes(access),
  ...paintRoutes(browserStore, browser.runtime.id, origin),
  ping: anySender(() => ({ type: 'pong', version: browser.runtime.getManifest().version })),
  // Looking at a tab is for the extension's own pages only (the popup, or its page opened in a tab), never for a content script.
  'probe-active-tab': (sender) => {
    if (!isFromOwnPage(sender, browser.runtime.id, origin)) return null;
    const own = sender.tab?.id === undefined ? undefined : { tabId: sender.tab.id, ...(sender.tab.windowId === undefined ? {} : { windowId: sender.tab.windowId }) };
    return () => probeActiveTab(browser, own);
  },
};

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (!isFromThisExtension(sender, browser.runtime.id)) return undefined;
  return dispatch(routes, PROTOCOL, message, sender);
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
