import browser from 'webextension-polyfill';
import type { GameId } from '../src/engine/index.js';
import type { LastBattleStore } from './saved-battle.js';

/**
 * The popup's last battle in the browser's session storage: in memory while the browser runs, gone when it
 * closes, never written to disk or synced. One per tab and game; `tab` gives the popup's tab. Without one (the
 * popup opened as a page of its own, which no click into a board closes) nothing is kept.
 */
export function browserLastBattle(tab: () => Promise<number | null>): LastBattleStore {
  const key = async (game: GameId): Promise<string | null> => {
    const id = await tab();
    return id === null ? null : `lastBattle:${id}:${game}`;
  };
  return {
    async load(game) {
      const k = await key(game);
      return k === null ? undefined : (await browser.storage.session.get(k))[k];
    },
    async save(game, value) {
      const k = await key(game);
      if (k === null) return;
      if (value === null) await browser.storage.session.remove(k);
      else await browser.storage.session.set({ [k]: value });
    },
  };
}
