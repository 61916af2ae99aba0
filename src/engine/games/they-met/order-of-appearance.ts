import type { SeedOrderOfBattle, SeedUnit } from '../../core/order-of-battle.js';
import { ORDER_OF_APPEARANCE_ERRATA, type OrderOfAppearanceErratum } from './order-of-appearance-errata.js';

/**
 * The units seed 004 names, all in its order-of-appearance errata: the Warren marker, and the two II Corps
 * batteries that come with Johnson's Division. Johnson's Division itself and "the Union II Corps units" are
 * groups, not units the errata name one by one, so they are left out; so is every strength and movement allowance,
 * which the seed does not give.
 */

function erratum(id: string): OrderOfAppearanceErratum {
  const found = ORDER_OF_APPEARANCE_ERRATA.find((e) => e.id === id);
  if (!found) throw new Error(`no order-of-appearance erratum ${id}`);
  return found;
}

const warren = erratum('warren-available');
const johnson = erratum('johnson-entry');

/** The erratum's corrected arrival: its time (the hour and the day) and its road. */
function arrivalOf(e: OrderOfAppearanceErratum): SeedUnit['arrival'] {
  const [hour, day] = (e.corrected.time ?? '').split(', ');
  return { kind: 'reinforcement', day: day ?? null, hour: hour || null, road: e.corrected.entry };
}

function battery(name: string): SeedUnit {
  return {
    id: `csa-${name.toLowerCase()}`,
    name,
    side: johnson.side,
    type: 'artillery',
    formation: { corps: 'II' },
    strength: { full: null, reduced: null },
    movement: null,
    arrival: arrivalOf(johnson),
  };
}

export const TM_ORDER_OF_BATTLE: SeedOrderOfBattle = {
  source: 'They Met at Gettysburg, seed 004: Correction 2 and the order-of-appearance errata of May 1997',
  units: [
    // A leader's marker: "not available until" its time, by no road the erratum names.
    { id: 'usa-warren', name: 'Warren', side: warren.side, type: 'leader', strength: { full: null, reduced: null }, movement: null, arrival: arrivalOf(warren) },
    battery('Dance'),
    battery('Nelson'),
  ],
};
