import type { CombatUnitInput, ForceInput } from './combat-unit.js';
import { step, type Step } from './explanation.js';
import type { CombatRole, ForceStrength } from './game-module.js';

/** The strength a counter shows now: the back strength once it is reduced. */
export function currentStrength(unit: CombatUnitInput): number {
  return unit.reduced && unit.reducedStrength !== null ? unit.reducedStrength : unit.strength;
}

/** Units that take losses together: each group is one body, every other unit its own. */
export function bodies(units: readonly CombatUnitInput[]): CombatUnitInput[][] {
  const groups = new Map<string, CombatUnitInput[]>();
  const out: CombatUnitInput[][] = [];
  for (const u of units) {
    const label = u.group?.trim();
    if (!label) {
      out.push([u]);
      continue;
    }
    const g = groups.get(label);
    if (g) g.push(u);
    else {
      const fresh = [u];
      groups.set(label, fresh);
      out.push(fresh);
    }
  }
  return out;
}

export function totalForce(role: CombatRole, strength: number): ForceStrength {
  return {
    strength,
    refusal: null,
    refusalRule: null,
    stepsPerHit: 1,
    steps: [step(`${role === 'attack' ? 'Attack' : 'Defence'} strength entered as a total: ${strength}.`)],
  };
}

/**
 * Strength with no game-specific rules: each unit at its current side's strength. Used where the
 * seeds give no strength rules for a game; the explanation says so.
 */
export function genericForceStrength(role: CombatRole, force: ForceInput): ForceStrength {
  if (force.kind === 'total') return totalForce(role, force.strength);
  const steps: Step[] = [];
  let strength = 0;
  for (const u of force.units) {
    const s = currentStrength(u);
    strength += s;
    steps.push(step(`${u.name}: ${s}${u.reduced ? ' (reduced side)' : ''}.`));
  }
  steps.push(step(`${role === 'attack' ? 'Attack' : 'Defence'} strength: ${strength}. No special strength rules of this game are known to Adjutant; adjust the total by hand if your rulebook has some.`));
  const sizes = bodies(force.units).map((b) => b.length);
  return { strength, refusal: null, refusalRule: null, stepsPerHit: sizes.length ? Math.min(...sizes) : 1, steps };
}
