import type { HexTerrain } from '../../../core/board/board.js';
import { terrainName } from './parse-movement-settings.js';
import { G88_MAP_DATA } from '../map-data.js';

/** What a hex is, from the board (with the user's marks under it) and from the seeds' map data. */
export interface HexTerrainNames {
  /** Terrain names in lower case; null when nothing says what the hex is. */
  readonly names: readonly string[] | null;
}

/** The map data's terrain names by hex, in the order of its groups: read once, as the shipped data never changes. */
let byHex: ReadonlyMap<string, readonly string[]> | null = null;

function mapDataTerrain(hex: string): readonly string[] {
  if (byHex === null) {
    const index = new Map<string, string[]>();
    for (const g of G88_MAP_DATA.data().hexGroups) {
      // A group naming a hex twice still gives its terrain once.
      for (const h of new Set(g.hexes)) index.set(h, [...(index.get(h) ?? []), ...g.terrain.map(terrainName)]);
    }
    byHex = index;
  }
  return byHex.get(hex) ?? [];
}

/**
 * The terrain of a hex: the board's names joined with what the clarifications say of that hex (E6 and F5
 * are wooded rough hills, F6 a rough hill). A hex neither names is unknown, not clear.
 */
export function hexTerrainNames(hex: string, terrain: Readonly<Record<string, HexTerrain>>): HexTerrainNames {
  const board = Object.hasOwn(terrain, hex) ? terrain[hex]?.terrain : undefined;
  const seeds = mapDataTerrain(hex);
  if (board === undefined && seeds.length === 0) return { names: null };
  return { names: [...new Set([...(board ?? []).map(terrainName), ...seeds])] };
}

/** Rough hill hexes: clarification 2 names E6, F5 and F6 (kept in the map data); a board may mark others. */
export function isRoughHill(names: HexTerrainNames): boolean {
  return names.names?.includes('rough hill') ?? false;
}
