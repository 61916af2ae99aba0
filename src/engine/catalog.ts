import type { GameBasics, GameDescription } from './core/game-module.js';
import type { GameCatalog } from './core/game-catalog.js';
import type { GameFeatures, GameTool, UserInputKind } from './core/game-features.js';
import type { GameId } from './core/game-id.js';
import type { GameMap } from './core/game-map.js';
import type { LocationLabels } from './core/board/location-labels.js';
import { GAMES } from './registry.js';

/** Everything pages and core ask about the games, read from the registry's one list (registry.ts). */

/** Every game's id, in the registry's order. */
export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.basics.info.id);

const BY_ID: ReadonlyMap<GameId, GameDescription> = new Map(GAMES.map((g) => [g.basics.info.id, g]));

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** A game's name for a key that is its id (an error's path names games by id), else undefined. */
export function gameNameOfKey(key: string): string | undefined {
  return isGameId(key) ? describedGame(key).basics.info.name : undefined;
}

export function describedGame(id: GameId): GameDescription {
  const found = BY_ID.get(id);
  // Ids come from isGameId or from the registry itself; an unknown one here is a programming error.
  if (!found) throw new RangeError(`no game "${id}" in the registry`);
  return found;
}

/** What every page needs of a game at once: names, combat table, strength rules, optional rules, map. */
export function gameBasics(id: GameId): GameBasics {
  return describedGame(id).basics;
}

/** How a game names its places, its grid and its map data. */
export function gameMap(id: GameId): GameMap {
  return describedGame(id).map;
}

/** What pages show for a game beside the calculators: the inputs it reads, its helpers, its short title. */
export function gameFeatures(id: GameId): GameFeatures {
  return describedGame(id).features;
}

/** The game a page starts on when none has been chosen: the registry's first. */
export function defaultGameId(): GameId {
  const first = GAME_IDS[0];
  if (first === undefined) throw new Error('the registry lists no game');
  return first;
}

/** The games whose rules read a given input the player types in (a chart, a settings file). */
export function gamesWithInput(kind: UserInputKind): GameId[] {
  return GAMES.filter((g) => g.features.userInputs.includes(kind)).map((g) => g.basics.info.id);
}

/**
 * The one game that reads an input whose page and store are written for a single game so far (the '88 movement
 * form, the terrain effects chart). It throws when none or several list it: that page and store must first be
 * given a choice of game.
 */
export function soleGameWithInput(kind: UserInputKind): GameId {
  return sole(gamesWithInput(kind), `the ${kind} input`);
}

/** The games whose features list a tool (the impulse track, the area-combat choice …). */
export function gamesWithTool(tool: GameTool): GameId[] {
  return GAMES.filter((g) => g.features.tools.includes(tool)).map((g) => g.basics.info.id);
}

/** The one game that has a tool whose store is written for a single game so far (the impulse track); see soleGameWithInput. */
export function soleGameWithTool(tool: GameTool): GameId {
  return sole(gamesWithTool(tool), `the ${tool} tool`);
}

function sole(games: readonly GameId[], what: string): GameId {
  const [only] = games;
  if (only === undefined || games.length > 1) throw new RangeError(`one game should list ${what}; ${games.length} do`);
  return only;
}

export function allGameBasics(): GameBasics[] {
  return GAMES.map((g) => g.basics);
}

/** The catalog core code reads game ids and labels through (core never imports games/). */
export const GAME_CATALOG: GameCatalog = {
  ids: GAME_IDS,
  isGameId,
  labels: (game: GameId): LocationLabels => gameMap(game).labels,
};
