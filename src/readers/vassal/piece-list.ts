import { plural } from '../../engine/index.js';
import { locateOnMap } from './board-layout.js';
import { boardsOfMap, boardsOutside } from './boards-outside.js';
import type { BoardPlacement } from './game-replay.js';
import { findMap, type ModuleGeometry } from './module-geometry.js';
import { readPieceFacts } from './piece-definition.js';
import { pieceNameOf, sourceNameOf } from './piece-text.js';
import type { SavedGame } from './read-save.js';
import { WorkBudget } from './work-budget.js';

/**
 * Every piece of a saved game or log with the name VASSAL shows for the point it stands on, with no game
 * and no piece rules: what VASSAL itself would say, for checking a module's geometry or reading a game
 * outside the browser. A piece that cannot be read is left out and noted; a piece VASSAL names no place
 * for keeps its place, with a null location, and the reason goes in the notes, counted once per reason.
 */
export interface ListedBoard {
  readonly name: string;
  readonly column: number;
  readonly row: number;
  readonly reversed: boolean;
}

export interface ListedPiece {
  readonly id: string;
  /** The name VASSAL shows on the counter; "(hidden piece)" for one a player masked or hid. */
  readonly name: string;
  /** The map's identifier as the save gives it, or null when the piece is on no map. */
  readonly map: string | null;
  /** The point on the map, in VASSAL's map pixels; null on no map, or when the save's position is unreadable. */
  readonly x: number | null;
  readonly y: number | null;
  /** The name VASSAL shows for the point (Map.locationName), or null when there is none; the notes say why. */
  readonly location: string | null;
}

export interface PieceList {
  readonly module: { readonly name: string; readonly version: string };
  /** Map identifier → the boards the save lays out on it, as the save gives them. */
  readonly boards: Readonly<Record<string, readonly ListedBoard[]>>;
  readonly pieces: readonly ListedPiece[];
  readonly notes: readonly string[];
}

/** Ids shown in a note about many pieces. */
const IDS_SHOWN = 3;

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
}

/** Notes about pieces, one per reason however many pieces it concerns, in the order first met. */
class GroupedNotes {
  private readonly groups = new Map<string, string[]>();
  private readonly counts = new Map<string, number>();

  add(reason: string, id: string): void {
    const ids = this.groups.get(reason) ?? [];
    if (ids.length < IDS_SHOWN) ids.push(id);
    this.groups.set(reason, ids);
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
  }

  /** "No location for 412 pieces (ids "1", "2", "3", …): it is off the boards of map "Main"." */
  lines(lead: string): string[] {
    return [...this.groups].map(([reason, ids]) => {
      const n = this.counts.get(reason) ?? ids.length;
      const shown = ids.map((id) => quote(id)).join(', ');
      return `${lead} ${plural(n, 'piece')} (${n === 1 ? 'id' : 'ids'} ${shown}${n > ids.length ? ', …' : ''}): ${reason}.`;
    });
  }
}

/** The name a counter shows, made one line of text; a name that is no text (a control character) is cleaned rather than refused. */
function shownName(raw: string): string {
  return pieceNameOf(raw).name ?? (sourceNameOf(raw) || '(unnamed piece)');
}

export function listPieces(geometry: ModuleGeometry, save: SavedGame): PieceList {
  const notes: string[] = [];
  if (save.moduleName !== null && geometry.module.name !== '' && save.moduleName !== geometry.module.name) {
    notes.push(`The save was made with module ${quote(save.moduleName)}, and the module given is ${quote(geometry.module.name)}.`);
  }
  const boards: [string, ListedBoard[]][] = [];
  const listed = (placed: readonly BoardPlacement[]): ListedBoard[] => placed.map((b) => ({ name: b.name, column: b.column, row: b.row, reversed: b.reversed }));
  // Boards a module's own picker laid out (VASL's) belong to the map of that picker.
  for (const map of geometry.maps) {
    const own = boardsOfMap(map, map.name, new Map(), save.game.pickerBoards);
    if (own && !save.game.boards.has(map.name)) boards.push([map.name, listed(own)]);
  }
  for (const [mapId, placed] of save.game.boards) {
    boards.push([mapId, listed(placed)]);
    const map = findMap(geometry, mapId);
    if (!map) {
      notes.push(`The save lays out boards on map ${quote(mapId)}, which the module does not have.`);
      continue;
    }
    const missing = placed.filter((b) => !map.boards.some((spec) => spec.name === b.name)).map((b) => quote(b.name));
    if (missing.length > 0) notes.push(`The save puts ${missing.length === 1 ? 'board' : 'boards'} ${missing.join(', ')} on map ${quote(mapId)}, which the module does not have there.`);
  }

  // Each piece's type and state are read once more here: an allowance for that much text.
  const budget = new WorkBudget(
    save.game.pieces.reduce((n, p) => n + p.type.length + p.state.length, 0),
    'saved game',
  );
  const unreadable = new GroupedNotes();
  const unnamed = new GroupedNotes();
  let hidden = 0;
  /** Map → why its boards are not in the module and how many of its pieces that leaves without a location: said once a map. */
  const outsideCount = new Map<string, { why: string; count: number }>();
  const pieces: ListedPiece[] = [];
  for (const piece of save.game.pieces) {
    const read = readPieceFacts(piece.type, piece.state, budget);
    if (!read.ok) {
      // One piece Adjutant cannot read is left out and named; the rest of the file is still listed.
      unreadable.add(read.why, piece.id);
      continue;
    }
    if (read.value.concealed) {
      // A player masked or hid it from the other: Adjutant does not look at it, nor say where it is.
      hidden++;
      pieces.push({ id: piece.id, name: '(hidden piece)', map: null, x: null, y: null, location: null });
      continue;
    }
    let location: string | null = null;
    if (piece.map === null) unnamed.add('it is on no map', piece.id);
    else if (piece.x === null || piece.y === null) unnamed.add(`its position on map ${quote(piece.map)} in the save is unreadable`, piece.id);
    else {
      const map = findMap(geometry, piece.map);
      const placements = map ? boardsOfMap(map, piece.map, save.game.boards, save.game.pickerBoards) : undefined;
      const outside = map ? boardsOutside(geometry.module.name, map, placements) : null;
      if (!map) unnamed.add(`it is on map ${quote(piece.map)}, which the module does not have`, piece.id);
      else if (outside !== null) outsideCount.set(piece.map, { why: outside, count: (outsideCount.get(piece.map)?.count ?? 0) + 1 });
      else {
        const found = locateOnMap(map, placements, piece.x, piece.y);
        if (found.ok) location = found.label.label;
        else unnamed.add(found.why, piece.id);
      }
    }
    // A point means nothing on no map (VASSAL keeps the last one a piece had): no map, no point.
    const onMap = piece.map !== null;
    pieces.push({ id: piece.id, name: shownName(read.value.name), map: piece.map, x: onMap ? piece.x : null, y: onMap ? piece.y : null, location });
  }
  for (const [map, { why, count }] of outsideCount) {
    notes.push(`The boards of map ${quote(map)} are not in the module (${why}), so its ${count === 1 ? 'piece is' : `${count} pieces are`} listed without locations.`);
  }
  notes.push(...unreadable.lines('Could not read, so left out,'), ...unnamed.lines('No location for'));
  if (hidden > 0) notes.push(hidden === 1 ? '1 piece is masked or hidden in VASSAL: listed without its name or place.' : `${hidden} pieces are masked or hidden in VASSAL: listed without their names or places.`);
  if (save.game.decks > 0) notes.push(`${plural(save.game.decks, 'deck')} of cards left out.`);
  notes.push(...geometry.notes);
  // Object.fromEntries defines each key as the map's own, so a map named "__proto__" is a map like any other.
  return { module: geometry.module, boards: Object.fromEntries(boards), pieces, notes };
}
