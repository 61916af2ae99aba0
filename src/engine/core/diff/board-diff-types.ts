import type { MarkerKind } from '../board/board.js';
import type { Side } from '../combat-unit.js';
import type { GameId } from '../game-id.js';

/**
 * What changed between two boards of one game (issue 16 §1, "what changed since my last look"). Units are
 * matched by id; places are the game's own labels (a hex such as O38, or an area's number).
 */
export interface DiffUnit {
  readonly unit: string;
  readonly name: string;
}

export interface UnitMoved extends DiffUnit {
  readonly from: string;
  readonly to: string;
}

export interface StepsLost extends DiffUnit {
  readonly steps: number;
}

export interface UnitArrived extends DiffUnit {
  readonly at: string;
}

export interface UnitExited extends DiffUnit {
  /** Where it stood last, or null when the earlier board had it off the map too. */
  readonly from: string | null;
}

/** A unit's state in words: "in good order", "disorganized", "shattered, reorganizing" … */
export interface StatusChanged extends DiffUnit {
  readonly from: string;
  readonly to: string;
}

/** Who holds a marker: its side, or "present" for one that names none (breastworks often do not). */
export type MarkerHolder = Side | 'present';

/** A marker placed, removed or changing hands in a hex: occupation markers, breastworks and breastworks being built. */
export interface ControlChanged {
  readonly hex: string;
  readonly marker: MarkerKind;
  readonly from: MarkerHolder | null;
  readonly to: MarkerHolder | null;
}

/** One board's victory points, read from that board alone (no ledger events); open questions are not counted. */
export interface VpTotals {
  readonly union: number;
  readonly confederate: number;
  readonly undecided: readonly string[];
}

/**
 * A battle that most likely took place: enemy units in contact where one side lost steps, was eliminated,
 * became worse off or retreated. Only likely: two boards do not say who attacked whom.
 */
export interface LikelyBattle {
  readonly certainty: 'likely';
  /** The phasing side, or null when the boards do not say (then the side that suffered less is taken as the attacker). */
  readonly attackingSide: Side | null;
  readonly attackers: readonly DiffUnit[];
  readonly defenders: readonly DiffUnit[];
  /** Where the units that suffered stood at the start, and where the others ended. */
  readonly hexes: readonly string[];
  /** What points to it: "Kemper lost 1 step", "Gamble retreated from M34 to M36". */
  readonly evidence: readonly string[];
}

/** The lists of changes, by the name each has in the diff (and in its JSON), and what each lists. */
interface ChangeLists {
  moved: UnitMoved;
  lost: StepsLost;
  /** Steps a unit got back (replacements, a reorganized brigade): the opposite of `lost`. */
  regained: StepsLost;
  eliminated: DiffUnit;
  arrived: UnitArrived;
  exited: UnitExited;
  status: StatusChanged;
  control: ControlChanged;
  battles: LikelyBattle;
}

export type BoardDiff = { readonly game: GameId } & { readonly [K in keyof ChangeLists]: readonly ChangeLists[K][] } & {
  readonly vp: { readonly before: VpTotals; readonly after: VpTotals } | null;
  /** What the diff could not say, or guessed (units on one board only, battles not inferred on an area map …). */
  readonly notes: readonly string[];
};

export type BoardDiffResult = { readonly ok: true; readonly value: BoardDiff } | { readonly ok: false; readonly error: string };
