import type { RuleSetChoices } from '../../core/battle.js';
import { step } from '../../core/explanation.js';
import type { ModifierLine } from '../../core/modifier-line.js';
import { named, namedList, type BattleForces, type PlacedUnit } from './battle-forces.js';
import { findings, tableLine, type ModifierFindings } from './modifier-findings.js';
import { g77 } from './rule.js';

/** A headquarters of this value or more helps the side it is stacked with. */
export const SUPERIOR_VALUE = 4;

const OPTIONAL_ID = 'headquarters-modification';
const OPTIONAL_RULE = g77('Intermediate Game Optional Rules: Headquarters Modification');

function value(p: PlacedUnit): number | undefined {
  return p.unit.reorganizationValue;
}

function withValue(p: PlacedUnit): string {
  return `${named(p)}, value ${value(p) ?? '?'}`;
}

function askValue(p: PlacedUnit): { id: string; question: string } {
  return { id: `reorganization-value:${p.unit.id}`, question: `What is the reorganization value of ${named(p)} (printed on the back of its counter)? The board does not give it.` };
}

/**
 * One or more superior headquarters (value 4 or more) stacked with a side's combat units count once for
 * that side. With the optional headquarters modification, when both sides have one, the side whose best
 * headquarters has the higher value gains a further favourable 1.
 */
export function headquartersModifier(forces: BattleForces, ruleSet: RuleSetChoices): ModifierFindings {
  const out = findings();
  const side = (hqs: readonly PlacedUnit[], fighting: readonly PlacedUnit[], id: 'attacker-headquarters' | 'defender-headquarters'): void => {
    const superior = hqs.filter((p) => (value(p) ?? 0) >= SUPERIOR_VALUE);
    if (superior.length > 0) {
      const once = superior.length > 1 ? ` (${superior.length} of them; the line counts once)` : '';
      const stacked = fighting.filter((f) => superior.some((h) => h.hex === f.hex)).map((f) => f.unit.name);
      out.lines.push(tableLine(id, 1, `${superior.map(withValue).join('; ')} ${superior.length > 1 ? 'are' : 'is'} stacked with ${stacked.join(', ')}${once}.`));
    } else {
      out.undecided.push(...hqs.filter((p) => value(p) === undefined).map(askValue));
    }
  };
  side(forces.attackHeadquarters, forces.attackers, 'attacker-headquarters');
  side(forces.defenseHeadquarters, forces.lender ? [...forces.defenders, forces.lender] : forces.defenders, 'defender-headquarters');

  const all = [...forces.attackHeadquarters, ...forces.defenseHeadquarters];
  if (all.length > 0) {
    out.notes.push(step(`${namedList(all)}: a headquarters stacked with units in this battle consults the Headquarters Table at the end of the combat round.`, g77('Combat Qualifications 10')));
  }
  if (ruleSet[OPTIONAL_ID] !== true) return out;

  const best = (hqs: readonly PlacedUnit[]): PlacedUnit | null =>
    hqs.filter((p) => (value(p) ?? 0) >= SUPERIOR_VALUE).reduce<PlacedUnit | null>((b, p) => (b === null || (value(p) ?? 0) > (value(b) ?? 0) ? p : b), null);
  const unknown = all.filter((p) => value(p) === undefined);
  if (unknown.length > 0) {
    for (const u of unknown.map(askValue)) if (!out.undecided.some((x) => x.id === u.id)) out.undecided.push(u);
    return out;
  }
  const a = best(forces.attackHeadquarters);
  const d = best(forces.defenseHeadquarters);
  if (!a || !d) return out;
  const av = value(a) ?? 0;
  const dv = value(d) ?? 0;
  if (av === dv) {
    out.notes.push(step(`Optional rule (headquarters modification): ${withValue(a)} and ${withValue(d)} are equal, so neither side gains the extra 1.`, OPTIONAL_RULE));
    return out;
  }
  const attackerWins = av > dv;
  const line: ModifierLine = {
    id: OPTIONAL_ID,
    text: `Optional rule (headquarters modification): the side whose superior headquarters has the higher reorganization value gains 1 (${attackerWins ? 'the attacker' : 'the defender'})`,
    value: attackerWins ? -1 : 1,
    reason: `${withValue(attackerWins ? a : d)} outranks ${withValue(attackerWins ? d : a)}; the players' rule set turns this optional rule on.`,
    rule: OPTIONAL_RULE,
    optionalRule: OPTIONAL_ID,
  };
  out.lines.push(line);
  return out;
}
