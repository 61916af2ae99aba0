import type { Board, HexTerrain } from '../../../core/board/board.js';
import type { Hex } from '../../../core/hex/hex.js';
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
  // Ring by ring, each hex reached once: the rings of neighbouring hexes overlap.
  let ring = [...near].map((label) => grid.parse(label)).filter((h) => h !== null);
  for (let d = 0; d < LOOK; d++) {
    const next: Hex[] = [];
    for (const h of ring) {
      for (const n of grid.neighbors(h)) {
        const label = grid.format(n);
        if (near.has(label)) continue;
        near.add(label);
        next.push(n);
      }
    }
    ring = next;
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
