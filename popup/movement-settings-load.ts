import type { G88MovementSettings, GameId } from '../src/engine/index.js';
import { gameFeatures, withHexsideMarks } from '../src/engine/index.js';
import { MOVEMENT_SETTINGS } from '../src/storage/g88-movement-settings.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadHexsideMarks } from '../src/storage/hexside-marks.js';

/**
 * The movement settings a game's calculators read: as confirmed in Options, with the streams and bridges painted on
 * the board's hexsides added to the map they list. Null for a game without movement settings, or with none confirmed.
 * Every panel that reads the settings loads them here, so the painted hexsides count the same in each.
 */
export async function loadMovementSettings(store: KeyValueStore, game: GameId): Promise<G88MovementSettings | null> {
  if (!gameFeatures(game).userInputs.includes('movement-settings')) return null;
  // Marks that cannot be read are reported by Options' notice; the settings still count without them.
  const [settings, marks] = await Promise.all([MOVEMENT_SETTINGS.load(store, game), loadHexsideMarks(store, game).catch(() => ({}))]);
  return withHexsideMarks(settings, marks);
}
