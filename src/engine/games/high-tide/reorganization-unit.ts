import type { BoardUnitType } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { ht } from './rule.js';

/** The optional division reorganization, rule by rule (seed 003, 10.5–10.54). */
export const REORG_TURN_RULE = ht('10.5');
export const REORG_ELIGIBILITY_RULE = ht('10.51');
export const REORG_MORALE_RULE = ht('10.52');
export const REORG_TRANSFER_RULE = ht('10.53');
export const REORG_MISC_RULE = ht('10.54');

/** 10.52: the reorganization morale check is not caused by combat, so it takes one more than the usual modifiers. */
export const REORG_MORALE_BONUS = 1;

/** One unit as the reorganization rule sees it; what the board cannot show, the player states (null = not known yet). */
export interface ReorganizationUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: BoardUnitType;
  /** The division it belongs to, or null when not known. */
  readonly division: string | null;
  /** Strength points it has now. */
  readonly strength: number;
  /** Strength points printed on its full-strength side: the most it may ever hold (10.54). */
  readonly fullStrength: number;
  /** True when its half-strength side is face up. */
  readonly halfStrength: boolean;
  /**
   * The most points it may hold and still show its half-strength side, when the player's basic rules give it.
   * Left out, Adjutant takes half of the full-strength points (and says so).
   */
  readonly halfStrengthLimit?: number;
  readonly routed: boolean;
  readonly eliminated?: boolean;
  /** In command control (10.51). */
  readonly inCommand: boolean | null;
  /** Next to an enemy unit (10.51). */
  readonly adjacentToEnemy: boolean | null;
}

/** Which turn and phase it is. */
export interface ReorganizationTurn {
  /** The 23-2400 game turn (the night turn 10.5 belongs to). */
  readonly turn23To2400: boolean | null;
  readonly movementPhase: boolean | null;
}

/** What lies between the two units; High Tide's map is not in Adjutant, so these are the player's word. */
export interface ReorganizationPath {
  /** Each is within normal movement allowance of the other (10.51). */
  readonly withinNormalMovement: boolean | null;
  /** A normal movement path joins them without passing next to any enemy unit (10.53). */
  readonly pathAvoidsEnemy: boolean | null;
}

/** A transfer already made on this turn. */
export interface TransferMade {
  readonly senderId: string;
  readonly receiverId: string;
}

/** The 23-2400 turn, however it is written ("23-2400", "2300-2400", "23:00–24:00"); null when no hour is given. */
export function isReorganizationTurn(hour: string | null): boolean | null {
  if (hour === null || hour.trim() === '') return null;
  return /^\s*23(?::?00)?\s*[-–]\s*(?:24|00)(?::?00)?\s*$/.test(hour);
}
