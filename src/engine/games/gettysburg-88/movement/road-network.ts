import type { HexTerrain } from '../../../core/board/board.js';
import { formatHexside, hexsideKey } from './hexside.js';
import type { MoveNeed } from './movement-answer.js';
import type { G88MovementSettings } from './movement-settings.js';
import { RULED_TERRAIN } from './movement-settings.js';
import { terrainName } from './parse-movement-settings.js';

/** Whether a road crosses a hexside: yes (with the listed roads that do), no, or a question. */
export type RoadAcross =
  | { readonly kind: 'yes'; readonly roads: readonly number[]; readonly how: 'listed' | 'between-road-hexes' }
  | { readonly kind: 'no' }
  | { readonly kind: 'unknown'; readonly need: MoveNeed };

export interface RoadNetwork {
  across(a: string, b: string): RoadAcross;
  /** True when one listed road runs from `before` through `at` to `after` without a break: no off-road stretch in `at`. */
  continuous(before: string, at: string, after: string): boolean;
}

/** A hex has a road when the board or a mark says `road: true` or names "road" among its terrain. */
export function boardRoadHex(t: HexTerrain | undefined): boolean {
  return t?.road === true || (t?.terrain ?? []).some((n) => terrainName(n) === RULED_TERRAIN.road);
}

/**
 * Roads as hexsides. The board knows only which hexes hold a road, not which sides the road crosses, and
 * clarification 9 turns on exactly that: a hex is entered along the road when a road crosses the side it
 * is entered by, whatever the unit did inside the hex it left. So the user lists the roads (hex by hex,
 * in order), or says that any two adjacent road hexes are joined. Two adjacent hexes the board marks as
 * road hexes, one of them on no listed road, are a question rather than a guess.
 */
export function roadNetwork(settings: G88MovementSettings, terrain: Readonly<Record<string, HexTerrain>>): RoadNetwork {
  const bySide = new Map<string, number[]>();
  const listedHexes = new Set<string>();
  settings.map.roads.forEach((road, index) => {
    road.forEach((hex, i) => {
      listedHexes.add(hex);
      const next = road[i + 1];
      if (next === undefined) return;
      const key = hexsideKey(hex, next);
      bySide.set(key, [...(bySide.get(key) ?? []), index]);
    });
  });
  const onBoard = (hex: string): boolean => boardRoadHex(Object.hasOwn(terrain, hex) ? terrain[hex] : undefined);
  const roadHex = (hex: string): boolean => listedHexes.has(hex) || onBoard(hex);
  return {
    across(a, b) {
      const roads = bySide.get(hexsideKey(a, b));
      if (roads) return { kind: 'yes', roads, how: 'listed' };
      if (!roadHex(a) || !roadHex(b)) return { kind: 'no' };
      if (settings.map.roadsBetweenRoadHexes) return { kind: 'yes', roads: [], how: 'between-road-hexes' };
      if (listedHexes.has(a) && listedHexes.has(b)) return { kind: 'no' };
      return {
        kind: 'unknown',
        need: {
          setting: 'map.roads',
          question: `Does a road cross the hexside ${formatHexside(a, b)}? The board marks both hexes as road hexes, but no road in your settings runs from one to the other (list the road, or say that adjacent road hexes are joined).`,
        },
      };
    },
    continuous(before, at, after) {
      return settings.map.roads.some((road) =>
        road.some((hex, i) => hex === at && ((road[i - 1] === before && road[i + 1] === after) || (road[i - 1] === after && road[i + 1] === before))),
      );
    },
  };
}
