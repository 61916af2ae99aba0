import { describeFound as describe, isRecord, type Parsed } from '../engine/core/field-error.js';
import { isGameId, type GameId } from '../engine/core/game-id.js';
import { GAME_TITLES } from './game-titles.js';
import { problemOf, type Checked } from './stored-value.js';

export { describeFound } from '../engine/core/field-error.js';

/**
 * The check of a stored record keyed by game id (tables, charts, settings per game): every entry must pass,
 * or the whole record cannot be read, the first bad entry named with its game ("the Cemetery Hill terrain
 * effects chart: terrain[3].name: …"). Read whole or not at all, as the stores always were: never half-used.
 */
export function checkPerGame<T>(value: unknown, games: readonly GameId[], entryName: string, check: (entry: unknown, game: GameId) => Parsed<T>): Checked<Partial<Record<GameId, T>>> {
  if (!isRecord(value)) return { ok: false, problem: `expected an object keyed by game id (found ${describe(value)})` };
  const out: Partial<Record<GameId, T>> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isGameId(key) || !games.includes(key)) return { ok: false, problem: `"${key.slice(0, 40)}" is not one of ${games.join(', ')}` };
    const parsed = check(entry, key);
    if (!parsed.ok) return { ok: false, problem: `the ${GAME_TITLES[key]} ${entryName}: ${problemOf(parsed.errors)}` };
    out[key] = parsed.value;
  }
  return { ok: true, value: out };
}
