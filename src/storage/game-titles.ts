import { gameFeatures, type GameId } from '../engine/index.js';

/** A game's name as a notice about its stored data says it ("your Cemetery Hill ledger"): the game module's short title. */
export function gameTitle(game: GameId): string {
  return gameFeatures(game).shortTitle;
}
