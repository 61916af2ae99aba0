import { isRecord } from '../field-error.js';
import { BOARD_LIMITS, type HexTerrain } from './board.js';
import type { FieldReader } from './field-reader.js';
import { pathIndex, pathKey } from './json-path.js';

/** Limits of one hex's terrain, from a page or from the user's marks. */
export const HEX_TERRAIN_LIMITS = { kinds: 16, elevation: 100_000 } as const;

export const HEX_TERRAIN_KEYS = ['terrain', 'elevation', 'road'] as const;

/**
 * A list of up to HEX_TERRAIN_LIMITS.kinds terrain names (a hex's, or a hexside's features in a game pack),
 * each named once: a name given twice is kept once.
 */
export function readTerrainNames(r: FieldReader, value: unknown, path: string): string[] | undefined {
  const list = r.list(value, path, 'terrain names', HEX_TERRAIN_LIMITS.kinds);
  const names = list?.map((t, i) => r.text(t, pathIndex(path, i), BOARD_LIMITS.text));
  return names && names.every((n): n is string => n !== undefined) ? [...new Set(names)] : undefined;
}

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
    const names = readTerrainNames(r, o.terrain, pathKey(path, 'terrain'));
    if (names) out.terrain = names;
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

/**
 * Terrain keyed by hex label (a board's, a game pack's), at most `max` hexes: each key made canonical by `label`
 * (which reports a bad one), each hex given once whatever its spelling. Bad entries are reported and left out;
 * undefined when the value is not such an object at all.
 */
export function readTerrainMap(
  r: FieldReader,
  value: unknown,
  path: string,
  max: number,
  label: (key: string, path: string) => string | undefined,
): Map<string, HexTerrain> | undefined {
  if (!isRecord(value)) return r.fail(path, 'an object keyed by hex label', value);
  const keys = Object.keys(value);
  if (keys.length > max) return r.tooMany(path, max, 'hexes', keys.length);
  const terrain = new Map<string, HexTerrain>();
  const givenAs = new Map<string, string>();
  for (const key of keys) {
    const p = pathKey(path, key);
    const canonical = label(key, p);
    const hex = readHexTerrain(r, value[key], p);
    if (canonical === undefined || hex === undefined) continue;
    const first = givenAs.get(canonical);
    if (first !== undefined) r.fail(p, `a hex not already given (as "${first}")`, key);
    else {
      givenAs.set(canonical, key);
      terrain.set(canonical, hex);
    }
  }
  return terrain;
}
