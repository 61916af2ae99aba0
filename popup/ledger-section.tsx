import { useState } from 'preact/hooks';
import type { GameId } from '../src/engine/index.js';
import type { GameBasics, GameModule, RuleEntry } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';
import { gameRules } from './game-rules.js';
import { lazy, LazyPart, type Lazy } from './lazy.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameBasics;
  readonly board?: BoardPlatform;
  /** Opens a cited rule in the Rules section. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const BODY = lazy(() => import('./ledger-body.js'));
const PARTS = new Map<GameId, Lazy<{ readonly body: typeof import('./ledger-body.js'); readonly rules: GameModule }>>();

/** The ledger's code and the game's victory rules, loaded together the first time the section opens for the game. */
function ledgerParts(game: GameId) {
  let parts = PARTS.get(game);
  if (!parts) {
    parts = lazy(async () => {
      const [body, rules] = await Promise.all([BODY.load(), gameRules(game).load()]);
      return { body, rules };
    });
    PARTS.set(game, parts);
  }
  return parts;
}

/**
 * The victory-point ledger as a section of its own, closed until the player opens it: closed, it reads nothing,
 * follows no board and loads none of its code, so the calculator's popup stays as quick as before.
 */
export function LedgerSection({ store, game, board, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section class="ledger" aria-label="Victory points">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {/* Inline, so the summary's marker stays on the heading's line. */}
          <h2 style={{ display: 'inline' }}>Victory points</h2>
        </summary>
        {open && (
          <LazyPart
            source={ledgerParts(game.info.id)}
            render={({ body: { LedgerBody }, rules }) => <LedgerBody store={store} game={rules} {...(board ? { board } : {})} onShowRule={onShowRule} />}
          />
        )}
      </details>
    </section>
  );
}
