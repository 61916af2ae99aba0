import type { Board, HexTerrain } from '../../core/board/board.js';
import type { Edge } from '../../core/board/map-data.js';
import type { Side } from '../../core/combat-unit.js';
import { hexKey, type Hex } from '../../core/hex/hex.js';
import type { EdgeRoadHexes } from './edge-road-hexes.js';
import { enemyPresence } from './enemy-zoc.js';
import type { ChMap } from './map-edges.js';
import { currentStrengthPoints } from './unit-strength.js';

/** The edge each side's roads must leave by: east for the Union (14.51), west for the Confederates (14.52). */
export const TRACE_EDGE: Record<Side, Edge> = { union: 'east', confederate: 'west' };

export type TraceOutcome =
  /** A line was found; `path` runs from the unit's hex to the road hex reached. */
  | { readonly kind: 'traced'; readonly path: readonly string[] }
  /** No line exists on this board; `why` says what closes it. */
  | { readonly kind: 'cut-off'; readonly why: string }
  /** Adjutant cannot tell: `why` says what is missing. */
  | { readonly kind: 'undecided'; readonly why: string };

export interface UnitTrace {
  readonly unitId: string;
  readonly name: string;
  readonly side: Side;
  readonly hex: string;
  /** The unit's strength points now, or null where the board does not show them. */
  readonly strength: number | null;
  readonly outcome: TraceOutcome;
}

/**
 * The hexes of every road that leads off `edge`: the user's edge road hexes, and every road hex joined
 * to one of them through road hexes. Roads come from the board's terrain with the user's marks merged in
 * (mergeTerrain); a road hex nobody has marked is not known, so the network is never larger than shown.
 */
export function roadsLeavingEdge(map: ChMap, terrain: Readonly<Record<string, HexTerrain>>, exits: readonly string[]): Set<string> {
  const isRoad = (h: Hex): boolean => terrain[map.bounded.format(h)]?.road === true;
  const reached = new Set<string>();
  const queue: Hex[] = [];
  for (const label of exits) {
    const h = map.bounded.parse(label);
    if (h && !reached.has(hexKey(h))) {
      reached.add(hexKey(h));
      queue.push(h);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    for (const n of map.bounded.neighbors(queue[i] as Hex)) {
      if (!reached.has(hexKey(n)) && isRoad(n)) {
        reached.add(hexKey(n));
        queue.push(n);
      }
    }
  }
  return reached;
}

/**
 * For every unit of `side` on the map, whether it can trace a line of hexes to a road leading off its
 * side's edge (14.51, 14.52): a breadth-first search (so the path found is a shortest one) through hexes
 * free of enemy units and of enemy ZOC, where a hex holding a friendly unit is open even in enemy ZOC.
 */
export function traceToEdgeRoads(board: Board, terrain: Readonly<Record<string, HexTerrain>>, edgeRoads: EdgeRoadHexes, map: ChMap, side: Side): UnitTrace[] {
  const edge = TRACE_EDGE[side];
  const exits = edgeRoads[edge];
  const presence = enemyPresence(board, map.bounded, side);
  const targets = exits ? roadsLeavingEdge(map, terrain, exits) : null;
  const open = (key: string): boolean => !presence.enemyHexes.has(key) && (presence.friendlyHexes.has(key) || !presence.enemyZoc.has(key));
  const traces: UnitTrace[] = [];
  for (const unit of board.units) {
    if (unit.side !== side || unit.location.kind !== 'hex') continue;
    const base = { unitId: unit.id, name: unit.name, side, hex: unit.location.hex, strength: currentStrengthPoints(unit) };
    const start = map.bounded.parse(unit.location.hex);
    let outcome: TraceOutcome;
    if (!start) outcome = { kind: 'undecided', why: `hex ${unit.location.hex} is not on the map as its map data bounds it` };
    else if (!targets || exits === null) outcome = { kind: 'undecided', why: `the hexes where roads leave the ${edge} edge are not known: list them in the ${edge} edge road hexes setting` };
    else if (exits.length === 0) outcome = { kind: 'cut-off', why: `no road leaves the ${edge} edge, as your setting lists them` };
    else outcome = search(start, targets, open, map, edge);
    traces.push({ ...base, outcome });
  }
  return traces;
}

function search(start: Hex, targets: ReadonlySet<string>, open: (key: string) => boolean, map: ChMap, edge: Edge): TraceOutcome {
  const cameFrom = new Map<string, Hex | null>([[hexKey(start), null]]);
  const queue: Hex[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as Hex;
    if (targets.has(hexKey(at))) {
      const path: string[] = [];
      for (let h: Hex | null = at; h; h = cameFrom.get(hexKey(h)) ?? null) path.unshift(map.bounded.format(h));
      return { kind: 'traced', path };
    }
    for (const n of map.bounded.neighbors(at)) {
      const key = hexKey(n);
      if (cameFrom.has(key) || !open(key)) continue;
      cameFrom.set(key, at);
      queue.push(n);
    }
  }
  return {
    kind: 'cut-off',
    why: `every line from here to a road leaving the ${edge} edge meets an enemy unit or enemy ZOC (${cameFrom.size} hex${cameFrom.size === 1 ? '' : 'es'} reachable, none on such a road)`,
  };
}
