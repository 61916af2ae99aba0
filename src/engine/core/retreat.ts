import type { Question, Problem } from './answer.js';
import type { Board } from './board/board.js';
import type { Step } from './explanation.js';
import type { GameId } from './game-id.js';
import type { RuleRef } from './rule-ref.js';

/**
 * What the retreat calculator is asked: one unit that must (or may) retreat after a battle, on the board the
 * page or file shows. Which units fought matters to the rules: a 1977 retreat starts directly away from the
 * enemy it fought, and an '88 retreat may not pass through hexes the battle's own units held.
 */
export interface RetreatRequest {
  readonly board: Board;
  /** Board id of the unit that retreats. */
  readonly unitId: string;
  /** Board ids of the enemy units it fought. */
  readonly attackers: readonly string[];
  /** Board ids of the other friendly units engaged in the same battle. */
  readonly battle: readonly string[];
  /**
   * True when the owner chooses to retreat rather than a combat result forcing it (1977: after all battles, a
   * unit still next to the enemy may); what a retreat costs can differ. Absent: forced by a result.
   */
  readonly voluntary?: boolean;
}

/** The word a path ends with when the unit leaves the map. */
export const OFF_BOARD = 'off';

/** One legal retreat: where the unit goes, what it costs, and why it ranks where it does. */
export interface RetreatOption {
  /** Hex labels in order from the first hex entered; `OFF_BOARD` last when the unit leaves the map. */
  readonly path: readonly string[];
  /** 1 for the first the rules allow; options of the same rank are the owning player's choice. */
  readonly rank: number;
  /** Steps lost by the retreat itself (a town hex, an overstack), beyond the combat result's own. */
  readonly stepsLost: number;
  readonly disorganized: boolean;
  readonly endsInEnemyZoc: boolean;
  readonly offBoard: boolean;
  /** Ends stacked beyond the limit (allowed by some rules, with a consequence said in the steps). */
  readonly overstacked: boolean;
  /** Each rule that makes this path legal, ranks it, or costs something, in order, cited. */
  readonly steps: readonly Step[];
}

/** A neighbouring hex the unit may not retreat into, with the rule that forbids it. */
export interface RejectedHex {
  readonly hex: string;
  readonly reason: string;
  readonly rule: RuleRef | null;
}

/** The rules' answer for one unit. `questions` hold what the board does not show; nothing is guessed. */
export interface RetreatResult {
  readonly game: GameId;
  readonly unit: string;
  /** Sorted by rank, then by path. */
  readonly options: readonly RetreatOption[];
  /** Where the rules let the unit stay instead of retreating (1977: woods, sunken road, breastworks). */
  readonly mayStay: { readonly reason: string; readonly rule: RuleRef } | null;
  /** When no retreat is possible: what that costs. Null when there is a retreat. */
  readonly noRetreat: { readonly stepsLost: number; readonly steps: readonly Step[] } | null;
  readonly rejected: readonly RejectedHex[];
  readonly questions: readonly Question[];
  /** Why there is no answer at all (the unit is not on a hex, an unknown unit): 'input' problems. */
  readonly problems: readonly Problem[];
}

/** A result with nothing in it yet but what `extra` gives: each game's retreat starts from it. */
export function retreatResult(game: GameId, unit: string, extra: Partial<RetreatResult>): RetreatResult {
  return { game, unit, options: [], mayStay: null, noRetreat: null, rejected: [], questions: [], problems: [], ...extra };
}
