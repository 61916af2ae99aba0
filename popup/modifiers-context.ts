import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { TERRAIN_EFFECTS_GAMES } from '../src/engine/core/terrain-effects-input.js';
import { loadAreaTems } from '../src/storage/area-tems.js';
import { loadMoraleRatings } from '../src/storage/morale-ratings.js';
import { loadTerrainEffects } from '../src/storage/terrain-effects.js';
import { loadTerrainMarks } from '../src/storage/terrain-marks.js';
import { loadRuleSet } from '../src/storage/user-data.js';
import type { ModifierContext } from './modifiers-found.js';

const EMPTY: ModifierContext = { ruleSet: {}, marks: {}, terrainEffects: null, areaTems: null, moraleRatings: null };

/** What the user entered in Options from their own rulebook for this game (only the game that reads it). */
async function loadUserData(store: KeyValueStore, game: GameId): Promise<Pick<ModifierContext, 'terrainEffects' | 'areaTems' | 'moraleRatings'>> {
  const [terrainEffects, areaTems, moraleRatings] = await Promise.all([
    TERRAIN_EFFECTS_GAMES.includes(game) ? loadTerrainEffects(store, game) : null,
    game === 'they-met' ? loadAreaTems(store) : null,
    game === 'high-tide' ? loadMoraleRatings(store) : null,
  ]);
  return { terrainEffects, areaTems, moraleRatings };
}

export interface ModifierContextState {
  readonly context: ModifierContext;
  /**
   * The store to hand to the parts of the popup that write what the panel reads (the terrain marks): a write
   * through it reads the context again, so a hex marked in the popup answers the panel's question at once.
   */
  readonly watchedStore: KeyValueStore;
}

/**
 * The rule set, terrain marks and the user's own charts (terrain effects, area TEMs, morale ratings) of the
 * selected game, for the modifiers panel. Read again when the popup
 * regains focus (a rule turned on in Options), when the battle's board changes, and after a write through
 * `watchedStore`. Until the store answers, no optional rule is on and no hex is marked.
 */
export function useModifierContext(store: KeyValueStore, game: GameId, board: Board | null): ModifierContextState {
  const [state, setState] = useState<{ game: GameId; context: ModifierContext } | null>(null);
  const [generation, setGeneration] = useState(0);
  const watchedStore = useMemo<KeyValueStore>(
    () => ({
      get: (key) => store.get(key),
      set: async (key, value) => {
        await store.set(key, value);
        setGeneration((g) => g + 1);
      },
      remove: async (key) => {
        await store.remove(key);
        setGeneration((g) => g + 1);
      },
    }),
    [store],
  );

  useEffect(() => {
    const again = (): void => setGeneration((g) => g + 1);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all([loadRuleSet(store, game), loadTerrainMarks(store, game), loadUserData(store, game)]).then(
      ([ruleSet, marks, entered]) => current && setState({ game, context: { ruleSet, marks, ...entered } }),
      // A store that cannot be read leaves every option off, no hex marked and no chart: the panel then asks, never guesses.
      () => current && setState({ game, context: EMPTY }),
    );
    return () => {
      current = false;
    };
  }, [store, game, board, generation]);

  const context = state && state.game === game ? state.context : EMPTY;
  return useMemo(() => ({ context, watchedStore }), [context, watchedStore]);
}
