import { useEffect, useRef } from 'preact/hooks';
import type { GameId } from '../src/engine/index.js';
import type { BattleDraft } from './battle-draft.js';
import { isEmptyDraft, readSavedBattle, savedBattleOf, type LastBattleStore } from './saved-battle.js';

/** How long the form rests before it is kept: typing a strength writes once, not at every key. */
const SAVE_AFTER_MS = 250;

/**
 * Keeps the popup's battle for its tab and game, and brings it back when the popup opens again (it closes at
 * every click into the board). A saved battle is brought back only into an empty form, so nothing the player
 * is typing is ever replaced; and nothing is saved for a game before its saved battle has been looked for.
 */
export function useLastBattle(store: LastBattleStore | undefined, game: GameId | null, draft: BattleDraft, restore: (d: BattleDraft) => void): void {
  const lookedFor = useRef<GameId | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    if (!store || game === null) return undefined;
    let current = true;
    lookedFor.current = null;
    store.load(game).then(
      (value) => {
        if (!current) return;
        const saved = readSavedBattle(game, value);
        if (saved && isEmptyDraft(latest.current)) restore(saved);
        lookedFor.current = game;
      },
      () => {
        if (current) lookedFor.current = game;
      },
    );
    return () => {
      current = false;
    };
    // `restore` is a fresh function each render; the look is for a game, once.
  }, [store, game]);

  useEffect(() => {
    if (!store || game === null || lookedFor.current !== game) return undefined;
    const timer = setTimeout(() => {
      void store.save(game, isEmptyDraft(draft) ? null : savedBattleOf(game, draft)).catch(() => undefined);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [store, game, draft]);
}
