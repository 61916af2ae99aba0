import { browserOpener, openRulesPage, type OpenedIn } from './open-rules-page.js';
import { rulesQuery } from './rules-query.js';

export const LOOK_UP_MENU_ID = 'adjutant-look-up';

/** What a context-menu click carries that the lookup uses. */
export interface LookUpClick {
  readonly menuItemId: string | number;
  readonly selectionText?: string;
}

/** Handles a click on "Look up in Adjutant": the selected text, cleaned, opens the rules page. */
export async function lookUpSelection(info: LookUpClick, tabId: number | null): Promise<OpenedIn | null> {
  if (info.menuItemId !== LOOK_UP_MENU_ID) return null;
  const query = rulesQuery(info.selectionText);
  if (query === null) return null;
  return openRulesPage(browserOpener(), query, tabId);
}

/** Adds the menu item on selected text (at install; the browser keeps it) and listens for its clicks. */
export function registerContextMenu(): void {
  chrome.runtime.onInstalled.addListener(() => {
    chrome.contextMenus.create({ id: LOOK_UP_MENU_ID, title: 'Look up in Adjutant', contexts: ['selection'] }, () => {
      // Reading lastError marks it handled: the item survives from an earlier install on update.
      void chrome.runtime.lastError;
    });
  });
  chrome.contextMenus.onClicked.addListener((info, tab) => {
    void lookUpSelection(info, tab?.id ?? null).catch(() => undefined);
  });
}
