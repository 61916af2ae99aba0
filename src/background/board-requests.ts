import type { Runtime } from 'webextension-polyfill';
import type { BoardAck, BoardReport, SiteAnswer, SiteRequest, SiteSwitch, TabBoardReply, TabBoardRequest, TabBoardState } from '../messaging/board-messages.js';
import type { Routes } from '../messaging/dispatch.js';
import { siteOf, siteOfPattern } from '../messaging/site-pattern.js';
import { contentSender, isFromOwnPage, type ContentSender } from './sender-check.js';
import { disableSite, enableSite, isSiteEnabled, type SiteAccess } from './site-access.js';
import { sendToTab } from './worker-send.js';

/** The board messages the worker answers. */
export type BoardKind = 'board-report' | 'tab-board' | SiteSwitch;

/**
 * The worker's side of the board messages: reports from the content script in a page's top frame (kept per
 * tab), and the questions of the extension's own pages about a tab's board and its site switch. Any other
 * sender of these kinds gets no answer.
 */
export function boardRoutes(access: SiteAccess): Routes<BoardKind, Runtime.MessageSender> {
  const { browser } = access;
  const extensionOrigin = browser.runtime.getURL('');
  const page = (sender: Runtime.MessageSender): ContentSender | null => contentSender(sender, browser.runtime.id, extensionOrigin);
  const ownPage = (sender: Runtime.MessageSender): boolean => isFromOwnPage(sender, browser.runtime.id, extensionOrigin);
  const siteSwitch = (sender: Runtime.MessageSender) => (ownPage(sender) ? (request: SiteRequest<SiteSwitch>) => switchSite(access, request) : null);
  return {
    'board-report': (sender) => {
      const from = page(sender);
      return from && ((report) => keepReport(access, from, report));
    },
    'tab-board': (sender) => (ownPage(sender) ? (request) => tabBoard(access, request) : null),
    'site-enable': siteSwitch,
    'site-enable-pending': siteSwitch,
    'site-disable': siteSwitch,
  };
}

async function keepReport(access: SiteAccess, page: ContentSender, report: BoardReport): Promise<BoardAck> {
  const site = siteOf(page.url);
  await access.relay.put(page.tabId, { site, reading: report.reading, selection: report.selection, at: Date.now() });
  return { type: 'board-ack', follow: site !== null && (await isSiteEnabled(access, site.pattern)) };
}

/**
 * The tab's last report, if the page that sent it is still there: a page that has navigated away has no
 * content script left to answer, and its board is forgotten.
 */
async function livingState(access: SiteAccess, tabId: number): Promise<TabBoardState | null> {
  const state = await access.relay.get(tabId);
  if (!state) return null;
  const alive = await sendToTab(access.browser, tabId, { frameId: 0 })('content-ping', {}).then((pong) => pong !== null, () => false);
  if (alive) return state;
  await access.relay.forget(tabId);
  return null;
}

async function tabBoard(access: SiteAccess, request: TabBoardRequest): Promise<TabBoardReply> {
  const state = await livingState(access, request.tabId);
  const tab = await access.browser.tabs.get(request.tabId).catch(() => null);
  // The address is visible with the site's access (or the popup's activeTab); otherwise the last report names the site.
  const site = siteOf(tab?.url) ?? state?.site ?? null;
  const enabled = site !== null && (await isSiteEnabled(access, site.pattern));
  const current = state && (!site || !state.site || state.site.pattern === site.pattern) ? state : null;
  return { type: 'tab-board', tabId: request.tabId, site, enabled, state: current };
}

async function switchSite(access: SiteAccess, request: SiteRequest<SiteSwitch>): Promise<SiteAnswer> {
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
