import { rulesPagePath } from './rules-query.js';

/** What opening the rules page needs from the browser; Chromium's side panel is absent in Firefox. */
export interface RulesPageOpener {
  readonly sidePanel?: {
    setOptions(options: { tabId: number; path: string; enabled: boolean }): Promise<void>;
    open(options: { tabId: number }): Promise<void>;
  };
  getURL(path: string): string;
  createTab(url: string): Promise<unknown>;
  updateTab(url: string): Promise<unknown>;
}

export type OpenedIn = 'side-panel' | 'tab' | 'current-tab';

/**
 * Opens the rules page on a query: beside the page in Chromium's side panel when there is a tab and the
 * browser allows it (only while handling the user's click), else in a new tab. Both side panel calls are
 * started before either is awaited, since awaiting first would lose the click that permits opening.
 */
export async function openRulesPage(api: RulesPageOpener, query: string, tabId: number | null): Promise<OpenedIn> {
  const path = rulesPagePath(query);
  if (api.sidePanel && tabId !== null) {
    const set = api.sidePanel.setOptions({ tabId, path, enabled: true });
    const opened = api.sidePanel.open({ tabId });
    try {
      await Promise.all([set, opened]);
      return 'side-panel';
    } catch {
      // No user gesture (or no panel for this tab): a tab shows the same page.
    }
  }
  await api.createTab(api.getURL(path));
  return 'tab';
}

/** Opens the rules page in the tab the user is typing in, as the omnibox's "current tab" choice asks. */
export async function openRulesPageHere(api: RulesPageOpener, query: string): Promise<OpenedIn> {
  await api.updateTab(api.getURL(rulesPagePath(query)));
  return 'current-tab';
}

/** The real browser, through the `chrome` namespace Chromium and Firefox both provide. */
export function browserOpener(): RulesPageOpener {
  const panel = typeof chrome.sidePanel?.open === 'function' ? chrome.sidePanel : undefined;
  return {
    ...(panel ? { sidePanel: { setOptions: (o) => panel.setOptions(o), open: (o) => panel.open(o) } } : {}),
    getURL: (path) => chrome.runtime.getURL(path),
    createTab: (url) => chrome.tabs.create({ url }),
    updateTab: (url) => chrome.tabs.update({ url }),
  };
}
