import type { CombatStatus, Side } from '../combat-unit.js';
import type { GameId } from '../game-id.js';

/**
 * One typed model of a board for every game, whatever it was read from (a board site, a VASSAL save,
 * a pasted list). docs/board-format.md and docs/board.schema.json describe it for site authors.
 */
export const BOARD_FORMAT = 'adjutant-board/1';

export const BOARD_UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'horse-artillery', 'headquarters', 'general', 'leader'] as const;
export type BoardUnitType = (typeof BOARD_UNIT_TYPES)[number];

/** Where a unit is: a hex, an area (They Met), or off the map and why. */
export type UnitLocation =
  | { readonly kind: 'hex'; readonly hex: string }
  | { readonly kind: 'area'; readonly area: string }
  | { readonly kind: 'off-map'; readonly why: 'not-entered' | 'exited' | 'eliminated' };

export interface UnitStatus {
  /** 0 when organized; 1 or 2 for the two disorganization markers of Gettysburg (1977). */
  readonly disorganized: 0 | 1 | 2;
  readonly shattered: boolean;
  readonly reorganizing: boolean;
  readonly routed: boolean;
  /** Artillery: true limbered, false unlimbered, null when the game has no such state. */
  readonly limbered: boolean | null;
  /** Breastworks the unit is building or has built in its hex. */
  readonly breastworks: 'none' | 'building' | 'built';
}

export interface BoardUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: BoardUnitType;
  readonly formation: { readonly corps?: string; readonly division?: string; readonly brigade?: string };
  /** Strength printed on the full and reduced sides; null where the page does not show it. */
  readonly strength: { readonly full: number | null; readonly reduced: number | null };
  /** Steps left, and steps at full strength (two for most brigades). */
  readonly steps: { readonly left: number; readonly full: number };
  readonly status: UnitStatus;
  readonly location: UnitLocation;
  /** A headquarters' reorganization value, where the game has one. */
  readonly reorganizationValue?: number;
}

export type MarkerKind = 'breastworks' | 'build' | 'occupation';

export interface BoardMarker {
  readonly kind: MarkerKind;
  readonly hex: string;
  /** The side that owns it (occupation markers), when it matters. */
  readonly side?: Side;
}

/** What a hex is, as far as the page (or the user's marks) says. Anything absent is unknown, not "clear". */
export interface HexTerrain {
  readonly terrain?: readonly string[];
  readonly elevation?: number;
  readonly road?: boolean;
}

export interface GameTime {
  readonly turn: number | null;
  readonly day: string | null;
  readonly hour: string | null;
  readonly light: 'day' | 'night' | null;
  readonly phasingSide: Side | null;
}

export interface Board {
  readonly format: typeof BOARD_FORMAT;
  readonly game: GameId;
  readonly time: GameTime;
  readonly units: readonly BoardUnit[];
  readonly markers: readonly BoardMarker[];
  /** Terrain per hex label, as the page provides it. */
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  /** Where the board was read from, for the popup's summary. */
  readonly source: { readonly kind: 'page' | 'demo' | 'vassal' | 'text' | 'file'; readonly name: string };
}

/** Limits on anything read from a page or a file. */
export const BOARD_LIMITS = { units: 2000, markers: 2000, terrainHexes: 20000, text: 200, depth: 12, json: 2_000_000 } as const;

/** A unit's strength points now: the reduced side once it has lost a step, else the full side; null where the board does not show it. */
export function currentStrengthPoints(unit: BoardUnit): number | null {
  return unit.steps.left < unit.steps.full ? unit.strength.reduced : unit.strength.full;
}

/** The combat calculator's view of a unit's state. */
export function combatStatus(status: UnitStatus): CombatStatus {
  return status.shattered ? 'shattered' : status.disorganized > 0 ? 'disorganized' : 'ready';
}
