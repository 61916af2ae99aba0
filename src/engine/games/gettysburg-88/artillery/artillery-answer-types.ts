import type { BoardUnit, HexTerrain } from '../../../core/board/board.js';
import type { Step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';

/**
 * Something double-range fire waits for: a setting to confirm, a hex's terrain, the time of day. `id` is the
 * settings path (`artillery.doubleRange`) or the thing asked (`terrain:T4`, `light`), so an answer given once is kept.
 */
export interface ArtilleryNeed {
  readonly id: string;
  readonly question: string;
  readonly rule: RuleRef | null;
}

/** A fact decided with the reasons for it, or left undecided (null) with what it waits for. */
export interface Finding<T> {
  readonly value: T;
  readonly steps: readonly Step[];
  readonly needs: readonly ArtilleryNeed[];
}

/**
 * How a line of sight stands. 'clear': nothing between blocks it; 'blocked': a hex between blocks it;
 * 'not-needed': the gun or its target is on a hill, so nothing between can block (clarification 29);
 * 'unknown': a hex's terrain or a setting it depends on is not known yet.
 */
export type LineVerdict = 'clear' | 'blocked' | 'not-needed' | 'unknown';

export interface LineOfSight {
  /** The hexes the straight line between the two centres passes through, the two ends left out, in order. */
  readonly crossed: readonly string[];
  /** Hexes the line only touches (along a hexside or through a corner), neither an end nor crossed, in order. */
  readonly grazed: readonly string[];
  /** The hexes between that block it, crossed or (when grazes block) grazed. */
  readonly blockedBy: readonly string[];
  readonly verdict: LineVerdict;
}

/** A unit as the answers name it: the board's id, name and type, and the hex it stands on. */
export type ArtilleryUnitRef = Pick<BoardUnit, 'id' | 'name' | 'type'> & { readonly hex: string };

/** One enemy unit within double range of the gun: whether the gun may fire on it, and why. */
export interface TargetCheck {
  readonly unit: ArtilleryUnitRef;
  /** Hexes from the gun to the target. */
  readonly distance: number;
  /** True: the gun may fire on it at double range; false: a rule forbids it; null: something is not known yet. */
  readonly eligible: boolean | null;
  readonly line: LineOfSight;
  /** Whether the target keeps its terrain modifier against this gun's fire (clarifications 25–27); null when not known. */
  readonly defenderTerrain: boolean | null;
  readonly steps: readonly Step[];
}

/** What one gun may fire on at double range. */
export interface GunFire {
  readonly gun: ArtilleryUnitRef | null;
  /** The confirmed double range, in hexes; null while not confirmed. */
  readonly doubleRange: number | null;
  /** Enemy combat units next to the gun: it is in regular combat and fires at no range (clarification 24). */
  readonly engagedWith: readonly string[];
  /** True at night, false by day, null when the board does not say (clarification 32). */
  readonly night: boolean | null;
  /** Friendly guns in the same hex: if they fire at range with this one, it is one battle (clarification 31). */
  readonly sameHexGuns: readonly string[];
  readonly refusal: ArtilleryRefusal | null;
  /** Every enemy combat unit within double range, nearest first. */
  readonly targets: readonly TargetCheck[];
  /** The eligible enemy artillery the gun may fire on together, in one battle (clarification 23). */
  readonly oneBattle: readonly string[];
  /** The gun-wide reasons and notes, before the targets' own steps. */
  readonly steps: readonly Step[];
  readonly needs: readonly ArtilleryNeed[];
}

/** Why there is no answer at all: input that cannot be read (no such unit), or a unit the rules give no such fire (not a gun, off the map). */
export interface ArtilleryRefusal {
  readonly severity: 'input' | 'refusal';
  readonly text: string;
  readonly rule: RuleRef | null;
}

/** A friendly gun that might lend its factor to a unit defending in regular combat (clarifications 30 and 33). */
export interface SupportCheck {
  readonly gun: ArtilleryUnitRef;
  readonly distance: number;
  readonly eligible: boolean | null;
  readonly line: LineOfSight;
  /** The gun is reorganizing: supporting removes its marker for good (clarification 33). */
  readonly losesReorganization: boolean;
  readonly steps: readonly Step[];
}

/** How the target is attacked: in regular combat (friendly guns may support it at range) or at double range (none may, clarification 30). */
export type DefendingIn = 'regular-combat' | 'double-range';

/** One unit as a target: which enemy guns may fire on it at double range, and which friendly guns may support it. */
export interface TargetDefence {
  readonly target: ArtilleryUnitRef | null;
  readonly defending: DefendingIn;
  readonly doubleRange: number | null;
  /** Each enemy gun within double range, with the check of its fire on this unit. */
  readonly firers: readonly (TargetCheck & { readonly gun: ArtilleryUnitRef })[];
  /** Friendly guns within double range that might add their factor to its defence. */
  readonly supporters: readonly SupportCheck[];
  readonly steps: readonly Step[];
  readonly needs: readonly ArtilleryNeed[];
  readonly refusal: ArtilleryRefusal | null;
}

/** What the artillery answers read besides the board: the board's terrain with the user's marks under it. */
export interface ArtilleryOptions {
  readonly terrain?: Readonly<Record<string, HexTerrain>>;
}

/** For one target: how it is attacked ('regular-combat' when absent), besides the terrain. */
export interface TargetOptions extends ArtilleryOptions {
  readonly defending?: DefendingIn;
}
