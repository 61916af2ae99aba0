/**
 * What Adjutant keeps of a VASSAL module: its maps, their boards, and each board's grid (hex, square or
 * region) with the grid's numbering, and its zones, all in VASSAL's own terms (HexGrid, SquareGrid,
 * RegionGrid, Zone and the numberings' attributes). It is taken from the module's buildFile once and
 * stored with the module's settings, so the user drops the .vmod only once.
 */
export const GEOMETRY_FORMAT = 'adjutant-vassal-geometry/1';

export interface HexNumbering {
  /** ObliqueHexGridNumbering: rows run on a slant. */
  readonly oblique: boolean;
  /** 'H': column then row in the label; 'V': row then column. */
  readonly first: 'H' | 'V';
  readonly separator: string;
  /** 'N' numbers, 'A' letters (A, B, … Z, AA, BB, …) for columns (h) and rows (v). */
  readonly hType: 'N' | 'A';
  readonly vType: 'N' | 'A';
  /** Leading zeros: a number is padded to this many digits plus one. */
  readonly hLeading: number;
  readonly vLeading: number;
  /** The number of the first column and row. */
  readonly hOff: number;
  readonly vOff: number;
  readonly hDescend: boolean;
  readonly vDescend: boolean;
  /** Shifted columns (rows when sideways) number one higher (or, oblique, the slant's direction). */
  readonly stagger: boolean;
  /** The label's format: $gridLocation$, $row$ and $column$ are replaced. */
  readonly locationFormat: string;
}

export interface HexGridSpec {
  /** Absent in geometry stored before square and region grids were read: a grid without a kind is a hex grid. */
  readonly kind?: 'hex';
  /** Column spacing (dx) and hex height (dy), in board pixels; swapped roles when sideways. */
  readonly dx: number;
  readonly dy: number;
  /** The centre of the first hex; in the turned frame when sideways, as VASSAL keeps it. */
  readonly x0: number;
  readonly y0: number;
  /** Rows of pointy-top hexes instead of columns of flat-top ones. */
  readonly sideways: boolean;
  /** Null when the grid has no numbering: VASSAL's default numbering is assumed. */
  readonly numbering: HexNumbering | null;
}

/** VASSAL's SquareGrid: squares dx wide and dy tall, the first centred at (x0, y0). */
export interface SquareGridSpec {
  readonly kind: 'square';
  readonly dx: number;
  readonly dy: number;
  readonly x0: number;
  readonly y0: number;
  /** SquareGridNumbering has the hex numbering's attributes but stagger and oblique (read as false). Null: none, so VASSAL names no square. */
  readonly numbering: HexNumbering | null;
}

/** One named point of a RegionGrid. */
export interface RegionSpec {
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** VASSAL's RegionGrid: named points; a place takes the name of the nearest one. */
export interface RegionGridSpec {
  readonly kind: 'region';
  readonly regions: readonly RegionSpec[];
}

export type GridSpec = HexGridSpec | SquareGridSpec | RegionGridSpec;

/** A board's grid that is not a hex grid (kept apart from `grid`, which stays the hex grid older readers know). */
export type OtherGridSpec = SquareGridSpec | RegionGridSpec;

/** Regions kept of one region grid (For the People has 360 over 38 zones). */
export const REGIONS_MAX = 5000;

/** A Zone of a multi-zoned grid: a polygon with a name and perhaps a grid of its own. */
export interface ZoneSpec {
  readonly name: string;
  readonly points: readonly (readonly [number, number])[];
  /** 'parent': the board's background grid; 'own': the zone's grid; 'none': no grid. */
  readonly gridSource: 'parent' | 'own' | 'none';
  readonly grid: GridSpec | null;
  readonly locationFormat: string;
}

export interface BoardSpec {
  readonly name: string;
  readonly image: string | null;
  /** In pixels: the image's size, or the board's own width and height when it has no image; null when unknown. */
  readonly width: number | null;
  readonly height: number | null;
  /** The board's hex grid (or the hex background grid of its zones); null when it has none. */
  readonly grid: HexGridSpec | null;
  /** The board's (or its zones' background) square or region grid, when that is what it has; absent in geometry stored before they were read. */
  readonly otherGrid?: OtherGridSpec | null;
  readonly zones: readonly ZoneSpec[];
  /** Why there is no hex grid, when there is none: e.g. 'a square grid'. */
  readonly gridNote: string | null;
}

/** The grid a board's points are named by outside its zones: its hex grid, else its square or region grid. */
export function boardGrid(board: BoardSpec): GridSpec | null {
  return board.grid ?? board.otherGrid ?? null;
}

export interface MapSpec {
  /** The map's name, which saved games use to say where a piece is. */
  readonly name: string;
  /** VASSAL's fallback identifier (Map0, Map1, …) for a map without a name. */
  readonly id: string;
  readonly edgeWidth: number;
  readonly edgeHeight: number;
  /** The boards its board picker defines; none when they are not in the module (VASL keeps its boards in separate archives). */
  readonly boards: readonly BoardSpec[];
  /**
   * The class of the map's board picker when it is a module's own, not VASSAL's (VASL's
   * VASL.build.module.map.ASLBoardPicker); absent for VASSAL's own, and in geometry stored before it was kept.
   */
  readonly boardPicker?: string;
}

export interface ModuleGeometry {
  readonly format: typeof GEOMETRY_FORMAT;
  readonly module: { readonly name: string; readonly version: string };
  readonly maps: readonly MapSpec[];
  /** What was noticed while reading the module, for the user. */
  readonly notes: readonly string[];
}

/** VASSAL's defaults for a HexGridNumbering with no attributes set. */
export const DEFAULT_NUMBERING: HexNumbering = {
  oblique: false,
  first: 'H',
  separator: '',
  hType: 'N',
  vType: 'N',
  hLeading: 1,
  vLeading: 1,
  hOff: 1,
  vOff: 1,
  hDescend: false,
  vDescend: false,
  stagger: true,
  locationFormat: '$gridLocation$',
};

export function findMap(geometry: ModuleGeometry, mapId: string): MapSpec | null {
  return geometry.maps.find((m) => m.name === mapId) ?? geometry.maps.find((m) => m.id === mapId) ?? null;
}
