import type { GameId } from '../core/game-id.js';
import type { RuleRef } from '../core/rule-ref.js';

/** Which calculator applies a rule, so an answer can link to it and an entry can open it. */
export type CalculatorId =
  | 'odds'
  | 'modifiers'
  | 'movement'
  | 'retreat'
  // '88 double range, 1977 ranges of influence (the optional artillery reach), They Met bombardment and volley.
  | 'artillery'
  | 'victory'
  | 'ledger'
  | 'hex'
  | 'board'
  | 'reorganization'
  | 'captured-artillery'
  | 'impulse';

/**
 * One numbered item of a seed, restated briefly in the product's own words (never the seed's sentences)
 * and cited. Errata point at what they amend, and the amended entry lists its errata with what changed.
 */
export interface RuleEntry {
  /** Stable id: '<game>/<slug>', e.g. 'gettysburg-88/clarification-9', 'cemetery-hill/14.53'. */
  readonly id: string;
  readonly game: GameId;
  /** The number or heading as the document prints it: '9', '14.53', 'Combat Qualifications 12', 'Q&A 13'. */
  readonly number: string;
  readonly citation: RuleRef;
  /** A few words: what the rule is about. */
  readonly title: string;
  /** The restatement, one to three short sentences. */
  readonly text: string;
  /** Glossary term ids this rule concerns. */
  readonly terms: readonly string[];
  /** Entry ids this item amends (errata, clarifications of another rule), with what changed. */
  readonly amends?: readonly { readonly id: string; readonly change: string }[];
  /** The calculator that applies it, if any. */
  readonly calculator?: CalculatorId;
}

/** A term a new player meets, defined briefly and linked to the rules that define it. */
export interface GlossaryTerm {
  readonly id: string;
  readonly term: string;
  readonly aliases: readonly string[];
  readonly definition: string;
  /** Entry ids of the rules that define or use the term. */
  readonly rules: readonly string[];
}
