import type { BoardPlatform, BoardView } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import type { Board } from '../../src/engine/core/board/board.js';
import type { BoardSelection } from '../../src/messaging/board-messages.js';
import type { Site } from '../../src/messaging/site-pattern.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, click, mount, waitFor } from './render-helper.js';

/** The site every fake board tab is on. */
export const SITE: Site = { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' };

/** A tab showing `board` (null: no web page) with `selection` picked on it, that never changes. */
export function fakeBoard(board: Board | null, selection: BoardSelection): BoardPlatform {
  const view: BoardView = board
    ? { tabId: 7, site: SITE, enabled: true, state: { site: SITE, reading: { kind: 'board', board }, selection, at: 1 } }
    : { tabId: null, site: null, enabled: false, state: null };
  return {
    async view() {
      return view;
    },
    watch() {
      return () => undefined;
    },
    async enableSite() {
      return { type: 'site-answer', enabled: true, message: '' };
    },
    async disableSite() {
      return { type: 'site-answer', enabled: false, message: '' };
    },
  };
}

/** The popup on a tab showing `board`, with the picked counters already put in the battle (*Use selected counters*). */
export async function openFilled(board: Board, selection: BoardSelection, store = memoryStore()): Promise<HTMLElement> {
  const root = await openOn(board, selection, store);
  await click(button(root, 'Use selected counters'));
  return root;
}

/** The popup on a tab showing `board`, once its summary shows. */
export async function openOn(board: Board, selection: BoardSelection, store = memoryStore()): Promise<HTMLElement> {
  const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: fakeBoard(board, selection) }} />);
  await waitFor(() => button(root, 'Use selected counters'));
  return root;
}
