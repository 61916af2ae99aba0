/**
 * A guided tour of one Gettysburg (1977) player-turn on the demo board (examples/board/), for a new player.
 * Advisory only: each step explains and points at the board's opening position, and never moves a counter.
 * The board facts come from examples/board/seed-position.js; the rule ids from entries/gettysburg-77.ts.
 * No computed fact is typed into the prose: the odds examples hold only their strengths, and their ratio and
 * column are read from the engine's own odds calculation (resolveCombat on the 1977 table) when the text is built.
 */
import { resolveCombat } from '../core/resolve-combat.js';
import { GETTYSBURG_77_BASICS } from '../games/gettysburg-77/basics.js';

/** The four phases of a player-turn, in the order they are played (Sequence of Activities 1–4). */
export const G77_PHASES = ['disorganization-and-breastworks', 'movement', 'combat', 'reorganization'] as const;
export type G77Phase = (typeof G77_PHASES)[number];

export interface WalkthroughStep {
  readonly id: string;
  readonly phase: G77Phase;
  readonly title: string;
  /** Two or three sentences for someone who has never played. */
  readonly text: string;
  /** Index entries (ids in ALL_ENTRIES) this step teaches, the phase's own rule first. */
  readonly entries: readonly string[];
  /** What to look at on the demo board's opening position. */
  readonly onTheBoard: string;
  /** Battles the text uses as examples, with the ratio and column the engine computed for each. */
  readonly oddsExamples?: readonly OddsExample[];
}

/** An example battle of the walkthrough: the strengths are the data, the ratio and column come from the engine. */
export interface OddsExample {
  readonly attack: number;
  readonly defense: number;
  /** The plain ratio, e.g. "1.75 to 1", as the odds calculator states it. */
  readonly ratio: string;
  /** The Odds Determination Table column the odds calculator reads, e.g. "3-2". */
  readonly odds: string;
}

/** The 1977 odds calculator's answer for plain strength totals, with no modifier. */
export function g77OddsExample(attack: number, defense: number): OddsExample {
  const answer = resolveCombat(
    GETTYSBURG_77_BASICS,
    { game: 'gettysburg-77', attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm: 0 },
    null,
  );
  if (answer.odds === null) throw new Error(`The walkthrough's example ${attack} against ${defense} has no odds column: ${answer.refusal ?? ''}`);
  return { attack, defense, ratio: answer.ratio, odds: answer.odds };
}

/** The odds step's battles: one whose ratio falls between two columns, one that lands exactly on a column. */
const ODDS_EXAMPLES: readonly OddsExample[] = [g77OddsExample(7, 4), g77OddsExample(8, 4)];

function oddsText([between, exact]: readonly OddsExample[]): string {
  if (!between || !exact) throw new Error('The odds step needs two examples.');
  return (
    'Add up the attacking strength and the defending strength and compare them, attacker first. ' +
    `The ratio drops to the nearest column of the Odds Determination Table at or below it, in the defender’s favour: ` +
    `${between.attack} against ${between.defense} (${between.ratio}) reads ${between.odds}, while ${exact.attack} against ${exact.defense} (${exact.ratio}) reaches ${exact.odds}.`
  );
}

const r = (slug: string): string => `gettysburg-77/${slug}`;

export const G77_WALKTHROUGH: readonly WalkthroughStep[] = [
  {
    id: 'markers-and-works',
    phase: 'disorganization-and-breastworks',
    title: 'Disorganization and breastworks',
    text:
      'Each hour has two player-turns, Union then Confederate, and the side on the move is called the phasing player. ' +
      'Your turn opens with housekeeping: flip every one of your Disorganized 2 markers over to Disorganized 1, and let infantry out of enemy reach finish or begin field works.',
    entries: [r('sequence-of-play'), r('sequence-of-activities-1'), r('breastworks-1'), r('breastworks-7')],
    onTheBoard:
      'The board opens at 7 AM on July 1 with the Union to play. No unit carries a marker yet and the only Union pieces on the map are the cavalry brigades Gamble (M34) and Devin (L40), so nothing is built this time: works are an infantry job.',
  },
  {
    id: 'moving',
    phase: 'movement',
    title: 'Movement and strategic movement',
    text:
      'Move as many of your units as you like, paying one movement point for each hex entered, whatever the terrain. ' +
      'A unit that keeps to road hexes and stays clear of the enemy may march by road instead, covering four hexes for each point. Reinforcements due this hour come on at the map edge by their road.',
    entries: [r('sequence-of-activities-2'), r('movement-1'), r('movement-2'), r('strategic-movement-1'), r('strategic-movement-2'), r('order-of-battle-1'), r('order-of-battle-2')],
    onTheBoard:
      'Look at the tray of arriving units: Reynolds, the I Corps headquarters, is due at 7 AM by Emmitsburg Rd. On the Confederate side Heth’s brigades Davis, Archer, Pettigrew and Brockenbrough, with Pegram’s guns, arrive at D23 on the Cashtown Pike with only 3 movement points for their first hour.',
  },
  {
    id: 'zones',
    phase: 'movement',
    title: 'Zones of control',
    text:
      'Every combat unit controls the six hexes around it. An enemy that walks into one of those hexes has to stop there for the rest of the turn, and by stopping it has promised a fight.',
    entries: [r('zone-of-control-1'), r('zone-of-control-2'), r('limitations-to-movement-1'), r('limitations-to-movement-2')],
    onTheBoard:
      'Picture the ring of six hexes around Gamble at M34 and the ring around Devin at L40. A brigade of Heth’s that steps into either ring halts, and in the Confederate combat phase that Union hex must be attacked.',
  },
  {
    id: 'battles',
    phase: 'combat',
    title: 'Choosing battles',
    text:
      'Only the phasing player attacks, and each enemy hex next to one of his combat units has to be attacked, though one neighbour attacking is enough. ' +
      'From each hex he sends one infantry or cavalry unit (or one group) plus any guns. Attackers in one hex or two touching hexes make a one-direction attack; otherwise it comes from two directions and the defender may stand with two units.',
    entries: [r('sequence-of-activities-3'), r('combat-qualifications-2'), r('combat-qualifications-3'), r('combat-qualifications-5'), r('combat-qualifications-6'), r('combat-qualifications-7')],
    onTheBoard:
      'Suppose Davis and Archer both end beside Gamble at M34. If their two hexes touch, it is one direction and Gamble alone holds the hex; if they do not touch, the Union may name two defenders there.',
  },
  {
    id: 'odds',
    phase: 'combat',
    title: 'Odds',
    text: oddsText(ODDS_EXAMPLES),
    oddsExamples: ODDS_EXAMPLES,
    entries: [r('combat-2'), r('odds-determination-table'), r('special-effects-to-combat-1')],
    onTheBoard:
      'The demo counters start without strengths: copy them from your own counters in the board’s Counter panel. Remember that Gamble and Devin are Union cavalry, which count double when they defend; Adjutant’s odds calculator then reads the column for you.',
  },
  {
    id: 'modifiers',
    phase: 'combat',
    title: 'Modifiers',
    text:
      'Before rolling, total every modifier for both sides into a single change to the die. Things that help the attacker subtract one each; things that help the defender, such as higher ground or cover, add one each.',
    entries: [r('combat-die-modification'), r('die-roll-modifications'), r('headquarters-combat-modification')],
    onTheBoard:
      'The rules list the sunken-road hexes, Q36 to V30, but name no town hex: a town hex is one whose centre point is dark on the printed map, which Adjutant does not have. So when a defender (other than Union cavalry) stands where the board gives no terrain, the modifier checklist asks you whether it is a town hex rather than assuming either way.',
  },
  {
    id: 'die-and-crt',
    phase: 'combat',
    title: 'The die and the Combat Results Table',
    text:
      'Roll one six-sided die, apply the total modifier, and read the result on the odds column of the table; low rolls are good for the attacker. ' +
      'A1 or D1 takes a step from that side, AR or DR forces it back, EXC costs both sides a step and C means no change.',
    entries: [r('combat-results-table'), r('casualties-1'), r('casualties-3'), r('casualties-4')],
    onTheBoard:
      'Nothing is rolled for you on the board: roll your own die. Adjutant’s odds answer lists each result the column can give with its chance, so you can weigh a battle before you commit to it.',
  },
  {
    id: 'retreat-and-advance',
    phase: 'combat',
    title: 'Retreat and advance',
    text:
      'A unit told to retreat moves one or two hexes, the first straight away from its attacker, and avoids enemy zones unless there is no other way. ' +
      'Leaving an enemy zone like this earns a Disorganized 2 marker, and an attacker next to the emptied hex may step into it.',
    entries: [r('retreat-1'), r('retreat-restrictions-1'), r('shatter-and-disorganization-1'), r('advance-1'), r('advance-1-b')],
    onTheBoard:
      'If Gamble is pushed out of M34, it falls back one or two hexes away from its attacker and takes a marker, and one of the brigades that fought it may move into M34. On the board you make that move yourself.',
  },
  {
    id: 'reorganize',
    phase: 'reorganization',
    title: 'Reorganization',
    text:
      'Last, roll once for each of your units showing Disorganized 1 that has no enemy next to it: on its own it recovers on a 1 or 2. A headquarters close by raises that number to its reorganization value. Then the other side plays its own turn through the same four phases.',
    entries: [r('sequence-of-activities-4'), r('shatter-and-disorganization-3'), r('headquarters'), r('headquarters-1'), r('headquarters-2')],
    onTheBoard:
      'Reynolds has a reorganization value of 5, so an I Corps unit within his reach recovers on anything but a 6. When you are done, the board’s “End the player turn” button hands the turn to the other side.',
  },
];
