import type { BoardUnitType } from '../../../core/board/board.js';

/**
 * The movement figures and map facts of Gettysburg '88 that Adjutant's sources do not give, as the user
 * confirms them from their own rulebook and map. A figure left null is not confirmed: a move that needs
 * it is answered with the question, never with a guessed number.
 */
export const G88_MOVEMENT_FORMAT = 'adjutant-g88-movement/1';

/** Movement factors to enter a hex or cross a hexside, or "prohibited" where the rulebook forbids it. */
export type MoveCost = number | 'prohibited';

/** The costs that may differ by unit type (e.g. artillery in woods). Null: not confirmed yet. */
export interface CostFigures {
  /** To enter a hex with no other terrain. */
  readonly clear: MoveCost | null;
  /** To enter a hex across a hexside a road crosses (road movement). */
  readonly road: MoveCost | null;
  /** Added to cross a stream hexside without a usable bridge. */
  readonly streamCrossing: MoveCost | null;
  /** Added to cross a stream hexside by a bridge. */
  readonly bridge: MoveCost | null;
  /** To enter a hex of a terrain, by the board's terrain name (lower case). */
  readonly terrain: Readonly<Record<string, MoveCost | null>>;
}

export type UnitTypeCosts = Partial<Omit<CostFigures, 'terrain'>> & { readonly terrain?: Readonly<Record<string, MoveCost | null>> };

export const COMBINE_TERRAIN = ['highest', 'sum'] as const;
export const ENTRY_HEX_COSTS = ['as-road', 'as-terrain', 'free'] as const;
export const BRIDGE_NEGATED_WHEN = ['entering-zoc', 'either-hex-in-zoc'] as const;
export const UNMARKED_HEXES = ['ask', 'clear'] as const;

export interface G88MovementSettings {
  readonly format: typeof G88_MOVEMENT_FORMAT;
  /** Where in the user's rulebook the figures come from (e.g. "rule 5, Terrain Effects Chart"), for the citations. */
  readonly rule: string | null;
  readonly costs: CostFigures & {
    /** A hex with two or more terrains costs the highest of them, or their sum. */
    readonly combine: (typeof COMBINE_TERRAIN)[number] | null;
    /** Whether, once a move has entered a hex off the road, later hexes entered along a road still cost the road rate. */
    readonly roadRateResumes: boolean | null;
    /** How a reinforcement pays for its entry hex. */
    readonly entryHex: (typeof ENTRY_HEX_COSTS)[number] | null;
    readonly byUnitType: Readonly<Partial<Record<BoardUnitType, UnitTypeCosts>>>;
  };
  /** A hex the board and the marks say nothing of: ask, or take it as clear. */
  readonly unmarkedHexes: (typeof UNMARKED_HEXES)[number];
  readonly zoc: {
    /** The user confirms that an enemy zone of control is the six hexes next to each enemy combat unit. */
    readonly adjacentHexes: boolean | null;
    /** Clarification 1 cancels a bridge in enemy ZOC: when the hex entered is in it, or when either hex is. */
    readonly bridgeNegated: (typeof BRIDGE_NEGATED_WHEN)[number] | null;
  };
  /** Most friendly combat units in one hex at the end of movement. */
  readonly stackingLimit: number | null;
  readonly map: {
    /** Each road as the hexes it runs through, in order: it crosses the hexside between each two in a row. */
    readonly roads: readonly (readonly string[])[];
    /** Take every two adjacent road hexes (from the board or marks) as joined by a road across their hexside. */
    readonly roadsBetweenRoadHexes: boolean;
    /** Hexsides a stream runs along, each as the two hexes on either side. */
    readonly streams: readonly (readonly [string, string])[];
    /** Stream hexsides a bridge crosses. */
    readonly bridges: readonly (readonly [string, string])[];
    /** The columns and rows the user's map shows: where a retreat may leave the board (clarification 35). */
    readonly extent: MapExtentSetting | null;
  };
  /**
   * Double-range artillery (clarifications 23–34): the figures and map facts those clarifications rely on
   * without giving. Absent in files written before it existed; absent or null, a field is not confirmed.
   */
  readonly artillery?: ArtillerySettings;
}

/** A hill as the user names it from their map: its name and its hexes, which touch one another. */
export interface NamedHill {
  readonly name: string;
  readonly hexes: readonly string[];
}

/** What double-range fire needs from the rulebook and the map. Null: not confirmed, and asked where it matters. */
export interface ArtillerySettings {
  /** The double range, in hexes from the gun to its target. */
  readonly doubleRange: number | null;
  /** Terrain names (the board's, lower case) that block a line of sight; "hill" also names every hex of a hill listed below. */
  readonly blockingTerrain: readonly string[] | null;
  /** Whether a line that only runs along a hexside or through a corner of a blocking hex is blocked by it. */
  readonly grazeBlocks: boolean | null;
  /** Every hill of the map, each named once; a hex not listed is not on a hill. */
  readonly hills: readonly NamedHill[] | null;
  /** Whether double-range fire may only target enemy artillery (the clarifications speak only of artillery under such fire). */
  readonly onlyArtilleryTargets: boolean | null;
  /** Whether a gun lending its factor at double range to a unit in regular combat needs a line of sight to it, as fire does. */
  readonly supportLineOfSight: boolean | null;
}

/** The first and last column letter and row number printed on the map, as the user reads them. */
export interface MapExtentSetting {
  readonly firstColumn: string;
  readonly lastColumn: string;
  readonly firstRow: number;
  readonly lastRow: number;
}

/** Nothing confirmed: the starting point of the Options form. */
export const UNCONFIRMED_SETTINGS: G88MovementSettings = {
  format: G88_MOVEMENT_FORMAT,
  rule: null,
  costs: { clear: null, road: null, streamCrossing: null, bridge: null, terrain: {}, combine: null, roadRateResumes: null, entryHex: null, byUnitType: {} },
  unmarkedHexes: 'ask',
  zoc: { adjacentHexes: null, bridgeNegated: null },
  stackingLimit: null,
  map: { roads: [], roadsBetweenRoadHexes: false, streams: [], bridges: [], extent: null },
};

/** Terrain names the rules handle themselves, so they take no cost of their own. */
export const RULED_TERRAIN = { road: 'road', roughHill: 'rough hill', clear: 'clear' } as const;
