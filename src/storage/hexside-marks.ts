import { FieldReader, fieldError, hexGrid, hexsideKey, isRecord, locationLabels, pathIndex, pathKey, type HexGrid, type LocationLabels, type Parsed } from '../engine/index.js';
import { GAME_IDS, type GameId } from '../engine/index.js';
import { BORN_IN_ENVELOPE, gameJsonStore, type GameEntries } from './game-json-store.js';
import { gameTitle } from './game-titles.js';
import type { KeyValueStore } from './key-value-store.js';
import { isOneOf } from './per-game.js';
import { storageErrorOf, writeStored, type StoredWrite } from './stored-value.js';

/**
 * What the player marks on a hexside (a stream, a bridge, a ford) for what the board's page does not say, per game
 * under one key. The board model has no hexsides, so a mark is keyed by the two hexes it lies between (hexsideKey).
 * Only a game played on a hex grid has hexsides to mark.
 */
export const HEXSIDE_MARKS_KEY = 'hexsideMarks';
/**
 * The features a hexside may carry, in the players' words; the '88 movement rules read stream and bridge. A ford is
 * kept (painted, exported, shared in a pack) though no rule of Adjutant's reads it yet.
 */
export const HEXSIDE_FEATURES = ['stream', 'bridge', 'ford'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];
/** One game's hexside marks: hexside key ("E6|E7", engine hexsideKey: the two hex labels, canonical, sorted) → features. */
export type HexsideMarks = Readonly<Record<string, readonly HexsideFeature[]>>;
/** One hexside of a paint stroke: its features after the stroke; null or [] removes the mark. */
export interface HexsideMarkChange {
  readonly hexside: string;
  readonly features: readonly HexsideFeature[] | null;
}

export const HEXSIDE_MARK_LIMITS = { hexsidesPerGame: 10_000 } as const;

/** The games whose map is a hex grid: only they have hexsides (They Met's areas and High Tide's bare labels have none). */
export const HEXSIDE_GAMES: readonly GameId[] = GAME_IDS.filter((g) => hexGrid(g) !== null);

const FEATURE_WORDS = HEXSIDE_FEATURES.join(', ');
const HEXSIDE_SHAPE = 'a hexside written as two hex labels joined by "|", like "E6|E7"';

function isFeature(value: unknown): value is HexsideFeature {
  return (HEXSIDE_FEATURES as readonly unknown[]).includes(value);
}

/** A hexside's features, each named once, in HEXSIDE_FEATURES's order: one mark is one value however it was written. */
function readFeatures(r: FieldReader, value: unknown, path: string): HexsideFeature[] | undefined {
  // Room for a list that names a feature twice; a longer one is not a hexside's.
  const list = r.list(value, path, `hexside features (${FEATURE_WORDS})`, 16);
  if (!list) return undefined;
  let ok = true;
  for (const [i, f] of list.entries()) {
    if (isFeature(f)) continue;
    r.fail(pathIndex(path, i), `one of ${FEATURE_WORDS}`, f);
    ok = false;
  }
  return ok ? HEXSIDE_FEATURES.filter((f) => list.includes(f)) : undefined;
}

/** What a hexside is checked against: the game's labels and its grid (null for a game without one). */
interface GameMapOf {
  readonly labels: LocationLabels;
  readonly grid: HexGrid | null;
}

const mapOf = (game: GameId): GameMapOf => ({ labels: locationLabels(game), grid: hexGrid(game) });

/** "E7|e6" as its canonical key "E6|E7", when the two are the game's hexes and neighbours on its grid; else reported. */
function readHexside(r: FieldReader, map: GameMapOf, value: unknown, path: string): string | undefined {
  const { grid, labels } = map;
  if (typeof value !== 'string') return r.fail(path, HEXSIDE_SHAPE, value);
  const halves = value.split('|');
  if (halves.length !== 2) return r.fail(path, HEXSIDE_SHAPE, value);
  const [a, b] = halves.map((h) => labels.canonical(h.trim()));
  if (!a || !b) return r.fail(path, `two hex labels valid for this game: ${labels.help}`, value);
  const [ha, hb] = [grid?.parse(a), grid?.parse(b)];
  if (!grid || !ha || !hb || grid.distance(ha, hb) !== 1) return r.fail(path, 'two different hexes that touch along a side (a hexside lies between neighbours)', value);
  return hexsideKey(a, b);
}

/**
 * One game's marks, stored, backed up or merged from a game pack: every hexside the game's and written canonically,
 * each once, each with at least one feature. Every bad one is named by its path.
 */
export function checkHexsideMarks(value: unknown, game: GameId): Parsed<HexsideMarks> {
  if (!isOneOf(HEXSIDE_GAMES, game)) return { ok: false, errors: [fieldError('(top)', `no hexsides: ${gameTitle(game)} is not played on a grid of hexes`, value)] };
  if (!isRecord(value)) return { ok: false, errors: [fieldError('(top)', 'an object keyed by hexside, like {"E6|E7": ["stream"]}', value)] };
  const keys = Object.keys(value);
  if (keys.length > HEXSIDE_MARK_LIMITS.hexsidesPerGame) {
    return { ok: false, errors: [{ path: '(top)', expected: `at most ${HEXSIDE_MARK_LIMITS.hexsidesPerGame} marked hexsides per game`, found: `${keys.length} hexsides` }] };
  }
  const r = new FieldReader();
  const map = mapOf(game);
  const out: Record<string, readonly HexsideFeature[]> = {};
  for (const key of keys) {
    const p = pathKey('', key);
    const side = readHexside(r, map, key, p);
    const features = readFeatures(r, value[key], p);
    if (side === undefined || features === undefined) continue;
    // Kept as written by the store: another spelling or order of the same hexside would be a second mark of it.
    if (side !== key) r.fail(p, `the hexside written canonically, "${side}"`, key);
    else if (features.length === 0) r.fail(p, `at least one feature: ${FEATURE_WORDS}`, value[key]);
    else out[side] = features;
  }
  return r.failed ? { ok: false, errors: r.errors() } : { ok: true, value: out };
}

export const HEXSIDE_MARKS = gameJsonStore<GameId, HexsideMarks, HexsideMarks>({
  key: HEXSIDE_MARKS_KEY,
  ...BORN_IN_ENVELOPE,
  what: 'your hexside marks',
  games: HEXSIDE_GAMES,
  entryName: 'hexside marks',
  parse: checkHexsideMarks,
  keep: (_, marks) => marks,
  // A mark takes some 40 bytes ("AA10|AA11":["stream","bridge","ford"]): every hex game full is 1.2 MB.
  maxBytes: 2_000_000,
  backupGames: `one of ${HEXSIDE_GAMES.join(', ')} (the games played on a grid of hexes)`,
});

export const HEXSIDE_MARKS_STORED = HEXSIDE_MARKS.spec;

export async function loadHexsideMarks(store: KeyValueStore, game: GameId): Promise<HexsideMarks> {
  return (await HEXSIDE_MARKS.load(store, game)) ?? {};
}

/** Every game's marks, as stored (the backup exports them). */
export function loadAllHexsideMarks(store: KeyValueStore): Promise<GameEntries<GameId, HexsideMarks>> {
  return HEXSIDE_MARKS.loadAll(store);
}

/** The write of the games' marks given (checked), each replacing that game's, the rest kept: a backup or a pack writes it with the rest. */
export function hexsideMarksWrite(store: KeyValueStore, entries: GameEntries<GameId, HexsideMarks>): Promise<StoredWrite> {
  return HEXSIDE_MARKS.write(store, entries);
}

/**
 * Writes a paint stroke of hexsides (or its undoing) in one change: every change is checked first (both hexes the
 * game's, in either order and any spelling its labels take, and neighbours on its grid; the features among
 * HEXSIDE_FEATURES), then all are written or none. Gives the game's marks after, so the painter shows what is stored.
 */
export async function saveHexsideMarks(store: KeyValueStore, game: GameId, changes: readonly HexsideMarkChange[]): Promise<Parsed<HexsideMarks>> {
  if (!isOneOf(HEXSIDE_GAMES, game)) return { ok: false, errors: [fieldError('game', `a game played on a grid of hexes: ${gameTitle(game)} has no hexsides to mark`, game)] };
  const r = new FieldReader();
  const map = mapOf(game);
  const checked: { side: string; features: readonly HexsideFeature[] }[] = [];
  changes.forEach((c, i) => {
    const p = pathIndex('changes', i);
    const side = readHexside(r, map, c.hexside, pathKey(p, 'hexside'));
    const features = c.features === null ? [] : readFeatures(r, c.features, pathKey(p, 'features'));
    if (side !== undefined && features !== undefined) checked.push({ side, features });
  });
  if (r.failed) return { ok: false, errors: r.errors() };
  const marks: Record<string, readonly HexsideFeature[]> = { ...(await loadHexsideMarks(store, game)) };
  for (const { side, features } of checked) {
    if (features.length > 0) marks[side] = features;
    else delete marks[side];
  }
  const n = Object.keys(marks).length;
  if (n > HEXSIDE_MARK_LIMITS.hexsidesPerGame) {
    return { ok: false, errors: [{ path: 'changes', expected: `at most ${HEXSIDE_MARK_LIMITS.hexsidesPerGame} marked hexsides per game: erase some first`, found: `${n} hexsides` }] };
  }
  const written = await writeStored(store, [await hexsideMarksWrite(store, { [game]: marks })]);
  return written.ok ? { ok: true, value: marks } : storageErrorOf(written);
}

/** Removes the game's marks; a refusal (what is stored cannot be read, the browser) is thrown with its reason. */
export async function clearHexsideMarks(store: KeyValueStore, game: GameId): Promise<void> {
  await HEXSIDE_MARKS.remove(store, game);
}
