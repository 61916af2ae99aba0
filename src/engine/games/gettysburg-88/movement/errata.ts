import type { RuleRef } from '../../../core/rule-ref.js';
import { clarification } from '../rule.js';

/** A correction the clarifications make to a printed example, kept as data so a test can hold the engine to it. */
export interface Erratum {
  readonly id: string;
  /** Where the printed figure is. */
  readonly printedIn: { readonly document: string; readonly page: number; readonly rule: string; readonly example: string; readonly paragraph: string };
  readonly unit: string;
  readonly what: string;
  readonly printed: number;
  readonly corrected: number;
  readonly source: RuleRef;
  /** What the seed does not give, so what no test can check. */
  readonly notGiven: readonly string[];
}

/**
 * Clarification 11: the Battle Manual's combat example 2 overstates Pegram's movement cost by one factor.
 * The example's path, map and costs are not in Adjutant's sources; only the two figures are.
 */
export const G88_ERRATA: readonly Erratum[] = [
  {
    id: 'battle-manual-combat-example-2-pegram',
    printedIn: { document: "Gettysburg '88 Battle Manual", page: 20, rule: '8b2', example: 'Combat example 2', paragraph: 'Movement, paragraph 2' },
    unit: 'Pegram',
    what: "movement factors Pegram's move costs",
    printed: 4.5,
    corrected: 3.5,
    source: clarification(11),
    notGiven: ["Pegram's path", 'the hexes and roads it crosses', 'the movement costs'],
  },
];
