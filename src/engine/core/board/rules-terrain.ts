import type { HexTerrain } from './board.js';
import type { MapData } from './map-data.js';

/**
 * The terrain the rules themselves name, hex by hex (a game's shipped map data: 1977's sunken road): what painting
 * shows as known already, apart from the player's marks. Only hex groups that carry terrain give any.
 */
export function rulesTerrain(data: MapData): Record<string, HexTerrain> {
  const out: Record<string, HexTerrain> = {};
  for (const group of data.hexGroups) {
    if (!group.terrain || group.terrain.length === 0) continue;
    for (const hex of group.hexes) out[hex] = { terrain: [...new Set([...(out[hex]?.terrain ?? []), ...group.terrain])] };
  }
  return out;
}
