import type { BattleModifiers } from '../../core/battle.js';
import type { Step } from '../../core/explanation.js';
import type { ModifierLine } from '../../core/modifier-line.js';
import { G77_MODIFICATIONS } from './die-roll-modifications.js';

type Undecided = BattleModifiers['undecided'][number];

/** What one rule finds about a battle; the battle's modifiers are these put together. */
export interface ModifierFindings {
  readonly lines: ModifierLine[];
  readonly undecided: Undecided[];
  readonly notes: Step[];
}

export function findings(): ModifierFindings {
  return { lines: [], undecided: [], notes: [] };
}

/** A line of the modification table as it applies here: `count` units for a per-unit line, once otherwise. */
export function tableLine(id: string, count: number, reason: string): ModifierLine {
  const line = G77_MODIFICATIONS.find((l) => l.id === id);
  if (!line) throw new Error(`no modification line "${id}"`);
  return { id, text: line.text, value: line.value * (line.perUnit ? count : 1), reason, rule: line.rule, optionalRule: null };
}

export function merge(parts: readonly ModifierFindings[]): BattleModifiers {
  // Plain loops: the battle planner merges the findings of hundreds of battles a plan.
  const lines: ModifierLine[] = [];
  const undecided: Undecided[] = [];
  const notes: Step[] = [];
  for (const p of parts) {
    for (const l of p.lines) lines.push(l);
    for (const u of p.undecided) if (!undecided.some((x) => x.id === u.id)) undecided.push(u);
    for (const n of p.notes) notes.push(n);
  }
  return { lines, undecided, notes };
}
