import type { GameBasics } from './core/game-module.js';
import { GAME_IDS, type GameId } from './core/game-id.js';
import { CEMETERY_HILL_BASICS } from './games/cemetery-hill/basics.js';
import { GETTYSBURG_77_BASICS } from './games/gettysburg-77/basics.js';
import { GETTYSBURG_88_BASICS } from './games/gettysburg-88/basics.js';
import { HIGH_TIDE_BASICS } from './games/high-tide/basics.js';
import { THEY_MET_BASICS } from './games/they-met/basics.js';

/**
 * Every game's basics (names, combat tables, strength rules, optional rules): what the popup's first screen and
 * stored settings need, without the board-reading and victory rules that make up most of a game's code.
 */
const BASICS: Record<GameId, GameBasics> = {
  'gettysburg-77': GETTYSBURG_77_BASICS,
  'gettysburg-88': GETTYSBURG_88_BASICS,
  'cemetery-hill': CEMETERY_HILL_BASICS,
  'high-tide': HIGH_TIDE_BASICS,
  'they-met': THEY_MET_BASICS,
};

export function gameBasics(id: GameId): GameBasics {
  return BASICS[id];
}

export function allGameBasics(): GameBasics[] {
  return GAME_IDS.map((id) => BASICS[id]);
}
