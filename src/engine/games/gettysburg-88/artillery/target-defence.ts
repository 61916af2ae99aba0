import type { Board } from '../../../core/board/board.js';
import { isCombatUnit } from '../movement/enemy-zoc.js';
import type { G88MovementSettings } from '../movement/movement-settings.js';
import { artilleryBoard, isGun, uniqueNeeds, unitRef, unitsWithin } from './artillery-board.js';
import type { ArtilleryRefusal, DefendingIn, TargetDefence, TargetOptions } from './artillery-answer-types.js';
import { supportCheck } from './defensive-support.js';
import { fireCheck } from './fire-check.js';
import { findUnit, firingGun, RANGE_NEED } from './gun-fire.js';
import { nightFire } from './night-fire.js';

function refused(refusal: ArtilleryRefusal, defending: DefendingIn): TargetDefence {
  return { target: null, defending, doubleRange: null, firers: [], supporters: [], steps: [], needs: [], refusal };
}

/**
 * One unit as a target: which enemy guns may fire on it at double range (each checked as `gunFire` checks it),
 * and which friendly guns may add their factor to its defence: in regular combat, or none when it is itself
 * fired on at double range (clarifications 30 and 33).
 */
export function targetDefence(board: Board, targetId: string, settings: G88MovementSettings | null, options: TargetOptions = {}): TargetDefence {
  const defending = options.defending ?? 'regular-combat';
  const found = findUnit(board, targetId, 'a target');
  if ('severity' in found) return refused(found, defending);
  const { unit, hex } = found;
  if (!isCombatUnit(unit.type)) return refused({ severity: 'refusal', text: `${unit.name} is a ${unit.type}, not a combat unit: no one fires on it or supports it.`, rule: null }, defending);
  const ab = artilleryBoard(board, settings, options);
  const target = unitRef(unit, hex);
  const range = ab.settings.doubleRange;
  if (range === null) return { target, defending, doubleRange: null, firers: [], supporters: [], steps: [], needs: [RANGE_NEED], refusal: null };
  const night = nightFire(board);
  const near = unitsWithin(ab, hex, range, (u) => isGun(u.type));
  const fire = near
    .filter((p) => p.unit.side !== unit.side)
    .map((p) => {
      const { firing } = firingGun(ab, p.unit, p.hex, night);
      const { check, needs } = fireCheck(firing, unit, hex, p.distance);
      return { check: { ...check, gun: firing.gun }, needs };
    });
  const support = near.filter((p) => p.unit.side === unit.side).map((p) => supportCheck(ab, p.unit, p.hex, target, p.distance, night.value, defending));
  const checks = [...fire, ...support];
  const nightNeeds = checks.some((c) => c.check.eligible === null) ? night.needs : [];
  return {
    target,
    defending,
    doubleRange: range,
    firers: fire.map((f) => f.check),
    supporters: support.map((s) => s.check),
    steps: night.steps,
    needs: uniqueNeeds([...nightNeeds, ...checks.flatMap((c) => c.needs)]),
    refusal: null,
  };
}
