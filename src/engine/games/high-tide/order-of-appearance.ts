import type { SeedOrderOfBattle } from '../../core/order-of-battle.js';

/**
 * The two units seed 003 names (Optional Morale Ratings, 7.621): the Union's Iron Brigade, printed 1-1-1, and the
 * Stonewall Brigade of Johnson's Division, II Corps. Both brigades of foot; the seed gives no strength, movement
 * or arrival.
 */
export const HT_ORDER_OF_BATTLE: SeedOrderOfBattle = {
  source: 'Gettysburg – High Tide of the Confederacy, seed 003: Optional Morale Ratings, 7.621',
  units: [
    { id: 'usa-iron-brigade', name: 'Iron Brigade', side: 'union', type: 'infantry', strength: { full: null, reduced: null }, movement: null },
    {
      id: 'csa-stonewall-brigade',
      name: 'Stonewall Brigade',
      side: 'confederate',
      type: 'infantry',
      formation: { corps: 'II', division: 'Johnson' },
      strength: { full: null, reduced: null },
      movement: null,
    },
  ],
};
