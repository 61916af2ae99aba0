import browser, { type Runtime } from 'webextension-polyfill';
import type { SiteAnswer } from '../src/messaging/board-messages.js';
import { loadProtocol } from '../src/messaging/client.js';
import type { KindTo } from '../src/messaging/protocol.js';
import { sendOver } from '../src/messaging/send.js';
import { siteOf, type Site } from '../src/messaging/site-pattern.js';
import { NO_BOARD_VIEW, type BoardPlatform, type BoardView } from './board-platform.js';
import { lazy } from './lazy.js';

/**
 * The checks of what the worker answers (a board among it): a file of their own, fetched while the first question
 * is on its way, since the popup's first screen asks the tab for its board at once.
 */
const CHECKS = lazy(loadProtocol);

/**
 * Asks the worker; a worker that does not answer gives no reply (the panel shows no board, the switch says so)
 * rather than an error.
 */
const ask = sendOver<KindTo<'worker'>>((message) => browser.runtime.sendMessage(message).catch(() => null), CHECKS.load);

interface PageTab {
  readonly id: number;
  readonly url: string | undefined;
}

/**
 * Which tab the popup is for. Opened from the toolbar button, it is the active tab of the popup's window.
 * Opened as a page of its own (tests, or a player keeping it in a tab), `?tab=<id>` names the tab; without
 * it there is no board tab, since the active tab is then the popup itself.
 */
export async function pageTab(): Promise<PageTab | null> {
  const param = new URLSearchParams(location.search).get('tab');
  if (param !== null) {
    if (!/^\d{1,12}$/.test(param)) return null;
    const tab = await browser.tabs.get(Number(param)).catch(() => null);
    return tab?.id === undefined ? null : { id: tab.id, url: tab.url };
  }
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined || tab.url?.startsWith(browser.runtime.getURL(''))) return null;
  return { id: tab.id, url: tab.url };
}

function failed(message: string): SiteAnswer {
  return { type: 'site-answer', enabled: false, message };
}

/** The real board platform, for popup/main.tsx only (it loads the extension APIs). */
export function browserBoardPlatform(): BoardPlatform {
  const tab = pageTab().catch(() => null);
  // Known by the time the player can click the switch: the click handler must not wait for it.
  let tabNow: PageTab | null = null;
  void tab.then((t) => (tabNow = t));

  async function switchSite(type: 'site-enable' | 'site-disable', site: Site): Promise<SiteAnswer> {
    const t = await tab;
    if (!t) return failed('Adjutant does not know which tab to read.');
    const reply = await ask(type, { tabId: t.id, pattern: site.pattern });
    return reply ?? failed('The extension did not answer; try again.');
  }

  return {
    async view(): Promise<BoardView> {
      const t = await tab;
      if (!t) return NO_BOARD_VIEW;
      const reply = await ask('tab-board', { tabId: t.id });
      return { tabId: t.id, site: siteOf(t.url) ?? reply?.site ?? null, enabled: reply?.enabled ?? false, state: reply?.state ?? null };
    },
    watch(onChange) {
      const listener = (message: unknown, sender: Runtime.MessageSender): undefined => {
        if (sender.id !== browser.runtime.id) return undefined;
        void Promise.all([tab, CHECKS.load()]).then(([t, checks]) => {
          const changed = checks['board-changed'].request(message);
          if (t && changed && t.id === changed.tabId) onChange();
        });
        return undefined;
      };
      browser.runtime.onMessage.addListener(listener);
      return () => browser.runtime.onMessage.removeListener(listener);
    },
    enableSite(site) {
      // Called in the click itself, before any await: the browser asks the user only during a gesture.
      const asked = browser.permissions.request({ origins: [site.pattern] });
      // The popup may close while the prompt is open (Firefox closes it): the worker then finishes on its own.
      // Sent within the click (ask sends before it awaits anything); its answer is not needed.
      if (tabNow) void ask('site-enable-pending', { tabId: tabNow.id, pattern: site.pattern }).catch(() => undefined);
      return asked.then(
        (granted) =>
          granted ? switchSite('site-enable', site) : failed(`Adjutant was not given access to ${site.host}, so it does not read boards there.`),
        (e: unknown) => failed(`The browser refused: ${e instanceof Error ? e.message : 'no access was given'}.`),
      );
    },
    disableSite(site) {
      return switchSite('site-disable', site);
    },
  };
}
