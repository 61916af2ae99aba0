import type { BoardUnitType } from '../../../core/board/board.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { g77 } from '../rule.js';

/** Where the victory rules of the Intermediate Game stand in seed 002. */
export const VP_TABLE_RULE: RuleRef = g77('Victory Conditions: Victory Points table');
export const OCCUPATION_RULE: RuleRef = g77('Victory Conditions: occupation');
export const INITIAL_CONTROL_RULE: RuleRef = g77('Victory Conditions: occupation (control at the start)', 'victory-conditions-occupation');
export const VICTORY_CHECK_RULE: RuleRef = g77('Victory Conditions: victory check');
export const OPTIONAL_UNITS_RULE: RuleRef = g77('Intermediate Game Optional Rules: Optional Units');
export const ORDER_OF_APPEARANCE: RuleRef = g77('Intermediate Order of Appearance & Game Record Chart');

/**
 * The losses rows of the victory points table: the same for both sides and always scored by the
 * opponent. Reduced units count only in a victory check, never on the running chart.
 * Horse artillery is artillery here: the table names no other kind.
 */
export const LOSS_VP: Readonly<Record<'infantry' | 'artillery' | 'cavalry', { readonly eliminated: number; readonly reduced: number }>> = {
  infantry: { eliminated: 3, reduced: 1 },
  artillery: { eliminated: 3, reduced: 1 },
  cavalry: { eliminated: 6, reduced: 2 },
};

/** The table's row for a board unit type: combat units by kind, headquarters by their reorganization value, others none. */
export function lossRow(type: BoardUnitType): 'infantry' | 'artillery' | 'cavalry' | 'headquarters' | null {
  switch (type) {
    case 'infantry':
      return 'infantry';
    case 'artillery':
    case 'horse-artillery':
      return 'artillery';
    case 'cavalry':
      return 'cavalry';
    case 'headquarters':
      return 'headquarters';
    case 'general':
    case 'leader':
      return null;
  }
}

/** The victory check's thresholds: twice the other side's points, and at least this many. */
export const WIN_MINIMUM_VP = 30;
export const WIN_RATIO = 2;
