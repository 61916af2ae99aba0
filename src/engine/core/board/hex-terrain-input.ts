import { BOARD_LIMITS, type HexTerrain } from './board.js';
import type { FieldReader } from './field-reader.js';
import { pathIndex, pathKey } from './json-path.js';

/** Limits of one hex's terrain, from a page or from the user's marks. */
export const HEX_TERRAIN_LIMITS = { kinds: 16, elevation: 100_000 } as const;

export const HEX_TERRAIN_KEYS = ['terrain', 'elevation', 'road'] as const;

/**
 * Reads what a hex is: its terrain names, its elevation (in the game's own measure) and whether a road
 * runs through it. Each is optional: an absent field is unknown, never "clear" or "level 0".
 */
export function readHexTerrain(r: FieldReader, value: unknown, path: string): HexTerrain | undefined {
  const o = r.record(value, path, 'an object {"terrain", "elevation", "road"}, each optional', HEX_TERRAIN_KEYS);
  if (!o) return undefined;
  const out: { terrain?: string[]; elevation?: number; road?: boolean } = {};
  let ok = true;
  if (o.terrain !== undefined) {
    const tp = pathKey(path, 'terrain');
    const list = r.list(o.terrain, tp, 'terrain names', HEX_TERRAIN_LIMITS.kinds);
    const names = list?.map((t, i) => r.text(t, pathIndex(tp, i), BOARD_LIMITS.text));
    if (names && names.every((n): n is string => n !== undefined)) out.terrain = [...new Set(names)];
    else ok = false;
  }
  if (o.elevation !== undefined) {
    const e = r.number(o.elevation, pathKey(path, 'elevation'), -HEX_TERRAIN_LIMITS.elevation, HEX_TERRAIN_LIMITS.elevation);
    if (e === undefined) ok = false;
    else out.elevation = e;
  }
  if (o.road !== undefined) {
    const road = r.boolean(o.road, pathKey(path, 'road'));
    if (road === undefined) ok = false;
    else out.road = road;
  }
  return ok ? out : undefined;
}
