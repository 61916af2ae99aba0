import type { DieSpec } from './die.js';
import type { GameId } from './game-id.js';
import type { RuleRef } from './rule-ref.js';

/**
 * How a battle picks its column:
 * - ratio: attack strength against defence strength, rounded in the defender's favour (1-3 … 5-1);
 * - differential: attack strength minus defence strength (-3 … +6);
 * - opposed: no columns; each side rolls, and the attacker's roll minus the defender's picks the row.
 */
export type CombatScheme = 'ratio' | 'differential' | 'opposed';

/** A ratio column such as 3-2: the attack needs at least `attack` points for every `defense` points. */
export interface RatioColumn {
  readonly label: string;
  readonly attack: number;
  readonly defense: number;
}

/** A differential column such as +3: attack minus defence is at least `atLeast`. */
export interface DifferentialColumn {
  readonly label: string;
  readonly atLeast: number;
}

/** What a result does, in steps lost and retreats, with a short text in the product's words. */
export interface ResultMeaning {
  readonly code: string;
  readonly text: string;
  readonly attackerSteps: number;
  readonly defenderSteps: number;
  readonly attackerRetreats: boolean;
  readonly defenderRetreats: boolean;
}

/** One row of the result table: the modified roll (or roll difference) and the result code in each column. */
export interface ResultRow {
  readonly roll: number;
  readonly results: readonly string[];
}

/** What happens to odds below the lowest column. */
export type BelowLowest = 'not-allowed' | 'use-lowest';

interface CombatTableBase {
  readonly id: string;
  readonly game: GameId;
  readonly title: string;
  /** 'seed' for a table printed in the seeds; 'user' for one the player entered from their own rulebook. */
  readonly source: 'seed' | 'user';
  /** Where the rules say how the column is found, where the table itself is, and where its limits (lowest column, cap, roll clamp) are. */
  readonly citations: { readonly odds: RuleRef; readonly results: RuleRef; readonly limits: RuleRef };
  readonly die: DieSpec;
  /** The modified roll (die plus modifiers, or the difference of the rolls) is clamped to this range; rows run over it. */
  readonly rollRange: { readonly min: number; readonly max: number };
  /** The total die-roll modification is limited to ±this many, when the rules set a limit. */
  readonly modifierLimit: number | null;
  readonly results: Readonly<Record<string, ResultMeaning>>;
  readonly rows: readonly ResultRow[];
  /** A rule-specific remark shown in the explanation when this table is used (e.g. a data-quality decision). */
  readonly notes: readonly string[];
}

export interface RatioTable extends CombatTableBase {
  readonly scheme: 'ratio';
  readonly columns: readonly RatioColumn[];
  readonly belowLowest: BelowLowest;
}

export interface DifferentialTable extends CombatTableBase {
  readonly scheme: 'differential';
  readonly columns: readonly DifferentialColumn[];
  readonly belowLowest: BelowLowest;
}

/** Opposed rolls: one column; rows are the attacker's roll minus the defender's, plus the modification. */
export interface OpposedTable extends CombatTableBase {
  readonly scheme: 'opposed';
  readonly columns: readonly [];
}

export type CombatTable = RatioTable | DifferentialTable | OpposedTable;

export function columnLabels(table: CombatTable): string[] {
  return table.scheme === 'opposed' ? ['—'] : table.columns.map((c) => c.label);
}

/** The result code at a modified roll and column index; the roll must already be clamped. */
export function resultAt(table: CombatTable, roll: number, columnIndex: number): string {
  const row = table.rows.find((r) => r.roll === roll);
  const code = row?.results[columnIndex];
  if (code === undefined) throw new Error(`table ${table.id} has no cell at roll ${roll}, column ${columnIndex}`);
  return code;
}
