import type { GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadTerrainMarks } from '../src/storage/terrain-marks.js';
import { lazy } from './lazy.js';
import type { ModifierContext } from './modifiers-found.js';
import { gameFeatures, type UserInputKind } from '../src/engine/index.js';

// Each chart's checks, loaded for the game that has that chart.
const TERRAIN_EFFECTS = lazy(() => import('../src/storage/terrain-effects.js'));
const AREA_TEMS = lazy(() => import('../src/storage/area-tems.js'));
const MORALE_RATINGS = lazy(() => import('../src/storage/morale-ratings.js'));

/**
 * What a battle read off a board takes from the store besides the rule set: the terrain marks, and what the user
 * entered in Options from their own rulebook (only for the game that reads it). Loaded with the first battle that
 * has a board; each chart's checks load only for the game that has one.
 */
export async function loadBoardContext(store: KeyValueStore, game: GameId): Promise<Omit<ModifierContext, 'ruleSet'>> {
  const reads = (input: UserInputKind): boolean => gameFeatures(game).userInputs.includes(input);
  const [marks, terrainEffects, areaTems, moraleRatings] = await Promise.all([
    loadTerrainMarks(store, game),
    reads('terrain-effects') ? TERRAIN_EFFECTS.load().then((m) => m.loadTerrainEffects(store, game)) : null,
    reads('area-tems') ? AREA_TEMS.load().then((m) => m.loadAreaTems(store)) : null,
    reads('morale-ratings') ? MORALE_RATINGS.load().then((m) => m.loadMoraleRatings(store)) : null,
  ]);
  return { marks, terrainEffects, areaTems, moraleRatings };
}
