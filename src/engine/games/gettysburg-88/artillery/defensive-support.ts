import type { BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';
import { unitRef, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryNeed, ArtilleryUnitRef, DefendingIn, Finding, LineOfSight, SupportCheck } from './artillery-answer-types.js';
import { noOwnTerrain } from './defender-terrain.js';
import { adjacentEnemies, engagedStep } from './engaged-guns.js';
import { allOf } from './fire-check.js';
import { lineOfSight } from './line-of-sight.js';

const SUPPORT_SIGHT_NEED: ArtilleryNeed = {
  id: 'artillery.supportLineOfSight',
  question: 'Does a gun lending its factor at double range to a unit in regular combat need a line of sight to it, as fire does? Confirm it from your rulebook.',
  rule: clarification(30),
};

/** Clarification 30: no gun lends its factor to a unit fired on at double range; support goes only to units in regular combat. */
export function noSupportAtRange(target: ArtilleryUnitRef, gun: BoardUnit): Step {
  return step(`${gun.name} may not add its factor to ${target.name}: a unit fired on at double range gets no support from other guns, which back only units defending in regular combat.`, clarification(30));
}

/** Whether the line of sight matters to support, as the user's settings say; asked only when the line is not plainly open. */
function supportSight(ab: ArtilleryBoard, line: Finding<LineOfSight>): Finding<boolean | null> {
  const open = line.value.verdict === 'clear' || line.value.verdict === 'not-needed';
  const needed = ab.settings.supportLineOfSight;
  if (needed === false) return { value: true, steps: [step('Support needs no line of sight, as your settings say.', ab.cite('double-range support: line of sight'))], needs: [] };
  if (open) return { value: true, steps: line.steps, needs: [] };
  if (needed === true) return { value: line.value.verdict === 'blocked' ? false : null, steps: line.steps, needs: line.needs };
  // Not confirmed, and the line is not plainly open: the setting decides, so it is asked (with the line's own questions unless it is blocked).
  return { value: null, steps: line.steps, needs: [SUPPORT_SIGHT_NEED, ...(line.value.verdict === 'blocked' ? [] : line.needs)] };
}

/** Clarification 33: a reorganizing gun that supports gives up its marker for good. */
function reorganizingSupport(gun: BoardUnit): Step[] {
  if (!gun.status.reorganizing) return [];
  return [step(`${gun.name} is reorganizing: if it supports, its reorganization marker is removed for good.`, clarification(33))];
}

/**
 * A friendly gun within double range of a unit under attack: whether it may add its factor (never to a unit
 * fired on at double range, clarification 30; not while engaged itself, 24; not at night, 32; the line of sight
 * as the user's settings say), and what supporting costs a reorganizing gun (33). `night` is as nightFire reads it.
 */
export function supportCheck(
  ab: ArtilleryBoard,
  gun: BoardUnit,
  gunHex: string,
  target: ArtilleryUnitRef,
  distance: number,
  night: boolean | null,
  defending: DefendingIn,
): { check: SupportCheck; needs: readonly ArtilleryNeed[] } {
  const ref = unitRef(gun, gunHex);
  const steps: Step[] = [step(`${gun.name} (${gunHex}) is ${distance} hex${distance === 1 ? '' : 'es'} from ${target.name}, within double range.`, ab.cite('double range'))];
  if (defending === 'double-range') {
    const check: SupportCheck = { gun: ref, distance, eligible: false, line: lineOfSight(ab, gunHex, target.hex).value, losesReorganization: false, steps: [...steps, noSupportAtRange(target, gun)] };
    return { check, needs: [] };
  }
  const engaged = adjacentEnemies(ab, gun, gunHex);
  if (engaged.length > 0) steps.push(engagedStep(gun, engaged));
  if (night === true) steps.push(step(`No support from ${gun.name} at double range: it is night.`, clarification(32)));
  const line = lineOfSight(ab, gunHex, target.hex);
  const sight = supportSight(ab, line);
  steps.push(...sight.steps, noOwnTerrain(ref, 'supporting a unit in regular combat'), ...reorganizingSupport(gun));
  const eligible = allOf([engaged.length === 0, night === true ? false : night === null ? null : true, sight.value]);
  const check: SupportCheck = { gun: ref, distance, eligible, line: line.value, losesReorganization: gun.status.reorganizing, steps };
  return { check, needs: eligible === false ? [] : sight.needs };
}
