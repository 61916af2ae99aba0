import type { Board } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import { hexKey } from '../../core/hex/hex.js';

/**
 * The series' ZOC rules are not in Adjutant's sources (they are in the Blue & Gray standard rules), so
 * this is an assumption, said wherever it is used: every unit on the map exerts a ZOC into the six hexes
 * around it, whatever its type, state or the terrain.
 */
export const ZOC_ASSUMPTION: Step = step(
  "Assumed: a unit's zone of control is the six hexes around it, for every unit. The series' own ZOC rules are not in Adjutant's sources; check them in your standard rules.",
);

export interface EnemyPresence {
  /** Hex keys (axial) holding units of the enemy of `side`. */
  readonly enemyHexes: ReadonlySet<string>;
  /** Hex keys holding units of `side`. */
  readonly friendlyHexes: ReadonlySet<string>;
  /** Hex keys in the enemy's ZOC, under the assumption above. */
  readonly enemyZoc: ReadonlySet<string>;
}

/** Where `side`'s enemies are and what they control, on a board read through `grid`. Units whose hex the grid cannot read are left out. */
export function enemyPresence(board: Board, grid: HexGrid, side: Side): EnemyPresence {
  const enemyHexes = new Set<string>();
  const friendlyHexes = new Set<string>();
  const enemyZoc = new Set<string>();
  for (const unit of board.units) {
    if (unit.location.kind !== 'hex') continue;
    const at = grid.parse(unit.location.hex);
    if (!at) continue;
    if (unit.side === side) friendlyHexes.add(hexKey(at));
    else {
      enemyHexes.add(hexKey(at));
      for (const n of grid.neighbors(at)) enemyZoc.add(hexKey(n));
    }
  }
  return { enemyHexes, friendlyHexes, enemyZoc };
}
