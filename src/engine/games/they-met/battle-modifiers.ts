import type { Battle, BattleModifiers, RuleSetChoices } from '../../core/battle.js';
import type { BoardUnit } from '../../core/board/board.js';
import { step, type Step } from '../../core/explanation.js';
import type { ModifierLine } from '../../core/modifier-line.js';
import { assaultTem, isZone, printedTem, volleyTem } from './tem.js';
import { tm } from './rule.js';
import { signed } from '../../core/words.js';

/** Answers 9 and 10 of the errata (rules 8.1 and 9.1): no bombardment or volley into friendly units or into the activated area. */
const FRIENDLY_TARGET_RULE = tm('Questions and answers 9 (rules 8.1 and 9.1)', 'qa-9');
const ACTIVATED_AREA_RULE = tm('Questions and answers 10', 'qa-10');

type Undecided = { readonly id: string; readonly question: string };
type AreaCombat = 'assault' | 'volley' | 'bombardment';

interface Placed {
  readonly unit: BoardUnit;
  readonly area: string;
}

/** The seeds do not say how a TEM enters the combat roll; the user's table does. */
const SIGN_NOTE = step('The TEM is added to the modifier as printed; if your combat table applies it another way, change the line by hand.');


function place(battle: Battle, ids: readonly string[], role: string, undecided: Undecided[], notes: Step[]): Placed[] {
  const out: Placed[] = [];
  for (const id of ids) {
    const unit = battle.board.units.find((u) => u.id === id);
    if (!unit) notes.push(step(`There is no unit “${id}” on the board; it is left out.`));
    else if (unit.location.kind !== 'area') undecided.push({ id: `location:${id}`, question: `Which area or Zone is the ${role} ${unit.name} in? The board does not put it in one.` });
    else out.push({ unit, area: unit.location.area });
  }
  return out;
}

/**
 * They Met at Gettysburg's terrain effects modifier for a battle between units in areas: an assault uses
 * the TEM of the area (0 in an off-map Zone), a volley the effective TEM of its target (+2 for a
 * target printing +1, clarification 4; any other target is asked). Printed TEMs come from the user's
 * map (battle.stated.areaTems). The kind of combat is stated, or read from where the units are: attackers in the defenders' area assault them. The line adds the TEM as
 * printed; the user's combat table decides how it enters the roll.
 */
export function theyMetBattleModifiers(battle: Battle, _ruleSet: RuleSetChoices): BattleModifiers {
  const lines: ModifierLine[] = [];
  const undecided: Undecided[] = [];
  const notes: Step[] = [];
  const attackers = place(battle, battle.attackers, 'attacker', undecided, notes);
  const defenders = place(battle, battle.defenders, 'defender', undecided, notes);
  const tems = battle.stated?.areaTems ?? null;
  const areas = [...new Set(defenders.map((d) => d.area))];
  const [target] = areas;
  if (areas.length > 1) {
    undecided.push({ id: 'target-area', question: `The defenders are in ${areas.join(', ')}: a combat has one target area. Pick the defenders of one.` });
    return { lines, undecided, notes };
  }
  if (target === undefined) return { lines, undecided, notes };
  if (tems && tems.zones.length > 0) {
    for (const label of new Set([...attackers, ...defenders].map((p) => p.area))) {
      if (isZone(label) && !tems.zones.includes(label)) notes.push(step(`${label} is not among the Zones of your map (Options, They Met area TEMs); it is taken as an off-map Zone by its name.`));
    }
  }

  const inTarget = attackers.filter((a) => a.area === target);
  const stated = battle.stated?.areaCombat;
  let kind: AreaCombat | null = stated ?? null;
  if (!kind && attackers.length > 0 && inTarget.length === attackers.length) {
    kind = 'assault';
    notes.push(step(`Every attacker is in ${isZone(target) ? 'Zone' : 'area'} ${target} with the defenders: this is taken as an assault.`));
  }
  if (!kind) {
    if (attackers.length > 0) undecided.push({ id: 'area-combat', question: `Is this a volley or a bombardment into ${target}? State which kind of combat it is.` });
    return { lines, undecided, notes };
  }

  if (kind === 'assault') {
    const t = assaultTem(target, tems);
    notes.push(...t.steps);
    if (t.tem === null) undecided.push({ id: 'tem', question: t.question ?? `The TEM of ${target} is not known.` });
    else {
      lines.push({
        id: 'tem',
        text: isZone(target) ? 'Terrain effects modifier of an off-map Zone' : `Terrain effects modifier of area ${target}`,
        value: t.tem,
        reason: isZone(target) ? `the assault is in the Zone ${target}` : `the assault is in area ${target}, which prints ${signed(t.tem)}`,
        rule: t.steps[0]?.rule ?? null,
        optionalRule: null,
      });
      notes.push(SIGN_NOTE);
    }
    return { lines, undecided, notes };
  }

  // A volley or a bombardment: never into friendly units, nor into the attackers' own (activated) area.
  const attackingSide = attackers[0]?.unit.side;
  const friendly = battle.board.units.filter((u) => u.side === attackingSide && u.location.kind === 'area' && u.location.area === target);
  const refusals: Step[] = [];
  if (friendly.length > 0) refusals.push(step(`No ${kind} may target ${target}: it holds friendly units (${friendly.map((u) => u.name).join(', ')}).`, FRIENDLY_TARGET_RULE));
  if (inTarget.length > 0) refusals.push(step(`No ${kind} may target the attackers' own area ${target} (${inTarget.map((a) => a.unit.name).join(', ')}).`, ACTIVATED_AREA_RULE));
  notes.push(...refusals);

  if (kind === 'bombardment') {
    const printed = isZone(target) ? null : printedTem(target, tems).tem;
    undecided.push({
      id: 'tem',
      question: `Which TEM does a bombardment of ${target} use? Adjutant's sources give the TEM only for assaults and volleys${printed === null ? '' : ` (area ${target} prints ${signed(printed)})`}: type it by hand.`,
    });
    return { lines, undecided, notes };
  }

  const v = volleyTem(target, tems);
  notes.push(...v.steps);
  if (v.legal === null) undecided.push({ id: 'tem', question: v.question ?? `The TEM of ${target} is not known.` });
  else if (v.legal && v.tem !== null && refusals.length === 0) {
    lines.push({
      id: 'tem',
      text: `Effective terrain effects modifier of a volley into area ${target}`,
      value: v.tem,
      reason: `area ${target} prints ${signed(v.printedTem ?? 0)}; a volley into it is resolved at ${signed(v.tem)}`,
      rule: v.steps[v.steps.length - 1]?.rule ?? null,
      optionalRule: null,
    });
    notes.push(SIGN_NOTE);
  }
  return { lines, undecided, notes };
}
