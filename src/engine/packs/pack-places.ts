import type { HexTerrain } from '../core/board/board.js';
import { readTerrainMap, readTerrainNames } from '../core/board/hex-terrain-input.js';
import { pathKey } from '../core/board/json-path.js';
import { isRecord } from '../core/field-error.js';
import { hexsideKey } from '../core/hex/hexside-key.js';
import { PACK_LIMITS } from './pack-format.js';
import type { PackReader } from './pack-reader.js';

/** A pack's terrain: as a board's, every label the game's, each hex once, each entry saying something. */
export function readPackTerrain(r: PackReader, value: unknown, path: string): Record<string, HexTerrain> | undefined {
  const read = readTerrainMap(r, value, path, PACK_LIMITS.terrainHexes, (key, p) => r.place(key, p));
  if (!read) return undefined;
  for (const [hex, t] of read) {
    // An empty entry says nothing; in a file to share it is a mistake, as it is among the terrain marks.
    if (t.terrain === undefined && t.elevation === undefined && t.road === undefined) r.fail(pathKey(path, hex), 'at least one of terrain, elevation and road', t);
  }
  return Object.fromEntries(read);
}

/**
 * A pack's hexsides: "A|B" (two neighbouring hexes, in either order, written canonically on output) → a list of
 * 1 to 16 features. The same hexside twice (as "A|B" and "B|A") is refused.
 */
export function readPackHexsides(r: PackReader, value: unknown, path: string): Record<string, readonly string[]> | undefined {
  if (!isRecord(value)) return r.fail(path, 'an object keyed by hexside, like {"E6|E7": ["stream"]}', value);
  const keys = Object.keys(value);
  if (keys.length > PACK_LIMITS.hexsides) return r.tooMany(path, PACK_LIMITS.hexsides, 'hexsides', keys.length);
  const out = new Map<string, readonly string[]>();
  const givenAs = new Map<string, string>();
  for (const key of keys) {
    const p = pathKey(path, key);
    const halves = key.split('|');
    const [ra, rb] = halves;
    const features = readTerrainNames(r, value[key], p);
    if (halves.length !== 2 || ra === undefined || rb === undefined) {
      r.fail(p, 'a hexside written as two hex labels joined by "|", like "E6|E7"', key);
      continue;
    }
    const a = r.place(ra, p);
    const b = r.place(rb, p);
    if (a === undefined || b === undefined || !features) continue;
    if (a === b || !r.touching(a, b)) r.fail(p, 'two different hexes that touch along a side (a hexside lies between neighbours)', key);
    else if (features.length === 0) r.fail(p, 'at least one feature, like "stream" or "ford"', value[key]);
    else {
      const side = hexsideKey(a, b);
      const first = givenAs.get(side);
      if (first !== undefined) r.fail(p, `a hexside not already given (as "${first}")`, key);
      else {
        givenAs.set(side, key);
        out.set(side, features);
      }
    }
  }
  return Object.fromEntries(out);
}
