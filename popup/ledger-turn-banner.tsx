import type { Board } from '../src/engine/index.js';
import { sideName } from './ledger-event-text.js';

interface Props {
  /** The board as it stood at the end of the player-turn that just ended (its turn and phasing side are set). */
  readonly ended: Board;
  readonly onRecord: () => void;
  readonly onDismiss: () => void;
}

/** A small offer above the ledger: the board has moved on, so the player-turn it showed can be recorded in one click. */
export function LedgerTurnBanner({ ended, onRecord, onDismiss }: Props) {
  const { turn, phasingSide } = ended.time;
  if (turn === null || phasingSide === null) return null;
  return (
    <div class="notice ledger-turn-banner" role="group" aria-label="A player-turn ended" data-testid="ledger-turn-banner">
      <p>
        The board has moved on: the {sideName(phasingSide)} player-turn of turn {turn} has ended.
      </p>
      <div class="row">
        <button type="button" class="primary" onClick={onRecord}>
          Record the player-turn that just ended
        </button>
        <button type="button" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </div>
  );
}
