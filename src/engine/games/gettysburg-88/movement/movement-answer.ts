import type { HexTerrain } from '../../../core/board/board.js';
import type { Step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';

/** One cost that makes up a hex's price (the terrain, the road rate, the rough hill, a stream), with its rule. */
export interface CostPart {
  readonly text: string;
  /** Movement factors; null while the figure is not confirmed, or for a part that only explains. */
  readonly cost: number | null;
  readonly rule: RuleRef | null;
}

/** The price of entering one hex of the path. */
export interface MoveStep {
  /** The hex left; null for a reinforcement's entry hex, reached from off the map. */
  readonly from: string | null;
  readonly hex: string;
  /** Movement factors for this hex; null when a figure it needs is not confirmed, or it may not be entered. */
  readonly cost: number | null;
  /** Entered at the road rate; null when that is not known yet. */
  readonly road: boolean | null;
  /** The hex entered is in an enemy zone of control; null when that is not known yet. */
  readonly enemyZoc: boolean | null;
  readonly parts: readonly CostPart[];
}

/**
 * Something wrong with the move. "illegal" breaks a rule (the move may not be made as given);
 * "note" costs something without making the move illegal (e.g. no extra factor from a general);
 * "input" is a path or unit that cannot be read at all.
 */
export interface MoveProblem {
  readonly severity: 'illegal' | 'note' | 'input';
  readonly hex: string | null;
  readonly text: string;
  readonly rule: RuleRef | null;
}

/** A figure or fact the answer waits for: where it goes in the settings, and the question in plain words. */
export interface MoveNeed {
  readonly setting: string;
  readonly question: string;
}

export interface MovementFactors {
  /** The unit's own movement factors, when given. */
  readonly allowance: number | null;
  /** The general's extra factor (clarifications 4–6): 1 or 0, null while undecided. */
  readonly extra: 0 | 1 | null;
}

export interface MoveAnswer {
  readonly unit: { readonly id: string; readonly name: string; readonly type: string } | null;
  readonly path: readonly string[];
  /** Total movement factors; null until every figure the path uses is confirmed. */
  readonly cost: number | null;
  /** Whether the move keeps the rules given; null when something it depends on is not confirmed. */
  readonly legal: boolean | null;
  readonly steps: readonly MoveStep[];
  readonly problems: readonly MoveProblem[];
  readonly needs: readonly MoveNeed[];
  readonly movementFactors: MovementFactors;
  /** What else was decided, and the assumptions made, with their rules. */
  readonly notes: readonly Step[];
}

/** A general said to accompany the moving unit: his own route, or the user's word that he does. */
export interface GeneralEscort {
  readonly id: string;
  /** The general's route from his hex, in order; absent when the user only states that he stays with the unit. */
  readonly path?: readonly string[];
}

export interface MoveOptions {
  readonly general?: GeneralEscort;
  /** The moving unit's movement factors, to check the cost against. */
  readonly allowance?: number;
  /** The board's terrain with the user's marks under it (mergeTerrain); the board's own when absent. */
  readonly terrain?: Readonly<Record<string, HexTerrain>>;
}
