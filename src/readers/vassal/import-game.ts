import { BOARD_FORMAT, BOARD_LIMITS, type Board, type BoardUnit, type UnitLocation } from '../../engine/index.js';
import { locationLabels } from '../../engine/index.js';
import type { LocationLabels } from '../../engine/index.js';
import { parseBoard, parseBoardUnit } from '../../engine/index.js';
import { unitProblem } from '../../engine/index.js';
import { cutText } from '../../engine/index.js';
import { formatFieldErrors } from '../../engine/index.js';
import type { GameId } from '../../engine/index.js';
import { locateOnMap } from './board-layout.js';
import { boardsOfMap, boardsOutside } from './boards-outside.js';
import type { BoardPlacement } from './game-replay.js';
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

/** Why a piece was not placed, in a few words: what the summary counts, map by map. */
export type NotPlacedKind = 'unreadable' | 'hidden' | 'no-rule' | 'no-map' | 'boards-outside' | 'map-not-read' | 'position' | 'off-grid' | 'not-a-place' | 'board-full' | 'refused';

/** The words the summary shows for each kind, in the order it lists them. */
export const NOT_PLACED_WORDS: Readonly<Record<NotPlacedKind, string>> = {
  unreadable: 'could not be read from the save',
  hidden: 'masked or hidden in VASSAL',
  'no-rule': 'matched by no piece rule',
  'no-map': 'on no map',
  'boards-outside': 'on a map whose boards are not in the module',
  'map-not-read': 'on a map with no hex grid, or one the module lacks',
  position: 'position in the save unreadable',
  'off-grid': "not on a hex the module's grids name",
  'not-a-place': 'at a module hex that is not a hex or area of the game',
  'board-full': 'past the most units a board holds',
  refused: 'refused by the board check (its id, name or values)',
};

/** One map's pieces: how many were placed, left out on purpose, and not placed by kind of reason. */
export interface MapTally {
  /** The map's name in the module (its id when the module lacks it), or null for pieces on no map. */
  readonly map: string | null;
  readonly placed: number;
  readonly leftOut: number;
  readonly notPlaced: readonly { readonly kind: NotPlacedKind; readonly count: number }[];
}

export interface VassalImport {
  readonly board: Board;
  readonly unmapped: readonly UnmappedPiece[];
  /** Pieces left out on purpose: by a "not a unit" rule or on a map marked to be ignored. */
  readonly notUnits: number;
  readonly pieces: number;
  /** Each map the save's pieces are on, in the order first met. */
  readonly maps: readonly MapTally[];
  readonly loggedCommands: number;
  readonly warnings: readonly string[];
}

interface Tally {
  placed: number;
  leftOut: number;
  notPlaced: Map<NotPlacedKind, number>;
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
  // Each piece's type and state are read once more here: an allowance for that much text.
  const budget = new WorkBudget(
    save.game.pieces.reduce((n, p) => n + p.type.length + p.state.length, 0),
    'saved game',
  );
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

  // Map identifier → why its boards are not in the module (null: they are), worked out once per map.
  const outside = new Map<string, string | null>();
  const outsideOf = (map: MapSpec, mapId: string): string | null => {
    if (!outside.has(mapId)) outside.set(mapId, boardsOutside(settings.geometry.module.name, map, boardsOfMap(map, mapId, save.game.boards, save.game.pickerBoards)));
    return outside.get(mapId) ?? null;
  };

  const tallies = new Map<string | null, Tally>();
  const tally = (map: string | null): Tally => {
    let t = tallies.get(map);
    if (!t) {
      t = { placed: 0, leftOut: 0, notPlaced: new Map() };
      tallies.set(map, t);
    }
    return t;
  };

  for (const piece of save.game.pieces) {
    const map = piece.map === null ? null : findMap(settings.geometry, piece.map);
    const counts = tally(piece.map === null ? null : map?.name || piece.map);
    const skip = (name: string, kind: NotPlacedKind, reason: string): void => {
      counts.notPlaced.set(kind, (counts.notPlaced.get(kind) ?? 0) + 1);
      miss(piece.id, name, reason);
    };
    const read = readPieceFacts(piece.type, piece.state, budget);
    if (!read.ok) {
      // One piece Adjutant cannot read is skipped and named; the rest of the file still imports.
      skip(read.name ?? '(unreadable piece)', 'unreadable', read.why);
      continue;
    }
    const facts = read.value;
    if (facts.concealed) {
      // The owner hid or masked it from the other player: Adjutant does not look.
      skip('(hidden piece)', 'hidden', 'it is masked or hidden in VASSAL, and Adjutant does not read what a player hid');
      continue;
    }
    const role = piece.map === null ? null : mapRole(settings, map, piece.map);
    if (role === 'ignore') {
      notUnits++;
      counts.leftOut++;
      continue;
    }
    const outcome = applyPieceRules(settings.rules, facts);
    if (outcome.kind === 'not-unit') {
      notUnits++;
      counts.leftOut++;
      continue;
    }
    if (piece.map !== null && map && (role === null || role === 'board') && outsideOf(map, piece.map) !== null) {
      // No rule could place it: said once for the map after the loop, and each piece is still listed by its name.
      skip(facts.name, 'boards-outside', `it is on map ${quote(piece.map)}, whose boards are not in the module`);
      continue;
    }
    if (outcome.kind === 'unmatched') {
      skip(facts.name, 'no-rule', outcome.why);
      continue;
    }
    let location: UnitLocation;
    if (piece.map === null) {
      skip(facts.name, 'no-map', 'it is on no map');
      continue;
    } else if (role === null) {
      const why = map ? 'which has no hex grid; say in the map settings what that map holds' : 'which the module does not have';
      skip(facts.name, 'map-not-read', `it is on map ${quote(piece.map)}, ${why}`);
      continue;
    } else if (role !== 'board') {
      location = { kind: 'off-map', why: role };
    } else if (!map) {
      skip(facts.name, 'map-not-read', `it is on map ${quote(piece.map)}, which the module does not have`);
      continue;
    } else if (piece.x === null || piece.y === null) {
      skip(facts.name, 'position', 'its position in the save is unreadable');
      continue;
    } else {
      const found = locateOnMap(map, save.game.boards.get(piece.map), piece.x, piece.y);
      if (!found.ok) {
        skip(facts.name, 'off-grid', found.why);
        continue;
      }
      const text = applyLabelTemplate(settings.labels, found.label, found.board);
      if (!text.ok) {
        skip(facts.name, 'off-grid', `at module hex ${quote(found.label.label)}: ${text.why}`);
        continue;
      }
      const label = gameLabel(labels, text.text);
      if (label === null) {
        const shown = text.text === found.label.label ? quote(text.text) : `${quote(found.label.label)} (as ${quote(text.text)})`;
        skip(facts.name, 'not-a-place', `module hex ${shown} is not a ${game} ${labels.kind === 'hex' ? 'hex' : 'area or Zone'} label (${labels.help})`);
        continue;
      }
      location = labels.kind === 'area' ? { kind: 'area', area: label } : { kind: 'hex', hex: label };
    }
    if (units.length >= BOARD_LIMITS.units) {
      skip(facts.name, 'board-full', `the board holds at most ${BOARD_LIMITS.units} units`);
      continue;
    }
    const pieceId = pieceIdOf(piece.id);
    if (pieceId.refused !== null) {
      skip(facts.name, 'refused', pieceId.refused);
      continue;
    }
    if (pieceId.id !== null && taken.has(pieceId.id)) {
      skip(facts.name, 'refused', 'another piece of the save has the same id, and a board tells its units apart by id');
      continue;
    }
    const name = pieceNameOf(outcome.name);
    if (name.refused !== null) {
      skip(facts.name, 'refused', name.refused);
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
      skip(facts.name, 'refused', checked.errors.map(unitProblem).join('; '));
      continue;
    }
    taken.add(checked.value.id);
    units.push(checked.value);
    counts.placed++;
  }
  // Once per map, however many of its pieces: where its boards are, and that its pieces are still listed.
  const told = new Set<string>();
  for (const [mapId, why] of outside) {
    const name = findMap(settings.geometry, mapId)?.name || mapId;
    const count = tallies.get(name)?.notPlaced.get('boards-outside') ?? 0;
    if (why === null || count === 0 || told.has(name)) continue;
    told.add(name);
    warnings.push(`The boards of map ${quote(name)} are not in the module (${why}), so its ${count === 1 ? 'piece is' : `${count} pieces are`} listed without hexes.`);
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
  const order = Object.keys(NOT_PLACED_WORDS) as NotPlacedKind[];
  const maps = [...tallies].map(([map, t]): MapTally => ({
    map,
    placed: t.placed,
    leftOut: t.leftOut,
    notPlaced: order.flatMap((kind) => {
      const count = t.notPlaced.get(kind) ?? 0;
      return count > 0 ? [{ kind, count }] : [];
    }),
  }));
  return { board: parsed.value, unmapped, notUnits, pieces: save.game.pieces.length, maps, loggedCommands: save.game.loggedCommands, warnings };
}
