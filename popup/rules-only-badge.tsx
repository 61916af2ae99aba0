import type { GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';
import { useRulesOnly, type RulesOnly, type RulesOnlyBecause } from './use-rules-only.js';

/** The part of the Options page where advice is set (its id there: options/options-nav.tsx). */
export const OPTIONS_ADVICE = 'advice';

const BECAUSE: Record<RulesOnlyBecause, string> = {
  site: 'this site',
  game: 'this game',
  default: 'every game',
  unreadable: 'your choice could not be read',
};

interface LineProps {
  /** The choice in force (useRulesOnly); null while it is read. */
  readonly state: RulesOnly | null;
  onOpenOptions(section: string): void;
}

/**
 * One line under the popup's header while rules only is in force, saying why (this site, this game, every game)
 * and linking to where it is set. Nothing when advice may show.
 */
export function RulesOnlyLine({ state, onOpenOptions }: LineProps) {
  if (state === null || !state.rulesOnly) return null;
  return (
    <p class="rules-only-badge muted one-line" data-testid="rules-only-badge" role="note">
      <strong>Rules only:</strong> no advice ({BECAUSE[state.because]}).{' '}
      <a
        href="#"
        onClick={(e) => {
          e.preventDefault();
          onOpenOptions(OPTIONS_ADVICE);
        }}
      >
        Change in Options
      </a>
    </p>
  );
}

interface BadgeProps {
  readonly store: KeyValueStore;
  readonly board?: BoardPlatform | undefined;
  readonly game: GameId;
  onOpenOptions(section: string): void;
}

/** The line, reading the choice itself: what the popup renders under its header. */
export function RulesOnlyBadge({ store, board, game, onOpenOptions }: BadgeProps) {
  return <RulesOnlyLine state={useRulesOnly(store, board, game)} onOpenOptions={onOpenOptions} />;
}
