import type { GameId } from '../engine/core/game-id.js';

/** Each game's name as a notice about its stored data says it ("your Cemetery Hill ledger"). */
export const GAME_TITLES: Readonly<Record<GameId, string>> = {
  'gettysburg-77': 'Gettysburg (1977)',
  'gettysburg-88': "Gettysburg '88",
  'cemetery-hill': 'Cemetery Hill',
  'high-tide': 'High Tide',
  'they-met': 'They Met at Gettysburg',
};
