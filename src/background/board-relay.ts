import { readTabBoardState, type TabBoardState } from '../messaging/board-messages.js';

/** The part of storage.session the relay uses (absent in browsers without it). */
export interface SessionArea {
  get(keys: string | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

export interface BoardRelay {
  put(tabId: number, state: TabBoardState): Promise<void>;
  get(tabId: number): Promise<TabBoardState | null>;
  forget(tabId: number): Promise<void>;
  /** Tabs whose last report came from a site (to tell them when it is turned off). */
  tabsOn(pattern: string): Promise<number[]>;
}

const PREFIX = 'board:';

/**
 * The latest board of each tab, for the popup: in memory while the worker runs, and in storage.session so
 * it survives the worker being stopped between events (the session area is cleared with the browser).
 */
export function boardRelay(session: SessionArea | null, onChange: (tabId: number) => void): BoardRelay {
  const memory = new Map<number, TabBoardState>();

  async function stored(): Promise<Map<number, TabBoardState>> {
    const all = new Map<number, TabBoardState>();
    if (!session) return all;
    const items = await session.get(null).catch(() => ({}) as Record<string, unknown>);
    for (const [key, value] of Object.entries(items)) {
      const tabId = Number(key.slice(PREFIX.length));
      const state = key.startsWith(PREFIX) ? readTabBoardState(value) : null;
      if (state && Number.isSafeInteger(tabId)) all.set(tabId, state);
    }
    return all;
  }

  return {
    async put(tabId, state) {
      memory.set(tabId, state);
      // A full session area (its quota is a few megabytes) costs only the copy that survives a worker restart.
      await session?.set({ [PREFIX + tabId]: state }).catch(() => undefined);
      onChange(tabId);
    },
    async get(tabId) {
      const known = memory.get(tabId);
      if (known) return known;
      const items = await session?.get(PREFIX + tabId).catch(() => ({}) as Record<string, unknown>);
      const state = readTabBoardState(items?.[PREFIX + tabId]);
      if (state) memory.set(tabId, state);
      return state;
    },
    async forget(tabId) {
      memory.delete(tabId);
      await session?.remove(PREFIX + tabId).catch(() => undefined);
      onChange(tabId);
    },
    async tabsOn(pattern) {
      const all = await stored();
      for (const [tabId, state] of memory) all.set(tabId, state);
      return [...all].filter(([, state]) => state.site?.pattern === pattern).map(([tabId]) => tabId);
    },
  };
}
