import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { canonicalJson } from './canonical-json.js';
import { PACK_PARTS, type PackContent } from './pack-format.js';

export const HASH_PREFIX = 'sha256:';
export const HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** The content parts alone (no format, game, edition, maker, date or hash): what the hash covers. */
export function packContent(pack: PackContent): PackContent {
  const out: Record<string, unknown> = {};
  for (const part of PACK_PARTS) if (pack[part] !== undefined) out[part] = pack[part];
  return out as PackContent;
}

/** "sha256:<64 hex digits>" of the canonical JSON of the pack's content parts, UTF-8 encoded. */
export function packHash(pack: PackContent): string {
  return HASH_PREFIX + bytesToHex(sha256(utf8ToBytes(canonicalJson(packContent(pack)))));
}
