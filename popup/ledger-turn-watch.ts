import { useEffect, useRef, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import type { Side } from '../src/engine/index.js';
import type { LedgerRow } from '../src/engine/index.js';

/** Whether the end of this player-turn could be added after the ledger's last row (the store refuses anything else). */
function appendable(rows: readonly LedgerRow[], turn: number, side: Side): boolean {
  const last = rows[rows.length - 1];
  if (!last) return true;
  if (turn < last.turn) return false;
  return !rows.some((r) => r.turn === turn && r.playerTurn === side);
}

/**
 * Watches the board the ledger reads: when it moves on to another player-turn (its turn or phasing side
 * changes), the last board seen before the change is the end of the player-turn just played. That board is
 * offered for recording, never recorded unasked (the page may have been stepped back and forth); the offer
 * lapses once that player-turn is in the ledger or could no longer be appended.
 */
export function useEndedPlayerTurn(board: Board | null, rows: readonly LedgerRow[] | null): { readonly ended: Board | null; dismiss(): void } {
  const seen = useRef<Board | null>(null);
  const [ended, setEnded] = useState<Board | null>(null);

  useEffect(() => {
    if (!board) return;
    const before = seen.current;
    seen.current = board;
    if (!before || before.game !== board.game) return;
    const { turn, phasingSide } = before.time;
    if (turn === null || phasingSide === null) return;
    if (turn === board.time.turn && phasingSide === board.time.phasingSide) return;
    setEnded(before);
  }, [board]);

  const { turn, phasingSide } = ended?.time ?? { turn: null, phasingSide: null };
  const offer = ended && rows && turn !== null && phasingSide !== null && appendable(rows, turn, phasingSide) ? ended : null;
  return { ended: offer, dismiss: () => setEnded(null) };
}
