import type { Step } from './explanation.js';
import type { GameId } from './game-id.js';
import type { RuleRef } from './rule-ref.js';

/** Something the answer needs that no input or board shows: asked of the player, never guessed. */
export interface Question {
  /** Stable key of what is asked (e.g. 'elevation:Q36'), so an answer given once is remembered. */
  readonly id: string;
  /** The question in a player's words. */
  readonly ask: string;
  readonly rule: RuleRef | null;
}

/**
 * Why there is no answer, or why part of it does not hold. 'refusal': the rules forbid it; 'illegal': the
 * thing asked breaks a rule; 'input': what was given cannot be read; 'note': worth knowing, changes nothing.
 */
export interface Problem {
  readonly severity: 'refusal' | 'illegal' | 'input' | 'note';
  readonly text: string;
  readonly rule: RuleRef | null;
  /** The input field or hex the problem is about, when there is one. */
  readonly at?: string;
}

/**
 * Every calculator's answer: the value (null while refused or waiting on a question), one line saying it,
 * the ordered steps with their rules, the questions for what is not known and the problems. The popup
 * renders any answer with one component and the command line prints any with one wrapper; the calculator's
 * own detail (an outcome chart, a path) stays in `value`.
 */
export interface Answer<V> {
  readonly calculator: string;
  readonly game: GameId;
  readonly value: V | null;
  /** The answer in a few words ("3-1", "4 movement factors", "Union 12, Confederate 9"); null when there is none. */
  readonly summary: string | null;
  readonly steps: readonly Step[];
  readonly questions: readonly Question[];
  readonly problems: readonly Problem[];
}

/** True when the answer stands: a value, no refusing problem and no open question. */
export function answered<V>(a: Answer<V>): a is Answer<V> & { readonly value: V } {
  return a.value !== null && a.questions.length === 0 && !a.problems.some((p) => p.severity === 'refusal' || p.severity === 'input');
}
