import type { RuleRef } from './rule-ref.js';

/**
 * One die-roll (or other) modifier that applies to a battle, as the engine finds it on the board: its
 * value, why it applies here, and the rule. `optionalRule` names the optional rule it depends on, if any;
 * such a line is produced only when the players' rule set turns that rule on.
 */
export interface ModifierLine {
  /** Stable id of the kind of line (e.g. 'defender-protected'), used to remember the player's choices. */
  readonly id: string;
  readonly text: string;
  readonly value: number;
  /** What on the board makes it apply, e.g. "Stone (Union) is in breastworks at Q36". */
  readonly reason: string;
  readonly rule: RuleRef | null;
  readonly optionalRule: string | null;
}

/** The player's hand on a line: switched off, or given another value. */
export interface ModifierChoice {
  readonly id: string;
  readonly on: boolean;
  /** The value to use instead of the computed one; null keeps the computed value. */
  readonly value: number | null;
}

/** A line after the player's choices, as the odds calculator and the result card show it. */
export interface AppliedModifierLine extends ModifierLine {
  readonly on: boolean;
  /** The value the engine computed, kept when the player typed another. */
  readonly computedValue: number;
  readonly overridden: boolean;
}

export function applyChoices(lines: readonly ModifierLine[], choices: readonly ModifierChoice[]): AppliedModifierLine[] {
  return lines.map((line) => {
    const choice = choices.find((c) => c.id === line.id);
    const on = choice ? choice.on : true;
    const value = choice && choice.value !== null ? choice.value : line.value;
    return { ...line, value, on, computedValue: line.value, overridden: !on || value !== line.value };
  });
}

/** The sum of the lines that are on. */
export function modifierTotal(lines: readonly AppliedModifierLine[]): number {
  return lines.reduce((sum, l) => sum + (l.on ? l.value : 0), 0);
}

/** A line as the explanation states it, marking what the player changed. */
export function describeModifierLine(l: AppliedModifierLine): string {
  const sign = (n: number): string => (n > 0 ? `+${n}` : String(n));
  const base = `${sign(l.value)}: ${l.text} — ${l.reason}`;
  if (!l.on) return `Switched off by hand (${sign(l.computedValue)}): ${l.text} — ${l.reason}`;
  return l.value !== l.computedValue ? `${base} (set by hand; Adjutant computed ${sign(l.computedValue)})` : base;
}
