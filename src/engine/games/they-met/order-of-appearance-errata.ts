import type { Side } from '../../core/combat-unit.js';
import type { RuleRef } from '../../core/rule-ref.js';
import { tm } from './rule.js';

/** When and where a force comes on, as far as an erratum states it (null = it does not say). */
export interface Arrival {
  readonly time: string | null;
  readonly entry: string | null;
}

/** One change to an order of appearance, as data. */
export interface OrderOfAppearanceErratum {
  readonly id: string;
  readonly side: Side;
  readonly rule: RuleRef;
  /** The counters it concerns. */
  readonly units: readonly string[];
  /** What it changes. */
  readonly changes: 'availability' | 'entry';
  /** The printed order of appearance, as the erratum reports it. */
  readonly printed: Arrival;
  readonly corrected: Arrival;
  /** In the product's own words. */
  readonly summary: string;
}

/** The three order-of-appearance errata of They Met (correction 2 of January 1997, and the two posted in May 1997). */
export const ORDER_OF_APPEARANCE_ERRATA: readonly OrderOfAppearanceErratum[] = [
  {
    id: 'warren-available',
    side: 'union',
    rule: tm('Correction 2 (Union order of appearance)', 'correction-2'),
    units: ['Warren'],
    changes: 'availability',
    printed: { time: null, entry: null },
    corrected: { time: '0600, 2 July', entry: null },
    summary: 'The Warren marker cannot be used before the 0600 turn on 2 July.',
  },
  {
    id: 'johnson-entry',
    side: 'confederate',
    rule: tm('CSA order of appearance (May 1997)', 'errata-csa-order-of-appearance'),
    units: ["Johnson's Division (II Corps)", 'Dance (II Corps artillery)', 'Nelson (II Corps artillery)'],
    changes: 'entry',
    printed: { time: '1800, 1 July', entry: 'Hanover Road' },
    corrected: { time: '1800, 1 July', entry: 'Chambersburg Pike' },
    summary: "Johnson's Division with Dance's and Nelson's batteries keep their 1800, 1 July arrival but come on by the Chambersburg Pike, not the Hanover Road.",
  },
  {
    id: 'union-ii-corps-entry',
    side: 'union',
    rule: tm('USA order of appearance (May 1997)', 'errata-usa-order-of-appearance'),
    units: ['Union II Corps units due at 0600, 2 July'],
    changes: 'entry',
    printed: { time: '0600, 2 July', entry: 'Baltimore Pike' },
    corrected: { time: '0600, 2 July', entry: 'Taneytown Road' },
    summary: 'The Union II Corps units due at 0600, 2 July keep that time but enter by the Taneytown Road, not the Baltimore Pike.',
  },
];
