import { useState } from 'preact/hooks';
import type { GameModule } from '../src/engine/core/game-module.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';
import { LedgerBody } from './ledger-body.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameModule;
  readonly board?: BoardPlatform;
}

/**
 * The victory-point ledger as a section of its own, closed until the player opens it: closed, it reads nothing
 * and follows no board, so the calculator's popup stays as quick as before.
 */
export function LedgerSection({ store, game, board }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section class="ledger" aria-label="Victory points">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {/* Inline, so the summary's marker stays on the heading's line. */}
          <h2 style={{ display: 'inline' }}>Victory points</h2>
        </summary>
        {open && <LedgerBody store={store} game={game} {...(board ? { board } : {})} />}
      </details>
    </section>
  );
}
