import { describe, expect, it } from 'vitest';
import { earlyBoardPlatform } from '../../popup/board-platform-early.js';
import { NO_BOARD_VIEW, type BoardPlatform, type BoardView } from '../../popup/board-platform.js';
import { loadsSettled } from '../../popup/lazy.js';

/** A tab's board as the worker reports it, changed by the test; the fake counts how often it was asked. */
function fakeBoard() {
  let turn = 1;
  let asked = 0;
  const listeners = new Set<() => void>();
  const viewNow = (): BoardView => ({ ...NO_BOARD_VIEW, tabId: 7, enabled: turn > 1 });
  const platform: BoardPlatform = {
    async view() {
      asked += 1;
      return viewNow();
    },
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    enableSite: async () => ({ type: 'site-answer', enabled: true, message: '' }),
    disableSite: async () => ({ type: 'site-answer', enabled: false, message: '' }),
  };
  return {
    platform,
    asked: () => asked,
    change() {
      turn += 1;
      for (const l of listeners) l();
    },
  };
}

const settled = async (): Promise<void> => {
  await loadsSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the popup asks the tab for its board as it opens', () => {
  it('asks once at once, and the panel gets that answer without asking again', async () => {
    const tab = fakeBoard();
    const board = earlyBoardPlatform(async () => tab.platform);
    await settled();
    expect(tab.asked()).toBe(1);
    expect((await board.view()).enabled).toBe(false);
    expect(tab.asked()).toBe(1);
    // Later looks are fresh.
    await board.view();
    expect(tab.asked()).toBe(2);
  });

  it('drops the early answer when the board changes before the panel asks', async () => {
    const tab = fakeBoard();
    const board = earlyBoardPlatform(async () => tab.platform);
    await settled();
    tab.change();
    expect((await board.view()).enabled).toBe(true);
    expect(tab.asked()).toBe(2);
  });

  it('tells the panel of every change after it follows the board, until it stops', async () => {
    const tab = fakeBoard();
    const board = earlyBoardPlatform(async () => tab.platform);
    await settled();
    let told = 0;
    await board.view();
    const stop = board.watch(() => (told += 1));
    tab.change();
    expect(told).toBe(1);
    stop();
    tab.change();
    expect(told).toBe(1);
  });

  it('answers the site switch only once it can ask the browser within the click', async () => {
    let release: (p: BoardPlatform) => void = () => undefined;
    const board = earlyBoardPlatform(() => new Promise<BoardPlatform>((resolve) => (release = resolve)));
    const site = { host: 'example.org', pattern: 'https://example.org/*' };
    expect((await board.enableSite(site)).enabled).toBe(false);
    release(fakeBoard().platform);
    await settled();
    expect((await board.enableSite(site)).enabled).toBe(true);
  });
});
