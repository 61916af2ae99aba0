import type { Browser, Scripting } from 'webextension-polyfill';
import type { SiteAnswer } from '../messaging/board-messages.js';
import { contentScriptId, siteOf, siteOfPattern, type Site } from '../messaging/site-pattern.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import type { BoardRelay } from './board-relay.js';
import { loadEnabledSites, saveEnabledSites } from './enabled-sites.js';
import { sendToTab } from './worker-send.js';

/**
 * Turning a board site on and off. The popup asks the browser for access to the site (that needs the click's
 * user gesture, so it happens there); the worker then registers the content script for the site, so it runs
 * on every page of it from then on, and starts it in the tab at hand. Turning a site off unregisters the
 * script, tells its pages to take their overlay down, and gives the access back.
 */
export interface SiteAccess {
  readonly browser: Browser;
  readonly store: KeyValueStore;
  readonly relay: BoardRelay;
  /** Site patterns the popup is asking the browser for, with the tab to start in once access is given. */
  readonly pending: Map<string, number>;
  /** Site switches run one at a time. */
  readonly serial: <T>(job: () => Promise<T>) => Promise<T>;
}

const CONTENT_FILE = 'content/content.js';
const ID_PREFIX = contentScriptId({ pattern: '', host: '' });

async function hasAccess(browser: Browser, pattern: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [pattern] }).catch(() => false);
}

export async function isSiteEnabled({ browser, store }: SiteAccess, pattern: string): Promise<boolean> {
  return (await loadEnabledSites(store)).includes(pattern) && (await hasAccess(browser, pattern));
}

async function register(browser: Browser, site: Site): Promise<void> {
  const id = contentScriptId(site);
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [id] });
  if (existing.length > 0) return;
  const script: Scripting.RegisteredContentScript = { id, matches: [site.pattern], js: [CONTENT_FILE], runAt: 'document_idle', allFrames: false };
  try {
    await browser.scripting.registerContentScripts([{ ...script, persistAcrossSessions: true }]);
  } catch {
    // A browser that cannot keep it across sessions still runs it now; restoreSites registers it again at startup.
    await browser.scripting.registerContentScripts([script]);
  }
}

async function unregister(browser: Browser, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const existing = await browser.scripting.getRegisteredContentScripts({ ids });
  if (existing.length > 0) await browser.scripting.unregisterContentScripts({ ids: existing.map((s) => s.id) });
}

async function tell(browser: Browser, tabId: number, command: 'follow' | 'disable'): Promise<void> {
  await sendToTab(browser, tabId)(command, {}).catch(() => undefined);
}

export async function enableSite(access: SiteAccess, tabId: number, site: Site): Promise<SiteAnswer> {
  const { browser, store } = access;
  if (!(await hasAccess(browser, site.pattern))) {
    return { type: 'site-answer', enabled: false, message: `The browser did not give Adjutant access to ${site.host}, so it does not read boards there.` };
  }
  try {
    await saveEnabledSites(store, [...(await loadEnabledSites(store)), site.pattern]);
  } catch (e) {
    // Most likely the stored list could not be read: it is kept, and the popup's notice offers to export or discard it.
    return { type: 'site-answer', enabled: false, message: `Adjutant could not keep ${site.host} in its list of sites. ${e instanceof Error ? e.message : ''}`.trim() };
  }
  await register(browser, site);
  // Start at once in the tab the player is looking at, if it still shows that site; other tabs start on their next load.
  const tab = await browser.tabs.get(tabId).catch(() => null);
  if (tab && siteOf(tab.url)?.pattern === site.pattern) {
    try {
      await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_FILE] });
      await tell(browser, tabId, 'follow');
    } catch {
      // The page may be one the browser protects; the registered script covers its next load.
    }
  }
  return { type: 'site-answer', enabled: true, message: `Adjutant now reads boards on ${site.host}.` };
}

/** Turns a site off; `giveBack` is false when the browser already took the access away. */
export async function disableSite(access: SiteAccess, tabId: number | null, site: Site, giveBack = true): Promise<SiteAnswer> {
  const { browser, store, relay } = access;
  // Turning a site off never waits on the stored list: a list that cannot be read turns no site on anyway.
  await saveEnabledSites(
    store,
    (await loadEnabledSites(store)).filter((p) => p !== site.pattern),
  ).catch(() => undefined);
  await unregister(browser, [contentScriptId(site)]).catch(() => undefined);
  // Find its pages while access still lets the worker see their addresses, and tell each to stop.
  const open = giveBack ? await browser.tabs.query({ url: site.pattern }).catch(() => []) : [];
  const tabs = new Set([...open.map((t) => t.id), ...(await relay.tabsOn(site.pattern)), ...(tabId === null ? [] : [tabId])]);
  for (const id of tabs) {
    if (id === undefined) continue;
    await tell(browser, id, 'disable');
    await relay.forget(id);
  }
  let message = `Adjutant no longer reads boards on ${site.host}.`;
  if (giveBack) {
    const removed = await browser.permissions.remove({ origins: [site.pattern] }).catch(() => false);
    if (!removed && (await hasAccess(browser, site.pattern))) {
      message += ` The browser still lets it see ${site.host} (access granted outside Adjutant's switch); withdraw it in the browser's extension settings.`;
    }
  }
  return { type: 'site-answer', enabled: false, message };
}

/**
 * At browser start (and after an update): registers the content script again for every site still on, and
 * forgets sites whose access the user withdrew in the browser's own settings.
 */
export async function restoreSites(access: SiteAccess): Promise<void> {
  const { browser, store } = access;
  const kept: string[] = [];
  for (const pattern of await loadEnabledSites(store)) {
    const site = siteOfPattern(pattern);
    if (site && (await hasAccess(browser, pattern))) {
      kept.push(pattern);
      await register(browser, site).catch(() => undefined);
    }
  }
  // A list that cannot be read is kept as it is (the popup's notice reports it); no site runs until it is fixed.
  await saveEnabledSites(store, kept).catch(() => undefined);
  const keptIds = new Set(kept.flatMap((p) => {
    const site = siteOfPattern(p);
    return site ? [contentScriptId(site)] : [];
  }));
  const stale = (await browser.scripting.getRegisteredContentScripts()).map((s) => s.id).filter((id) => id.startsWith(ID_PREFIX) && !keptIds.has(id));
  await unregister(browser, stale).catch(() => undefined);
}

/**
 * The browser gave access to sites. If the popup was asking for one of them, turn it on for the popup's tab:
 * the popup may have closed while the prompt was open (Firefox closes it) and cannot ask for itself.
 */
export async function sitesGranted(access: SiteAccess, origins: readonly string[]): Promise<void> {
  for (const pattern of origins) {
    const tabId = access.pending.get(pattern);
    const site = siteOfPattern(pattern);
    if (tabId === undefined || !site) continue;
    access.pending.delete(pattern);
    await access.serial(() => enableSite(access, tabId, site));
  }
}

/** The user withdrew access in the browser: turn those sites off without asking for anything back. */
export async function sitesWithdrawn(access: SiteAccess, origins: readonly string[]): Promise<void> {
  const enabled = await loadEnabledSites(access.store);
  for (const pattern of origins) {
    const site = siteOfPattern(pattern);
    if (site && enabled.includes(pattern)) await access.serial(() => disableSite(access, null, site, false));
  }
}
