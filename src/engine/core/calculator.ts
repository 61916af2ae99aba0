import type { Answer } from './answer.js';

/**
 * A calculator: what the popup opens and the command line runs, by id. `answer` never throws on a player's
 * input; what it cannot read comes back as an 'input' problem. Its own result, in its own shape, is the
 * answer's value.
 */
export interface Calculator<I, V> {
  /** Stable id, the rules index's name for it where it has one ('odds', 'movement', 'impulse' …). */
  readonly id: string;
  /** A few words a player would look for it by. */
  readonly title: string;
  answer(input: I): Answer<V>;
}

/**
 * Any calculator, as a game's list holds them. Its input is `never` here because a list mixes calculators
 * of different inputs; the page that opens one knows its own input type (the calculator's module exports it).
 */
export type AnyCalculator = Calculator<never, unknown>;
