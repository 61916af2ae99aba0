import { entryId } from '../../core/rule-ref.js';
import { clarification } from '../../games/gettysburg-88/rule.js';
import type { CalculatorId, RuleEntry } from '../rule-entry.js';

/** The section headings of seed 000, in the order the clarifications sit under them. */
export type G88Heading = 'Movement' | 'Stacking' | 'Regular Combat' | 'Double Range Artillery' | 'Scoring' | 'Miscellaneous';

interface Item {
  readonly title: string;
  readonly text: string;
  readonly terms: readonly string[];
  readonly calculator?: CalculatorId;
  readonly amends?: RuleEntry['amends'];
}

/** One clarification: cited as the calculators already cite it, titled under its heading so search finds both. */
function item(n: number, heading: G88Heading, it: Item): RuleEntry {
  return {
    id: entryId('gettysburg-88', `clarification-${n}`),
    game: 'gettysburg-88',
    number: String(n),
    citation: clarification(n),
    title: `${heading}: ${it.title}`,
    text: it.text,
    terms: it.terms,
    ...(it.amends ? { amends: it.amends } : {}),
    ...(it.calculator ? { calculator: it.calculator } : {}),
  };
}

/** Seed 000, clarifications 1–39 (update of 11/23/15), restated briefly in Adjutant's words. */
export const GETTYSBURG_88_ENTRIES: readonly RuleEntry[] = [
  item(1, 'Movement', {
    title: 'road rate and enemy ZOC',
    text: 'The road rate cannot carry a unit into an enemy zone of control, though a unit may use it to move out of one. A bridge over a stream does not count where an enemy ZOC covers it.',
    terms: ['zoc', 'road-movement'],
    calculator: 'movement',
  }),
  item(2, 'Movement', {
    title: 'rough hill hexes cost extra',
    text: 'Moving into E6, F5 or F6, the rough hill hexes, costs one movement point on top of the usual cost.',
    terms: ['movement-points'],
    calculator: 'movement',
  }),
  item(3, 'Movement', {
    title: 'zones of control do not lock',
    text: 'A unit that enters an enemy ZOC need not stop there and may move on. It may not, though, step straight from one enemy ZOC hex into another.',
    terms: ['zoc'],
    calculator: 'movement',
  }),
  item(4, 'Movement', {
    title: "a general's bonus for arriving units",
    text: 'A general already on the entry hex when units under his command arrive can give them one more movement factor, provided he follows them to where their move ends.',
    terms: ['general', 'reinforcement', 'movement-points', 'command'],
    calculator: 'movement',
  }),
  item(5, 'Movement', {
    title: "the escorting general's own route",
    text: 'A general lending the extra factor may move ahead of the unit, after it, or off its path, so long as he is with it in every hex it passes through.',
    terms: ['general', 'movement-points'],
    calculator: 'movement',
  }),
  item(6, 'Movement', {
    title: 'one general for the whole move',
    text: 'The extra movement factor needs one and the same general with the combat unit in each hex of its move.',
    terms: ['general', 'movement-points'],
    calculator: 'movement',
  }),
  item(7, 'Movement', {
    title: 'entry hex blocked by the enemy',
    text: 'If enemy units or an enemy ZOC block the scheduled entry hex, the arriving unit comes on at the closest map-edge hex that is free of both. When two such hexes tie for closest, its owner picks.',
    terms: ['reinforcement', 'zoc'],
    calculator: 'movement',
  }),
  item(8, 'Movement', {
    title: 'entry hex blocked by friendly units',
    text: 'Friendly units on the entry hex that cannot move send the arrivals to the closest edge hex clear of enemy units and enemy ZOC. Friendly units that can still move may step aside, or the arrivals may pass over them.',
    terms: ['reinforcement', 'zoc', 'stacking'],
    calculator: 'movement',
  }),
  item(9, 'Movement', {
    title: 'road rate kept through a hex',
    text: 'A unit keeps the road rate when the part of its path off the road lies wholly inside one hex. I5–H5–G6, G8–F7–E7 and G10–G9–G8 are road moves in every hex.',
    terms: ['road-movement'],
    calculator: 'movement',
  }),
  item(10, 'Movement', {
    title: 'no deliberate loss of a general',
    text: 'A general may not move into an enemy zone of control on purpose to have himself removed.',
    terms: ['general', 'zoc'],
    calculator: 'movement',
  }),
  item(11, 'Movement', {
    title: "Pegram's cost in the Battle Manual example",
    text: "The Battle Manual's combat example 2 (page 20, rule 8b2) misprints Pegram's move: it costs 3½ movement factors, where the example says 4½.",
    terms: ['movement-points'],
    calculator: 'movement',
    amends: [
      {
        id: 'gettysburg-88/battle-manual-8b2',
        change: "Combat example 2, Movement, paragraph 2: Pegram's move costs 3½ movement factors, not the printed 4½.",
      },
    ],
  }),
  item(12, 'Stacking', {
    title: 'generals may share a hex',
    text: 'Any number of generals of one side can stand together in a hex, with or without combat units there.',
    terms: ['general', 'stacking'],
    calculator: 'movement',
  }),
  item(13, 'Stacking', {
    title: "Hancock's July 1 command",
    text: 'On July 1 Hancock may command any Union unit, and that power lasts through Turn 8.',
    terms: ['general', 'command'],
    calculator: 'movement',
  }),
  item(14, 'Stacking', {
    title: 'Hancock after Turn 8',
    text: "If Hancock ends the Union's part of Turn 8 commanding units of several corps, he keeps them during the Confederate part of Turn 9. He gives them up when the Union part of Turn 9 starts, unless he cannot move.",
    terms: ['general', 'command'],
    calculator: 'movement',
  }),
  item(15, 'Stacking', {
    title: 'cavalry corps generals',
    text: 'Stuart and Pleasanton each command every cavalry unit of their own army, horse artillery included.',
    terms: ['general', 'command'],
    calculator: 'movement',
  }),
  item(16, 'Stacking', {
    title: 'limits checked when movement ends',
    text: "The stacking limit is checked only once a player's movement is over; while moving, units may pass through or share crowded hexes.",
    terms: ['stacking'],
    calculator: 'movement',
  }),
  item(17, 'Regular Combat', {
    title: 'the retreat sequence, or order of retreat choices',
    text: 'A beaten unit takes the first choice that fits: a neighbouring hex outside enemy ZOC without friendly combat units (done); one outside enemy ZOC with friends in it (then start over from there); a hex in enemy ZOC without friends (done); a hex in enemy ZOC with friends (start over). It may never go back into a hex that it or another friendly unit of the same battle started in, and a choice that would cycle forever is passed over for the next one.',
    terms: ['retreat', 'zoc', 'stacking'],
    calculator: 'retreat',
  }),
  item(18, 'Regular Combat', {
    title: 'no retreat into overstacking',
    text: 'A beaten unit whose only way back would overstack a hex stays where it is and loses one more step instead.',
    terms: ['retreat', 'stacking', 'step'],
    calculator: 'retreat',
  }),
  item(19, 'Regular Combat', {
    title: 'artillery and wooded rough hills',
    text: 'Beaten artillery whose only way back is into E6 or F5, the wooded rough hills, stays put and loses a further step.',
    terms: ['retreat', 'step'],
    calculator: 'retreat',
  }),
  item(20, 'Regular Combat', {
    title: 'a reorganizing unit under attack',
    text: 'Attacking a unit that is reorganizing ends its reorganization for good: the marker comes off and the unit defends at its reduced strength.',
    terms: ['reorganization', 'step'],
    calculator: 'odds',
  }),
  item(21, 'Regular Combat', {
    title: 'reading the ten-sided die',
    text: 'A 0 rolled on the d10 counts as 10.',
    terms: ['die-roll'],
    calculator: 'odds',
  }),
  item(22, 'Regular Combat', {
    title: 'two hexes against two hexes',
    text: 'Although rule 4a5 forbids one battle between attackers in several hexes and defenders in several hexes, it is allowed when every attacking hex touches every defending hex: units in E8 and G8 may attack F7 and F8 together.',
    terms: ['battle'],
    calculator: 'odds',
    amends: [
      {
        id: 'gettysburg-88/rule-4a5',
        change: 'An attack from two or more hexes on two or more hexes becomes legal when each attacking hex is adjacent to each defending hex.',
      },
    ],
  }),
  item(23, 'Double Range Artillery', {
    title: 'one gun, several targets',
    text: 'A lone attacking double-range artillery unit may fire on several enemy artillery units at once, as long as every one of them is within double range.',
    terms: ['double-range-artillery'],
    calculator: 'artillery',
  }),
  item(24, 'Double Range Artillery', {
    title: 'engaged artillery cannot fire at range',
    text: 'Artillery next to enemy units, and so fighting in regular combat, cannot also take part in double-range combat.',
    terms: ['double-range-artillery'],
    calculator: 'artillery',
  }),
  item(25, 'Double Range Artillery', {
    title: 'terrain for artillery under fire',
    text: 'Artillery fired on at double range by enemy artillery gets its terrain modifier. It gets none when it fires at double range itself, or when it supports units in regular combat.',
    terms: ['double-range-artillery', 'tem'],
    calculator: 'artillery',
  }),
  item(26, 'Double Range Artillery', {
    title: 'fire from the same hill',
    text: 'Artillery defending at double range on a hill loses the terrain modifier against fire coming from that hill, Cemetery Hill for instance.',
    terms: ['double-range-artillery', 'tem'],
    calculator: 'artillery',
  }),
  item(27, 'Double Range Artillery', {
    title: 'fire through connected woods',
    text: 'Artillery defending at double range in woods loses the terrain modifier against fire from woods linked to it by unbroken woods hexes, such as S4 and U5.',
    terms: ['double-range-artillery', 'tem'],
    calculator: 'artillery',
  }),
  item(28, 'Double Range Artillery', {
    title: 'at most one step, no retreat',
    text: 'A double-range artillery combat costs no more than one step, and neither side advances or retreats afterwards.',
    terms: ['double-range-artillery', 'step', 'retreat'],
    calculator: 'artillery',
  }),
  item(29, 'Double Range Artillery', {
    title: 'hills see over terrain',
    text: 'When the firing artillery or its target stands on a hill hex, nothing between them blocks the fire, other hill hexes included.',
    terms: ['double-range-artillery'],
    calculator: 'artillery',
  }),
  item(30, 'Double Range Artillery', {
    title: 'defensive support at range',
    text: 'A double-range artillery unit on defence cannot lend its factor to another artillery unit defending at double range; it may only back a unit defending in ordinary combat.',
    terms: ['double-range-artillery'],
    calculator: 'artillery',
  }),
  item(31, 'Double Range Artillery', {
    title: 'one hex, one battle',
    text: 'Two artillery units sharing a hex cannot divide their double-range fire between two battles.',
    terms: ['double-range-artillery', 'battle'],
    calculator: 'artillery',
  }),
  item(32, 'Double Range Artillery', {
    title: 'none at night',
    text: 'There is no double-range artillery combat during night turns.',
    terms: ['double-range-artillery', 'night-turn'],
    calculator: 'artillery',
  }),
  item(33, 'Double Range Artillery', {
    title: 'reorganizing artillery as support',
    text: 'Artillery that is reorganizing can lend its factor to another unit only by giving up its reorganization marker for good.',
    terms: ['double-range-artillery', 'reorganization'],
    calculator: 'artillery',
  }),
  item(34, 'Double Range Artillery', {
    title: 'odds fixed by earlier battles',
    text: 'Advances and retreats in battles already fought leave unchanged the odds of double-range combats whose die has not been rolled yet.',
    terms: ['double-range-artillery', 'odds-column', 'retreat'],
    calculator: 'artillery',
  }),
  item(35, 'Scoring', {
    title: 'units that leave the map',
    text: 'A unit its owner moves off the map during movement counts as eliminated, and the other side scores its VPs. A unit that must retreat in combat may go off the map at no extra cost, even with a route on the board. Generals that leave this way or are withdrawn may come back at the next night turn as the rules allow; any other unit is gone for good.',
    terms: ['victory-points', 'retreat', 'general', 'night-turn'],
    calculator: 'ledger',
  }),
  item(36, 'Scoring', {
    title: 'reinforcements that never arrive',
    text: 'Reinforcements that never come onto the map score no VPs for either player.',
    terms: ['victory-points', 'reinforcement'],
    calculator: 'victory',
  }),
  item(37, 'Scoring', {
    title: 'generals hold VP hexes',
    text: 'A general can be the unit that controls a victory point hex.',
    terms: ['victory-points', 'general'],
    calculator: 'victory',
  }),
  item(38, 'Scoring', {
    title: 'a reorganized unit cancels its VP',
    text: 'When a flipped unit is reorganized successfully, the VP the other side gained for flipping it no longer counts.',
    terms: ['victory-points', 'reorganization', 'step'],
    calculator: 'ledger',
  }),
  item(39, 'Miscellaneous', {
    title: 'the initiative marker',
    text: 'A player may use the initiative marker no more than once per battle.',
    terms: ['initiative', 'battle'],
    calculator: 'modifiers',
  }),
];
