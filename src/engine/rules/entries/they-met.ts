import { entryId } from '../../core/rule-ref.js';
import { tm } from '../../games/they-met/rule.js';
import type { CalculatorId, RuleEntry } from '../rule-entry.js';

interface Item {
  readonly slug: string;
  readonly number: string;
  readonly title: string;
  readonly text: string;
  readonly terms: readonly string[];
  readonly amends?: RuleEntry['amends'];
  readonly calculator?: CalculatorId;
}

/** The rulebook rules the errata change are not in Adjutant's sources; these ids name them for a later link. */
const rule = (n: string): string => `they-met/rule-${n}`;
const USA_ORDER = 'they-met/order-of-appearance-usa';
const CSA_ORDER = 'they-met/order-of-appearance-csa';

function entry(item: Item): RuleEntry {
  const { slug, amends, calculator, ...rest } = item;
  return {
    id: entryId('they-met', slug),
    game: 'they-met',
    ...rest,
    citation: tm(item.number),
    ...(amends ? { amends } : {}),
    ...(calculator ? { calculator } : {}),
  };
}

/** Seed 004, the January 1997 errata with the May 1997 order-of-appearance items, numbered as the document numbers them. */
export const THEY_MET_ENTRIES: readonly RuleEntry[] = [
  // Additions
  entry({
    slug: 'addition-1',
    number: 'Addition 1 (Rule 1.1 Map)',
    title: 'Areas touching at a point are not adjacent',
    text: 'Two areas whose borders meet only at a single point never count as adjacent, for any purpose. So Area 19 and Area 38 are not adjacent, and neither are Area 20 and Area 37.',
    terms: ['area', 'adjacent'],
    amends: [{ id: rule('1.1'), change: 'Adds at the end: areas meeting only at a point are not adjacent (examples 19/38 and 20/37).' }],
    calculator: 'hex',
  }),
  entry({
    slug: 'addition-2',
    number: 'Addition 2 (Rule 3.2 Sequence of Play)',
    title: 'Player impulses and the Impulse marker',
    text: 'The Action Phase is a run of alternating player impulses: one box of the Impulse Track holds a Union impulse followed by a Confederate one, and the marker only moves once a Confederate impulse is over. Scenarios normally begin at Confederate impulse 0; after that Confederate impulse the marker flips to its Union side on box 1, flips back for the Confederates, and after each later Confederate impulse, if the continuation roll keeps the turn going, flips to Union and steps one box on. The phase ends when both players pass one after the other (or the end-of-Action-Phase conditions on p. 4 apply); a pass keeps the right to act in a later impulse. This is the designer’s clearer wording of 2 February 1997; the printed marker itself is misprinted.',
    terms: ['impulse', 'pass'],
    amends: [{ id: rule('3.2'), change: 'Adds at the start how impulses alternate and when the Impulse marker flips and moves, beginning at Confederate impulse 0.' }],
    calculator: 'impulse',
  }),
  entry({
    slug: 'addition-3',
    number: 'Addition 3 (Rule 3.2 Sequence of Play)',
    title: 'The Impulse marker stops at 13',
    text: 'The Impulse marker never goes past box 13. If the turn continues while it is there, it simply stays on 13 until the turn is over.',
    terms: ['impulse'],
    amends: [{ id: rule('3.2'), change: 'End Phase: the Impulse marker is capped at 13.' }],
    calculator: 'impulse',
  }),
  entry({
    slug: 'addition-4',
    number: 'Addition 4 (Rule 3.2 Sequence of Play)',
    title: 'Actions in any order',
    text: 'In the Action Phase, the active player carries out the listed actions in whatever order suits him.',
    terms: ['impulse'],
    amends: [{ id: rule('3.2'), change: 'Action Phase: the listed actions may be taken in any order the active player likes.' }],
  }),
  entry({
    slug: 'addition-5',
    number: 'Addition 5 (Rule 5.6 Activating Reinforcements)',
    title: 'Delayed reinforcements still activate',
    text: 'Reinforcement activation still applies when arrival has been put off, but only on the turn the units really come on.',
    terms: ['reinforcement', 'activation'],
    amends: [{ id: rule('5.6'), change: 'Adds that it holds for delayed arrivals, on the actual turn of arrival only.' }],
  }),
  entry({
    slug: 'addition-6',
    number: 'Addition 6 (Rule 6.5 Deactivating Leaders, subsection 3)',
    title: 'Placing a leader with no command left',
    text: 'A leader none of whose units remain in play is put with any friendly unit he could reach with his movement; if there is none, he goes to any area within that reach that holds no enemy units.',
    terms: ['general'],
    amends: [{ id: rule('6.5'), change: 'Subsection 3: where to put a leader who has no units of his command in play.' }],
  }),
  entry({
    slug: 'addition-7',
    number: 'Addition 7 (Rule 16.2.2 Tracing Line of Sight)',
    title: 'Terrain in the target area does not block',
    text: 'Blocking terrain lying inside the target area itself does not stop line of sight into that area.',
    terms: ['line-of-sight', 'area'],
    amends: [{ id: rule('16.2.2'), change: 'Adds that blocking terrain in the target area does not block sight into it.' }],
    calculator: 'artillery',
  }),
  // Corrections
  entry({
    slug: 'correction-1',
    number: 'Correction 1 (Rule 10.7 Movement Restrictions)',
    title: 'Guns and leaders entering enemy areas',
    text: 'Artillery, horse artillery and leaders may not move into an area holding enemy infantry or cavalry unless they travel in a group that includes infantry or cavalry, and that group then has to assault those enemy units. A leader moving alone may still enter such an area if friendly units are already in it.',
    terms: ['group', 'assault', 'general', 'area'],
    amends: [{ id: rule('10.7'), change: 'Rewritten: artillery and leaders enter enemy-held areas only with infantry or cavalry that assault; a lone leader may join friendly units there.' }],
    calculator: 'movement',
  }),
  entry({
    slug: 'correction-2',
    number: 'Correction 2 (Union Order of Appearance)',
    title: 'Warren arrives 2 July, 0600',
    text: 'The Warren marker cannot be used before the 0600 turn on 2 July.',
    terms: ['reinforcement', 'general', 'order-of-appearance'],
    amends: [{ id: USA_ORDER, change: 'Warren is first available on the 0600 turn of 2 July.' }],
  }),
  // Clarifications
  entry({
    slug: 'clarification-1',
    number: 'Clarification 1',
    title: 'Zones are Off-map Zones',
    text: 'Wherever the rules mention a Zone, they mean an Off-map Zone.',
    terms: ['zone'],
  }),
  entry({
    slug: 'clarification-2',
    number: 'Clarification 2 (Rule 12.1 Construction of Entrenchments)',
    title: 'Entrenching next to the enemy',
    text: 'Enemy units in an area do not stop a player from trying to build entrenchments there.',
    terms: ['entrenchments', 'area'],
    amends: [{ id: rule('12.1'), change: 'Enemy units present do not prevent an entrenchment attempt.' }],
  }),
  entry({
    slug: 'clarification-3',
    number: 'Clarification 3 (Rule 14.2 Reorganizing Previously Eliminated Units)',
    title: 'No limit on reorganizations per turn',
    text: 'One leader can reorganize as many units as he is able to in a turn, and any number of units of a side can reorganize in the same turn, so long as each one is eligible.',
    terms: ['reorganization', 'general'],
    amends: [{ id: rule('14.2'), change: 'No cap on how many units a leader or a side may reorganize in one turn.' }],
  }),
  entry({
    slug: 'clarification-4',
    number: 'Clarification 4 (Example p. 11)',
    title: 'Volley TEM in the p. 11 example',
    text: 'The p. 11 example is correct: its volley goes into Area 64, which prints a TEM of +1, and is resolved at an effective TEM of +2. The errata settle only that case; they say nothing of a volley into an area printing some other TEM, or into a Zone, so Adjutant asks you about those rather than ruling them out.',
    terms: ['tem', 'volley'],
    amends: [{ id: 'they-met/example-p11', change: 'Confirms the +2 TEM for Area 64 in the volley example.' }],
    calculator: 'modifiers',
  }),
  // Questions and answers
  entry({
    slug: 'qa-1',
    number: 'Q&A 1',
    title: 'TEM of an assault in a Zone',
    text: 'An assault inside a Zone is fought with a TEM of 0.',
    terms: ['tem', 'zone', 'assault'],
    calculator: 'modifiers',
  }),
  entry({
    slug: 'qa-2',
    number: 'Q&A 2',
    title: 'Who fights in a Zone attack',
    text: 'As anywhere else: every phasing unit activated this impulse (and no others) takes part in the attack, and every non-phasing unit in the Zone defends.',
    terms: ['zone', 'phasing-player', 'activation', 'impulse'],
  }),
  entry({
    slug: 'qa-3',
    number: 'Q&A 3',
    title: 'No retreat after attacking from a Zone',
    text: 'An attacker that began its assault already in the Zone cannot fall back to a neighbouring Zone: if it loses, it remains where it is.',
    terms: ['zone', 'assault', 'retreat'],
  }),
  entry({
    slug: 'qa-4',
    number: 'Q&A 4',
    title: 'Moving on after a mounted withdrawal',
    text: 'Yes: units with movement points left can keep moving after the enemy makes a mounted withdrawal, though the chance will seldom come up.',
    terms: ['mounted-withdrawal'],
    calculator: 'movement',
  }),
  entry({
    slug: 'qa-5',
    number: 'Q&A 5',
    title: 'Why artillery picks the lead defender',
    text: 'Letting artillery pick the lead defending unit lets it choose between enemy guns and the infantry covering them, and it stops one strong unit from shielding several weak ones, as it would in volley and melee.',
    terms: ['lead-unit', 'bombardment'],
  }),
  entry({
    slug: 'qa-6',
    number: 'Q&A 6',
    title: 'Lead unit counts for division integrity',
    text: 'When MacDougall a and b and Lockwood a attack with MacDougall a leading, all three are of one division, so the bonus applies: the lead unit counts toward the division-integrity bonus (see the p. 11 example).',
    terms: ['lead-unit', 'assault'],
    calculator: 'modifiers',
  }),
  entry({
    slug: 'qa-7',
    number: 'Q&A 7',
    title: 'No impulse 14',
    text: 'With the marker on 13, even a roll that keeps the turn going (say a 12 plus +2 for two special areas) does not move it to a 14: it stays in the 13 box.',
    terms: ['impulse', 'drm'],
    amends: [{ id: rule('3.2'), change: 'Confirms the Impulse marker stays on 13 (see Addition 3).' }],
    calculator: 'impulse',
  }),
  entry({
    slug: 'qa-8',
    number: 'Q&A 8',
    title: 'Self-activation on a delayed arrival',
    text: 'Units that hold back their arrival may self-activate, but only on the turn they choose to come on (5.6).',
    terms: ['reinforcement', 'activation'],
    amends: [{ id: rule('5.6'), change: 'Confirms delayed reinforcements self-activate on their arrival turn only.' }],
  }),
  entry({
    slug: 'qa-9',
    number: 'Q&A 9',
    title: 'No fire into areas with friendly units',
    text: 'Neither bombardment nor volley may target an area that contains friendly units (rules 8.1 and 9.1).',
    terms: ['bombardment', 'volley', 'area'],
    amends: [
      { id: rule('8.1'), change: 'Confirms: no bombardment into an area holding friendly units.' },
      { id: rule('9.1'), change: 'Confirms: no volley into an area holding friendly units.' },
    ],
    calculator: 'artillery',
  }),
  entry({
    slug: 'qa-10',
    number: 'Q&A 10',
    title: 'No fire into the activated area',
    text: 'Enemy units in the area that is currently activated cannot be bombarded or volleyed, for the same reason as Q&A 9.',
    terms: ['bombardment', 'volley', 'activation'],
    calculator: 'artillery',
  }),
  entry({
    slug: 'qa-11',
    number: 'Q&A 11',
    title: 'Firing out of a contested area',
    text: 'Yes: units may bombard or volley into an adjacent area even while enemy units share their activated area.',
    terms: ['bombardment', 'volley', 'adjacent', 'activation'],
    calculator: 'artillery',
  }),
  entry({
    slug: 'qa-12',
    number: 'Q&A 12',
    title: 'No fixed order for actions',
    text: 'Activated units need not bombard, then volley, then assault; the active player may arrange his actions in any sequence, for example assaulting first and then firing from the cleared area.',
    terms: ['activation', 'bombardment', 'volley', 'assault'],
  }),
  entry({
    slug: 'qa-13',
    number: 'Q&A 13',
    title: 'Stacking while passing through',
    text: 'A moving unit may not enter an area if it would break the stacking limit there, even just passing through (rule 10.3). Six units cannot cross an area that already holds 7 friendly units all together, but they may cross singly, or in parties of no more than 5.',
    terms: ['stacking', 'group', 'area'],
    amends: [{ id: rule('10.3'), change: 'Confirms stacking applies on entry, even for units only moving through.' }],
    calculator: 'movement',
  }),
  entry({
    slug: 'qa-14',
    number: 'Q&A 14',
    title: 'A leader leaving an enemy-held area',
    text: 'A leader who leaves an area occupied by the enemy must move into an area or Zone with at least one friendly unit, under 10.7 point 4; 10.4 only waives the extra movement cost of leaving.',
    terms: ['general', 'area', 'zone'],
    amends: [{ id: rule('10.7'), change: 'Confirms point 4 applies to a leader leaving an enemy-occupied area.' }],
    calculator: 'movement',
  }),
  entry({
    slug: 'qa-15',
    number: 'Q&A 15',
    title: 'Mounted withdrawal destinations',
    text: 'Mounted units withdrawing may go to different areas; only the limits written in rule 10.5 apply.',
    terms: ['mounted-withdrawal'],
    amends: [{ id: rule('10.5'), change: 'Confirms withdrawing mounted units need not go to one area.' }],
    calculator: 'movement',
  }),
  entry({
    slug: 'qa-16',
    number: 'Q&A 16',
    title: 'Lead artillery gives no support',
    text: 'An artillery unit that is the lead defending unit cannot provide support in a bombardment or a volley either, just as 10.13 says for an assault.',
    terms: ['lead-unit', 'bombardment', 'volley', 'assault'],
    amends: [{ id: rule('10.13'), change: 'Extends the no-support rule for lead defending artillery to bombardment and volley.' }],
    calculator: 'artillery',
  }),
  entry({
    slug: 'qa-17',
    number: 'Q&A 17',
    title: 'No voluntary retreat from fire',
    text: 'Defenders may retreat by choice only after an assault; they cannot do so after a bombardment or a volley, spent or not.',
    terms: ['retreat', 'bombardment', 'volley', 'assault', 'spent'],
  }),
  entry({
    slug: 'qa-18',
    number: 'Q&A 18',
    title: 'Reorganizing uses a unit of the same formation',
    text: 'Yes: the unit taken out of play for good has to come from the same parent formation as the unit being reorganized.',
    terms: ['reorganization'],
    amends: [{ id: rule('14.2'), change: 'The unit removed for good must share the reorganized unit’s parent formation.' }],
  }),
  entry({
    slug: 'qa-19',
    number: 'Q&A 19',
    title: 'Both sides can win',
    text: 'If each side meets its victory conditions, both win; in Scenario 1 and most others the two sides’ goals can be reached together.',
    terms: ['victory-points'],
    calculator: 'victory',
  }),
  // Order-of-appearance errata (May 1997)
  entry({
    slug: 'errata-csa-order-of-appearance',
    number: 'CSA Order of Appearance (May 1997)',
    title: 'Johnson’s Division enters on the Chambersburg Pike',
    text: 'Johnson’s Division with Dance’s and Nelson’s artillery of II Corps still arrives at 1800 on 1 July, but on the Chambersburg Pike rather than the Hanover Road.',
    terms: ['reinforcement', 'order-of-appearance'],
    amends: [{ id: CSA_ORDER, change: 'Johnson, Dance and Nelson (II Corps), 1800 1 July: entry moved from the Hanover Road to the Chambersburg Pike.' }],
  }),
  entry({
    slug: 'errata-usa-order-of-appearance',
    number: 'USA Order of Appearance (May 1997)',
    title: 'Union II Corps enters on the Taneytown Road',
    text: 'The Union II Corps units due at 0600 on 2 July come in on the Taneytown Road, not the Baltimore Pike.',
    terms: ['reinforcement', 'order-of-appearance'],
    amends: [{ id: USA_ORDER, change: 'II Corps, 0600 2 July: entry moved from the Baltimore Pike to the Taneytown Road.' }],
  }),
];
