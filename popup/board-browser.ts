import browser, { type Runtime } from 'webextension-polyfill';
import type { BoardRequest, SiteAnswer } from '../src/messaging/board-messages.js';
import { siteOf, type Site } from '../src/messaging/site-pattern.js';
import { NO_BOARD_VIEW, type BoardPlatform, type BoardView } from './board-platform.js';
import { lazy } from './lazy.js';

/**
 * The checks of what the worker answers (a board among it): a file of their own, fetched while the first question
 * is on its way, since the popup's first screen asks the tab for its board at once.
 */
const CHECKS = lazy(() => import('../src/messaging/board-messages.js'));

interface PageTab {
  readonly id: number;
  readonly url: string | undefined;
}

/**
 * Which tab the popup is for. Opened from the toolbar button, it is the active tab of the popup's window.
 * Opened as a page of its own (tests, or a player keeping it in a tab), `?tab=<id>` names the tab; without
 * it there is no board tab, since the active tab is then the popup itself.
 */
async function pageTab(): Promise<PageTab | null> {
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

async function ask(request: BoardRequest): Promise<unknown> {
  return browser.runtime.sendMessage(request).catch(() => null);
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
    const [reply, checks] = await Promise.all([ask({ type, tabId: t.id, pattern: site.pattern }), CHECKS.load()]);
    return checks.isSiteAnswer(reply) ? reply : failed('The extension did not answer; try again.');
  }

  return {
    async view(): Promise<BoardView> {
      const t = await tab;
      if (!t) return NO_BOARD_VIEW;
      const [answer, checks] = await Promise.all([ask({ type: 'tab-board', tabId: t.id }), CHECKS.load()]);
      const reply = checks.readTabBoardReply(answer);
      return { tabId: t.id, site: siteOf(t.url) ?? reply?.site ?? null, enabled: reply?.enabled ?? false, state: reply?.state ?? null };
    },
    watch(onChange) {
      const listener = (message: unknown, sender: Runtime.MessageSender): undefined => {
        if (sender.id !== browser.runtime.id) return undefined;
        void Promise.all([tab, CHECKS.load()]).then(([t, checks]) => {
          if (t && checks.isBoardChanged(message) && t.id === message.tabId) onChange();
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
      if (tabNow) void ask({ type: 'site-enable-pending', tabId: tabNow.id, pattern: site.pattern });
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
