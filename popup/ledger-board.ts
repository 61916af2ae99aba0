import { useEffect, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import { loadImportedBoard } from '../src/storage/imported-board.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';

/**
 * The board the ledger records from: the same one the board panel shows by default, the tab's board when the
 * page has one, else the board imported in Options. Follows the page as it changes (a turn ended on the site).
 */
export function useLedgerBoard(board: BoardPlatform | undefined, store: KeyValueStore): Board | null {
  const [page, setPage] = useState<Board | null>(null);
  const [imported, setImported] = useState<Board | null>(null);

  useEffect(() => {
    let current = true;
    loadImportedBoard(store).then(
      (b) => current && setImported(b),
      () => current && setImported(null),
    );
    return () => {
      current = false;
    };
  }, [store]);

  useEffect(() => {
    if (!board) return undefined;
    let current = true;
    // Only the latest answer counts: changes come in bursts while a counter is dragged.
    let asked = 0;
    const load = (): void => {
      const ask = ++asked;
      const show = (b: Board | null): void => {
        if (current && ask === asked) setPage(b);
      };
      board.view().then(
        (v) => show(v.state?.reading.kind === 'board' ? v.state.reading.board : null),
        () => show(null),
      );
    };
    load();
    const unwatch = board.watch(load);
    return () => {
      current = false;
      unwatch();
    };
  }, [board]);

  return page ?? imported;
}
