import type { Battle } from '../../core/battle.js';
import { step } from '../../core/explanation.js';
import { namedList, type PlacedUnit } from './battle-forces.js';
import { findings, tableLine, type ModifierFindings } from './modifier-findings.js';
import { g77 } from './rule.js';
import { checkFieldOfDefence, isTwoDirectionAttack } from './two-direction-attack.js';

const RULE = g77('Combat Qualifications 7; Multiple Combat 2.b and 4', 'combat-qualifications-7');

/**
 * In a two-direction attack the defender states a field of defence, two adjacent hexes next to its hex;
 * each attacking unit outside it attacks with a favourable 1. The directions are judged for one defended
 * hex, so a battle against several hexes is left to the players.
 */
export function fieldOfDefenceModifier(battle: Battle, attackers: readonly PlacedUnit[], defenders: readonly PlacedUnit[]): ModifierFindings {
  const out = findings();
  const defendedHexes = [...new Set(defenders.map((d) => d.hex))];
  const attackHexes = [...new Set(attackers.map((a) => a.hex))];
  const stated = battle.stated?.fieldOfDefence;
  const [defended] = defendedHexes;
  if (defended === undefined || attackHexes.length === 0) return out;
  if (defendedHexes.length > 1) {
    if (isTwoDirectionAttack(attackHexes) || stated) {
      out.notes.push(step(`The defenders hold ${defendedHexes.join(', ')}: one- and two-direction attacks are judged hex by hex, so Adjutant leaves the field of defence to you here.`, RULE));
    }
    return out;
  }
  if (!isTwoDirectionAttack(attackHexes)) {
    if (stated) out.notes.push(step(`The attack on ${defended} comes from ${attackHexes.join(' and ')}, one direction: the stated field of defence does not change the die.`, RULE));
    return out;
  }
  const from = `The attack on ${defended} comes from ${attackHexes.join(', ')}: a two-direction attack`;
  if (!stated) {
    out.undecided.push({ id: 'field-of-defence', question: `${from}. Which two adjacent hexes next to ${defended} does the defender state as its field of defence?` });
    return out;
  }
  const field = checkFieldOfDefence(defended, stated);
  if (!field.ok) {
    out.undecided.push({ id: 'field-of-defence', question: `${from}, but ${field.problem}. Which two adjacent hexes next to ${defended} does the defender state?` });
    return out;
  }
  const outside = attackers.filter((a) => !field.hexes.includes(a.hex));
  if (outside.length === 0) {
    out.notes.push(step(`${from}; every attacker is inside the stated field of defence ${field.hexes.join(', ')}.`, RULE));
    return out;
  }
  out.lines.push(tableLine('outside-field-of-defence', outside.length, `${from}; the field of defence is ${field.hexes.join(', ')}, and ${namedList(outside)} ${outside.length > 1 ? 'attack' : 'attacks'} from outside it.`));
  return out;
}
