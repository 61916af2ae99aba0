import type { RuleRef } from '../../core/rule-ref.js';
import { clarification } from './movement/clarification.js';

/**
 * A hook for the artillery issue: what the clarifications say about terrain in double-range artillery
 * combat, as data with citations. Nothing computes with it yet; the calculator that will is to implement
 * DoubleRangeTerrain below.
 */
export interface DoubleRangeTerrainRule {
  readonly id: string;
  /** The rule in Adjutant's words. */
  readonly text: string;
  readonly source: RuleRef;
}

export const DOUBLE_RANGE_TERRAIN: readonly DoubleRangeTerrainRule[] = [
  {
    id: 'terrain-only-for-defending-artillery',
    text: 'An artillery unit attacked at double range by artillery gets its terrain modifier; it gets none when it attacks at double range, or when it supports units attacked in regular combat.',
    source: clarification(25),
  },
  {
    id: 'same-hill',
    text: 'Artillery defending at double range on a hill loses its terrain modifier when fired on from that same hill (Cemetery Hill, for instance).',
    source: clarification(26),
  },
  {
    id: 'connected-woods',
    text: 'A defending double-range artillery unit in woods loses the terrain modifier when the attacker fires from a woods hex joined to it by unbroken woods (S4 and U5, for instance).',
    source: clarification(27),
  },
  {
    id: 'hill-sees-over',
    text: 'When either the firing artillery or its target is on a hill hex, terrain between them, hills included, does not block double-range combat.',
    source: clarification(29),
  },
];

/** What the artillery issue's calculator will answer for one double-range shot. */
export interface DoubleRangeTerrainAnswer {
  /** Whether the defender gets its terrain modifier. */
  readonly defenderTerrain: boolean;
  /** Whether terrain between the two hexes may block the shot. */
  readonly interveningTerrainBlocks: boolean;
  readonly reasons: readonly { readonly ruleId: string; readonly source: RuleRef }[];
}

export interface DoubleRangeShot {
  readonly attackerHex: string;
  readonly defenderHex: string;
  /** The defender is itself double-range artillery being fired on (clarification 25), not a unit in regular combat. */
  readonly defenderIsArtilleryAttackedAtDoubleRange: boolean;
}

/** To be implemented by the artillery issue, from DOUBLE_RANGE_TERRAIN and the board's terrain. */
export type DoubleRangeTerrain = (shot: DoubleRangeShot) => DoubleRangeTerrainAnswer;
