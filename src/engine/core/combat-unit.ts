/** The kinds of counter the combat calculators know; headquarters are not combat units. */
export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'horse-artillery', 'headquarters'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const SIDES = ['union', 'confederate'] as const;
export type Side = (typeof SIDES)[number];

export const COMBAT_STATUSES = ['ready', 'disorganized', 'shattered'] as const;
export type CombatStatus = (typeof COMBAT_STATUSES)[number];

/** One counter in a battle, as the player reads it off the board. */
export interface CombatUnitInput {
  readonly name: string;
  readonly side: Side;
  readonly type: UnitType;
  /** The strength printed on the front (full-strength) side. */
  readonly strength: number;
  /** The strength printed on the back (reduced) side; null when the counter has none. */
  readonly reducedStrength: number | null;
  /** True when the counter has been flipped to its reduced side. */
  readonly reduced: boolean;
  readonly status: CombatStatus;
  /** Units with the same group label fight as one unit (where the game allows groups). */
  readonly group?: string;
  /** Points this unit lends to the defending unit or group of its hex (where the game allows lending). */
  readonly lends?: number;
  /**
   * It retreated onto this stack since the stack last fought: in a game whose rules say so (its features list
   * the 'retreated-onto-friends' mark), its strength does not count in the stack's next defence.
   */
  readonly retreatedOntoFriends?: boolean;
}

/** A side of a battle: either a plain strength total or the units that take part. */
export type ForceInput =
  | { readonly kind: 'total'; readonly strength: number }
  | { readonly kind: 'units'; readonly units: readonly CombatUnitInput[] };

export const FORCE_LIMITS = { units: 40, strength: 999, nameLength: 60 } as const;
