import type { CombatTable } from './combat-table.js';
import { rollCounts } from './die.js';

/**
 * The range of total modifications that still change a result. The modified roll is kept within the
 * table's rows, so once every natural roll lands on the lowest (or highest) row, more modification
 * changes nothing: for a d6 kept within 0 to 7, a total below −6 acts as −6 and above +6 as +6. A
 * limit the rules put on the total itself narrows the range further.
 */
export function effectiveModificationRange(table: CombatTable): { readonly min: number; readonly max: number } {
  const faces = [...rollCounts(table.die).keys()];
  const naturals = table.scheme === 'opposed' ? faces.flatMap((a) => faces.map((d) => a - d)) : faces;
  const low = Math.min(...naturals);
  const high = Math.max(...naturals);
  let min = table.rollRange.min - high;
  let max = table.rollRange.max - low;
  if (table.modifierLimit !== null) {
    min = Math.max(min, -table.modifierLimit);
    max = Math.min(max, table.modifierLimit);
  }
  return { min, max };
}

/** The total as it acts on the table, or null when it acts in full. */
export function clampedModification(table: CombatTable, total: number): number | null {
  const { min, max } = effectiveModificationRange(table);
  const clamped = Math.min(max, Math.max(min, total));
  return clamped === total ? null : clamped;
}
