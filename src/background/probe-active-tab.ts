import type { Browser } from 'webextension-polyfill';
import type { ProbeReply } from '../messaging/messages.js';
import { sendToTab } from './worker-send.js';

/** The least of a tab the choice reads (a subset of tabs.Tab). */
export interface TabLike {
  readonly id?: number;
  readonly url?: string;
  readonly active?: boolean;
  readonly lastAccessed?: number;
}

function isWebPage(url: string | undefined): boolean {
  return url !== undefined && /^(https?|file):/.test(url);
}

/**
 * The tab "Check this page" looks at. From the toolbar popup: the active tab. From Adjutant's page opened in
 * a tab of its own (`ownTabId`), that tab is the active one, so the web page looked at last in its window is
 * checked instead; null when the window holds none.
 */
export function tabToCheck(tabs: readonly TabLike[], ownTabId: number | undefined): TabLike | null {
  if (ownTabId === undefined) return tabs.find((t) => t.active) ?? null;
  const others = tabs.filter((t) => t.id !== ownTabId && isWebPage(t.url));
  return others.reduce<TabLike | null>((best, t) => (best === null || (t.lastAccessed ?? 0) > (best.lastAccessed ?? 0) ? t : best), null);
}

/**
 * Looks at the page in the active tab: injects the content script there with the activeTab grant that
 * opening the popup gave (no host permission is held), then pings it. Read-only: nothing on the page changes.
 * From Adjutant's page opened in a tab (`own`), the web page looked at last in that window is checked; the
 * activeTab grant does not reach it, so it can be read only on a site the player turned Adjutant on for.
 */
export async function probeActiveTab(browser: Browser, own?: { readonly tabId: number; readonly windowId?: number }): Promise<ProbeReply> {
  const tabs = own === undefined ? await browser.tabs.query({ active: true, currentWindow: true }) : await browser.tabs.query(own.windowId === undefined ? { currentWindow: true } : { windowId: own.windowId });
  const tab = tabToCheck(tabs, own?.tabId);
  if (!tab?.id || !tab.url) {
    return { type: 'probe', status: 'unavailable', reason: own ? 'No web page is open beside Adjutant in this window.' : 'No page is open in this tab, or Adjutant may not look at it.' };
  }
  let host: string;
  try {
    const url = new URL(tab.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'file:') {
      return { type: 'probe', status: 'unavailable', reason: 'Adjutant reads only web pages (http, https or file), not browser pages.' };
    }
    host = url.host || 'local file';
  } catch {
    return { type: 'probe', status: 'unavailable', reason: 'The tab has no readable address.' };
  }
  try {
    await browser.scripting.executeScript({ target: { tabId: tab.id }, files: ['content/content.js'] });
    const reply = await sendToTab(browser, tab.id)('content-ping', {});
    if (!reply) return { type: 'probe', status: 'unavailable', reason: 'The page answered in a shape Adjutant does not accept.' };
    return { type: 'probe', status: 'ready', host, board: reply.board };
  } catch (e) {
    const hint = own ? ' From a tab, Adjutant may look only at a site you turned it on for; or open it from the toolbar on that page.' : '';
    return { type: 'probe', status: 'unavailable', reason: `Adjutant could not look at ${host}: ${e instanceof Error ? e.message : 'access was refused'}.${hint}` };
  }
}
