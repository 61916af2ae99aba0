import type { CombatUnitInput, ForceInput } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import { bodies, currentStrength, totalForce } from '../../core/force-strength.js';
import type { CombatRole, ForceStrength } from '../../core/game-module.js';
import { g77 } from './rule.js';

/** Most strength a group of infantry or cavalry may have (Stacking 4). */
export const GROUP_LIMIT = 5;
/** A lender may bring the defending unit or group up to this strength (Combat Qualifications 12). */
export const LEND_TO = 5;

type Refusal = { strength: 0; refusal: string; refusalRule: ReturnType<typeof g77>; stepsPerHit: 1; steps: Step[] };

function refuse(text: string, rule: string, steps: Step[]): Refusal {
  return { strength: 0, refusal: text, refusalRule: g77(rule), stepsPerHit: 1, steps };
}

function isGroupable(u: CombatUnitInput): boolean {
  return u.type === 'infantry' || u.type === 'cavalry';
}

/**
 * The Intermediate Game's strength rules for one side of a battle: reduced units use their back strength,
 * shattered units cannot attack but defend reduced, Union cavalry doubles on defence, artillery in the hex
 * may join the defence, groups of infantry or cavalry up to 5 fight as one unit, and one unit may lend
 * points to bring the defender up to 5.
 */
export function g77ForceStrength(role: CombatRole, force: ForceInput): ForceStrength {
  if (force.kind === 'total') return totalForce(role, force.strength);
  const steps: Step[] = [];
  const fighting: CombatUnitInput[] = [];
  for (const u of force.units) {
    if (u.type === 'headquarters') {
      steps.push(step(`${u.name} is a headquarters, not a combat unit: it adds no strength.`, g77('Combat Qualifications 10')));
      continue;
    }
    if (role === 'attack' && u.status === 'shattered') {
      return refuse(`${u.name} is shattered and cannot attack; it regains the right to attack only after its shattered status ends at night.`, 'Shatter and Disorganization, Effect 4', steps);
    }
    if (role === 'attack' && u.lends !== undefined && u.lends > 0) {
      return refuse(`${u.name} cannot lend strength on the attack: only a defender may lend points to a unit in its hex.`, 'Combat Qualifications 12', steps);
    }
    if ((u.reduced || u.status === 'shattered') && u.reducedStrength === null) {
      return refuse(`${u.name} is reduced but has no reduced strength entered; enter the strength printed on its back.`, 'Casualties 2', steps);
    }
    fighting.push(u);
  }

  // Groups: one type, infantry or cavalry only, total printed strength at most 5.
  const units = fighting.filter((u) => !(u.lends && u.lends > 0));
  const groups = bodies(units).filter((b) => b.length > 1);
  for (const g of groups) {
    const label = g[0]?.group ?? '';
    const first = g[0];
    if (!first || !g.every(isGroupable)) return refuse(`Group "${label}" has a unit that is not infantry or cavalry: only infantry or cavalry can form a group.`, 'Stacking 4', steps);
    if (!g.every((u) => u.type === first.type)) return refuse(`Group "${label}" mixes infantry and cavalry: a group must be of one type.`, 'Stacking 4', steps);
    const total = g.reduce((sum, u) => sum + currentStrength(u), 0);
    if (total > GROUP_LIMIT) return refuse(`Group "${label}" has strength ${total}; a group may total at most ${GROUP_LIMIT}.`, 'Stacking 4', steps);
    steps.push(step(`Group "${label}" (${g.map((u) => u.name).join(', ')}) fights as one unit of strength ${total}.`, g77('Stacking 4')));
  }

  let strength = 0;
  for (const u of units) {
    if (role === 'defense' && u.retreatedOntoFriends) {
      // It still shares the stack's result (it stays among the bodies that take losses), only its points go.
      steps.push(step(`${u.name} retreated onto this stack: its strength does not count in this defence, though it shares the result.`, g77('Retreat Restrictions 5')));
      continue;
    }
    let s = currentStrength(u);
    let why = u.reduced ? ' on its reduced side' : '';
    if (role === 'defense' && u.status === 'shattered' && !u.reduced && u.reducedStrength !== null) {
      s = u.reducedStrength;
      why = ', defending at its reduced strength because it is shattered';
      steps.push(step(`${u.name}: ${s}${why}.`, g77('Shatter and Disorganization, Effect 4')));
    } else if (u.reduced) {
      steps.push(step(`${u.name}: ${s}${why}.`, g77('Casualties 2')));
    } else {
      steps.push(step(`${u.name}: ${s}.`));
    }
    if (role === 'defense' && u.side === 'union' && u.type === 'cavalry') {
      s *= 2;
      steps.push(step(`${u.name} is Union cavalry: its strength doubles on defence, to ${s}.`, g77('Special Effects to Combat 1')));
    }
    if (role === 'defense' && (u.type === 'artillery' || u.type === 'horse-artillery')) {
      steps.push(step(`${u.name} is artillery in the defender's hex and adds its strength to the defence.`, g77('Combat Qualifications 8')));
    }
    strength += s;
  }

  // Lending (defence only): one lender, same type as the one receiving unit or group, up to a total of 5.
  const lenders = fighting.filter((u) => u.lends && u.lends > 0);
  let lenderShares = false;
  if (lenders.length > 1) return refuse('Only one unit in a hex may lend strength in a battle.', 'Combat Qualifications 12', steps);
  const lender = lenders[0];
  if (lender && role === 'defense') {
    const lent = lender.lends ?? 0;
    const receivers = bodies(units).filter((b) => b.every(isGroupable));
    const receiver = receivers[0];
    if (receivers.length !== 1 || !receiver) return refuse(`${lender.name} lends strength, but there must be exactly one defending infantry or cavalry unit or group to receive it.`, 'Combat Qualifications 12', steps);
    const receiverStrength = receiver.reduce((sum, u) => sum + currentStrength(u), 0);
    const lenderStrength = currentStrength(lender);
    if (!receiver.every((u) => u.type === lender.type)) return refuse(`${lender.name} can lend only to a unit of its own type (${lender.type}).`, 'Combat Qualifications 12', steps);
    if (receiverStrength >= LEND_TO) return refuse(`The defender already has strength ${receiverStrength}; lending is only to bring a defender below ${LEND_TO} up to ${LEND_TO}.`, 'Combat Qualifications 12', steps);
    if (lent > lenderStrength) return refuse(`${lender.name} cannot lend ${lent}: it has only ${lenderStrength}.`, 'Combat Qualifications 12', steps);
    if (receiverStrength + lent > LEND_TO) return refuse(`${lender.name} lends ${lent}, which would take the defender past ${LEND_TO} (${receiverStrength} + ${lent}).`, 'Combat Qualifications 12', steps);
    strength += lent;
    lenderShares = lent * 2 >= lenderStrength;
    steps.push(step(`${lender.name} lends ${lent} of its ${lenderStrength} to bring the defender to ${receiverStrength + lent}; ${lenderShares ? 'having lent at least half, it shares the results of the battle' : 'having lent less than half, it is not affected by the result'}.`, g77('Combat Qualifications 12')));
    if (lender.status !== 'ready') steps.push(step(`${lender.name} is disorganized or shattered and lends that state with its points.`, g77('Special Effects to Combat 3')));
  }

  const sizes = bodies(units).map((b) => b.length + (lenderShares && b.every(isGroupable) ? 1 : 0));
  steps.push(step(`${role === 'attack' ? 'Attack' : 'Defence'} strength: ${strength}.`));
  return { strength, refusal: null, refusalRule: null, stepsPerHit: sizes.length ? Math.min(...sizes) : 1, steps };
}
