import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useLastLook, type BoardLook } from '../../popup/use-last-look.js';
import type { Board } from '../../src/engine/index.js';
import { boardHistory } from '../../src/storage/board-history.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { testBoard, unit } from '../support/ledger-rows.js';
import { settle } from './render-helper.js';

const PAGE = 'https://boards.example.org/game/12';
const at = (hex: string): Board => testBoard('cemetery-hill', [unit('u1', 'union', 'infantry', hex)]);

/** The popup's use of the hook: what it answers after each board, as a list. */
function Probe({ store, board, source, seen, now }: { store: ReturnType<typeof memoryStore>; board: Board | null; source: string | null; seen: (BoardLook | null | undefined)[]; now: () => number }) {
  seen.push(useLastLook(store, board, source, now));
  return null;
}

describe('popup: the last look at a board', () => {
  it('gives the look before this one, then keeps this one for the next opening', async () => {
    const store = memoryStore();
    const root = document.createElement('div');
    let clock = 1000;
    const now = () => clock;
    const open = async (board: Board | null, source: string | null): Promise<BoardLook | null | undefined> => {
      const seen: (BoardLook | null | undefined)[] = [];
      await act(() => {
        render(<Probe store={store} board={board} source={source} seen={seen} now={now} />, root);
      });
      await settle();
      const last = seen[seen.length - 1];
      render(null, root);
      return last;
    };
    // No board, or no source: nothing to compare, nothing kept.
    expect(await open(null, PAGE)).toBeUndefined();
    expect(await open(at('0510'), null)).toBeUndefined();
    // A first look.
    expect(await open(at('0510'), PAGE)).toBeNull();
    clock = 2000;
    // The board moved: the last look is the first one.
    expect(await open(at('0511'), PAGE)).toEqual({ board: at('0510'), at: 1000 });
    clock = 3000;
    // Nothing moved since: the last look is that board, not kept twice.
    expect(await open(at('0511'), PAGE)).toEqual({ board: at('0511'), at: 2000 });
    expect((await boardHistory(store, 'cemetery-hill', PAGE)).map((l) => l.at)).toEqual([1000, 2000]);
  });

  it('at a first look, a board that changes while the popup is open compares with the first one it showed, and a copy of the same board is not read again', async () => {
    const store = memoryStore();
    const root = document.createElement('div');
    const seen: (BoardLook | null | undefined)[] = [];
    let clock = 10;
    const show = async (board: Board): Promise<void> => {
      await act(() => {
        render(<Probe store={store} board={board} source={PAGE} seen={seen} now={() => clock} />, root);
      });
      await settle();
    };
    await show(at('0510'));
    expect(seen[seen.length - 1]).toBeNull();
    clock = 20;
    await show(at('0511'));
    expect(seen[seen.length - 1]).toEqual({ board: at('0510'), at: 10 });
    clock = 30;
    // A new object holding the same board: still compared with the look before it.
    await show(at('0511'));
    expect(seen[seen.length - 1]).toEqual({ board: at('0510'), at: 10 });
    render(null, root);
    expect((await boardHistory(store, 'cemetery-hill', PAGE)).map((l) => l.at)).toEqual([10, 20]);
  });

  it('a board that changes while the popup is open, or is read again just after it opened, still compares with the look before it opened, with no gap', async () => {
    const store = memoryStore();
    const root = document.createElement('div');
    let clock = 100;
    // An earlier popup kept 0510.
    await act(() => {
      render(<Probe store={store} board={at('0510')} source={PAGE} seen={[]} now={() => clock} />, root);
    });
    await settle();
    render(null, root);
    // This popup: the page is read at 0511, then again at 0512 (the opponent's last move, read late).
    const seen: (BoardLook | null | undefined)[] = [];
    const show = async (board: Board): Promise<void> => {
      await act(() => {
        render(<Probe store={store} board={board} source={PAGE} seen={seen} now={() => clock} />, root);
      });
      await settle();
    };
    clock = 200;
    await show(at('0511'));
    expect(seen[seen.length - 1]).toEqual({ board: at('0510'), at: 100 });
    const before = seen.length;
    clock = 300;
    await show(at('0512'));
    expect(seen[seen.length - 1]).toEqual({ board: at('0510'), at: 100 });
    // Never undefined in between: the Changes part stays open, and its drawing on the page with it.
    expect(seen.slice(before)).not.toContain(undefined);
    render(null, root);
    expect((await boardHistory(store, 'cemetery-hill', PAGE)).map((l) => l.at)).toEqual([100, 200, 300]);
  });
});
