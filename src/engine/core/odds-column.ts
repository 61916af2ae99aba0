import type { DifferentialColumn, RatioColumn } from './combat-table.js';

/** Which column a battle falls in, or that it falls below the lowest column. */
export type ColumnPick =
  | { readonly kind: 'column'; readonly index: number; readonly capped: boolean }
  | { readonly kind: 'below-lowest' };

/** True when attack : defence is at least the column's ratio. Integer arithmetic, so it is exact. */
function reachesRatio(attack: number, defense: number, col: RatioColumn): boolean {
  return attack * col.defense >= defense * col.attack;
}

/**
 * The highest ratio column the battle reaches: the ratio rounded down in the defender's favour.
 * Columns must be in increasing order of ratio. Strengths are whole numbers (validated earlier).
 */
export function pickRatioColumn(attack: number, defense: number, columns: readonly RatioColumn[]): ColumnPick {
  let index = -1;
  columns.forEach((col, i) => {
    if (reachesRatio(attack, defense, col)) index = i;
  });
  if (index < 0) return { kind: 'below-lowest' };
  const top = columns[columns.length - 1];
  const capped = index === columns.length - 1 && top !== undefined && attack * top.defense > defense * top.attack;
  return { kind: 'column', index, capped };
}

/** The highest differential column with attack − defence at or above its threshold. */
export function pickDifferentialColumn(attack: number, defense: number, columns: readonly DifferentialColumn[]): ColumnPick {
  const diff = attack - defense;
  let index = -1;
  columns.forEach((col, i) => {
    if (diff >= col.atLeast) index = i;
  });
  if (index < 0) return { kind: 'below-lowest' };
  const top = columns[columns.length - 1];
  return { kind: 'column', index, capped: index === columns.length - 1 && top !== undefined && diff > top.atLeast };
}

/** What it takes to reach a better column: the attack needed at this defence, or the defence it would have to fall to. */
export interface NextColumn {
  readonly odds: string;
  readonly attackNeeded: number;
  /** The largest defence strength at which the present attack reaches that column (may be 0: out of reach). */
  readonly defenseAtMost: number;
}

export function nextRatioColumn(attack: number, defense: number, col: RatioColumn): NextColumn {
  return {
    odds: col.label,
    attackNeeded: Math.ceil((defense * col.attack) / col.defense),
    defenseAtMost: Math.floor((attack * col.defense) / col.attack),
  };
}

export function nextDifferentialColumn(attack: number, defense: number, col: DifferentialColumn): NextColumn {
  return {
    odds: col.label,
    attackNeeded: Math.max(0, defense + col.atLeast),
    defenseAtMost: Math.max(0, attack - col.atLeast),
  };
}
