import { entryId } from '../../core/rule-ref.js';
import { VP_PER_EXCESS_CAVALRY_UNIT } from '../../games/cemetery-hill/cavalry-exit-award.js';
import { VP_PER_SP_ELIMINATED } from '../../games/cemetery-hill/elimination-vp.js';
import { ch } from '../../games/cemetery-hill/rule.js';
import type { CalculatorId, RuleEntry } from '../rule-entry.js';

interface Item {
  readonly title: string;
  readonly text: string;
  readonly terms: readonly string[];
  readonly calculator?: CalculatorId;
  readonly amends?: RuleEntry['amends'];
}

/** One exclusive rule, cited by its number as the victory and modifier code already cites it. */
function rule(number: string, it: Item): RuleEntry {
  return {
    id: entryId('cemetery-hill', number),
    game: 'cemetery-hill',
    number,
    citation: ch(number),
    title: it.title,
    text: it.text,
    terms: it.terms,
    ...(it.amends ? { amends: it.amends } : {}),
    ...(it.calculator ? { calculator: it.calculator } : {}),
  };
}

/**
 * Seed 001, exclusive rules 14.0–14.6 and their sub-rules, restated briefly in Adjutant's words.
 * The reinforcement rules (14.3–14.34) have no calculator yet, so they name none.
 */
export const CEMETERY_HILL_ENTRIES: readonly RuleEntry[] = [
  rule('14.0', {
    title: 'Introduction',
    text: 'An operational-level game of Gettysburg over July 1–3, 1863, pitting the Army of the Potomac against the Army of Northern Virginia.',
    terms: [],
  }),
  rule('14.1', {
    title: 'Game length and turn order',
    text: 'Play runs 15 turns, and the Union moves first in each. Turn one has no Union player-turn.',
    terms: ['player-turn'],
    calculator: 'ledger',
  }),
  rule('14.2', {
    title: 'Set up',
    text: 'Each side starts with its units on the hexes printed for them on the map.',
    terms: [],
  }),
  rule('14.3', {
    title: 'Reinforcements',
    text: 'In his movement phase, the phasing player puts each reinforcement due that turn on the map at its listed location.',
    terms: ['reinforcement', 'phasing-player'],
  }),
  rule('14.31', {
    title: 'Entering beside the enemy',
    text: 'A reinforcement cannot arrive in a hex an enemy unit holds. It may arrive in an enemy ZOC, which then limits how it can move.',
    terms: ['reinforcement', 'zoc'],
  }),
  rule('14.32', {
    title: 'Cost to come on',
    text: 'Each reinforcement spends one MP to come onto the map.',
    terms: ['reinforcement', 'movement-points'],
  }),
  rule('14.33', {
    title: 'Blocked entry and late arrival',
    text: 'Reinforcements kept off because an enemy unit or ZOC sits on their entry hex come one turn later, at the next open road hex on the map edge: southward or eastward for the Union, northward or westward for the Confederates. After turn one, a player may hold reinforcements back.',
    terms: ['reinforcement', 'zoc'],
  }),
  rule('14.34', {
    title: 'Reinforcement schedule',
    text: 'Union arrivals: turn 2 at 0127, turn 3 at 1127, turns 4 and 5 at 2112 and 1127, turn 6 at 2112 and 2120, turn 10 at 0127. Confederate arrivals: turns 2 and 3 at 0104, turn 6 at 1101, turn 9 at 0104 and 2101.',
    terms: ['reinforcement'],
  }),
  rule('14.4', {
    title: 'Exiting the map',
    text: 'Cavalry may leave by any hex of the east or south edge for one MP. A unit that leaves never returns and does not count as destroyed for victory. No unit may retreat off the map.',
    terms: ['exit', 'movement-points', 'retreat', 'victory-points'],
    calculator: 'ledger',
    amends: [{ id: 'cemetery-hill/standard-8.5', change: 'A retreat (8.5) may never take a unit off the map.' }],
  }),
  rule('14.5', {
    title: 'Victory levels',
    text: 'Divide Union VPs by Confederate VPs: where the ratio falls decides who wins, and by how much. Union Decisive: 2:1 or more; Union Substantive: 3:2 or more, below 2:1; Union Marginal: above 1:1, below 3:2. Confederate Marginal: above 2:3, up to 1:1 with 1:1 itself included; Confederate Substantive: above 1:2, up to 2:3 with 2:3 included; Confederate Decisive: 1:2 or less.',
    terms: ['victory-points'],
    calculator: 'victory',
  }),
  rule('14.51', {
    title: 'Confederate victory points',
    text: `The Confederates gain ${VP_PER_SP_ELIMINATED.union} VPs for each Union SP eliminated. At game end they also gain 1 VP for each Union SP with no path, through hexes clear of enemy units and ZOCs (friendly-held hexes count as clear), to a road running off the east edge.`,
    terms: ['victory-points', 'strength-points', 'zoc'],
    calculator: 'victory',
  }),
  rule('14.52', {
    title: 'Union victory points',
    text: `The Union gains ${VP_PER_SP_ELIMINATED.confederate} VPs for each Confederate SP eliminated. At game end it also gains 1 VP for each Confederate SP with no path, through hexes clear of enemy units and ZOCs (friendly-held hexes count as clear), to a road running off the west edge.`,
    terms: ['victory-points', 'strength-points', 'zoc'],
    calculator: 'victory',
  }),
  rule('14.53', {
    title: 'Cavalry exit award',
    text: `After every Union player-turn both sides count the cavalry units (not SPs) they have taken off the map so far. The Confederates then score ${VP_PER_EXCESS_CAVALRY_UNIT} VPs for each of theirs beyond the Union count, again every turn while the lead lasts: three out by turn 12 against two by turn 13 earns ${VP_PER_EXCESS_CAVALRY_UNIT} VPs a turn.`,
    terms: ['victory-points', 'exit', 'player-turn'],
    calculator: 'ledger',
  }),
  rule('14.6', {
    title: 'The creek',
    text: 'Every hexside along the creek counts as a ford.',
    terms: ['ford'],
    calculator: 'modifiers',
  }),
];
