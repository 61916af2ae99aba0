import type { Board, HexTerrain } from '../../../core/board/board.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { hexOf, type FrontPart } from './plan-front.js';

const grid = GETTYSBURG_77_GRID;

/** A retreat runs two hexes, the farthest any battle's rules look from a fighting unit's hex. */
const LOOK = 2;

/**
 * The board as one part's battles read it: the units, markers and terrain of the part's hexes and of hexes
 * within two of them. The modifiers then scan a handful of units and hexes rather than the whole map each
 * time, and find the same lines, since no rule of a battle looks farther.
 */
export function partBoard(board: Board, part: FrontPart): Board {
  const near = new Set<string>([...part.attackers.map((a) => hexOf(a) ?? ''), ...part.hexes.map((h) => h.hex)].filter((h) => h !== ''));
  const core = [...near];
  for (const label of core) {
    let ring = [grid.parse(label)].filter((h) => h !== null);
    for (let d = 0; d < LOOK; d++) {
      ring = ring.flatMap((h) => grid.neighbors(h));
      for (const h of ring) near.add(grid.format(h));
    }
  }
  const terrain: Record<string, HexTerrain> = {};
  for (const label of near) {
    const t = Object.hasOwn(board.terrain, label) ? board.terrain[label] : undefined;
    if (t) terrain[label] = t;
  }
  return {
    ...board,
    units: board.units.filter((u) => {
      const h = hexOf(u);
      return h !== null && near.has(h);
    }),
    markers: board.markers.filter((m) => near.has(m.hex)),
    terrain,
  };
}
