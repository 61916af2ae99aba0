import { useEffect, useState } from 'preact/hooks';
import type { CombatTable, GameId } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { lazy } from './lazy.js';
import { useFocusGeneration } from './use-focus-generation.js';

/** Reading a stored table checks it whole: that code loads only for a game whose table the user enters. */
const USER_DATA = lazy(() => import('../src/storage/user-data.js'));

/** The user's table for a game, once known: `loaded` stays false until the store has answered for this game. */
export interface UserTableState {
  readonly loaded: boolean;
  readonly table: CombatTable | null;
}

/**
 * Loads the table the user entered for the selected game (only games without a printed table have one).
 * It is read again when the popup window regains focus, so a table just saved in Options is picked up.
 */
export function useUserTable(store: KeyValueStore, game: GameId): UserTableState {
  const [state, setState] = useState<{ game: GameId; table: CombatTable | null } | null>(null);
  const [generation] = useFocusGeneration();

  useEffect(() => {
    let current = true;
    if (gameBasics(game).combatTable) {
      setState({ game, table: null });
      return undefined;
    }
    USER_DATA.load()
      .then((userData) => userData.loadUserTable(store, game))
      .then(
      (table) => current && setState({ game, table }),
      // A store that cannot be read leaves the game without a user table, which the answer then names as missing.
      () => current && setState({ game, table: null }),
    );
    return () => {
      current = false;
    };
  }, [store, game, generation]);

  return state && state.game === game ? { loaded: true, table: state.table } : { loaded: false, table: null };
}
