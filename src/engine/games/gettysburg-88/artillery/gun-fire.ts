import type { Board, BoardUnit } from '../../../core/board/board.js';
import type { Step } from '../../../core/explanation.js';
import { isCombatUnit } from '../movement/enemy-zoc.js';
import type { G88MovementSettings } from '../movement/movement-settings.js';
import { clarification } from '../rule.js';
import { artilleryBoard, isGun, uniqueNeeds, unitHex, unitRef, unitsWithin, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryNeed, ArtilleryOptions, ArtilleryRefusal, Finding, GunFire, TargetCheck } from './artillery-answer-types.js';
import { noOwnTerrain } from './defender-terrain.js';
import { adjacentEnemies, engagedStep } from './engaged-guns.js';
import { fireCheck, type FiringGun } from './fire-check.js';
import { nightFire } from './night-fire.js';
import { sameHexGuns, sameHexStep } from './same-hex-guns.js';
import { severalTargets } from './several-targets.js';

export const RANGE_NEED: ArtilleryNeed = {
  id: 'artillery.doubleRange',
  question: 'What is the double range of artillery, in hexes from the gun to its target? Confirm it from your rulebook.',
  rule: clarification(23),
};

/** The unit asked about, on the map; or why there is no answer (`what` names its part: "a gun", "a target"). */
export function findUnit(board: Board, id: string, what: string): { unit: BoardUnit; hex: string } | ArtilleryRefusal {
  return placeUnit(board, board.units.find((u) => u.id === id), id, what);
}

/** findUnit for a unit already looked up by its id (undefined when none has it). */
export function placeUnit(board: Board, unit: BoardUnit | undefined, id: string, what: string): { unit: BoardUnit; hex: string } | ArtilleryRefusal {
  if (board.game !== 'gettysburg-88') return { severity: 'input', text: `This board is ${board.game}: double-range artillery is modelled only for Gettysburg '88.`, rule: null };
  if (!unit) return { severity: 'input', text: `No unit "${id}" is on the board.`, rule: null };
  const hex = unitHex(unit);
  if (hex === null) return { severity: 'refusal', text: `${unit.name} is not on the map, so it cannot be ${what} at double range.`, rule: null };
  return { unit, hex };
}

/**
 * A gun as it fires on anything: its double range, what bars all its fire (engaged, clarification 24; night,
 * 32), and the gun-wide steps (25: its own terrain gives it nothing).
 */
export function firingGun(ab: ArtilleryBoard, gun: BoardUnit, hex: string, night: Finding<boolean | null>): { firing: FiringGun; steps: Step[]; engaged: BoardUnit[] } {
  const ref = unitRef(gun, hex);
  const engaged = adjacentEnemies(ab, gun, hex);
  const barred = engaged.length > 0 ? { why: `${gun.name} is engaged in regular combat`, rule: clarification(24) } : night.value === true ? { why: 'it is night', rule: clarification(32) } : null;
  const steps: Step[] = engaged.length > 0 ? [engagedStep(gun, engaged)] : [...night.steps];
  if (!barred) steps.push(noOwnTerrain(ref, 'firing at double range'));
  const firing: FiringGun = { ab, gun: ref, doubleRange: ab.settings.doubleRange, barred, nightUnknown: night.value === null && !barred };
  return { firing, steps, engaged };
}

function refused(refusal: ArtilleryRefusal): GunFire {
  return { gun: null, doubleRange: null, engagedWith: [], night: null, targets: [], oneBattle: [], sameHexGuns: [], steps: [], needs: [], refusal };
}

/**
 * What one Gettysburg '88 gun may fire on at double range: every enemy combat unit within the double range the
 * user confirmed, each eligible or not with its reasons (clarifications 23–34), the line of sight and whether
 * the target keeps its terrain modifier. What the seeds do not give is asked, never guessed.
 */
export function gunFire(board: Board, gunId: string, settings: G88MovementSettings | null, options: ArtilleryOptions = {}): GunFire {
  return fireOf(findUnit(board, gunId, 'a gun firing'), () => artilleryBoard(board, settings, options));
}

/**
 * gunFire once the gun is looked up, on the board as `read` gives it: read for this gun alone, or once for every
 * gun of the board. Not read at all when there is no gun to fire.
 */
export function fireOf(found: { unit: BoardUnit; hex: string } | ArtilleryRefusal, read: () => ArtilleryBoard): GunFire {
  if ('severity' in found) return refused(found);
  const { unit: gun, hex } = found;
  if (!isGun(gun.type)) return refused({ severity: 'refusal', text: `${gun.name} is ${gun.type}: only artillery fires at double range.`, rule: clarification(23) });
  const ab = read();
  const night = nightFire(ab.board);
  const { firing, steps, engaged } = firingGun(ab, gun, hex, night);
  const ref = firing.gun;
  const mates = sameHexGuns(ab, gun, hex);
  if (mates.length > 0) steps.push(sameHexStep(gun, hex, mates));
  const base = { gun: ref, engagedWith: engaged.map((u) => u.id), night: night.value, sameHexGuns: mates.map((u) => u.id), refusal: null };
  const nightNeeds = firing.barred ? [] : night.needs;
  if (firing.doubleRange === null) return { ...base, doubleRange: null, targets: [], oneBattle: [], steps, needs: uniqueNeeds([RANGE_NEED, ...nightNeeds]) };
  const range = firing.doubleRange;
  const checks = unitsWithin(ab, hex, range, (u) => u.side !== gun.side && isCombatUnit(u.type)).map((e) => fireCheck(firing, e.unit, e.hex, e.distance));
  const targets: TargetCheck[] = checks.map((c) => c.check);
  const together = severalTargets(ref, targets);
  return {
    ...base,
    doubleRange: range,
    targets,
    oneBattle: together.ids,
    steps: [...steps, ...together.steps],
    needs: uniqueNeeds([...nightNeeds, ...checks.flatMap((c) => c.needs)]),
  };
}
