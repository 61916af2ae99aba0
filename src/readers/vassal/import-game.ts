import { BOARD_FORMAT, BOARD_LIMITS, type Board, type BoardUnit, type UnitLocation } from '../../engine/index.js';
import { locationLabels } from '../../engine/index.js';
import type { LocationLabels } from '../../engine/index.js';
import { parseBoard, parseBoardUnit } from '../../engine/index.js';
import { unitProblem } from '../../engine/index.js';
import { cutText } from '../../engine/index.js';
import { formatFieldErrors } from '../../engine/index.js';
import type { GameId } from '../../engine/index.js';
import { locateOnMap } from './board-layout.js';
import { applyLabelTemplate } from './label-template.js';
import { boardGrid, findMap, type MapSpec } from './module-geometry.js';
import { mapRoleOf, type MapRole, type VassalModuleSettings } from './module-settings.js';
import { readPieceFacts } from './piece-definition.js';
import { applyPieceRules } from './piece-rules.js';
import { pieceIdOf, pieceNameOf, sourceNameOf } from './piece-text.js';
import type { SavedGame } from './read-save.js';
import { VassalReadError } from './vassal-error.js';
import { WorkBudget } from './work-budget.js';

/**
 * From a decoded save and a module's settings to the board model: each piece's map point becomes the
 * module's hex label through the module's own grid and numbering, then the game's label through the
 * user's template, checked by the game's hex grid; the rules say which pieces are which units. A piece
 * that cannot be placed or recognised is listed with the reason, and the rest still import.
 *
 * One validator decides what a board is: each unit is checked by the board validator (parseBoardUnit)
 * before it is kept, and the board by parseBoard before it is returned, so an import gives a board the
 * popup shows (it checks the stored board with the same validator) or a message, never a board that is
 * refused later. The board returned is the validator's own normalized copy.
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

/** The game's canonical label for a text, or null: by the board validator's own labels for the game. */
export function gameLabel(labels: LocationLabels, text: string): string | null {
  return text.length > BOARD_LIMITS.text ? null : labels.canonical(text);
}

function mapRole(settings: VassalModuleSettings, map: MapSpec | null, mapId: string): MapRole | null {
  const given = mapRoleOf(settings, map?.name || mapId);
  if (given !== null) return given;
  if (map && map.boards.some((b) => boardGrid(b) !== null || b.zones.length > 0)) return 'board';
  return null;
}

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${cutText(s, 60)}…` : s);
}

export interface ImportOptions {
  /** Where the board came from, for the popup: usually the save's file name. */
  readonly sourceName: string;
}

export function importVassalGame(settings: VassalModuleSettings, save: SavedGame, options: ImportOptions): VassalImport {
  const game: GameId = settings.game;
  // The labels the board validator checks with: a piece is placed only where the validator will accept it.
  const labels = locationLabels(game);
  // Ids as the board will hold them, to tell a repeated one and to give an id-less piece one nobody has.
  const givenIds = new Set(save.game.pieces.flatMap((p) => pieceIdOf(p.id).id ?? []));
  const taken = new Set<string>();
  let ownIds = 0;
  const ownId = (): string => {
    let id: string;
    do id = `piece-${++ownIds}`;
    while (givenIds.has(id) || taken.has(id));
    return id;
  };
  const budget = new WorkBudget();
  const units: BoardUnit[] = [];
  const unmapped: UnmappedPiece[] = [];
  const warnings: string[] = [];
  let notUnits = 0;
  let dropped = 0;
  const miss = (id: string, name: string, reason: string): void => {
    if (unmapped.length < UNMAPPED_MAX) unmapped.push({ id: cutText(id, BOARD_LIMITS.text), name: cutText(name, BOARD_LIMITS.text), reason });
    else dropped++;
  };

  if (save.moduleName !== null && settings.module && save.moduleName !== settings.module) {
    warnings.push(`The save was made with module ${quote(save.moduleName)}, and the settings in use are for ${quote(settings.module)}.`);
  }
  if (labels.kind === 'area') {
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
      const label = gameLabel(labels, text.text);
      if (label === null) {
        const shown = text.text === found.label.label ? quote(text.text) : `${quote(found.label.label)} (as ${quote(text.text)})`;
        miss(piece.id, facts.name, `module hex ${shown} is not a ${game} ${labels.kind === 'hex' ? 'hex' : 'area or Zone'} label (${labels.help})`);
        continue;
      }
      location = labels.kind === 'area' ? { kind: 'area', area: label } : { kind: 'hex', hex: label };
    }
    if (units.length >= BOARD_LIMITS.units) {
      miss(piece.id, facts.name, `the board holds at most ${BOARD_LIMITS.units} units`);
      continue;
    }
    const pieceId = pieceIdOf(piece.id);
    if (pieceId.refused !== null) {
      miss(piece.id, facts.name, pieceId.refused);
      continue;
    }
    if (pieceId.id !== null && taken.has(pieceId.id)) {
      miss(piece.id, facts.name, 'another piece of the save has the same id, and a board tells its units apart by id');
      continue;
    }
    const name = pieceNameOf(outcome.name);
    if (name.refused !== null) {
      miss(piece.id, facts.name, name.refused);
      continue;
    }
    const candidate = {
      id: pieceId.id ?? ownId(),
      name: name.name,
      side: outcome.side,
      type: outcome.type,
      formation: {},
      strength: { full: outcome.strength, reduced: null },
      steps: { left: 1, full: 1 },
      status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
      location,
    };
    // Whatever the steps above let through, the board validator has the last word on each unit.
    const checked = parseBoardUnit(candidate, game, { labels: () => labels });
    if (!checked.ok) {
      miss(piece.id, facts.name, checked.errors.map(unitProblem).join('; '));
      continue;
    }
    taken.add(checked.value.id);
    units.push(checked.value);
  }
  if (dropped > 0) warnings.push(`${dropped} more pieces could not be placed; only the first ${UNMAPPED_MAX} are listed.`);
  if (save.game.decks > 0) warnings.push(`${save.game.decks} deck${save.game.decks === 1 ? '' : 's'} of cards left out.`);

  const parsed = parseBoard({
    format: BOARD_FORMAT,
    game,
    time: { turn: null, day: null, hour: null, light: null, phasingSide: null },
    units,
    markers: [],
    terrain: {},
    source: { kind: 'vassal', name: sourceNameOf(options.sourceName) },
  } satisfies Board);
  if (!parsed.ok) {
    // Every unit passed alone, so this is a fault of the importer: said plainly, and nothing is stored.
    throw new VassalReadError(`The board made from the saved game was refused by the board check: ${formatFieldErrors(parsed.errors.slice(0, 3)).replace(/\n/g, '; ')}.`);
  }
  return { board: parsed.value, unmapped, notUnits, pieces: save.game.pieces.length, loggedCommands: save.game.loggedCommands, warnings };
}
