import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import { lastLook, recordBoard, type BoardLook } from '../src/storage/board-history.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';

export type { BoardLook } from '../src/storage/board-history.js';

/**
 * The player's last look at the board the popup reads now, before this popup opened: the board read last from
 * the same source (a page's address without its hash, src/storage/board-history.ts pageSource, or an imported
 * file's name), and when; null for a first look. It stays the same while this popup is open, so a board that
 * changes under an open popup (or is read again a moment after it opened, as Firefox does when the popup is a tab
 * that hides the page) is compared with it too, and nothing of the opponent's turn drops out of the comparison.
 * At a first look, the first board this popup showed becomes the look the later ones compare with. Every board
 * shown is kept for the next opening; a board read again unchanged is not kept twice (and is its own last look:
 * nothing changed since). Undefined while the first is read, and when there is no board or source. Keeping is best
 * effort: a refusal (a history that cannot be read, which the notice of unreadable data reports; the browser's
 * quota) loses only the comparison.
 */
export function useLastLook(store: KeyValueStore, board: Board | null, source: string | null, now: () => number = Date.now): BoardLook | null | undefined {
  const [previous, setPrevious] = useState<{ readonly key: string; readonly look: BoardLook | null } | null>(null);
  // What was last handled (source and board as JSON), so a new object holding the same board is not read again.
  const handled = useRef<string | null>(null);
  // One look after the other: a board read before the last one was kept would compare with the wrong board.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The look each source is compared with while this popup is open (game and source as the key).
  const baselines = useRef(new Map<string, BoardLook | null>());
  const key = useMemo(() => (board && source ? `${board.game}\n${source}\n${JSON.stringify(board)}` : null), [board, source]);
  useEffect(() => {
    if (!board || !source || key === null || handled.current === key) return;
    handled.current = key;
    const at = now();
    const place = `${board.game}\n${source}`;
    queue.current = queue.current
      .then(async () => {
        const known = baselines.current.get(place);
        const look = known !== undefined ? known : await lastLook(store, board.game, source).catch(() => null);
        // A first look: the boards read later in this popup compare with this one.
        baselines.current.set(place, look ?? { board, at });
        if (handled.current === key) setPrevious({ key, look });
        await recordBoard(store, source, board, at);
      })
      .catch(() => undefined);
  }, [store, key]);
  if (previous !== null && previous.key === key) return previous.look;
  // A later board of this popup: its look is already known, so the part showing it need not close while it is kept.
  return board && source ? baselines.current.get(`${board.game}\n${source}`) : undefined;
}
