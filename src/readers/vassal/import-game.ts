import { BOARD_FORMAT, BOARD_LIMITS, type Board, type BoardUnit, type UnitLocation } from '../../engine/core/board/board.js';
import type { GameId } from '../../engine/core/game-id.js';
import type { HexGrid } from '../../engine/core/hex/hex-grid.js';
import { locateOnMap } from './board-layout.js';
import { applyLabelTemplate } from './label-template.js';
import { findMap, type MapSpec } from './module-geometry.js';
import type { VassalModuleSettings, MapRole } from './module-settings.js';
import { readPieceFacts } from './piece-definition.js';
import { applyPieceRules } from './piece-rules.js';
import type { SavedGame } from './read-save.js';
import { VassalReadError } from './vassal-error.js';
import { WorkBudget } from './work-budget.js';

/**
 * From a decoded save and a module's settings to the board model: each piece's map point becomes the
 * module's hex label through the module's own grid and numbering, then the game's label through the
 * user's template, checked by the game's hex grid; the rules say which pieces are which units. A piece
 * that cannot be placed or recognised is listed with the reason, and the rest still import.
 */
export interface UnmappedPiece {
  readonly id: string;
  readonly name: string;
  readonly reason: string;
}

export interface VassalImport {
  readonly board: Board;
  readonly unmapped: readonly UnmappedPiece[];
  /** Pieces left out on purpose: by a "not a unit" rule or on a map marked to be ignored. */
  readonly notUnits: number;
  readonly pieces: number;
  readonly loggedCommands: number;
  readonly warnings: readonly string[];
}

const UNMAPPED_MAX = 5000;
/** Areas, Zones and hexes of games whose labels Adjutant does not know: a short plain name. */
const FREE_LABEL = /^[A-Za-z0-9][A-Za-z0-9 .'-]{0,39}$/;

/** The game's canonical label for a text, or null: through the game's grid when it has one. */
export function gameLabel(grid: HexGrid | null, text: string): string | null {
  if (grid) {
    const h = grid.parse(text.trim());
    return h ? grid.format(h) : null;
  }
  const t = text.trim().replace(/\s+/g, ' ');
  return FREE_LABEL.test(t) ? t : null;
}

function mapRole(settings: VassalModuleSettings, map: MapSpec | null, mapId: string): MapRole | null {
  const key = map?.name || mapId;
  // Own keys only: a map named like "constructor" must not find Object's.
  if (Object.prototype.hasOwnProperty.call(settings.mapRoles, key)) return settings.mapRoles[key] ?? null;
  if (map && map.boards.some((b) => b.grid !== null || b.zones.length > 0)) return 'board';
  return null;
}

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
}

export interface ImportOptions {
  /** The game's hex grid (hexGrid(settings.game)); null for a game without one. */
  readonly grid: HexGrid | null;
  /** Where the board came from, for the popup: usually the save's file name. */
  readonly sourceName: string;
}

export function importVassalGame(settings: VassalModuleSettings, save: SavedGame, options: ImportOptions): VassalImport {
  const { grid } = options;
  const game: GameId = settings.game;
  const budget = new WorkBudget();
  const units: BoardUnit[] = [];
  const unmapped: UnmappedPiece[] = [];
  const warnings: string[] = [];
  let notUnits = 0;
  let dropped = 0;
  const miss = (id: string, name: string, reason: string): void => {
    if (unmapped.length < UNMAPPED_MAX) unmapped.push({ id: id.slice(0, 200), name: name.slice(0, 200), reason });
    else dropped++;
  };

  if (save.moduleName !== null && settings.module && save.moduleName !== settings.module) {
    warnings.push(`The save was made with module ${quote(save.moduleName)}, and the settings in use are for ${quote(settings.module)}.`);
  }
  if (game === 'they-met' && grid === null) {
    warnings.push("They Met at Gettysburg is played on areas: pieces are placed only where the module's zones name them.");
  }

  for (const piece of save.game.pieces) {
    let facts: ReturnType<typeof readPieceFacts>;
    try {
      facts = readPieceFacts(piece.type, piece.state, budget);
    } catch (e) {
      if (!(e instanceof VassalReadError)) throw e;
      miss(piece.id, '(unreadable piece)', e.message);
      continue;
    }
    if (!facts) {
      miss(piece.id, '(unknown piece)', 'its type is not a basic VASSAL piece Adjutant can read');
      continue;
    }
    if (facts.concealed) {
      // The owner hid or masked it from the other player: Adjutant does not look.
      miss(piece.id, '(hidden piece)', 'it is masked or hidden in VASSAL, and Adjutant does not read what a player hid');
      continue;
    }
    const map = piece.map === null ? null : findMap(settings.geometry, piece.map);
    const role = piece.map === null ? null : mapRole(settings, map, piece.map);
    if (role === 'ignore') {
      notUnits++;
      continue;
    }
    const outcome = applyPieceRules(settings.rules, facts);
    if (outcome.kind === 'not-unit') {
      notUnits++;
      continue;
    }
    if (outcome.kind === 'unmatched') {
      miss(piece.id, facts.name, outcome.why);
      continue;
    }
    let location: UnitLocation;
    if (piece.map === null) {
      miss(piece.id, facts.name, 'it is on no map');
      continue;
    } else if (role === null) {
      const why = map ? 'which has no hex grid; say in the map settings what that map holds' : 'which the module does not have';
      miss(piece.id, facts.name, `it is on map ${quote(piece.map)}, ${why}`);
      continue;
    } else if (role !== 'board') {
      location = { kind: 'off-map', why: role };
    } else if (!map) {
      miss(piece.id, facts.name, `it is on map ${quote(piece.map)}, which the module does not have`);
      continue;
    } else if (piece.x === null || piece.y === null) {
      miss(piece.id, facts.name, 'its position in the save is unreadable');
      continue;
    } else {
      const found = locateOnMap(map, save.game.boards.get(piece.map), piece.x, piece.y);
      if (!found.ok) {
        miss(piece.id, facts.name, found.why);
        continue;
      }
      const text = applyLabelTemplate(settings.labels, found.label, found.board);
      if (!text.ok) {
        miss(piece.id, facts.name, `at module hex ${quote(found.label.label)}: ${text.why}`);
        continue;
      }
      const label = gameLabel(grid, text.text);
      if (label === null) {
        const shown = text.text === found.label.label ? quote(text.text) : `${quote(found.label.label)} (as ${quote(text.text)})`;
        miss(piece.id, facts.name, `module hex ${shown} is not a ${game} ${grid ? 'hex' : 'place'} label${grid ? ` (${grid.labelHelp})` : ''}`);
        continue;
      }
      location = game === 'they-met' && grid === null ? { kind: 'area', area: label } : { kind: 'hex', hex: label };
    }
    if (units.length >= BOARD_LIMITS.units) {
      miss(piece.id, facts.name, `the board holds at most ${BOARD_LIMITS.units} units`);
      continue;
    }
    units.push({
      id: piece.id.slice(0, BOARD_LIMITS.text) || `piece-${units.length + 1}`,
      name: outcome.name.slice(0, BOARD_LIMITS.text),
      side: outcome.side,
      type: outcome.type,
      formation: {},
      strength: { full: outcome.strength, reduced: null },
      steps: { left: 1, full: 1 },
      status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
      location,
    });
  }
  if (dropped > 0) warnings.push(`${dropped} more pieces could not be placed; only the first ${UNMAPPED_MAX} are listed.`);
  if (save.game.decks > 0) warnings.push(`${save.game.decks} deck${save.game.decks === 1 ? '' : 's'} of cards left out.`);

  const board: Board = {
    format: BOARD_FORMAT,
    game,
    time: { turn: null, day: null, hour: null, light: null, phasingSide: null },
    units,
    markers: [],
    terrain: {},
    source: { kind: 'vassal', name: options.sourceName.slice(0, BOARD_LIMITS.text) },
  };
  return { board, unmapped, notUnits, pieces: save.game.pieces.length, loggedCommands: save.game.loggedCommands, warnings };
}
