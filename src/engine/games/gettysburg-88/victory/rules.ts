import type { RuleRef } from '../../../core/rule-ref.js';
import { clarification } from '../rule.js';

/** The scoring clarifications (seed 000, "Scoring"), and the user's rulebook for the figures they entered. */
export const MOVED_OFF = clarification(35);
export const NEVER_BROUGHT_ON = clarification(36);
export const GENERALS_CONTROL = clarification(37);
export const REORGANIZED = clarification(38);

export const ENTERED_FIGURES: RuleRef = {
  game: 'gettysburg-88',
  document: "your Gettysburg '88 rulebook, as entered in your victory settings",
  rule: 'victory points',
};
