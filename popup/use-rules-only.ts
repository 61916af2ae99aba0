import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../src/engine/index.js';
import { loadRulesOnly, type RulesOnly } from '../src/storage/advice-preference.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';

export type { RulesOnly, RulesOnlyBecause } from '../src/storage/advice-preference.js';

/**
 * Whether rules only is in force in the popup (Options → Advice): for its game, on the site of the tab it was
 * opened for (a site's choice wins over a game's, a game's over the default). Null until the choice is read;
 * the panels show no advice until then. Read again when the game changes; the tab's site is read once, as the
 * popup is opened for one tab.
 */
export function useRulesOnly(store: KeyValueStore, board: BoardPlatform | undefined, game: GameId): RulesOnly | null {
  const [state, setState] = useState<RulesOnly | null>(null);
  useEffect(() => {
    let live = true;
    const site: Promise<string | null> = board ? board.view().then((v) => v.site?.pattern ?? null, () => null) : Promise.resolve(null);
    site
      .then((pattern) => loadRulesOnly(store, { game, site: pattern }))
      .then(
        (r) => live && setState(r),
        // The store did not answer: no advice rather than advice against the player's choice.
        () => live && setState({ rulesOnly: true, because: 'unreadable' }),
      );
    return () => {
      live = false;
    };
  }, [store, board, game]);
  return state;
}
