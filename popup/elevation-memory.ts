import type { GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadTerrainMarks, saveTerrainMark } from '../src/storage/terrain-marks.js';

/**
 * An elevation the modifiers panel asked for and the player answered, kept as that hex's terrain mark (the store
 * painting and the popup's form write), so the next battle there is not asked again. The hex's other marks stay;
 * an emptied answer takes the elevation off. Resolves to a message when the browser refused, else null.
 */
export async function rememberElevation(store: KeyValueStore, game: GameId, hex: string, level: number | null): Promise<string | null> {
  const marks = await loadTerrainMarks(store, game);
  const { elevation: _old, ...rest } = Object.hasOwn(marks, hex) ? (marks[hex] ?? {}) : {};
  const saved = await saveTerrainMark(store, game, hex, level === null ? rest : { ...rest, elevation: level });
  return saved.ok ? null : `Adjutant could not remember the elevation of ${hex}.`;
}
