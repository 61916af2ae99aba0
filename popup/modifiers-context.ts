import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadRuleSet } from '../src/storage/rule-sets.js';
import { lazy } from './lazy.js';
import type { ModifierContext } from './modifiers-found.js';
import { useFocusGeneration } from './use-focus-generation.js';

const EMPTY: ModifierContext = { ruleSet: {}, marks: {}, terrainEffects: null, areaTems: null, moraleRatings: null };
const NO_BOARD_CONTEXT: Omit<ModifierContext, 'ruleSet'> = { marks: {}, terrainEffects: null, areaTems: null, moraleRatings: null };

/** What only a battle on a board reads (marks, charts) and their checks: loaded with the first board. */
const BOARD_CONTEXT = lazy(() => import('./modifiers-context-load.js'));

export interface ModifierContextState {
  readonly context: ModifierContext;
  /** Whether the context holds what a battle on the board reads (marks, charts): false until they are loaded. */
  readonly boardReady: boolean;
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
  const [state, setState] = useState<{ game: GameId; board: boolean; context: ModifierContext } | null>(null);
  const [generation, again] = useFocusGeneration();
  const watchedStore = useMemo<KeyValueStore>(
    () => {
      const after =
        <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
        async (...args: A): Promise<void> => {
          await write(...args);
          again();
        };
      return {
        get: (key) => store.get(key),
        getAll: () => store.getAll(),
        quotaBytes: () => store.quotaBytes(),
        set: after((key: string, value: unknown) => store.set(key, value)),
        remove: after((key: string) => store.remove(key)),
        setMany: after((values: Readonly<Record<string, unknown>>) => store.setMany(values)),
        removeMany: after((keys: readonly string[]) => store.removeMany(keys)),
      };
    },
    [store, again],
  );

  useEffect(() => {
    let current = true;
    const boardContext = board === null ? Promise.resolve(NO_BOARD_CONTEXT) : BOARD_CONTEXT.load().then((loader) => loader.loadBoardContext(store, game));
    Promise.all([loadRuleSet(store, game), boardContext]).then(
      ([ruleSet, rest]) => current && setState({ game, board: board !== null, context: { ruleSet, ...rest } }),
      // A store that cannot be read leaves every option off, no hex marked and no chart: the panel then asks, never guesses.
      () => current && setState({ game, board: board !== null, context: EMPTY }),
    );
    return () => {
      current = false;
    };
  }, [store, game, board, generation]);

  const context = state && state.game === game ? state.context : EMPTY;
  const boardReady = state !== null && state.game === game && state.board;
  return useMemo(() => ({ context, boardReady, watchedStore }), [context, boardReady, watchedStore]);
}
