import type { CombatTableInput } from '../core/combat-table-input.js';
import { BOARD_LIMITS, type HexTerrain } from '../core/board/board.js';
import type { OrderOfBattleUnit } from '../core/order-of-battle.js';
import type { EdgeUse, MapEdge, MapExtent } from '../core/board/map-data.js';
import type { GameId } from '../core/game-id.js';
import type { TerrainEffectsInput } from '../games/cemetery-hill/terrain-effects-input.js';
import type { MoraleRatingsInput } from '../games/high-tide/morale-ratings-input.js';
import type { AreaTemsInput } from '../games/they-met/area-tems-input.js';

/**
 * A game pack (docs/game-packs.md, docs/pack.schema.json): for one game, the facts a player entered once from the
 * components they own (terrain, hexsides, map edges, the order of battle's strengths, their tables and settings),
 * as one file to share with an opponent or a club. Never the publisher's art or text: only the player's entries.
 */
export const PACK_FORMAT = 'adjutant-pack/1';

/**
 * The pack's limits: as many hexes as a board's terrain, as many units as a board, text as long as a board's, as
 * many hexsides as hexes. A pack file may be larger than a board (it carries tables and settings too).
 */
export const PACK_LIMITS = {
  terrainHexes: BOARD_LIMITS.terrainHexes,
  hexsides: BOARD_LIMITS.terrainHexes,
  units: BOARD_LIMITS.units,
  text: BOARD_LIMITS.text,
  movement: 99,
  depth: BOARD_LIMITS.depth,
  json: 4_000_000,
} as const;

/** The parts a pack may hold, each optional; the hash covers these and nothing else. */
export const PACK_PARTS = ['terrain', 'hexsides', 'map', 'orderOfBattle', 'tables', 'settings'] as const;
export type PackPart = (typeof PACK_PARTS)[number];

/** The tables a pack may carry, each in the format its own store keeps (docs/user-tables.md). */
export const PACK_TABLES = ['combatTable', 'terrainEffects', 'areaTems', 'moraleRatings'] as const;
export type PackTableName = (typeof PACK_TABLES)[number];

/** The settings files a pack may carry: the '88 movement settings, a game's victory settings. */
export const PACK_SETTINGS = ['movement', 'victory'] as const;
export type PackSettingName = (typeof PACK_SETTINGS)[number];

/** One unit of the order of battle: what its counter prints, never where it stands (core/order-of-battle.ts). */
export type PackUnit = OrderOfBattleUnit;

/** The map's extent and edges as the player reads them off their map: map-data's shapes without a seed's source. */
export type PackExtent = Pick<MapExtent, 'columns' | 'rows'>;
export type PackEdge = Pick<MapEdge, 'edge' | 'row' | 'column'>;
export type PackEdgeUse = Pick<EdgeUse, 'side' | 'use' | 'edges'>;

export interface PackMap {
  readonly extent?: PackExtent;
  /** Each edge at most once. */
  readonly edges?: readonly PackEdge[];
  /** Each side and use at most once: which edges a side's reinforcements enter by, cavalry exits by, a trace runs to. */
  readonly edgeUse?: readonly PackEdgeUse[];
}

/** Tables as their own files, each checked by the parser its store uses and kept as given. */
export interface PackTables {
  readonly combatTable?: CombatTableInput;
  readonly terrainEffects?: TerrainEffectsInput;
  readonly areaTems?: AreaTemsInput;
  readonly moraleRatings?: MoraleRatingsInput;
}

/** A settings file the rules leave open, checked by its game's own check and kept as given. */
export type PackSettingsFile = Readonly<Record<string, unknown>>;

export interface PackSettings {
  readonly movement?: PackSettingsFile;
  readonly victory?: PackSettingsFile;
}

/** What a pack holds: every part optional (an export of part of what is stored). */
export interface PackContent {
  /** Hex (or area) label, canonical → what it is. */
  readonly terrain?: Readonly<Record<string, HexTerrain>>;
  /** Hexside key ("E6|E7", see hexsideKey) → its features ("stream", "ford"). */
  readonly hexsides?: Readonly<Record<string, readonly string[]>>;
  readonly map?: PackMap;
  readonly orderOfBattle?: readonly PackUnit[];
  readonly tables?: PackTables;
  readonly settings?: PackSettings;
}

/** Who made the pack, for which game and edition. */
export interface PackMeta {
  readonly game: GameId;
  /** The edition or printing the facts come from, in the maker's words. */
  readonly edition: string;
  readonly madeBy: string;
  /** When it was made, an ISO date ("2024-05-01" or with a time). */
  readonly made?: string;
}

export interface GamePack extends PackMeta, PackContent {
  readonly format: typeof PACK_FORMAT;
  /** "sha256:<hex>" of the content's canonical JSON (packHash); always present once read. */
  readonly hash: string;
}
