import type { HexTerrain } from '../core/board/board.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from '../core/board/json-shape.js';
import { fieldError, isRecord, type Parsed } from '../core/field-error.js';
import { parseJsonInput } from '../core/json-input.js';
import { GAME_IDS, gameMap, isGameId } from '../catalog.js';
import { readPackSettings, readPackTables } from './pack-files.js';
import { PACK_FORMAT, PACK_LIMITS, PACK_PARTS, type GamePack, type PackContent } from './pack-format.js';
import { HASH_PATTERN, packHash } from './pack-hash.js';
import { readPackMap } from './pack-map.js';
import { readPackHexsides, readPackTerrain } from './pack-places.js';
import { PackReader } from './pack-reader.js';
import { readOrderOfBattle } from './pack-unit.js';

const META_KEYS = ['format', 'game', 'edition', 'madeBy', 'made', 'hash'] as const;
const PACK_KEYS: readonly string[] = [...META_KEYS, ...PACK_PARTS];

/** The walk before reading: as deep as a board, as wide as its largest list (20,000 hexes or hexsides). */
export const PACK_SHAPE: ShapeLimits = {
  depth: PACK_LIMITS.depth,
  width: Math.max(PACK_LIMITS.terrainHexes, PACK_LIMITS.hexsides, PACK_LIMITS.units) + 1,
  nodes: 1_000_000,
};

/** A calendar date, optionally with a time ("2024-05-01", "2024-05-01T18:30:00Z"), as ISO 8601 writes it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function readMade(r: PackReader, value: unknown): string | undefined {
  const expected = 'an ISO date like "2024-05-01" (a time may follow: "2024-05-01T18:30:00Z")';
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return r.fail('made', expected, value);
  return value;
}

/**
 * Checks an untrusted game pack (a file from another player) and returns it normalized: labels canonical, text
 * trimmed, every table and settings file checked by its own store's parser, the hash filled in when the file has
 * none. A pack whose hash does not match its content is refused, as is any bad field, each named by its path.
 */
export function parsePack(json: unknown): Parsed<GamePack> {
  const shape = checkJsonShape(json, PACK_SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, PACK_SHAPE))] };
  if (!isRecord(json)) return { ok: false, errors: [fieldError('(top)', `a game pack: a JSON object {"format": "${PACK_FORMAT}", "game", "edition", "madeBy", …}`, json)] };
  const game = isGameId(json.game) ? json.game : undefined;
  const r = new PackReader(game ? gameMap(game).labels : null, game ? gameMap(game).grid() : null);
  r.record(json, '', '', PACK_KEYS);
  if (json.format !== PACK_FORMAT) r.fail('format', `"${PACK_FORMAT}"`, json.format);
  if (!game) r.fail('game', `one of ${GAME_IDS.join(', ')}`, json.game);
  const edition = r.text(json.edition, 'edition', PACK_LIMITS.text);
  const madeBy = r.text(json.madeBy, 'madeBy', PACK_LIMITS.text);
  const made = json.made === undefined ? null : readMade(r, json.made);
  const hash = json.hash === undefined ? null : typeof json.hash === 'string' && HASH_PATTERN.test(json.hash) ? json.hash : r.fail('hash', '"sha256:" and 64 hexadecimal digits in small letters', json.hash);

  const content: { -readonly [P in keyof PackContent]: PackContent[P] } = {};
  const part = <T>(key: keyof PackContent, read: (v: unknown, p: string) => T | undefined): T | undefined => (json[key] === undefined ? undefined : read(json[key], key));
  content.terrain = part<Record<string, HexTerrain>>('terrain', (v, p) => readPackTerrain(r, v, p));
  content.hexsides = part('hexsides', (v, p) => readPackHexsides(r, v, p));
  content.map = part('map', (v, p) => readPackMap(r, v, p));
  content.orderOfBattle = part('orderOfBattle', (v, p) => readOrderOfBattle(r, v, p));
  content.tables = part('tables', (v, p) => readPackTables(r, v, p, game));
  content.settings = part('settings', (v, p) => readPackSettings(r, v, p, game));
  if (PACK_PARTS.every((p) => json[p] === undefined)) r.fail('(top)', `at least one part: ${PACK_PARTS.join(', ')}`);

  if (r.failed || !game || !edition || !madeBy || made === undefined || hash === undefined) return { ok: false, errors: r.errors() };
  for (const key of PACK_PARTS) if (content[key] === undefined) delete content[key];
  const computed = packHash(content);
  if (hash !== null && hash !== computed) {
    return {
      ok: false,
      errors: [{ path: 'hash', expected: `the hash of the pack's content (${computed}): the content was changed after the pack was made, or the file is damaged`, found: JSON.stringify(hash) }],
    };
  }
  return { ok: true, value: { format: PACK_FORMAT, game, edition, madeBy, ...(made === null ? {} : { made }), hash: computed, ...content } };
}

/** A pack as text (a file): its size and nesting checked before it is parsed. */
export function parsePackText(text: string): Parsed<GamePack> {
  const read = parseJsonInput(text, { chars: PACK_LIMITS.json, ...PACK_SHAPE });
  return read.ok ? parsePack(read.value) : read;
}
