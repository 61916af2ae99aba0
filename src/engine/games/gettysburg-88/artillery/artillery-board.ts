import type { Board, BoardUnit, BoardUnitType, HexTerrain } from '../../../core/board/board.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import { hexTerrainNames } from '../movement/hex-terrain.js';
import type { ArtillerySettings, G88MovementSettings } from '../movement/movement-settings.js';
import { fromSettings } from '../rule.js';
import type { ArtilleryNeed, ArtilleryOptions, ArtilleryUnitRef } from './artillery-answer-types.js';

/** Nothing confirmed: what a settings file without the artillery section stands for. */
export const UNCONFIRMED_ARTILLERY: ArtillerySettings = {
  doubleRange: null,
  blockingTerrain: null,
  grazeBlocks: null,
  hills: null,
  onlyArtilleryTargets: null,
  supportLineOfSight: null,
};

const GUN_TYPES: readonly BoardUnitType[] = ['artillery', 'horse-artillery'];

/** Artillery of either kind (clarification 15 counts horse artillery among the artillery). */
export function isGun(type: BoardUnitType): boolean {
  return GUN_TYPES.includes(type);
}

/** The hex a unit stands on, as the grid prints it; null when it is off the map or the label is not a '88 hex. */
export function unitHex(u: BoardUnit): string | null {
  if (u.location.kind !== 'hex') return null;
  const h = GETTYSBURG_88_GRID.parse(u.location.hex);
  return h ? GETTYSBURG_88_GRID.format(h) : null;
}

export function unitRef(u: BoardUnit, hex: string): ArtilleryUnitRef {
  return { id: u.id, name: u.name, type: u.type, hex };
}

/** Hexes between two hexes; null when either is not a '88 hex. */
export function hexDistance(a: string, b: string): number | null {
  const [ha, hb] = [GETTYSBURG_88_GRID.parse(a), GETTYSBURG_88_GRID.parse(b)];
  return ha && hb ? GETTYSBURG_88_GRID.distance(ha, hb) : null;
}

/** The labelled hexes next to a hex. */
export function neighbourHexes(hex: string): string[] {
  const h = GETTYSBURG_88_GRID.parse(hex);
  return h ? GETTYSBURG_88_GRID.neighbors(h).map((n) => GETTYSBURG_88_GRID.format(n)) : [];
}

/** The board as double-range fire reads it: the user's artillery settings, and each hex's terrain. */
export interface ArtilleryBoard {
  readonly board: Board;
  readonly settings: ArtillerySettings;
  /** Whether the user's movement settings count a hex nothing describes as clear. */
  readonly unmarkedClear: boolean;
  /** Cites a figure or map fact from the user's settings. */
  cite(what: string): RuleRef;
  /** A hex's terrain names in lower case: the board's, the user's marks and the clarifications'; null when nothing says. */
  names(hex: string): readonly string[] | null;
  /** The units on the map with their hexes. */
  readonly placed: readonly { readonly unit: BoardUnit; readonly hex: string }[];
}

export function artilleryBoard(board: Board, settings: G88MovementSettings | null, options: ArtilleryOptions = {}): ArtilleryBoard {
  const terrain: Readonly<Record<string, HexTerrain>> = options.terrain ?? board.terrain;
  const unmarkedClear = settings?.unmarkedHexes === 'clear';
  const known = new Map<string, readonly string[] | null>();
  return {
    board,
    settings: settings?.artillery ?? UNCONFIRMED_ARTILLERY,
    unmarkedClear,
    cite: (what) => fromSettings(what, settings?.rule ?? null),
    names(hex) {
      if (!known.has(hex)) {
        const names = hexTerrainNames(hex, terrain).names;
        known.set(hex, names ?? (unmarkedClear ? [] : null));
      }
      return known.get(hex) ?? null;
    },
    placed: board.units.flatMap((unit) => {
      const hex = unitHex(unit);
      return hex === null ? [] : [{ unit, hex }];
    }),
  };
}

/** The units on the map from 1 to `range` hexes from a hex that `keep` accepts, nearest first (then by id). */
export function unitsWithin(ab: ArtilleryBoard, hex: string, range: number, keep: (u: BoardUnit) => boolean): { unit: BoardUnit; hex: string; distance: number }[] {
  return ab.placed
    .filter((p) => keep(p.unit))
    .map((p) => ({ ...p, distance: hexDistance(hex, p.hex) ?? Infinity }))
    .filter((p) => p.distance >= 1 && p.distance <= range)
    .sort((a, b) => a.distance - b.distance || a.unit.id.localeCompare(b.unit.id));
}

/** The question for a hex whose terrain nothing gives. */
export function terrainNeed(hex: string, why: string): ArtilleryNeed {
  return {
    id: `terrain:${hex}`,
    question: `What terrain is ${hex}? Neither the board, your terrain marks nor the clarifications say, and ${why}. Mark it, or let unmarked hexes count as clear in your movement settings.`,
    rule: null,
  };
}

/** Needs gathered once each, in the order first met. */
export function uniqueNeeds(needs: readonly ArtilleryNeed[]): ArtilleryNeed[] {
  const seen = new Map<string, ArtilleryNeed>();
  for (const n of needs) if (!seen.has(n.id)) seen.set(n.id, n);
  return [...seen.values()];
}
