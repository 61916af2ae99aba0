import { currentStrengthPoints, type Board, type HexTerrain } from '../../core/board/board.js';
import type { Edge } from '../../core/board/map-data.js';
import type { Side } from '../../core/combat-unit.js';
import { hexKey, type Hex } from '../../core/hex/hex.js';
import type { EdgeRoadHexes } from './edge-road-hexes.js';
import { enemyPresence, type ChZoc } from './enemy-zoc.js';
import type { ChMap } from './map-edges.js';

/** The edge each side's roads must leave by: east for the Union (14.51), west for the Confederates (14.52). */
export const TRACE_EDGE: Record<Side, Edge> = { union: 'east', confederate: 'west' };

export type TraceOutcome =
  /** A line was found; `path` runs from the unit's hex to the road hex reached. */
  | { readonly kind: 'traced'; readonly path: readonly string[] }
  /** No line exists on this board; `why` says what closes it. */
  | { readonly kind: 'cut-off'; readonly why: string }
  /** Adjutant cannot tell: `why` says what is missing; `dependsOnZoc` when it is the player's ZOC answer. */
  | { readonly kind: 'undecided'; readonly why: string; readonly dependsOnZoc?: boolean };

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
 * ZOC is the series' rule, not in the seeds: `zoc` is the player's answer (CH_ZOC_SETTING). Until they
 * confirm the six-hex ZOC, a hex next to an enemy unit may or may not be closed, so the search is run both
 * ways: a line that avoids every such hex is traced, no line even through them is cut off, and between the
 * two the outcome is undecided on the ZOC.
 */
export function traceToEdgeRoads(board: Board, terrain: Readonly<Record<string, HexTerrain>>, edgeRoads: EdgeRoadHexes, map: ChMap, side: Side, zoc: ChZoc): UnitTrace[] {
  const edge = TRACE_EDGE[side];
  const exits = edgeRoads[edge];
  const presence = enemyPresence(board, map.bounded, side, zoc);
  const targets = exits ? roadsLeavingEdge(map, terrain, exits) : null;
  // Closed where an enemy unit stands, and in enemy ZOC unless a friendly unit stands there; `unknownOpen` says how an undecided ZOC hex is taken.
  const openIf = (unknownOpen: boolean) => (key: string): boolean => {
    if (presence.enemyHexes.has(key)) return false;
    if (presence.friendlyHexes.has(key)) return true;
    const z = presence.zocAt(key);
    return z === 'no' || (z === 'unknown' && unknownOpen);
  };
  const traces: UnitTrace[] = [];
  for (const unit of board.units) {
    if (unit.side !== side || unit.location.kind !== 'hex') continue;
    const base = { unitId: unit.id, name: unit.name, side, hex: unit.location.hex, strength: currentStrengthPoints(unit) };
    const start = map.bounded.parse(unit.location.hex);
    let outcome: TraceOutcome;
    if (!start) outcome = { kind: 'undecided', why: `hex ${unit.location.hex} is not on the map as its map data bounds it` };
    else if (!targets || exits === null) outcome = { kind: 'undecided', why: `the hexes where roads leave the ${edge} edge are not known: list them in the ${edge} edge road hexes setting` };
    else if (exits.length === 0) outcome = { kind: 'cut-off', why: `no road leaves the ${edge} edge, as your setting lists them` };
    else {
      const strict = search(start, targets, openIf(false), map);
      const lenient = 'path' in strict ? strict : search(start, targets, openIf(true), map);
      if ('path' in strict) outcome = { kind: 'traced', path: strict.path };
      else if (!('path' in lenient)) {
        const reached = `${lenient.reached} hex${lenient.reached === 1 ? '' : 'es'} reachable, none on such a road`;
        outcome = { kind: 'cut-off', why: `every line from here to a road leaving the ${edge} edge meets an enemy unit or enemy ZOC (${reached})` };
      } else {
        const by = lenient.path.join(', ');
        outcome = {
          kind: 'undecided',
          dependsOnZoc: true,
          why:
            zoc === false
              ? `its lines to a road leaving the ${edge} edge (such as ${by}) pass next to an enemy unit: whether your rules' ZOC closes them is yours to decide`
              : `its lines to a road leaving the ${edge} edge (such as ${by}) pass next to an enemy unit: whether it can trace depends on the ZOC question`,
        };
      }
    }
    traces.push({ ...base, outcome });
  }
  return traces;
}

/** A shortest line from `start` to a target through open hexes, or how many hexes were reachable without one. */
function search(start: Hex, targets: ReadonlySet<string>, open: (key: string) => boolean, map: ChMap): { readonly path: readonly string[] } | { readonly reached: number } {
  const cameFrom = new Map<string, Hex | null>([[hexKey(start), null]]);
  const queue: Hex[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as Hex;
    if (targets.has(hexKey(at))) {
      const path: string[] = [];
      for (let h: Hex | null = at; h; h = cameFrom.get(hexKey(h)) ?? null) path.unshift(map.bounded.format(h));
      return { path };
    }
    for (const n of map.bounded.neighbors(at)) {
      const key = hexKey(n);
      if (cameFrom.has(key) || !open(key)) continue;
      cameFrom.set(key, at);
      queue.push(n);
    }
  }
  return { reached: cameFrom.size };
}
