import { UNIT_ATTRIBUTE, isElement } from './board-nodes.js';

export interface SelectionHandlers {
  /** The player picked a counter (or picked it again, to drop it). */
  toggle(unitId: string): void;
  /** Escape: the player wants no counter picked. Returns whether anything was picked. */
  clear(): boolean;
}

const MAX_ID = 200;

/** The unit id of the counter an event happened on, looking through the page's own shadow trees. */
function counterOf(event: Event): string | null {
  for (const node of event.composedPath()) {
    if (!isElement(node as Node)) continue;
    const id = (node as Element).getAttribute(UNIT_ATTRIBUTE);
    if (id && id.length <= MAX_ID) return id;
  }
  return null;
}

/**
 * Listens for the player picking counters on the page: Alt+click (Option+click on a Mac) on a counter, or
 * Alt+Enter on a focused one, picks or drops it; Escape drops them all. A plain click, or any key the page
 * uses, goes through untouched: only the Alt+click on a counter is kept from the page's default action.
 * Events the page makes up are ignored (`trusted`: the browser's isTrusted; tests, whose events jsdom marks
 * untrusted, pass their own). Returns the function that stops listening.
 */
export function listenForSelection(win: Window, handlers: SelectionHandlers, trusted: (e: Event) => boolean = (e) => e.isTrusted): () => void {
  const onClick = (e: MouseEvent): void => {
    // Only the player picks: a page script's synthetic clicks (isTrusted false) select nothing and cost nothing.
    if (!trusted(e) || !e.altKey || e.ctrlKey || e.metaKey || e.button !== 0) return;
    const id = counterOf(e);
    if (id === null) return;
    // Alt+click would otherwise download a link in some browsers.
    e.preventDefault();
    handlers.toggle(id);
  };
  const onKey = (e: KeyboardEvent): void => {
    if (!trusted(e)) return;
    if (e.key === 'Escape') {
      handlers.clear();
      return;
    }
    if (e.key !== 'Enter' || !e.altKey || e.ctrlKey || e.metaKey) return;
    const id = counterOf(e);
    if (id === null) return;
    e.preventDefault();
    handlers.toggle(id);
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKey, true);
  return () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('keydown', onKey, true);
  };
}
