import type { Runtime } from 'webextension-polyfill';
import {
  isBoardRequest,
  readBoardReport,
  type BoardAck,
  type BoardRequest,
  type SiteAnswer,
  type TabBoardReply,
  type TabBoardState,
} from '../messaging/board-messages.js';
import { isContentPong, type ContentRequest } from '../messaging/messages.js';
import { siteOf, siteOfPattern } from '../messaging/site-pattern.js';
import { contentSender, isFromOwnPage } from './sender-check.js';
import { disableSite, enableSite, isSiteEnabled, type SiteAccess } from './site-access.js';

/**
 * The worker's side of the board messages: reports from the content script (kept per tab), and the popup's
 * questions about a tab's board and its site switch. Returns undefined for anything that is not a board
 * message from the right sender, so the caller can try its other handlers.
 */
export function handleBoardMessage(
  access: SiteAccess,
  message: unknown,
  sender: Runtime.MessageSender,
): Promise<BoardAck | TabBoardReply | SiteAnswer> | undefined {
  const { browser } = access;
  const extensionOrigin = browser.runtime.getURL('');
  const page = contentSender(sender, browser.runtime.id, extensionOrigin);
  if (page) {
    const report = readBoardReport(message);
    if (!report) return undefined;
    return (async (): Promise<BoardAck> => {
      const site = siteOf(page.url);
      await access.relay.put(page.tabId, { site, reading: report.reading, selection: report.selection, at: Date.now() });
      return { type: 'board-ack', follow: site !== null && (await isSiteEnabled(access, site.pattern)) };
    })();
  }
  if (!isFromOwnPage(sender, browser.runtime.id, extensionOrigin) || !isBoardRequest(message)) return undefined;
  return answer(access, message);
}

/**
 * The tab's last report, if the page that sent it is still there: a page that has navigated away has no
 * content script left to answer, and its board is forgotten.
 */
async function livingState(access: SiteAccess, tabId: number): Promise<TabBoardState | null> {
  const state = await access.relay.get(tabId);
  if (!state) return null;
  const ping: ContentRequest = { type: 'content-ping' };
  const alive = await access.browser.tabs.sendMessage(tabId, ping, { frameId: 0 }).then(isContentPong, () => false);
  if (alive) return state;
  await access.relay.forget(tabId);
  return null;
}

async function answer(access: SiteAccess, request: BoardRequest): Promise<TabBoardReply | SiteAnswer> {
  if (request.type === 'tab-board') {
    const state = await livingState(access, request.tabId);
    const tab = await access.browser.tabs.get(request.tabId).catch(() => null);
    // The address is visible with the site's access (or the popup's activeTab); otherwise the last report names the site.
    const site = siteOf(tab?.url) ?? state?.site ?? null;
    const enabled = site !== null && (await isSiteEnabled(access, site.pattern));
    const current = state && (!site || !state.site || state.site.pattern === site.pattern) ? state : null;
    return { type: 'tab-board', tabId: request.tabId, site, enabled, state: current };
  }
  const site = siteOfPattern(request.pattern);
  if (!site) return { type: 'site-answer', enabled: false, message: 'That is not a web site Adjutant can read.' };
  if (request.type === 'site-enable-pending') {
    access.pending.set(site.pattern, request.tabId);
    return { type: 'site-answer', enabled: false, message: `Waiting for the browser's answer about ${site.host}.` };
  }
  if (request.type === 'site-disable') {
    access.pending.delete(site.pattern);
    return access.serial(() => disableSite(access, request.tabId, site));
  }
  access.pending.delete(site.pattern);
  return access.serial(() => enableSite(access, request.tabId, site));
}
