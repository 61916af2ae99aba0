import type { GameId } from '../game-id.js';
import type { Hex } from './hex.js';
import type { SightLine } from './sight-line.js';

/**
 * What a game's map data may set about its grid, where the seeds do not settle it: which columns sit half a
 * hex lower, and the first and last column and row when known (without it any well-formed label is taken).
 */
export interface HexGridSettings {
  readonly shiftedColumns?: 'even' | 'odd';
  readonly extent?: { readonly columns: readonly [number, number]; readonly rows: readonly [number, number] };
}

/** How a map's hexes sit: rows of hexes side by side (pointy-top) or columns stacked (flat-top). */
export type HexOrientation = 'pointy-top' | 'flat-top';

/** The hexes a straight line between two hex centres passes through. */
export interface HexLine {
  /** Hexes the line passes through the inside of, from the first to the last, both ends included. */
  readonly crossed: readonly Hex[];
  /**
   * Hexes the line only touches, running along one of their edges or through one of their corners.
   * Each entry pairs the two hexes on either side of that edge or corner: a rule decides whether
   * such a touch blocks (e.g. a line of sight grazing a woods hex).
   */
  readonly grazed: readonly (readonly [Hex, Hex])[];
}

/**
 * A game's hex map: its labels and its geometry. Labels are parsed into axial coordinates; all the
 * arithmetic (neighbours, distance, lines) is done in axial. The map's extent is often unknown, so a
 * grid accepts any well-formed label unless its map data says otherwise.
 */
export interface HexGrid {
  readonly game: GameId;
  readonly orientation: HexOrientation;
  /** A short description of the labels, for error messages: e.g. 'a row of letters and a column number, like O38'. */
  readonly labelHelp: string;
  /** The hex a label names, or null when the label is not valid for this game. Accepts the seeds' variants (II-42, II42). */
  parse(label: string): Hex | null;
  /** The canonical label of a hex (e.g. II42 without the dash). */
  format(h: Hex): string;
  neighbors(h: Hex): Hex[];
  distance(a: Hex, b: Hex): number;
  /** The centre of a hex on a plane where hexes are of unit size; for drawing and for lines of sight. */
  center(h: Hex): { readonly x: number; readonly y: number };
  /** The straight line between two hex centres: every hex it crosses, and the ones it only grazes. */
  line(a: Hex, b: Hex): HexLine;
  /**
   * The same line with each graze said to be along an edge or through a vertex, and the hexes only touched.
   * A game's rule decides what a graze means (a line of sight touching woods may be blocked).
   */
  sightLine(a: Hex, b: Hex): SightLine;
  /**
   * For a retreat: the hex or hexes directly opposite `from` (the enemy) across `at` (the retreating
   * unit's hex). One hex when they are adjacent.
   */
  opposite(at: Hex, from: Hex): Hex[];
}

/** An area map (They Met at Gettysburg): no geometry, only which areas touch along a side. */
export interface AreaMap {
  readonly game: GameId;
  /** Every area and off-map Zone with the areas it is adjacent to; corner contact is not adjacency. */
  readonly adjacency: ReadonlyMap<string, ReadonlySet<string>>;
  isArea(label: string): boolean;
  adjacent(a: string, b: string): boolean;
}
