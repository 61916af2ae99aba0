import { hexKey, type Hex } from '../../../core/hex/hex.js';
import type { PlacedUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import type { RetreatGround } from './retreat-ground.js';

const grid = GETTYSBURG_77_GRID;

/** A hex directly opposite an adjacent enemy across the unit's hex, and what stands in the way of entering it. */
export interface OppositeHex {
  readonly hex: Hex;
  /** Null beyond the labels: the retreat leaves the board there. */
  readonly label: string | null;
  /** The adjacent enemy units it lies opposite. */
  readonly oppositeOf: readonly PlacedUnit[];
  /** Enemy units in it: no unit enters a hex the enemy holds. */
  readonly held: boolean;
  /** The enemy combat units whose zone of control covers it. */
  readonly zoc: readonly PlacedUnit[];
}

export interface RetreatRoute {
  /** The hexes entered, in order; none when the first step leaves the board. */
  readonly hexes: readonly Hex[];
  readonly offBoard: boolean;
  /** Into an enemy zone of control because no route clear of the zones is open: it ends there. */
  readonly forced: boolean;
  readonly first: OppositeHex;
}

export interface RouteSearch {
  /** Enemy combat units next to the unit: the retreat runs directly away from one of them. */
  readonly adjacent: readonly PlacedUnit[];
  readonly opposite: readonly OppositeHex[];
  /** True when some route avoids every enemy zone of control; then no route may enter one. */
  readonly open: boolean;
  readonly routes: readonly RetreatRoute[];
}

/**
 * The opposite hexes of every adjacent enemy. Through an edge that is one hex; the grid's opposite also
 * gives two where a line leaves through a corner, which happens only for enemies further off.
 */
function oppositeHexes(ground: RetreatGround, adjacent: readonly PlacedUnit[]): OppositeHex[] {
  const found = new Map<string, { hex: Hex; of: PlacedUnit[] }>();
  for (const e of adjacent) {
    const from = grid.parse(e.hex);
    if (!from) continue;
    for (const h of grid.opposite(ground.start, from)) {
      const k = hexKey(h);
      const f = found.get(k) ?? { hex: h, of: [] };
      if (!f.of.some((x) => x.unit.id === e.unit.id)) f.of.push(e);
      found.set(k, f);
    }
  }
  return [...found.values()].map(({ hex, of }) => ({
    hex,
    label: ground.label(hex),
    oppositeOf: of,
    held: ground.enemiesAt(hex).length > 0,
    zoc: ground.zocOf(hex),
  }));
}

/**
 * Every one- and two-hex retreat the 1977 rules allow. The first hex is opposite an adjacent enemy, not held
 * by the enemy, and clear of enemy zones of control if any such hex (or a way off the board) is open; with
 * none open, a hex in a zone ends the retreat. A second hex may lie in any direction, but not back into a hex
 * next to the start that was not itself a first hex, and, since the first hex alone is then an open route,
 * never into a zone of control or the enemy.
 */
export function searchRoutes(ground: RetreatGround, adjacent: readonly PlacedUnit[]): RouteSearch {
  const opposite = oppositeHexes(ground, adjacent);
  const enterable = opposite.filter((o) => !o.held);
  const clear = enterable.filter((o) => o.zoc.length === 0);
  const open = clear.length > 0;
  const firsts = open ? clear : enterable;
  const firstKeys = new Set(firsts.map((f) => hexKey(f.hex)));
  const routes: RetreatRoute[] = [];
  for (const f of firsts) {
    if (f.label === null) {
      routes.push({ hexes: [], offBoard: true, forced: !open, first: f });
      continue;
    }
    routes.push({ hexes: [f.hex], offBoard: false, forced: !open, first: f });
    if (!open) continue;
    let leftBoard = false;
    for (const n of ground.around(f.hex)) {
      const besideStart = grid.distance(n, ground.start) <= 1;
      if (besideStart && !firstKeys.has(hexKey(n))) continue;
      if (ground.label(n) === null) {
        if (!leftBoard) routes.push({ hexes: [f.hex], offBoard: true, forced: false, first: f });
        leftBoard = true;
        continue;
      }
      if (ground.enemiesAt(n).length > 0 || ground.zocOf(n).length > 0) continue;
      routes.push({ hexes: [f.hex, n], offBoard: false, forced: false, first: f });
    }
  }
  return { adjacent, opposite, open, routes };
}
