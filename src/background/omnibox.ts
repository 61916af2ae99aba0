import { browserOpener, openRulesPage, openRulesPageHere, type OpenedIn } from './open-rules-page.js';
import { rulesQuery } from './rules-query.js';

/** The omnibox's dispositions, as Chromium and Firefox name them. */
export type Disposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

/** Handles Enter after the `adj` keyword: the typed words open the rules page. */
export async function lookUpTyped(text: string, disposition: Disposition): Promise<OpenedIn | null> {
  const query = rulesQuery(text);
  if (query === null) return null;
  const api = browserOpener();
  return disposition === 'currentTab' ? openRulesPageHere(api, query) : openRulesPage(api, query, null);
}

/** Says what Enter will do, and listens for it. */
export function registerOmnibox(): void {
  chrome.omnibox.setDefaultSuggestion({ description: 'Search the Adjutant rules index' });
  chrome.omnibox.onInputEntered.addListener((text, disposition) => {
    void lookUpTyped(text, disposition).catch(() => undefined);
  });
}
