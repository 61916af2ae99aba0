import type { BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { clarification, fromSettings } from '../rule.js';
import { SEQUENCE_STEPS, type RetreatGround, type SequenceStep } from './retreat-ground.js';
import type { Hop, PassedOver, RawPath } from './retreat-sequence.js';
import type { RetreatSettings } from './retreat-settings.js';

/** What each step of 17 takes, in Adjutant's words. */
const WHAT: Readonly<Record<SequenceStep, string>> = {
  a: 'outside every enemy zone of control and without friendly combat units',
  b: 'outside every enemy zone of control, with friendly combat units in it',
  c: 'in an enemy zone of control, without friendly combat units',
  d: 'in an enemy zone of control, with friendly combat units in it',
};

const WHY_PASSED: Readonly<Record<PassedOver['why'], string>> = {
  battle: 'a unit of this battle held it when the battle began, so it may not be entered',
  loop: 'the retreat has already been there, so going back would start an endless loop',
  'wooded-rough-hill': 'a wooded rough hill, which an artillery unit may not retreat into',
};

const RULE_PASSED: Readonly<Record<PassedOver['why'], number>> = { battle: 17, loop: 17, 'wooded-rough-hill': 19 };

function list(hexes: readonly string[]): string {
  return hexes.length <= 1 ? hexes.join('') : `${hexes.slice(0, -1).join(', ')} and ${hexes[hexes.length - 1] ?? ''}`;
}

/** The hexes passed over at a hex, one step each so each keeps its own rule. */
function passedSteps(from: string, passed: readonly PassedOver[]): Step[] {
  return passed.map((p) => step(`From ${from}: ${p.hex} would be a step ${p.step} hex, but ${WHY_PASSED[p.why]}; the next hex or step applies.`, clarification(RULE_PASSED[p.why])));
}

/** One hex entered: which step chose it, what else it offered, and whether the retreat goes on. */
export function hopSteps(ground: RetreatGround, hop: Hop): Step[] {
  const earlier = SEQUENCE_STEPS.slice(0, SEQUENCE_STEPS.indexOf(hop.step));
  const none = earlier.length === 0 ? '' : ` No hex is left for step${earlier.length > 1 ? 's' : ''} ${list(earlier)}, so step ${hop.step} applies.`;
  const friends = ground.friendsAt(hop.hex);
  const with_ = friends.length > 0 ? ` (${friends.join(', ')})` : '';
  const choice = hop.offered.length > 1 ? ` Step ${hop.step} offers ${list([...hop.offered].sort())} alike: which one is the owner's choice.` : '';
  const then = hop.step === 'b' || hop.step === 'd' ? `the sequence starts again at step a from ${hop.hex}` : 'the retreat ends there';
  const out = passedSteps(hop.from, hop.passed);
  for (const given of hop.overstackedSteps) {
    out.push(step(`From ${hop.from}: every way through the step ${given} hexes would end overstacked, so that step is given up for the next.`, clarification(18)));
  }
  out.push(step(`From ${hop.from}, step ${hop.step}: ${hop.hex} is ${WHAT[hop.step]}${with_}; ${then}.${none}${choice}`, clarification(17)));
  return out;
}

/** How the way ends when it does not end by step a or c. */
export function endSteps(ground: RetreatGround, p: RawPath, settings: RetreatSettings): Step[] {
  const last = p.hops[p.hops.length - 1]?.hex ?? ground.start;
  if (p.end === 'stuck') {
    const count = ground.friendsAt(last).length + 1;
    const out = passedSteps(last, p.passed ?? []);
    out.push(step(`From ${last} no step offers a hex, even to break a loop, so the retreat ends in ${last}, stacked with the friendly units there.`, clarification(17)));
    if (settings.stackingLimit !== null) {
      out.push(step(`${last} then holds ${count} friendly combat units, within the stacking limit of ${settings.stackingLimit}: no extra loss.`, fromSettings('stacking limit', settings.rule)));
    }
    return out;
  }
  if (p.end !== 'off') return [];
  const back =
    ground.unit.type === 'general' || ground.unit.type === 'leader'
      ? `${ground.unit.name} is a general: he may come back at the next night turn, as the rulebook's night rules allow.`
      : `${ground.unit.name} is not a general, so it does not come back into the game.`;
  return [
    step(`From ${last} the unit may leave the board instead, even though other routes are open, at no further cost.`, clarification(35)),
    step(back, clarification(35)),
  ];
}

export function rankStep(rank: number, p: RawPath): Step {
  if (p.end === 'off') return step(`Rank ${rank}: leaving the board is open to the owner whatever else is, so it ranks with the first.`, clarification(35));
  const steps = p.hops.map((h) => h.step).join(', ');
  const stuck = p.end === 'stuck' ? ', then staying stuck (ranked after step d)' : '';
  return step(
    `Rank ${rank}: its hexes come from steps ${steps}${stuck}. Ways are ranked hex by hex, a before b before c before d, at their first difference; ways chosen by the same steps share a rank.`,
    clarification(17),
  );
}

export function zocStep(settings: RetreatSettings): Step {
  return step('Enemy zones of control are taken as the six hexes next to each enemy combat unit, as your settings confirm.', fromSettings('zones of control', settings.rule));
}

/** Clarification 20: a unit attacked while reorganizing loses its marker for good. */
export function reorganizingSteps(unit: BoardUnit): Step[] {
  if (!unit.status.reorganizing) return [];
  return [step(`${unit.name} was reorganizing when attacked: its reorganization marker is gone for good, and it fought at its reduced strength.`, clarification(20))];
}
