// @ts-check
/**
 * The opening position of Gettysburg (1977), Intermediate Game, as seed 002 gives it: the set-up, and the
 * arrivals of the first three hours (7, 8 and 9 AM, July 1) from the Intermediate Order of Appearance.
 * Nothing here is invented: combat strengths are not in the seed, so every counter starts with none (the
 * players type them in from their own counters), and an arrival whose road's entry hex the seed does not
 * give waits off the map by its road.
 *
 * The transcribed chart runs the two armies' cards together; each group's side follows its road. The
 * Confederates come down Cashtown Pike (the Union scores for taking its entrance hex, and the seed's own
 * example sends Heth's division down it); Emmitsburg Rd and Nunemaker Mill Rd bring Reynolds's I Corps.
 */

/** @typedef {'union' | 'confederate'} Side */
/** @typedef {'infantry' | 'cavalry' | 'artillery' | 'headquarters'} UnitType */
/**
 * @typedef {object} Arrival
 * @property {string} day
 * @property {string} hour
 * @property {string} road
 * @property {string | null} entryHex  the road's entrance hex when the seed names it
 * @property {number | null} entryMovement  the reduced movement allowance printed by the name for the turn of entry ("3mf")
 */
/**
 * @typedef {object} SeedUnit
 * @property {string} id
 * @property {string} name
 * @property {Side} side
 * @property {UnitType} type
 * @property {{ corps?: string, division?: string }} formation
 * @property {string | null} setUpHex  where the set-up places it, or null for an arrival
 * @property {Arrival | null} arrival
 * @property {number} [reorganizationValue]  a headquarters' value, where the seed states it
 */

export const GAME = 'gettysburg-77';

/** The seed's own name for where the set-up and arrivals come from, shown on the page. */
export const SOURCE_NAME = 'Gettysburg (1977) demo board';

/** Entrance hexes of the roads, where the victory-point list names them. */
export const ENTRY_HEXES = /** @type {Readonly<Record<string, string>>} */ ({
  'Cashtown Pike': 'D23',
  'Baltimore Pike': 'II42',
  'Taneytown Rd': 'XX22',
  'Hagerstown Rd': 'W15',
});

/**
 * @param {string} day
 * @param {string} hour
 * @param {string} road
 * @param {number | null} entryMovement
 * @returns {Arrival}
 */
function arrival(day, hour, road, entryMovement) {
  return { day, hour, road, entryHex: ENTRY_HEXES[road] ?? null, entryMovement };
}

/** @type {readonly SeedUnit[]} */
export const SEED_UNITS = [
  // Set-up: placed near the town (the chart gives their hexes); Buford, printed beside Gamble, is their division.
  { id: 'usa-gamble', name: 'Gamble', side: 'union', type: 'cavalry', formation: { division: 'Buford' }, setUpHex: 'M34', arrival: null },
  { id: 'usa-devin', name: 'Devin', side: 'union', type: 'cavalry', formation: { division: 'Buford' }, setUpHex: 'L40', arrival: null },

  // 7 AM, July 1. Reynolds's reorganization value of 5 is the seed's own example (Headquarters).
  { id: 'usa-reynolds', name: 'Reynolds', side: 'union', type: 'headquarters', formation: { corps: 'I' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Emmitsburg Rd', null), reorganizationValue: 5 },
  // "The brigades in Heth's division and Pegram's artillery battalion" (Order of Battle, example).
  { id: 'csa-davis', name: 'Davis', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Heth' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Cashtown Pike', 3) },
  { id: 'csa-archer', name: 'Archer', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Heth' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Cashtown Pike', 3) },
  { id: 'csa-pettigrew', name: 'Pettigrew', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Heth' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Cashtown Pike', 3) },
  { id: 'csa-brockenbrough', name: 'Brockenbrough', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Heth' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Cashtown Pike', 3) },
  { id: 'csa-pegram', name: 'Pegram', side: 'confederate', type: 'artillery', formation: { corps: 'III' }, setUpHex: null, arrival: arrival('July 1', '7 AM', 'Cashtown Pike', 3) },

  // 8 AM, July 1.
  { id: 'usa-cutler', name: 'Cutler', side: 'union', type: 'infantry', formation: { corps: 'I' }, setUpHex: null, arrival: arrival('July 1', '8 AM', 'Emmitsburg Rd', null) },
  { id: 'usa-meredith', name: 'Meredith', side: 'union', type: 'infantry', formation: { corps: 'I' }, setUpHex: null, arrival: arrival('July 1', '8 AM', 'Emmitsburg Rd', null) },

  // 9 AM, July 1. A commander printed beside a brigade names its division; the brigades listed after it
  // in the same group belong to it too, up to a counter of another kind (Wainwright, the corps artillery).
  { id: 'usa-stone', name: 'Stone', side: 'union', type: 'infantry', formation: { corps: 'I', division: 'Doubleday' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Emmitsburg Rd', null) },
  { id: 'usa-wainwright', name: 'Wainwright', side: 'union', type: 'artillery', formation: { corps: 'I' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Emmitsburg Rd', null) },
  { id: 'usa-paul', name: 'Paul', side: 'union', type: 'infantry', formation: { corps: 'I', division: 'Robinson' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Emmitsburg Rd', 2) },
  { id: 'usa-baxter', name: 'Baxter', side: 'union', type: 'infantry', formation: { corps: 'I', division: 'Robinson' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Emmitsburg Rd', 2) },
  { id: 'usa-rowley', name: 'Rowley', side: 'union', type: 'infantry', formation: { corps: 'I' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Nunemaker Mill Rd', 3) },
  { id: 'csa-perrin', name: 'Perrin', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Pender' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
  { id: 'csa-lane', name: 'Lane', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Pender' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
  { id: 'csa-thomas', name: 'Thomas', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Pender' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
  { id: 'csa-scales', name: 'Scales', side: 'confederate', type: 'infantry', formation: { corps: 'III', division: 'Pender' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
  { id: 'csa-mcintosh', name: 'McIntosh', side: 'confederate', type: 'artillery', formation: { corps: 'III' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
  { id: 'csa-hill', name: 'Hill', side: 'confederate', type: 'headquarters', formation: { corps: 'III' }, setUpHex: null, arrival: arrival('July 1', '9 AM', 'Cashtown Pike', 1) },
];

/** The sunken road hexes (Terrain Hexes, 3). */
export const SUNKEN_ROAD_HEXES = ['Q36', 'R35', 'S34', 'T33', 'U32', 'V31', 'U31', 'V30'];

/** The town square lies between these two hexes (Mapboard). */
export const TOWN_SQUARE_BETWEEN = /** @type {const} */ (['O38', 'O39']);

/**
 * @typedef {object} Objective
 * @property {string} hex
 * @property {string} name
 * @property {number | null} union  victory points for the Union's occupation; null when it scores nothing
 * @property {number | null} confederate
 * @property {Side} control  who holds it at the start
 */

/**
 * The objective hexes of the victory-point list. All start under Union control except the entrance hex
 * to Hagerstown Road. The Peach Orchard counts once for either hex (two points for both).
 * @type {readonly Objective[]}
 */
export const OBJECTIVES = [
  { hex: 'II42', name: 'Baltimore Pike entrance', union: null, confederate: 20, control: 'union' },
  { hex: 'D23', name: 'Cashtown Pike entrance', union: 20, confederate: null, control: 'union' },
  { hex: 'U40', name: "Culp's Hill crest", union: 2, confederate: 5, control: 'union' },
  { hex: 'V35', name: 'Cemetery Hill crest', union: 2, confederate: 10, control: 'union' },
  { hex: 'KK26', name: 'Little Round Top crest', union: 2, confederate: 5, control: 'union' },
  { hex: 'EE24', name: 'Peach Orchard', union: 1, confederate: 1, control: 'union' },
  { hex: 'FF24', name: 'Peach Orchard', union: 1, confederate: 1, control: 'union' },
  { hex: 'MM24', name: 'Big Round Top crest', union: 1, confederate: 1, control: 'union' },
  { hex: 'CC36', name: "Power's Hill crest", union: 1, confederate: 1, control: 'union' },
  { hex: 'Q44', name: "Benner's Hill crest", union: null, confederate: 1, control: 'union' },
  { hex: 'E39', name: 'Oak Ridge crest', union: 5, confederate: 1, control: 'union' },
  { hex: 'JJ24', name: "Devil's Den", union: null, confederate: 1, control: 'union' },
  { hex: 'BB27', name: "Smith's farm", union: null, confederate: 1, control: 'union' },
  { hex: 'XX22', name: 'Taneytown Road entrance', union: null, confederate: 5, control: 'union' },
  { hex: 'W15', name: 'Hagerstown Road entrance', union: 10, confederate: null, control: 'confederate' },
  { hex: 'M31', name: "McPherson's Woods", union: 5, confederate: null, control: 'union' },
  { hex: 'N34', name: 'Lutheran Seminary', union: 5, confederate: null, control: 'union' },
];

/**
 * The time track of the Intermediate Game: July 1 from 7 AM (the set-up's time), then each day's hours
 * from 5 AM to 8 PM, with a night turn after July 1 and after July 2.
 * @type {readonly { day: string, hour: string, night: boolean }[]}
 */
export const TIME_TRACK = (() => {
  const hours = ['5 AM', '6 AM', '7 AM', '8 AM', '9 AM', '10 AM', '11 AM', '12 Noon', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM', '6 PM', '7 PM', '8 PM'];
  /** @type {{ day: string, hour: string, night: boolean }[]} */
  const track = [];
  for (const day of ['July 1', 'July 2', 'July 3']) {
    for (const hour of day === 'July 1' ? hours.slice(2) : hours) track.push({ day, hour, night: false });
    if (day !== 'July 3') track.push({ day, hour: 'Night', night: true });
  }
  return track;
})();
