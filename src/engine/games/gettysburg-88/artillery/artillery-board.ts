import type { Board, BoardUnit, BoardUnitType, HexTerrain } from '../../../core/board/board.js';
import type { Hex } from '../../../core/hex/hex.js';
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

/** The labelled hexes next to a hex. */
export function neighbourHexes(ab: ArtilleryBoard, hex: string): string[] {
  const h = ab.hexOf(hex);
  // The grid's neighbours are the labelled ones, each with its label.
  return h ? GETTYSBURG_88_GRID.neighbors(h).flatMap((n) => ab.labelOf(n) ?? []) : [];
}

/** A unit on the map: its hex as the grid prints it and in axial coordinates, and its place in the board's list. */
export interface PlacedUnit {
  readonly unit: BoardUnit;
  readonly hex: string;
  readonly at: Hex;
  readonly index: number;
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
  /** The units on the map with their hexes, in the board's order. */
  readonly placed: readonly PlacedUnit[];
  /** The units within `range` hexes of a hex (its own included), in the board's order; none when the label is not a '88 hex. */
  near(hex: string, range: number): readonly PlacedUnit[];
  /** The first hill the user named that holds a hex (by its label as written there); undefined for none. */
  namedHill(hex: string): { readonly name: string } | undefined;
  /** GETTYSBURG_88_GRID.parse, remembered: the same labels come back for every gun. */
  hexOf(label: string): Hex | null;
  /** A hex's label as GETTYSBURG_88_GRID.format prints it, remembered; null for a hex beyond the labels (which no label parses to). */
  labelOf(h: Hex): string | null;
}

/**
 * A number for a hex, for the maps below. Unique while |r| < 2^15: the labels reach 26 columns and 99 rows, and
 * every hex looked up here lies within a line or a double range (at most 50) of one of them.
 */
const keyOf = (q: number, r: number): number => q * 65536 + r;

/** Remembers a function's answers by a key of its argument: each board reads the same few hundred hexes again and again. */
function remembered<A, K, V>(key: (a: A) => K, compute: (a: A) => V): (a: A) => V {
  const known = new Map<K, V>();
  return (a) => {
    const k = key(a);
    const had = known.get(k);
    // One lookup for the usual case; a remembered undefined (never stored here) would only cost a second one.
    if (had !== undefined || known.has(k)) return had as V;
    const v = compute(a);
    known.set(k, v);
    return v;
  };
}

/**
 * Everything double-range fire reads from one board, worked out once however many guns ask: each unit's hex
 * parsed, the units by hex (so a gun looks at the hexes within its range, not at every unit), each hex's
 * terrain, the named hills by hex, and the grid's labels.
 */
export function artilleryBoard(board: Board, settings: G88MovementSettings | null, options: ArtilleryOptions = {}): ArtilleryBoard {
  const terrain: Readonly<Record<string, HexTerrain>> = options.terrain ?? board.terrain;
  const unmarkedClear = settings?.unmarkedHexes === 'clear';
  const artillery = settings?.artillery ?? UNCONFIRMED_ARTILLERY;
  const hexOf = remembered((label: string) => label, (label) => GETTYSBURG_88_GRID.parse(label));
  const labelOf = remembered(
    (h: Hex) => keyOf(h.q, h.r),
    (h) => {
      const label = GETTYSBURG_88_GRID.format(h);
      return hexOf(label) ? label : null;
    },
  );
  const placed: PlacedUnit[] = [];
  const byHex = new Map<number, PlacedUnit[]>();
  for (const unit of board.units) {
    const at = unit.location.kind === 'hex' ? hexOf(unit.location.hex) : null;
    // A parsed label names a labelled hex (the grid's labels round-trip), so `hex` is never null past this test.
    const hex = at ? labelOf(at) : null;
    if (!at || hex === null) continue;
    const p: PlacedUnit = { unit, hex, at, index: placed.length };
    placed.push(p);
    const key = keyOf(at.q, at.r);
    const here = byHex.get(key);
    if (here) here.push(p);
    else byHex.set(key, [p]);
  }
  let hills: Map<string, { readonly name: string }> | null = null;
  return {
    board,
    settings: artillery,
    unmarkedClear,
    cite: (what) => fromSettings(what, settings?.rule ?? null),
    names: remembered(
      (hex: string) => hex,
      (hex) => hexTerrainNames(hex, terrain).names ?? (unmarkedClear ? [] : null),
    ),
    placed,
    near(hex, range) {
      const at = hexOf(hex);
      if (!at) return [];
      // When the hexes in range outnumber the units, reading every unit costs less than visiting every hex.
      if (3 * range * (range + 1) + 1 > placed.length) return placed.filter((p) => GETTYSBURG_88_GRID.distance(p.at, at) <= range);
      const found: PlacedUnit[] = [];
      for (let dq = -range; dq <= range; dq++) {
        for (let dr = Math.max(-range, -dq - range); dr <= Math.min(range, range - dq); dr++) {
          const here = byHex.get(keyOf(at.q + dq, at.r + dr));
          if (here) found.push(...here);
        }
      }
      return found.sort((a, b) => a.index - b.index);
    },
    namedHill(hex) {
      if (hills === null) {
        hills = new Map();
        // The first hill to name a hex holds it, as a search through the list in order would find.
        for (const hill of artillery.hills ?? []) for (const h of hill.hexes) if (!hills.has(h)) hills.set(h, hill);
      }
      return hills.get(hex);
    },
    hexOf,
    labelOf,
  };
}

/** The units on the map from 1 to `range` hexes from a hex that `keep` accepts, nearest first (then by id). */
export function unitsWithin(ab: ArtilleryBoard, hex: string, range: number, keep: (u: BoardUnit) => boolean): { unit: BoardUnit; hex: string; distance: number }[] {
  const at = ab.hexOf(hex);
  if (!at) return [];
  return ab
    .near(hex, range)
    .filter((p) => keep(p.unit))
    .map((p) => ({ unit: p.unit, hex: p.hex, distance: GETTYSBURG_88_GRID.distance(at, p.at) }))
    .filter((p) => p.distance >= 1)
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
