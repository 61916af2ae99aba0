import type { Battle, BattleModifiers, RuleSetChoices } from '../../core/battle.js';
import { step } from '../../core/explanation.js';
import { battleForces, type BattleForces } from './battle-forces.js';
import { combatSpecialEffects, g77LeftOut } from './combat-special-effects.js';
import { elevationModifier } from './elevation-modifier.js';
import { experienceModifier } from './experience-modifier.js';
import { fieldOfDefenceModifier } from './field-of-defence-modifier.js';
import { headquartersModifier } from './headquarters-modifier.js';
import { findings, merge, type ModifierFindings } from './modifier-findings.js';
import { protectionModifier } from './protection-modifier.js';
import { g77 } from './rule.js';
import { unitStateModifiers } from './unit-state-modifiers.js';

/** What each die-roll rule finds about the battle, in the order the lines are listed. */
function ruleFindings(battle: Battle, forces: BattleForces, ruleSet: RuleSetChoices): ModifierFindings[] {
  const { attackers, defenders } = forces;
  return [
    elevationModifier(battle, attackers, defenders),
    unitStateModifiers(forces),
    headquartersModifier(forces, ruleSet),
    fieldOfDefenceModifier(battle, attackers, defenders),
    protectionModifier(battle.board, defenders),
    experienceModifier(battle, attackers, defenders, ruleSet),
  ];
}

/**
 * Every die-roll modification of the Intermediate Game that a battle on the board earns, each with the
 * units and hexes that earn it; the optional ones only when the players' rule set turns them on. All are
 * cumulative. What the board does not say (an elevation, a town hex, the field of defence) is asked,
 * not guessed; the special effects that act on strengths or results come back as notes.
 */
export function g77BattleModifiers(battle: Battle, ruleSet: RuleSetChoices): BattleModifiers {
  const forces = battleForces(battle);
  const { attackers, defenders } = forces;
  const head = findings();
  head.notes.push(...forces.problems);
  if (attackers.length === 0 || defenders.length === 0) {
    head.notes.push(step(`A battle needs ${attackers.length === 0 ? 'an attacking' : 'a defending'} combat unit on the map; a headquarters is not one.`, g77('Combat Qualifications 10')));
  }
  const found = merge([head, ...ruleFindings(battle, forces, ruleSet), { lines: [], undecided: [], notes: combatSpecialEffects(battle.board, forces) }]);
  const leftOut = g77LeftOut(forces);
  return leftOut.length > 0 ? { ...found, leftOut } : found;
}

/**
 * The same lines and questions without the notes and the units left out, for a caller that shows neither:
 * the battle planner weighs hundreds of battles a plan and keeps only their lines.
 */
export function g77BattleLines(battle: Battle, ruleSet: RuleSetChoices): Pick<BattleModifiers, 'lines' | 'undecided'> {
  return merge(ruleFindings(battle, battleForces(battle), ruleSet));
}
