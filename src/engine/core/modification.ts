import { step, type Step } from './explanation.js';
import type { RuleRef } from './rule-ref.js';

/** One line of a game's die-roll modification table. `perUnit` lines count once for each unit they describe. */
export interface ModificationLine {
  readonly id: string;
  readonly text: string;
  readonly value: number;
  readonly perUnit: boolean;
  readonly rule: RuleRef;
}

/** A line that applies to a battle, and how many times (1 for a "one or more" line). */
export interface AppliedModification {
  readonly id: string;
  readonly count: number;
}

export interface ModificationTotal {
  readonly total: number;
  readonly steps: readonly Step[];
}

/**
 * Sums the lines that apply, each shown with its value and rule. A line that is not per unit counts
 * once however many units meet it ("one or more headquarters …").
 */
export function sumModifications(table: readonly ModificationLine[], applied: readonly AppliedModification[]): ModificationTotal {
  const steps: Step[] = [];
  let total = 0;
  for (const a of applied) {
    const line = table.find((l) => l.id === a.id);
    if (!line) throw new Error(`unknown modification line "${a.id}"`);
    if (a.count <= 0) continue;
    const times = line.perUnit ? a.count : 1;
    const value = line.value * times;
    total += value;
    const sign = value > 0 ? `+${value}` : String(value);
    const note = !line.perUnit && a.count > 1 ? ` (counts once, however many apply: ${a.count} do)` : line.perUnit && times > 1 ? ` (${times} × ${line.value > 0 ? '+' : ''}${line.value})` : '';
    steps.push(step(`${sign}: ${line.text}${note}.`, line.rule));
  }
  steps.push(step(`Total modification: ${total > 0 ? `+${total}` : total}.`));
  return { total, steps };
}
