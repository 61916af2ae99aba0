import type { Board, BoardUnit } from '../../../core/board/board.js';
import type { G88MovementSettings } from '../movement/movement-settings.js';
import { artilleryBoard, isGun, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryOptions, GunFire } from './artillery-answer-types.js';
import { fireOf, placeUnit } from './gun-fire.js';

/**
 * What every gun of a Gettysburg '88 board may fire on at double range, by the gun's id: for each, exactly what
 * `gunFire` answers for that id. The board is read once for all of them (units by hex, terrain, hills, labels),
 * which is what lets a page show every gun's fire within a frame.
 */
export function boardFire(board: Board, settings: G88MovementSettings | null, options: ArtilleryOptions = {}): ReadonlyMap<string, GunFire> {
  // As gunFire looks a gun up: the first unit of an id is the one answered for, whatever the later ones are.
  const first = new Map<string, BoardUnit>();
  for (const u of board.units) if (!first.has(u.id)) first.set(u.id, u);
  let ab: ArtilleryBoard | null = null;
  const read = (): ArtilleryBoard => (ab ??= artilleryBoard(board, settings, options));
  const fires = new Map<string, GunFire>();
  for (const u of board.units) {
    if (!isGun(u.type) || fires.has(u.id)) continue;
    fires.set(u.id, fireOf(placeUnit(board, first.get(u.id), u.id, 'a gun firing'), read));
  }
  return fires;
}
