import { step, type Step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';
import { isGun } from './artillery-board.js';
import type { ArtilleryUnitRef, TargetCheck } from './artillery-answer-types.js';

/**
 * Clarification 23: one gun attacking alone may fire on several enemy artillery units in one battle, as long
 * as every one of them is within double range. The eligible artillery targets, and a step when there are two or more.
 */
export function severalTargets(gun: ArtilleryUnitRef, targets: readonly TargetCheck[]): { readonly ids: string[]; readonly steps: Step[] } {
  const together = targets.filter((t) => t.eligible === true && isGun(t.unit.type));
  if (together.length < 2) return { ids: together.map((t) => t.unit.id), steps: [] };
  const names = together.map((t) => t.unit.name).join(', ');
  return {
    ids: together.map((t) => t.unit.id),
    steps: [step(`Firing alone, ${gun.name} may take on ${names} in one battle: each is enemy artillery within its double range.`, clarification(23))],
  };
}
