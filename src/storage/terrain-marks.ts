import type { HexTerrain } from '../engine/index.js';
import { FieldReader } from '../engine/index.js';
import { readHexTerrain } from '../engine/index.js';
import { pathKey } from '../engine/index.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from '../engine/index.js';
import { locationLabels } from '../engine/index.js';
import type { LocationLabels } from '../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import { GAME_IDS, isGameId, type GameId } from '../engine/index.js';
import { gameTitle } from './game-titles.js';
import { readJsonFile } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';
import { FORMAT_1_BARE, loadStored, problemOf, storageErrorOf, writeStored, writeStoredOrThrow, type Checked, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * Terrain the user marks by hand (a hex's terrain, elevation or road) for what the board's page does
 * not say. Stored per game under one key, exported and imported as JSON, and merged under the page's
 * own terrain: a mark fills a gap, never overrides the page, and a disagreement is reported.
 */
export { mergeTerrain, type MergedTerrain, type TerrainConflict } from '../engine/index.js';

export const TERRAIN_MARKS_KEY = 'terrainMarks';
export const TERRAIN_MARKS_FORMAT = 'adjutant-terrain-marks/1';
export const TERRAIN_MARK_LIMITS = { hexesPerGame: 10_000, importChars: 2_000_000 } as const;

/** One game's marks: canonical hex (or area) label → what the user says of it. */
export type TerrainMarks = Readonly<Record<string, HexTerrain>>;

export interface TerrainMarksFile {
  readonly format: typeof TERRAIN_MARKS_FORMAT;
  readonly games: Partial<Record<GameId, TerrainMarks>>;
}

export interface TerrainMarkOptions {
  /** How a game names its hexes; the default is the game's own grid. */
  readonly labels?: (game: GameId) => LocationLabels;
}

const SHAPE: ShapeLimits = { depth: 6, width: TERRAIN_MARK_LIMITS.hexesPerGame + 1, nodes: 500_000 };

function isEmpty(t: HexTerrain): boolean {
  return t.terrain === undefined && t.elevation === undefined && t.road === undefined;
}

/** Reads one game's marks, naming each bad one; labels come back canonical. */
function readGameMarks(r: FieldReader, value: unknown, path: string, labels: LocationLabels): Map<string, HexTerrain> | undefined {
  const out = new Map<string, HexTerrain>();
  if (!isRecord(value)) return r.fail(path, 'an object keyed by hex label', value);
  const keys = Object.keys(value);
  if (keys.length > TERRAIN_MARK_LIMITS.hexesPerGame) return r.tooMany(path, TERRAIN_MARK_LIMITS.hexesPerGame, 'hexes', keys.length);
  let ok = true;
  for (const key of keys) {
    const p = pathKey(path, key);
    const t = r.text(key, p, 40);
    const label = t === undefined ? undefined : (labels.canonical(t) ?? r.fail(p, `a label valid for this game: ${labels.help}`, key));
    const mark = readHexTerrain(r, value[key], p);
    if (label === undefined || mark === undefined) ok = false;
    else if (isEmpty(mark)) {
      r.fail(p, 'at least one of terrain, elevation and road', value[key]);
      ok = false;
    } else if (out.has(label)) {
      r.fail(p, 'a hex not already marked under another spelling', key);
      ok = false;
    } else out.set(label, mark);
  }
  return ok ? out : undefined;
}

/** Everything stored, checked whole: marks that no longer validate are reported, never half-used. */
function checkStoredMarks(v: unknown, options: TerrainMarkOptions): Checked<Partial<Record<GameId, TerrainMarks>>> {
  if (!isRecord(v)) return { ok: false, problem: 'expected an object keyed by game id' };
  const shape = checkJsonShape(v, SHAPE);
  if (shape) return { ok: false, problem: `${shape.path}: ${describeShapeProblem(shape, SHAPE)}` };
  const out: Partial<Record<GameId, TerrainMarks>> = {};
  for (const [game, raw] of Object.entries(v)) {
    if (!isGameId(game)) return { ok: false, problem: `"${String(game).slice(0, 40)}" is not one of ${GAME_IDS.join(', ')}` };
    const r = new FieldReader();
    const marks = readGameMarks(r, raw, '', (options.labels ?? locationLabels)(game));
    if (!marks) return { ok: false, problem: `the ${gameTitle(game)} marks: ${problemOf(r.errors())}` };
    out[game] = Object.fromEntries(marks);
  }
  return { ok: true, value: out };
}

export const TERRAIN_MARKS_STORED: StoredSpec<Partial<Record<GameId, TerrainMarks>>> = {
  name: TERRAIN_MARKS_KEY,
  keys: [TERRAIN_MARKS_KEY],
  version: 2,
  what: () => 'your terrain marks',
  migrations: FORMAT_1_BARE,
  check: (v) => checkStoredMarks(v, {}),
  // Real marks take some 60 bytes a hex: 10,000 hexes in each of five games is 3 MB; room to spare for long terrain names.
  maxBytes: 6_000_000,
};

async function loadAll(store: KeyValueStore, options: TerrainMarkOptions): Promise<Partial<Record<GameId, TerrainMarks>>> {
  return { ...((await loadStored(store, TERRAIN_MARKS_STORED, TERRAIN_MARKS_KEY, (v) => checkStoredMarks(v, options))) ?? {}) };
}

/** The write of every game's marks (checked), as one value (the backup import writes it with the rest). */
export function terrainMarksWrite(all: Partial<Record<GameId, TerrainMarks>>, options: TerrainMarkOptions = {}): StoredWrite {
  return { spec: TERRAIN_MARKS_STORED, key: TERRAIN_MARKS_KEY, value: all, check: (v) => checkStoredMarks(v, options) };
}

export async function loadTerrainMarks(store: KeyValueStore, game: GameId, options: TerrainMarkOptions = {}): Promise<TerrainMarks> {
  return (await loadAll(store, options))[game] ?? {};
}

/**
 * Marks one hex, replacing the user's earlier mark of it; a mark with nothing in it removes the mark.
 * A bad label or value is refused with its errors and nothing is written.
 */
export async function saveTerrainMark(
  store: KeyValueStore,
  game: GameId,
  label: string,
  mark: unknown,
  options: TerrainMarkOptions = {},
): Promise<Parsed<{ readonly label: string; readonly mark: HexTerrain | null }>> {
  const labels = (options.labels ?? locationLabels)(game);
  const r = new FieldReader();
  const t = r.text(label, 'hex', 40);
  const canonical = t === undefined ? undefined : (labels.canonical(t) ?? r.fail('hex', `a label valid for this game: ${labels.help}`, label));
  const shape = checkJsonShape(mark, SHAPE);
  if (shape) return { ok: false, errors: [fieldError(pathKey('mark', shape.path), describeShapeProblem(shape, SHAPE))] };
  const value = readHexTerrain(r, mark, 'mark');
  if (canonical === undefined || value === undefined) return { ok: false, errors: r.errors() };
  const all = await loadAll(store, options);
  const marks: Record<string, HexTerrain> = { ...(all[game] ?? {}) };
  if (isEmpty(value)) delete marks[canonical];
  else {
    if (!(canonical in marks) && Object.keys(marks).length >= TERRAIN_MARK_LIMITS.hexesPerGame) {
      return { ok: false, errors: [fieldError('hex', `at most ${TERRAIN_MARK_LIMITS.hexesPerGame} marked hexes per game: remove one first`)] };
    }
    marks[canonical] = value;
  }
  const written = await writeStored(store, [terrainMarksWrite({ ...all, [game]: marks }, options)]);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: { label: canonical, mark: isEmpty(value) ? null : value } };
}

/** One hex of a paint stroke: its mark after the stroke, null to remove it. */
export interface TerrainMarkChange {
  readonly hex: string;
  readonly mark: HexTerrain | null;
}

/**
 * Writes a paint stroke (or its undoing) in one change: every hex checked first, then all written or none. Gives
 * the game's marks after the write, so the painter shows what is stored.
 */
export async function saveTerrainMarks(
  store: KeyValueStore,
  game: GameId,
  changes: readonly TerrainMarkChange[],
  options: TerrainMarkOptions = {},
): Promise<Parsed<TerrainMarks>> {
  const labels = (options.labels ?? locationLabels)(game);
  const r = new FieldReader();
  const checked: { label: string; mark: HexTerrain | null }[] = [];
  changes.forEach((c, i) => {
    const p = `changes[${i}]`;
    const t = r.text(c.hex, pathKey(p, 'hex'), 40);
    const label = t === undefined ? undefined : (labels.canonical(t) ?? r.fail(pathKey(p, 'hex'), `a label valid for this game: ${labels.help}`, c.hex));
    const mark = c.mark === null ? null : readHexTerrain(r, c.mark, pathKey(p, 'mark'));
    if (label !== undefined && mark !== undefined) checked.push({ label, mark: mark && !isEmpty(mark) ? mark : null });
  });
  if (r.failed) return { ok: false, errors: r.errors() };
  const all = await loadAll(store, options);
  const marks: Record<string, HexTerrain> = { ...(all[game] ?? {}) };
  for (const { label, mark } of checked) {
    if (mark) marks[label] = mark;
    else delete marks[label];
  }
  if (Object.keys(marks).length > TERRAIN_MARK_LIMITS.hexesPerGame) {
    return { ok: false, errors: [fieldError('hex', `at most ${TERRAIN_MARK_LIMITS.hexesPerGame} marked hexes per game: erase some first`)] };
  }
  const written = await writeStored(store, [terrainMarksWrite({ ...all, [game]: marks }, options)]);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: marks };
}

export async function clearTerrainMarks(store: KeyValueStore, game: GameId, options: TerrainMarkOptions = {}): Promise<void> {
  const all = await loadAll(store, options);
  delete all[game];
  await writeStoredOrThrow(store, [terrainMarksWrite(all, options)]);
}

/** The user's marks as a file: every game's, or one game's. */
export async function exportTerrainMarks(store: KeyValueStore, game?: GameId, options: TerrainMarkOptions = {}): Promise<TerrainMarksFile> {
  const all = await loadAll(store, options);
  return { format: TERRAIN_MARKS_FORMAT, games: game ? (all[game] ? { [game]: all[game] } : {}) : all };
}

/**
 * Checks a marks file (already parsed from JSON) against what is stored, writing nothing: every game's marks
 * as they would be after the import, or every error. The backup of all user data checks its marks with it.
 */
export async function checkTerrainMarksImport(store: KeyValueStore, json: unknown, options: TerrainMarkOptions = {}): Promise<Parsed<Partial<Record<GameId, TerrainMarks>>>> {
  const shape = checkJsonShape(json, SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, SHAPE))] };
  const r = new FieldReader();
  const top = r.record(json, '', `terrain marks: a JSON object {"format": "${TERRAIN_MARKS_FORMAT}", "games": {…}}`, ['format', 'games']);
  if (!top) return { ok: false, errors: r.errors() };
  if (top.format !== TERRAIN_MARKS_FORMAT) r.fail('format', `"${TERRAIN_MARKS_FORMAT}"`, top.format);
  const imported = new Map<GameId, Map<string, HexTerrain>>();
  if (!isRecord(top.games)) r.fail('games', 'an object keyed by game id', top.games);
  else {
    for (const [game, marks] of Object.entries(top.games)) {
      const path = pathKey('games', game);
      if (!isGameId(game)) r.fail(path, `one of ${GAME_IDS.join(', ')}`, game);
      else {
        const read = readGameMarks(r, marks, path, (options.labels ?? locationLabels)(game));
        if (read) imported.set(game, read);
      }
    }
  }
  if (r.failed) return { ok: false, errors: r.errors() };
  const all = await loadAll(store, options);
  const merged: Partial<Record<GameId, TerrainMarks>> = { ...all };
  const errors: FieldError[] = [];
  for (const [game, marks] of imported) {
    const next = { ...(all[game] ?? {}), ...Object.fromEntries(marks) };
    if (Object.keys(next).length > TERRAIN_MARK_LIMITS.hexesPerGame) {
      errors.push({ path: pathKey('games', game), expected: `at most ${TERRAIN_MARK_LIMITS.hexesPerGame} marked hexes with the ones already stored`, found: `${Object.keys(next).length} hexes` });
    }
    merged[game] = next;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: merged };
}

/**
 * Checks a whole file before writing anything: a bad file is refused with every error named and leaves
 * the stored marks exactly as they were. A good one replaces, hex by hex, the marks it names.
 */
export async function importTerrainMarks(store: KeyValueStore, text: string, options: TerrainMarkOptions = {}): Promise<Parsed<TerrainMarksFile>> {
  const read = readJsonFile(text, TERRAIN_MARK_LIMITS.importChars);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const checked = await checkTerrainMarksImport(store, read.value, options);
  if (!checked.ok) return checked;
  const written = await writeStored(store, [terrainMarksWrite(checked.value, options)]);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: { format: TERRAIN_MARKS_FORMAT, games: checked.value } };
}
