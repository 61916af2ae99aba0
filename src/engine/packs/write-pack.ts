import type { Parsed } from '../core/field-error.js';
import { PACK_FORMAT, type GamePack, type PackContent, type PackMeta } from './pack-format.js';
import { packContent } from './pack-hash.js';
import { parsePack } from './parse-pack.js';

/**
 * A pack of the parts the caller passes (all it has stored, or only some), with its hash. The result goes through
 * parsePack, so a pack written here is one any player's Adjutant reads; bad meta (a blank edition) is refused the
 * same way, by field. The parts' other keys, and any hash they carry, are not taken.
 */
export function writePack(parts: PackContent, meta: PackMeta): Parsed<GamePack> {
  const { game, edition, madeBy, made } = meta;
  return parsePack({ format: PACK_FORMAT, game, edition, madeBy, ...(made === undefined ? {} : { made }), ...packContent(parts) });
}
