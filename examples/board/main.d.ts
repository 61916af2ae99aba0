/** Types of main.js for the TypeScript tests that load the demo board (the page itself needs no build). */
export interface DemoBoardOptions {
  /** Where the position is kept (default: the page's localStorage); null keeps it in the tab only. */
  storage?: Storage | null;
  storageKey?: string;
  channelName?: string;
}

export interface DemoBoard {
  /** Stops listening to the page, the other tabs and the pointer. */
  stop(): void;
}

export function startDemoBoard(doc: Document, options?: DemoBoardOptions): DemoBoard;
