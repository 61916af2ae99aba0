import type { BoardUnitType } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import type { SeedOrderOfBattle, SeedUnit } from '../../core/order-of-battle.js';

/**
 * Every unit of the Intermediate Order of Appearance & Game Record Chart at the end of seed 002, with the two
 * set-up cavalry brigades: names, sides, kinds, corps and divisions, arrivals. No seed prints a strength, so every
 * strength is null; the player enters them in Options.
 *
 * How the chart is read:
 *
 * - Side. The transcribed chart runs both armies' cards together, a road at a time. A road brings one side:
 *   Cashtown (or Chambersburg) Pike the Confederates (the Order of Appearance example sends Heth's division down
 *   it; the Union scores for its entrance hex); Baltimore Pike and Taneytown Rd the Union (only the Confederates
 *   score for their entrance hexes); Emmitsburg Rd and Nunemaker Mill Rd the Union (they bring Reynolds's I Corps,
 *   as the demo board reads the first hours, examples/board/seed-position.js). Within an hour the chart lists the
 *   Union's roads before the Confederates' (true of every hour whose roads are placed above), which places the rest:
 *   Bendersville Rd (after Cashtown Pike at noon, July 1) Confederate; Hanover Rd (before Cashtown Pike at noon and
 *   Baltimore Pike at 2 PM, July 2) Union; Hagerstown Rd, the one road both use, Union on the night of July 1 (before
 *   Taneytown Rd) and Confederate at 2 PM, July 3 (after Emmitsburg Rd). Harrisburg Rd brings Stuart, whom the
 *   Headquarters rule counts among the Confederate headquarters. The set-up's Gamble and Devin are the Union's
 *   (Setting up the game). History agrees with every one of these; none rests on it alone.
 * - Kind. "(Cav)" is cavalry, "(Cav Arty)" horse artillery (the counters' identification code tells the two apart),
 *   "(… Arty)" artillery, "(… HQ)" a headquarters; every other unit is an infantry brigade.
 * - Corps. As printed in brackets ("I", "XII"; "R" is the artillery reserve, "Cav" the cavalry's headquarters,
 *   "ANV" and "AotP" the two armies'), except "IX", corrected to XI (Howard's corps). Cavalry and horse artillery
 *   print their kind in that place, not a corps, and get none.
 * - Division. An italic name printed beside a brigade is its division's commander, and the brigades listed after it
 *   in the same road's group take it too, up to the next italic name or a unit of another kind (artillery and
 *   headquarters belong to a corps, not a division). Two italic names stand on lines of their own, with the entry
 *   allowance of the brigades below them ("Schurz (4mf)", "Kilpatrick (4mf)"): they head those brigades and are not
 *   units. One is printed beside artillery ("Tompkins … Howe", 3 PM, July 2): it heads the next VI Corps brigades
 *   by the same road, Grant and Neill at 4 PM. Heth, whose brigades the chart lists without a commander, is named
 *   by the Order of Appearance example. Read mechanically, the transcription would make Candy one of Williams's
 *   brigades and Carroll Caldwell's, and give Gibbon Cross, Kelly, Zook and Brooke, where the armies' own
 *   organization differs: its line breaks have likely moved those names. Rather than guess either way, those six
 *   brigades are left without a division (their corps is printed and kept); Caldwell then heads none.
 * - Movement. The Movement rule gives every unit of a kind the same allowance (infantry and artillery 5,
 *   headquarters, cavalry and horse artillery 8); "3mf" by a name is the allowance on the turn of entry only.
 * - Hours as the chart's time track names them ("12 Noon" for its "12 PM"); "Handover Rd" is Hanover Rd.
 */

const SOURCE = 'Gettysburg (1977), seed 002: Intermediate Order of Appearance & Game Record Chart';

/** The Movement rule's allowance of each kind (Movement 2). */
const MOVEMENT: Readonly<Record<Exclude<BoardUnitType, 'general' | 'leader'>, number>> = {
  infantry: 5,
  artillery: 5,
  headquarters: 8,
  cavalry: 8,
  'horse-artillery': 8,
};

type Kind = keyof typeof MOVEMENT;

/** One line of the chart. */
interface Line {
  readonly name: string;
  readonly type: Kind;
  readonly corps?: string;
  readonly division?: string;
  /** The turn-of-entry allowance printed by the name ("3mf"). */
  readonly mf?: number;
  /** Where two units share a name: the id that tells them apart. */
  readonly id?: string;
  readonly vp?: number;
  readonly seed?: SeedUnit['seedSpelling'];
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function unitOf(side: Side, line: Line, arrival: SeedUnit['arrival'], road?: string): SeedUnit {
  const formation = { ...(line.corps ? { corps: line.corps } : {}), ...(line.division ? { division: line.division } : {}) };
  const seedSpelling = { ...line.seed, ...(road ? { road } : {}) };
  return {
    id: line.id ?? `${side === 'union' ? 'usa' : 'csa'}-${slug(line.name)}`,
    name: line.name,
    side,
    type: line.type,
    ...(Object.keys(formation).length > 0 ? { formation } : {}),
    strength: { full: null, reduced: null },
    movement: MOVEMENT[line.type],
    ...(Object.keys(seedSpelling).length > 0 ? { seedSpelling } : {}),
    ...(arrival ? { arrival } : {}),
    ...(line.mf === undefined ? {} : { entryMovement: line.mf }),
    ...(line.vp === undefined ? {} : { optionalCostVp: line.vp }),
  };
}

/** A road's group of one hour: its side, then its lines in the chart's order. `printedRoad` where the chart misspells it. */
function arrive(side: Side, day: string, hour: string, road: string, lines: readonly Line[], printedRoad?: string): SeedUnit[] {
  return lines.map((l) => unitOf(side, l, { kind: 'reinforcement', day, hour, road }, printedRoad));
}

/** Brigades of one kind, corps, division and entry allowance, in the chart's order. */
function brigades(names: readonly string[], rest: Omit<Line, 'name'>): Line[] {
  return names.map((name) => ({ name, ...rest }));
}

const U: Side = 'union';
const C: Side = 'confederate';
const J1 = 'July 1';
const J2 = 'July 2';
const J3 = 'July 3';
const XI = { corps: 'XI', seed: { corps: 'IX' } } as const;

const UNITS: readonly SeedUnit[] = [
  // Set-up, within 6 hexes of a town hex, at the hexes the chart gives.
  unitOf(U, { name: 'Gamble', type: 'cavalry', division: 'Buford' }, { kind: 'set-up', hex: 'M34' }),
  unitOf(U, { name: 'Devin', type: 'cavalry', division: 'Buford' }, { kind: 'set-up', hex: 'L40' }),

  // July 1.
  ...arrive(U, J1, '7 AM', 'Emmitsburg Rd', [{ name: 'Reynolds', type: 'headquarters', corps: 'I' }]),
  ...arrive(C, J1, '7 AM', 'Cashtown Pike', [
    ...brigades(['Davis', 'Archer', 'Pettigrew', 'Brockenbrough'], { type: 'infantry', corps: 'III', division: 'Heth', mf: 3 }),
    // "Pegram's artillery battalion" (Order of Appearance example).
    { name: 'Pegram', type: 'artillery', corps: 'III', mf: 3 },
  ]),
  ...arrive(U, J1, '8 AM', 'Emmitsburg Rd', brigades(['Cutler', 'Meredith'], { type: 'infantry', corps: 'I' })),
  ...arrive(U, J1, '9 AM', 'Emmitsburg Rd', [
    { name: 'Stone', type: 'infantry', corps: 'I', division: 'Doubleday' },
    { name: 'Wainwright', type: 'artillery', corps: 'I' },
    ...brigades(['Paul', 'Baxter'], { type: 'infantry', corps: 'I', division: 'Robinson', mf: 2 }),
  ]),
  ...arrive(U, J1, '9 AM', 'Nunemaker Mill Rd', [{ name: 'Rowley', type: 'infantry', corps: 'I', mf: 3 }]),
  ...arrive(C, J1, '9 AM', 'Cashtown Pike', [
    ...brigades(['Perrin', 'Lane', 'Thomas', 'Scales'], { type: 'infantry', corps: 'III', division: 'Pender', mf: 1 }),
    { name: 'McIntosh', type: 'artillery', corps: 'III', mf: 1 },
    { name: 'Hill', type: 'headquarters', corps: 'III', mf: 1 },
  ]),
  ...arrive(U, J1, '10 AM', 'Emmitsburg Rd', [{ name: 'Howard', type: 'headquarters', ...XI }]),
  ...arrive(U, J1, '11 AM', 'Taneytown Rd', [
    { name: 'Osborn', type: 'artillery', ...XI },
    ...brigades(['Schimmelfennig', 'Krzyzanowski'], { type: 'infantry', ...XI, division: 'Schurz', mf: 4 }),
  ]),
  ...arrive(U, J1, '11 AM', 'Emmitsburg Rd', brigades(['Von Gilsa', 'Ames'], { type: 'infantry', ...XI, division: 'Barlow', mf: 4 })),
  ...arrive(U, J1, '12 Noon', 'Taneytown Rd', brigades(['Coster', 'Smith'], { type: 'infantry', corps: 'XI', division: 'von Steinwehr', seed: { corps: 'IX', division: 'von Sieinwehr' } })),
  ...arrive(C, J1, '12 Noon', 'Cashtown Pike', [
    { name: 'Garnett', type: 'artillery', corps: 'III', id: 'csa-garnett-artillery' },
    { name: 'Poague', type: 'artillery', corps: 'III' },
  ]),
  ...arrive(C, J1, '12 Noon', 'Bendersville Rd', [
    ...brigades(['Doles', 'Iverson', 'Daniel', "O'Neal", 'Ramseur'], { type: 'infantry', corps: 'II', division: 'Rodes', mf: 4 }),
    { name: 'Carter', type: 'artillery', corps: 'II', mf: 4 },
    { name: 'Ewell', type: 'headquarters', corps: 'II', mf: 4 },
  ]),
  ...arrive(C, J1, '2 PM', 'Harrisburg Rd', [
    ...brigades(['Hays', 'Avery', 'Smith', 'Gordon'], { type: 'infantry', corps: 'II', division: 'Early', mf: 4 }),
    { name: 'Jones', type: 'artillery', corps: 'II', mf: 4, id: 'csa-jones-artillery' },
    { name: 'Jenkins', type: 'cavalry', mf: 1 },
  ]),
  ...arrive(U, J1, '3 PM', 'Taneytown Rd', [{ name: 'Hancock', type: 'headquarters', corps: 'II' }]),
  ...arrive(C, J1, '3 PM', 'Cashtown Pike', [
    // Lang is printed over the chart's page break, still in Anderson's group.
    ...brigades(['Wilcox', 'Mahone', 'Posey', 'Wright', 'Lang'], { type: 'infantry', corps: 'III', division: 'Anderson', mf: 4 }),
    { name: 'Lane', type: 'artillery', corps: 'III', mf: 4, id: 'csa-lane-artillery' },
    { name: 'Lee', type: 'headquarters', corps: 'ANV' },
    { name: 'Longstreet', type: 'headquarters', corps: 'I' },
  ]),
  ...arrive(U, J1, '4 PM', 'Baltimore Pike', [
    ...brigades(['McDougall', 'Ruger'], { type: 'infantry', corps: 'XII', division: 'Williams', mf: 4 }),
    // Division left unsaid: the transcription puts Candy under Williams (see the note at the top).
    ...brigades(['Candy'], { type: 'infantry', corps: 'XII', mf: 4 }),
    ...brigades(['Cobham', 'Greene'], { type: 'infantry', corps: 'XII', division: 'Geary', mf: 4 }),
    { name: 'Muhlenberg', type: 'artillery', corps: 'XII', mf: 4, seed: { name: 'Mullenbrough' } },
  ]),
  ...arrive(U, J1, '5 PM', 'Baltimore Pike', [{ name: 'Slocum', type: 'headquarters', corps: 'XII' }]),
  ...arrive(U, J1, '5 PM', 'Emmitsburg Rd', [
    { name: 'Sickles', type: 'headquarters', corps: 'III', mf: 3 },
    ...brigades(['Graham', 'Ward'], { type: 'infantry', corps: 'III', division: 'Birney', mf: 3 }),
    { name: 'Randolph', type: 'artillery', corps: 'III', mf: 3 },
  ]),
  ...arrive(U, J1, '5 PM', 'Nunemaker Mill Rd', [{ name: 'Stannard', type: 'infantry', corps: 'I' }]),
  ...arrive(C, J1, '5 PM', 'Cashtown Pike', [
    ...brigades(['Steuart', 'Williams', 'Walker', 'Jones'], { type: 'infantry', corps: 'II', division: 'Johnson', mf: 2 }),
    ...brigades(['Latimer', 'Dance', 'Nelson'], { type: 'artillery', corps: 'II', mf: 2 }),
  ]),
  ...arrive(U, J1, 'Night', 'Hagerstown Rd', brigades(['Carr', 'Brewster'], { type: 'infantry', corps: 'III', division: 'Humphreys' })),
  ...arrive(U, J1, 'Night', 'Taneytown Rd', [
    // Division left unsaid where the transcription's order is doubtful (see the note at the top).
    { name: 'Carroll', type: 'infantry', corps: 'II', mf: 2 },
    ...brigades(['Smyth', 'Willard'], { type: 'infantry', corps: 'II', division: 'Hays', mf: 2 }),
    ...brigades(['Harrow', 'Webb', 'Hall'], { type: 'infantry', corps: 'II', division: 'Gibbon', mf: 2 }),
    ...brigades(['Cross', 'Kelly', 'Zook', 'Brooke'], { type: 'infantry', corps: 'II', mf: 2 }),
    { name: 'Hazard', type: 'artillery', corps: 'II', mf: 2 },
    ...brigades(['Ransom', 'Fitzhugh'], { type: 'artillery', corps: 'R', mf: 2 }),
    { name: 'Meade', type: 'headquarters', corps: 'AotP' },
  ]),
  ...arrive(U, J1, 'Night', 'Hanover Rd', [
    { name: 'Sykes', type: 'headquarters', corps: 'V', mf: 2 },
    ...brigades(['Tilton', 'Sweitzer', 'Vincent'], { type: 'infantry', corps: 'V', division: 'Barnes', mf: 2 }),
    ...brigades(['Day', 'Burbank', 'Weed'], { type: 'infantry', corps: 'V', division: 'Ayres', mf: 2 }),
    { name: 'Martin', type: 'artillery', corps: 'V', mf: 2 },
  ]),
  ...arrive(C, J1, 'Night', 'Cashtown Pike', [
    ...brigades(['Kershaw', 'Barksdale', 'Semmes', 'Wofford'], { type: 'infantry', corps: 'I', division: 'McLaws', mf: 4 }),
    { name: 'Cabell', type: 'artillery', corps: 'I', mf: 4 },
    ...brigades(['Robertson', 'Anderson', 'Benning'], { type: 'infantry', corps: 'I', division: 'Hood', mf: 1 }),
  ]),

  // July 2.
  ...arrive(U, J2, '5 AM', 'Taneytown Rd', [{ name: 'Robertson', type: 'horse-artillery' }]),
  ...arrive(U, J2, '6 AM', 'Emmitsburg Rd', [{ name: 'Lockwood', type: 'infantry', corps: 'XII', mf: 2 }]),
  ...arrive(U, J2, '7 AM', 'Taneytown Rd', brigades(['Detrobriand', 'Burling'], { type: 'infantry', corps: 'III', mf: 2 })),
  ...arrive(C, J2, '8 AM', 'Cashtown Pike', brigades(['Alexander', 'Eshleman'], { type: 'artillery', corps: 'I' })),
  ...arrive(U, J2, '9 AM', 'Taneytown Rd', brigades(['McGilvery', 'Taft', 'Huntington'], { type: 'artillery', corps: 'R', mf: 2 })),
  ...arrive(U, J2, '11 AM', 'Hanover Rd', brigades(['McCandless', 'Fisher'], { type: 'infantry', corps: 'V', division: 'Crawford', mf: 4 }), 'Handover Rd'),
  ...arrive(
    U,
    J2,
    '12 Noon',
    'Hanover Rd',
    [
      ...brigades(['McIntosh', 'Gregg'], { type: 'cavalry', division: 'Gregg', mf: 4 }),
      // Optional: 5 VP to bring on (Optional Units).
      { name: 'Huey', type: 'cavalry', division: 'Gregg', mf: 4, vp: 5 },
      { name: 'Pleasonton', type: 'headquarters', corps: 'Cav', mf: 4, seed: { name: 'Pleasanton' } },
    ],
    'Handover Rd',
  ),
  ...arrive(C, J2, '12 Noon', 'Cashtown Pike', [{ name: 'Law', type: 'infantry', corps: 'I' }]),
  ...arrive(U, J2, '2 PM', 'Hanover Rd', brigades(['Farnsworth', 'Custer'], { type: 'cavalry', division: 'Kilpatrick', mf: 4 }), 'Handover Rd'),
  ...arrive(U, J2, '2 PM', 'Baltimore Pike', [
    ...brigades(['Shaler', 'Eustis', 'Wheaton'], { type: 'infantry', corps: 'VI', division: 'Newton', mf: 1 }),
    { name: 'Sedgwick', type: 'headquarters', corps: 'VI', mf: 1, seed: { name: 'Sedgewick' } },
  ]),
  ...arrive(C, J2, '2 PM', 'Harrisburg Rd', [
    { name: 'Hampton', type: 'cavalry' },
    { name: 'Stuart', type: 'headquarters', corps: 'Cav' },
  ]),
  ...arrive(U, J2, '3 PM', 'Baltimore Pike', [
    { name: 'Torbert', type: 'infantry', corps: 'VI', division: 'Wright', mf: 2, seed: { name: 'Tobert' } },
    ...brigades(['Bartlett', 'Russell'], { type: 'infantry', corps: 'VI', division: 'Wright', mf: 2 }),
    { name: 'Tompkins', type: 'artillery', corps: 'VI', mf: 2 },
  ]),
  ...arrive(U, J2, '4 PM', 'Baltimore Pike', brigades(['Grant', 'Neill'], { type: 'infantry', corps: 'VI', division: 'Howe', mf: 3 })),
  ...arrive(C, J2, '4 PM', 'Harrisburg Rd', [
    ...brigades(['F. Lee', 'Chambliss'], { type: 'cavalry' }),
    { name: 'Beckham', type: 'horse-artillery' },
  ]),
  ...arrive(C, J2, '4 PM', 'Chambersburg Pike', [
    ...brigades(['Garnett', 'Kemper', 'Armistead'], { type: 'infantry', corps: 'I', division: 'Pickett' }),
    { name: 'Dearing', type: 'artillery', corps: 'I' },
  ]),

  // July 3.
  ...arrive(C, J3, '11 AM', 'Chambersburg Pike', [{ name: 'Imboden', type: 'cavalry', mf: 4 }]),
  ...arrive(U, J3, '2 PM', 'Emmitsburg Rd', [
    { name: 'Merritt', type: 'cavalry', mf: 3, seed: { name: 'Meritt' } },
    { name: 'Tidball', type: 'horse-artillery', mf: 3 },
  ]),
  // Optional: 3 VP each to bring on.
  ...arrive(C, J3, '2 PM', 'Hagerstown Rd', [
    { name: 'Robertson', type: 'cavalry', mf: 3, vp: 3, id: 'csa-robertson-cavalry' },
    { name: 'Jones', type: 'cavalry', mf: 3, vp: 3, id: 'csa-jones-cavalry' },
  ]),
];

export const G77_ORDER_OF_BATTLE: SeedOrderOfBattle = { source: SOURCE, units: UNITS };
