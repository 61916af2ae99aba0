import type { GameModule } from './core/game-module.js';
import { GAME_IDS, type GameId } from './core/game-id.js';
import { cemeteryHill } from './games/cemetery-hill/game.js';
import { gettysburg77 } from './games/gettysburg-77/game.js';
import { gettysburg88 } from './games/gettysburg-88/game.js';
import { highTide } from './games/high-tide/game.js';
import { theyMet } from './games/they-met/game.js';

const GAMES: Record<GameId, GameModule> = {
  'gettysburg-77': gettysburg77,
  'gettysburg-88': gettysburg88,
  'cemetery-hill': cemeteryHill,
  'high-tide': highTide,
  'they-met': theyMet,
};

export function gameModule(id: GameId): GameModule {
  return GAMES[id];
}

export function allGames(): GameModule[] {
  return GAME_IDS.map((id) => GAMES[id]);
}
