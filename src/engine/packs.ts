/**
 * The engine's fourth public entry: game packs (docs/game-packs.md), one file of a player's entries for one game,
 * read, written, hashed, merged and laid under a board. Only the Options page's import and export and the command
 * line need them, and their hash (@noble/hashes) has no place in a page's first load, so they are not in index.ts;
 * index.ts exports their types alone, which cost nothing at run time.
 */
export { PACK_FORMAT, PACK_LIMITS, PACK_PARTS, PACK_TABLES, PACK_SETTINGS } from './packs/pack-format.js';
export { parsePack, parsePackText, PACK_SHAPE } from './packs/parse-pack.js';
export { writePack } from './packs/write-pack.js';
export { packHash, packContent } from './packs/pack-hash.js';
export { canonicalJson } from './packs/canonical-json.js';
export { mergePack, resolveConflicts, conflictKey } from './packs/merge-pack.js';
export { applyPackToBoard } from './packs/apply-pack.js';
export { seedPack } from './packs/seed-pack.js';
export { hexsideKey } from './core/hex/hexside-key.js';
export { seedOrderOfBattle, seedOrderOfAppearance, seedOrderOfBattleSource, parseOrderOfBattle } from './packs/seed-order-of-battle.js';
