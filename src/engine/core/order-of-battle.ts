import type { BoardUnit, BoardUnitType } from './board/board.js';
import type { Side } from './combat-unit.js';

/**
 * One unit of an order of battle: what its counter prints, never where it stands. A game pack's order of battle
 * (packs/pack-format.ts calls it PackUnit) and the list the seeds give (below) are the same shape, so the seeds'
 * list is the player's order of battle before they enter anything.
 */
export interface OrderOfBattleUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: BoardUnitType;
  readonly formation?: BoardUnit['formation'];
  readonly strength: BoardUnit['strength'];
  /** Movement allowance printed on the counter; null where the counter prints none (or the sources do not say). */
  readonly movement?: number | null;
}

/** When and where a unit comes into play, as its seed gives it. */
export type SeedArrival =
  | { readonly kind: 'set-up'; readonly hex: string | null }
  | { readonly kind: 'reinforcement'; readonly day: string | null; readonly hour: string | null; readonly road: string | null };

/** A unit as a seed names it: the order of battle's fields (strengths always null: no seed prints them) and what the seed adds. */
export interface SeedUnit extends OrderOfBattleUnit {
  /** What the seed printed where the product corrects it (shared/facts/games.md lists the slips). */
  readonly seedSpelling?: { readonly name?: string; readonly corps?: string; readonly division?: string; readonly road?: string };
  readonly arrival?: SeedArrival;
  /** The reduced movement allowance printed for the turn of entry ("3mf"). */
  readonly entryMovement?: number;
  /** Victory points an optional unit costs its side to bring on. */
  readonly optionalCostVp?: number;
}

/** A game's order of battle as its seeds give it, with where it comes from. */
export interface SeedOrderOfBattle {
  /** The seed and heading, for the pages to cite. */
  readonly source: string;
  readonly units: readonly SeedUnit[];
}

/** The order-of-battle fields of a seed unit, without the seed's extras: the shape a pack and the store keep. */
export function orderOfBattleUnit(u: SeedUnit): OrderOfBattleUnit {
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    type: u.type,
    ...(u.formation ? { formation: u.formation } : {}),
    strength: u.strength,
    ...(u.movement === undefined ? {} : { movement: u.movement }),
  };
}
