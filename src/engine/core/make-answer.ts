import type { Answer, Problem } from './answer.js';

/** Problems that leave no answer standing (answer.ts's `answered` reads the same two). */
const BLOCKING: ReadonlySet<Problem['severity']> = new Set(['refusal', 'input']);

/**
 * An answer whose value is kept only when it stands: no open question and no refusing or unreadable input.
 * Every adapter builds its answer here so that "value null while refused or waiting on a question" holds in
 * one place; the summary may still say what is known so far.
 */
export function makeAnswer<V>(a: Answer<V>): Answer<V> {
  const stands = a.questions.length === 0 && !a.problems.some((p) => BLOCKING.has(p.severity));
  return stands ? a : { ...a, value: null };
}
