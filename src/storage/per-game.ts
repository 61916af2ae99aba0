import { describeFound as describe, isRecord, type Parsed } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { gameTitle } from './game-titles.js';
import { problemOf, type Checked } from './stored-value.js';

export { describeFound } from '../engine/index.js';

/** Whether `key` (a record's key, any text) is one of `games`. */
export function isOneOf<G extends GameId>(games: readonly G[], key: string): key is G {
  return (games as readonly string[]).includes(key);
}

/**
 * The check of a stored record keyed by game id (tables, charts, settings per game): every entry must pass,
 * or the whole record cannot be read, the first bad entry named with its game ("the Cemetery Hill terrain
 * effects chart: terrain[3].name: …"). Read whole or not at all, as the stores always were: never half-used.
 */
export function checkPerGame<G extends GameId, T>(value: unknown, games: readonly G[], entryName: string, check: (entry: unknown, game: G) => Parsed<T>): Checked<Partial<Record<G, T>>> {
  if (!isRecord(value)) return { ok: false, problem: `expected an object keyed by game id (found ${describe(value)})` };
  const out: Partial<Record<G, T>> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isOneOf(games, key)) return { ok: false, problem: `"${key.slice(0, 40)}" is not one of ${games.join(', ')}` };
    const parsed = check(entry, key);
    if (!parsed.ok) return { ok: false, problem: `the ${gameTitle(key)} ${entryName}: ${problemOf(parsed.errors)}` };
    out[key] = parsed.value;
  }
  return { ok: true, value: out };
}
