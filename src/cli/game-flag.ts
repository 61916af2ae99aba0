import { GAME_IDS, isGameId, type GameId } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import type { GameFlag } from './flags.js';
import { didYouMean } from './nearest.js';

/**
 * The one place a game named on the command line is checked, against the engine's list of games: a
 * command never lists or compares game ids itself, so a game added to the engine is taken at once.
 */
export function readGameFlag(option: string, typed: string | undefined, flag: GameFlag): GameId | undefined {
  const known = GAME_IDS.join(', ');
  if (typed === undefined) {
    if (flag.required) throw new UsageError(`${option} is missing: give one of ${known}.`);
    return undefined;
  }
  if (isGameId(typed)) return typed;
  const near = didYouMean(typed, GAME_IDS);
  const what = flag.unknownWords === 'is not a game' ? `"${typed}" is not a game` : `unknown game "${typed}"`;
  throw new UsageError(`${option}: ${what}; ${near ? `did you mean ${near}? ` : ''}expected one of: ${known}.`);
}
