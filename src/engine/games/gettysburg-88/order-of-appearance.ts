import type { SeedOrderOfBattle } from '../../core/order-of-battle.js';

/**
 * The generals seed 000 names: Hancock, who commands Union units on July 1 (clarifications 13–14), and the two
 * cavalry corps generals (clarification 15), Stuart and Pleasonton (the seed writes "Pleasanton"). The seed says
 * only that each commands "their respective" army's cavalry; which army is whose is the well-known history.
 * Pegram (clarification 11) is left out: the seed does not say what kind of unit it is.
 */
export const G88_ORDER_OF_BATTLE: SeedOrderOfBattle = {
  source: "Gettysburg '88, seed 000: clarifications 13–15",
  units: [
    { id: 'usa-hancock', name: 'Hancock', side: 'union', type: 'general', strength: { full: null, reduced: null }, movement: null },
    { id: 'csa-stuart', name: 'Stuart', side: 'confederate', type: 'general', formation: { corps: 'Cavalry' }, strength: { full: null, reduced: null }, movement: null },
    {
      id: 'usa-pleasonton',
      name: 'Pleasonton',
      side: 'union',
      type: 'general',
      formation: { corps: 'Cavalry' },
      strength: { full: null, reduced: null },
      movement: null,
      seedSpelling: { name: 'Pleasanton' },
    },
  ],
};
