import type { SiteAnswer, TabBoardState } from '../src/messaging/board-messages.js';
import type { Site } from '../src/messaging/site-pattern.js';

/** What the popup knows of the tab it was opened for. */
export interface BoardView {
  /** Null when the popup has no page tab to read (e.g. opened as a page of its own without ?tab=). */
  readonly tabId: number | null;
  /** The tab's site, or null when it is not a web page Adjutant may read. */
  readonly site: Site | null;
  /** Whether Adjutant follows boards on that site. */
  readonly enabled: boolean;
  /** The page's last report; null when Adjutant is not reading the page. */
  readonly state: TabBoardState | null;
}

export const NO_BOARD_VIEW: BoardView = { tabId: null, site: null, enabled: false, state: null };

/**
 * The board side of the popup's platform: the entry file wires the extension's messaging and permissions
 * (board-browser.ts), tests pass a fake.
 */
export interface BoardPlatform {
  view(): Promise<BoardView>;
  /** Calls `onChange` whenever the tab's board, selection or site switch may have changed; returns the unsubscribe. */
  watch(onChange: () => void): () => void;
  /**
   * Asks the browser for access to the site, then has the worker start reading it. Must be called straight
   * from the click handler: the browser shows its prompt only for a user gesture.
   */
  enableSite(site: Site): Promise<SiteAnswer>;
  disableSite(site: Site): Promise<SiteAnswer>;
}
