import type { BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { isCombatUnit } from '../movement/enemy-zoc.js';
import { clarification } from '../rule.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import type { ArtilleryBoard } from './artillery-board.js';

/** The enemy combat units next to a gun's hex (generals are not combat units and engage no one). */
export function adjacentEnemies(ab: ArtilleryBoard, gun: BoardUnit, hex: string): BoardUnit[] {
  const at = ab.hexOf(hex);
  // A unit on the map is on a labelled hex, so it is next to the gun exactly when it is one hex away.
  return at ? ab.near(hex, 1).filter((p) => p.unit.side !== gun.side && isCombatUnit(p.unit.type) && GETTYSBURG_88_GRID.distance(p.at, at) === 1).map((p) => p.unit) : [];
}

/** Clarification 24: a gun next to enemy units is in regular combat with them and takes no part in double-range combat. */
export function engagedStep(gun: BoardUnit, enemies: readonly BoardUnit[]): Step {
  const names = enemies.map((u) => u.name).join(', ');
  return step(`${gun.name} is next to ${names}, so it is engaged in regular combat: no double-range combat for it.`, clarification(24));
}
