import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import { lastLook, recordBoard, type BoardLook } from '../src/storage/board-history.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';

export type { BoardLook } from '../src/storage/board-history.js';

/**
 * The look before this one at the board the popup reads now: the board read last from the same source (a
 * page's address without its hash, src/storage/board-history.ts pageSource, or an imported file's name), and
 * when; null for a first look. Read before the board now shown is kept, so the next look compares with this
 * one. Undefined while it is read, and when there is no board or source. A board read again unchanged is not
 * kept twice (and is its own last look: nothing changed since). Keeping is best effort: a refusal (a history
 * that cannot be read, which the notice of unreadable data reports; the browser's quota) loses only the
 * comparison.
 */
export function useLastLook(store: KeyValueStore, board: Board | null, source: string | null, now: () => number = Date.now): BoardLook | null | undefined {
  const [previous, setPrevious] = useState<{ readonly key: string; readonly look: BoardLook | null } | null>(null);
  // What was last handled (source and board as JSON), so a new object holding the same board is not read again.
  const handled = useRef<string | null>(null);
  // One look after the other: a board read before the last one was kept would compare with the wrong board.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const key = useMemo(() => (board && source ? `${board.game}\n${source}\n${JSON.stringify(board)}` : null), [board, source]);
  useEffect(() => {
    if (!board || !source || key === null || handled.current === key) return;
    handled.current = key;
    const at = now();
    queue.current = queue.current
      .then(async () => {
        const look = await lastLook(store, board.game, source).catch(() => null);
        if (handled.current === key) setPrevious({ key, look });
        await recordBoard(store, source, board, at);
      })
      .catch(() => undefined);
  }, [store, key]);
  return previous !== null && previous.key === key ? previous.look : undefined;
}
