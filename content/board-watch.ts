import { BOARD_ATTRIBUTES } from './board-nodes.js';
import { touchesBoard } from './relevant-mutation.js';

export interface BoardWatch {
  stop(): void;
}

export interface WatchOptions {
  /** Quiet time after the last relevant change before reading again. */
  readonly debounceMs: number;
  /** Longest a steady stream of changes may delay a reading. */
  readonly maxWaitMs: number;
  /** Adjutant's own overlay host, whose changes are never a reason to read. */
  readonly ownHost: () => Node | null;
}

/** What the observers of the board listen for: attribute changes other than the format's (styles, classes, a drag's every step) are not even reported. */
export const BOARD_MUTATIONS: MutationObserverInit = { subtree: true, childList: true, attributes: true, attributeFilter: [...BOARD_ATTRIBUTES], characterData: true };

export const WATCH_DEFAULTS: Omit<WatchOptions, 'ownHost'> = { debounceMs: 250, maxWaitMs: 1000 };

/**
 * Follows the page with a MutationObserver: when a change touches the board, waits for the page to settle
 * (debounced) and calls `onChange` once. No timer runs while the page is quiet: no polling.
 */
export function watchBoard(doc: Document, onChange: () => void, options: WatchOptions): BoardWatch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstPending = 0;
  const fire = (): void => {
    timer = null;
    onChange();
  };
  const observer = new MutationObserver((records) => {
    if (!touchesBoard(records, options.ownHost())) return;
    const now = Date.now();
    if (timer === null) firstPending = now;
    else clearTimeout(timer);
    const wait = Math.max(0, Math.min(options.debounceMs, firstPending + options.maxWaitMs - now));
    timer = setTimeout(fire, wait);
  });
  observer.observe(doc.documentElement, BOARD_MUTATIONS);
  return {
    stop() {
      observer.disconnect();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
