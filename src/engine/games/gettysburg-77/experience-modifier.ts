import type { Battle, RuleSetChoices } from '../../core/battle.js';
import { step } from '../../core/explanation.js';
import type { PlacedUnit } from './battle-forces.js';
import { EXPERIENCE_COLOURS, EXPERIENCE_RULE, experienceModification, isExperience, type Experience } from './experience-matrix.js';
import { findings, type ModifierFindings } from './modifier-findings.js';

const OPTIONAL_ID = 'experience-matrix';

/**
 * The Advanced Game's experience matrix, only when the players turn it on. Each side's colour comes from
 * what the players state per unit; a side whose units differ in colour is left to the players, since the
 * Intermediate rules do not say which colour counts.
 */
export function experienceModifier(battle: Battle, attackers: readonly PlacedUnit[], defenders: readonly PlacedUnit[], ruleSet: RuleSetChoices): ModifierFindings {
  const out = findings();
  if (ruleSet[OPTIONAL_ID] !== true || attackers.length === 0 || defenders.length === 0) return out;
  const stated = battle.stated?.experience ?? {};
  const colour = (p: PlacedUnit): Experience | null => {
    const v = Object.hasOwn(stated, p.unit.id) ? stated[p.unit.id] : undefined;
    return isExperience(v) ? v : null;
  };
  const sideColour = (units: readonly PlacedUnit[], role: string): Experience | null => {
    const missing = units.filter((p) => colour(p) === null);
    for (const p of missing) {
      out.undecided.push({ id: `experience:${p.unit.id}`, question: `Advanced Game experience matrix: what experience colour does ${p.unit.name} (${p.hex}, ${role}) have?` });
    }
    if (missing.length > 0) return null;
    const colours = [...new Set(units.map(colour))];
    const [only] = colours;
    if (colours.length === 1 && only) return only;
    out.undecided.push({
      id: `experience-${role}`,
      question: `Advanced Game experience matrix: the ${role} units differ in experience (${colours.map((c) => (c ? EXPERIENCE_COLOURS[c] : '?')).join(', ')}), and the Intermediate rules do not say which counts. Enter the matrix value by hand.`,
    });
    return null;
  };
  const a = sideColour(attackers, 'attacking');
  const d = sideColour(defenders, 'defending');
  if (!a || !d) return out;
  const value = experienceModification(a, d);
  const pair = `attacker ${a} (${EXPERIENCE_COLOURS[a]}), defender ${d} (${EXPERIENCE_COLOURS[d]})`;
  if (value === 0) {
    out.notes.push(step(`Advanced Game option (experience matrix): ${pair} — no modification.`, EXPERIENCE_RULE));
    return out;
  }
  out.lines.push({
    id: OPTIONAL_ID,
    text: 'Advanced Game option (experience matrix): the attacker’s and defender’s experience colours modify the die',
    value,
    reason: `${pair}; the players' rule set turns this Advanced Game rule on.`,
    rule: EXPERIENCE_RULE,
    optionalRule: OPTIONAL_ID,
  });
  return out;
}
