import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadTerrainMarks } from '../src/storage/terrain-marks.js';
import { loadVictorySettings } from '../src/storage/victory-settings.js';

const NONE: Readonly<Record<string, unknown>> = {};

/**
 * The user's values the victory rules read beside the ledger: the game's victory settings from Options (edge
 * road hexes, optional units' costs, '88 VP figures) and the terrain marks (roads the page does not show, for
 * Cemetery Hill's end-of-game trace). Reloaded when `version` changes (after a mark is made).
 */
export function useVictorySettings(store: KeyValueStore, game: GameId, version = 0): Readonly<Record<string, unknown>> {
  const [settings, setSettings] = useState<Readonly<Record<string, unknown>>>(NONE);
  useEffect(() => {
    let current = true;
    Promise.all([loadVictorySettings(store, game), loadTerrainMarks(store, game)]).then(
      ([victory, terrainMarks]) => current && setSettings({ ...(victory ?? {}), terrainMarks }),
      () => current && setSettings(NONE),
    );
    return () => {
      current = false;
    };
  }, [store, game, version]);
  return settings;
}
