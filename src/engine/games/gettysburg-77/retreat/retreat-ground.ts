import type { Board, BoardUnit } from '../../../core/board/board.js';
import { axialNeighbors, type Hex } from '../../../core/hex/hex.js';
import { isCombatUnit, placed, type PlacedUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';

const grid = GETTYSBURG_77_GRID;

/** Whether a hex is on the map: 'no' beyond the labels, 'yes' where the board shows it, 'unknown' otherwise. */
export type OnMap = 'yes' | 'no' | 'unknown';

/** The board as the 1977 retreat reads it, for one retreating unit. */
export interface RetreatGround {
  readonly board: Board;
  readonly unit: BoardUnit;
  readonly start: Hex;
  readonly startLabel: string;
  /** The label of a hex, or null where the map's labels name no hex (beyond row A or column 1, …). */
  label(h: Hex): string | null;
  /** All six hexes around, those the labels cannot name among them: a retreat may leave the board through them. */
  around(h: Hex): Hex[];
  enemiesAt(h: Hex): readonly BoardUnit[];
  /** Friendly combat units in a hex, the retreating unit left out. */
  friendsAt(h: Hex): readonly BoardUnit[];
  /** The enemy combat units whose zone of control covers the hex (the six hexes around each). */
  zocOf(h: Hex): readonly PlacedUnit[];
  onMap(h: Hex): OnMap;
}

export function retreatGround(board: Board, unit: BoardUnit, start: Hex): RetreatGround {
  // The board keeps labels in canonical form, so a hex is matched by its label.
  const on = (h: Hex) => (u: BoardUnit) => u.location.kind === 'hex' && u.location.hex === grid.format(h);
  const enemyCombat = board.units
    .filter((u) => u.side !== unit.side && isCombatUnit(u))
    .map(placed)
    .filter((p): p is PlacedUnit => p !== null);
  const label = (h: Hex): string | null => {
    const l = grid.format(h);
    return grid.parse(l) ? l : null;
  };
  return {
    board,
    unit,
    start,
    startLabel: grid.format(start),
    label,
    around: (h) => axialNeighbors(h),
    enemiesAt: (h) => board.units.filter((u) => u.side !== unit.side && on(h)(u)),
    friendsAt: (h) => board.units.filter((u) => u.id !== unit.id && u.side === unit.side && isCombatUnit(u) && on(h)(u)),
    zocOf(h) {
      if (label(h) === null) return [];
      return enemyCombat.filter((e) => {
        const at = grid.parse(e.hex);
        return at !== null && grid.distance(at, h) === 1;
      });
    },
    onMap(h) {
      const l = label(h);
      if (l === null) return 'no';
      // No extent or edge is in the map data; a hex the board describes, or where a unit stands, is on the map.
      if (Object.hasOwn(board.terrain, l) || board.units.some(on(h))) return 'yes';
      return 'unknown';
    },
  };
}
