import type { Board } from './core/board/board.js';
import type { BoardDiffResult } from './core/diff/board-diff-types.js';
import { diffBoards as diffWith } from './core/diff/board-diff.js';
import type { Contacts } from './core/diff/likely-battles.js';
import type { GameId } from './core/game-id.js';
import type { HexGrid } from './core/hex/hex-grid.js';
import { gameBasics, gameMap } from './catalog.js';
import { gameModule } from './load-game.js';

export interface DiffOptions {
  /** An area game's adjacency list as the player typed it in (see areaMap): without it no battles are inferred there. */
  readonly areaAdjacency?: unknown;
}

function gridContacts(grid: HexGrid): Contacts {
  const place = (label: string): string | null => {
    const hex = grid.parse(label);
    return hex ? grid.format(hex) : null;
  };
  return {
    place,
    adjacent: (label) => {
      const hex = grid.parse(label);
      return hex ? grid.neighbors(hex).map((n) => grid.format(n)) : [];
    },
  };
}

/** Which places touch on the game's map, or why that is not known. */
function contactsOf(game: GameId, options: DiffOptions): Contacts | { missing: string } {
  const map = gameMap(game);
  const name = gameBasics(game).info.name;
  if (map.areaMap) {
    if (options.areaAdjacency === undefined) return { missing: `${name}'s areas are adjacent as the player's own map shows, and no adjacency list was given.` };
    const read = map.areaMap(options.areaAdjacency);
    if (!read.ok) return { missing: `the adjacency list given for ${name} does not read.` };
    const areas = read.value;
    return { place: (label) => (areas.isArea(label) ? label : null), adjacent: (label) => areas.neighbors(label) };
  }
  const grid = map.grid(gameModule(game).mapData.gridSettings());
  return grid ? gridContacts(grid) : { missing: `the hex grid of ${name} is not known, so which hexes touch is not either.` };
}

/**
 * What changed between two boards of one registered game (core/diff/board-diff.ts), with the game's grid for
 * the likely battles and its victory rules for the VP. The game's rules must be loaded (loadGameModule).
 */
export function diffBoards(before: Board, after: Board, options: DiffOptions = {}): BoardDiffResult {
  if (before.game !== after.game) return diffWith(before, after, { contacts: { missing: '' }, victory: null });
  const game = after.game;
  return diffWith(before, after, { contacts: contactsOf(game, options), victory: gameModule(game).victory ?? null });
}
