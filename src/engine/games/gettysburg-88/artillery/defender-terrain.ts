import { step, type Step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';
import { isGun, terrainNeed, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryNeed, ArtilleryUnitRef, Finding } from './artillery-answer-types.js';
import { hillAt } from './named-hills.js';
import { isWoods, woodsChain } from './woods-chain.js';

type Loss = Finding<boolean | null>;

/** Clarification 26: fire from the hill the target stands on takes its terrain modifier away. True when it does. */
function sameHill(ab: ArtilleryBoard, gun: ArtilleryUnitRef, target: ArtilleryUnitRef): Loss {
  const at = hillAt(ab, target.hex, clarification(26));
  if (at.value === null) return { value: null, steps: [], needs: at.needs };
  const hill = at.value.hill;
  if (hill === null) return { value: false, steps: [], needs: [] };
  const from = hillAt(ab, gun.hex, clarification(26));
  if (from.value === null) return { value: null, steps: [], needs: from.needs };
  if (from.value.hill !== hill) return { value: false, steps: [], needs: [] };
  return { value: true, steps: [step(`${target.name} is on ${hill} and the fire comes from ${gun.hex} on the same hill: no terrain modifier.`, clarification(26))], needs: [] };
}

/** Clarification 27: fire from woods joined to the target's woods by an unbroken chain takes its terrain modifier away. */
function joinedWoods(ab: ArtilleryBoard, gun: ArtilleryUnitRef, target: ArtilleryUnitRef): Loss {
  const needs: ArtilleryNeed[] = [];
  const woodsAt = (hex: string): boolean | null => {
    const names = ab.names(hex);
    if (names === null) needs.push(terrainNeed(hex, 'clarification 27 asks whether it is woods'));
    return names === null ? null : isWoods(names);
  };
  const targetWoods = woodsAt(target.hex);
  if (targetWoods === false) return { value: false, steps: [], needs: [] };
  const gunWoods = woodsAt(gun.hex);
  if (gunWoods === false) return { value: false, steps: [], needs: [] };
  if (targetWoods === null || gunWoods === null) return { value: null, steps: [], needs };
  const chain = woodsChain(ab, gun.hex, target.hex);
  if (chain.value === null) return { value: null, steps: [], needs: chain.needs };
  if (chain.value === false) {
    return { value: false, steps: [step(`${gun.hex} and ${target.hex} are both woods, but no unbroken chain of woods hexes joins them.`, clarification(27))], needs: [] };
  }
  return {
    value: true,
    steps: [step(`${target.name} is in woods joined to the firing gun's woods hex by woods all the way (${chain.value.join(', ')}): no terrain modifier.`, clarification(27))],
    needs: [],
  };
}

/**
 * Whether a target fired on at double range keeps its terrain modifier. Clarification 25 gives artillery
 * under such fire its terrain modifier; 26 takes it away against fire from the same hill, 27 against fire
 * from woods joined to the target's by woods. Null when a hill or a hex's terrain is not known yet, or for a
 * target that is not artillery (25 speaks of artillery only).
 */
export function defenderTerrain(ab: ArtilleryBoard, gun: ArtilleryUnitRef, target: ArtilleryUnitRef): Finding<boolean | null> {
  if (!isGun(target.type)) {
    return { value: null, steps: [step(`${target.name} is not artillery: the clarifications say only whether artillery keeps its terrain modifier under double-range fire.`, clarification(25))], needs: [] };
  }
  const checks = [sameHill(ab, gun, target), joinedWoods(ab, gun, target)];
  const lost = checks.find((c) => c.value === true);
  if (lost) return { value: false, steps: lost.steps, needs: [] };
  const steps: Step[] = checks.flatMap((c) => c.steps);
  const needs = checks.flatMap((c) => c.needs);
  if (needs.length > 0) return { value: null, steps, needs };
  return { value: true, steps: [...steps, step(`${target.name} is artillery fired on at double range: it keeps the terrain modifier of ${target.hex}.`, clarification(25))], needs: [] };
}

/** Clarification 25's other half: a gun firing at double range, or supporting, gets nothing from its own terrain. */
export function noOwnTerrain(gun: ArtilleryUnitRef, doing: 'firing at double range' | 'supporting a unit in regular combat'): Step {
  return step(`${gun.name} gets no terrain modifier of its own when ${doing}.`, clarification(25));
}
