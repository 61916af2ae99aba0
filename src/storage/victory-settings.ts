import { FieldReader } from '../engine/core/board/field-reader.js';
import { pathIndex, pathKey } from '../engine/core/board/json-path.js';
import { locationLabels } from '../engine/core/board/location-labels.js';
import { SIDES } from '../engine/core/combat-unit.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/core/field-error.js';
import type { GameId } from '../engine/core/game-id.js';
import { EDGE_ROAD_HEXES_SETTING, parseEdgeRoadHexes } from '../engine/games/cemetery-hill/edge-road-hexes.js';
import { cemeteryHillMap } from '../engine/games/cemetery-hill/map-edges.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkPerGame } from './per-game.js';
import { loadStored, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * The victory figures the seeds lack, as the user enters them from their own rulebook and map, per game
 * under one key: Cemetery Hill's map-edge road hexes, Gettysburg (1977)'s optional units' VP costs, and
 * Gettysburg '88's VP for flips, eliminations and objective hexes. Kept as typed (for editing and export)
 * once the check passes; the game's victory rules read them again. The check here is strict (every bad
 * field is refused by its path) where the rules are lenient (a bad value becomes a question), so what is
 * stored is always what the user meant. Terrain marks are not here: they have their own store.
 */
export const VICTORY_SETTINGS_KEY = 'victorySettings';
export const VICTORY_SETTINGS_GAMES = ['cemetery-hill', 'gettysburg-77', 'gettysburg-88'] as const satisfies readonly GameId[];
export type VictorySettingsGame = (typeof VICTORY_SETTINGS_GAMES)[number];
/** Largest settings text accepted, in characters of JSON. */
export const VICTORY_SETTINGS_IMPORT_LIMIT = 200_000;

export type VictorySettings = Readonly<Record<string, unknown>>;

const MAX_G77_COST = 99;
const MAX_G77_UNITS = 200;
const MAX_G88_VP = 999;
const MAX_G88_OBJECTIVES = 200;

export function isVictorySettingsGame(game: unknown): game is VictorySettingsGame {
  return (VICTORY_SETTINGS_GAMES as readonly unknown[]).includes(game);
}

const nullOr = (r: FieldReader, value: unknown, path: string, max: number): void => {
  if (value !== null) r.whole(value, path, 0, max);
};

function checkCemeteryHill(r: FieldReader, value: unknown): readonly FieldError[] {
  const top = r.record(value, '', `an object with ${EDGE_ROAD_HEXES_SETTING}`, [EDGE_ROAD_HEXES_SETTING]);
  if (!top) return [];
  const parsed = parseEdgeRoadHexes(top[EDGE_ROAD_HEXES_SETTING], cemeteryHillMap());
  return parsed.ok ? [] : parsed.errors;
}

function checkG77(r: FieldReader, value: unknown): void {
  const top = r.record(value, '', 'an object with optionalUnitCosts', ['optionalUnitCosts']);
  if (!top || top.optionalUnitCosts === undefined) return;
  const costs = top.optionalUnitCosts;
  if (!isRecord(costs)) {
    r.fail('optionalUnitCosts', `an object of unit ids to VP costs (a whole number from 0 to ${MAX_G77_COST}, or null when not entered yet)`, costs);
    return;
  }
  const entries = Object.entries(costs);
  if (entries.length > MAX_G77_UNITS) {
    r.tooMany('optionalUnitCosts', MAX_G77_UNITS, 'units', entries.length);
    return;
  }
  for (const [id, cost] of entries) {
    const path = pathKey('optionalUnitCosts', id);
    if (id.trim() === '' || id.length > 200) r.fail(path, 'a unit id of 1 to 200 characters', id);
    else nullOr(r, cost, path, MAX_G77_COST);
  }
}

function checkG88(r: FieldReader, value: unknown): void {
  const top = r.record(value, '', 'an object with flipVp, eliminationVp, generalEliminationVp and objectives', ['flipVp', 'eliminationVp', 'generalEliminationVp', 'objectives']);
  if (!top) return;
  for (const key of ['flipVp', 'eliminationVp', 'generalEliminationVp'] as const) {
    if (top[key] !== undefined) nullOr(r, top[key], key, MAX_G88_VP);
  }
  if (top.objectives === undefined || top.objectives === null) return;
  const list = r.list(top.objectives, 'objectives', 'objective hexes', MAX_G88_OBJECTIVES);
  const labels = locationLabels('gettysburg-88');
  const seen = new Map<string, number>();
  list?.forEach((raw, i) => {
    const path = pathIndex('objectives', i);
    const o = r.record(raw, path, 'an objective: an object with hex, and optionally name, union, confederate, initialControl', ['hex', 'name', 'union', 'confederate', 'initialControl']);
    if (!o) return;
    const hexPath = pathKey(path, 'hex');
    const text = r.text(o.hex, hexPath, 10);
    const hex = text === undefined ? undefined : (labels.canonical(text) ?? r.fail(hexPath, `a Gettysburg '88 hex: ${labels.help}`, o.hex));
    if (hex !== undefined) {
      const first = seen.get(hex);
      if (first !== undefined) r.fail(hexPath, `a hex not already an objective (objectives[${first}] is ${hex})`, o.hex);
      else seen.set(hex, i);
    }
    if (o.name !== undefined) r.text(o.name, pathKey(path, 'name'), 80);
    for (const side of SIDES) if (o[side] !== undefined) nullOr(r, o[side], pathKey(path, side), MAX_G88_VP);
    if (o.initialControl !== undefined && o.initialControl !== null) r.oneOf(o.initialControl, pathKey(path, 'initialControl'), SIDES);
  });
}

/** Checks one game's settings, writing nothing: the settings as given, or every error by its path. */
export function checkVictorySettings(game: GameId, value: unknown): Parsed<VictorySettings> {
  if (!isVictorySettingsGame(game)) return { ok: false, errors: [fieldError('(game)', `one of ${VICTORY_SETTINGS_GAMES.join(', ')} (the games with victory settings to enter)`, game)] };
  const r = new FieldReader();
  const more = game === 'cemetery-hill' ? checkCemeteryHill(r, value) : [];
  if (game === 'gettysburg-77') checkG77(r, value);
  if (game === 'gettysburg-88') checkG88(r, value);
  const errors = [...r.errors(), ...more];
  return errors.length > 0 || !isRecord(value) ? { ok: false, errors } : { ok: true, value };
}

export const VICTORY_SETTINGS_STORED: StoredSpec<Partial<Record<VictorySettingsGame, VictorySettings>>> = {
  name: VICTORY_SETTINGS_KEY,
  keys: [VICTORY_SETTINGS_KEY],
  version: 2,
  what: () => 'your victory settings',
  // Format 1 was the settings per game as typed, bare; format 2 wraps them unchanged.
  migrations: { 1: (old) => old },
  check: (v) => checkPerGame(v, VICTORY_SETTINGS_GAMES, 'victory settings', (entry, game) => checkVictorySettings(game, entry)),
  // Each game's settings are written as read from at most the import limit in characters: at most 3 bytes a character.
  maxBytes: VICTORY_SETTINGS_GAMES.length * 3 * VICTORY_SETTINGS_IMPORT_LIMIT + 1_000,
};

/** Every game's stored settings; none when they no longer pass the check (then reported), never half-used. */
export async function loadAllVictorySettings(store: KeyValueStore): Promise<Partial<Record<VictorySettingsGame, VictorySettings>>> {
  return { ...((await loadStored(store, VICTORY_SETTINGS_STORED, VICTORY_SETTINGS_KEY)) ?? {}) };
}

/** The write of checked settings, each replacing its game's and keeping the rest (the backup import writes it with the rest). */
export async function victorySettingsWrite(store: KeyValueStore, settings: Partial<Record<VictorySettingsGame, VictorySettings>>): Promise<StoredWrite> {
  return { spec: VICTORY_SETTINGS_STORED, key: VICTORY_SETTINGS_KEY, value: { ...(await loadAllVictorySettings(store)), ...structuredClone(settings) } };
}

/** The game's settings as stored, or null when none are entered (or they no longer validate). */
export async function loadVictorySettings(store: KeyValueStore, game: GameId): Promise<VictorySettings | null> {
  if (!isVictorySettingsGame(game)) return null;
  return (await loadAllVictorySettings(store))[game] ?? null;
}

/** Checks and stores one game's settings; on any error nothing is written and every error is returned. */
export async function saveVictorySettings(store: KeyValueStore, game: GameId, input: unknown): Promise<Parsed<VictorySettings>> {
  const checked = checkVictorySettings(game, input);
  if (!checked.ok || !isVictorySettingsGame(game)) return checked;
  const written = await writeStored(store, [await victorySettingsWrite(store, { [game]: checked.value })]);
  return written.ok ? checked : storageErrorOf(written);
}

/** Settings as JSON text (typed in Options), checked whole before anything is written. */
export async function importVictorySettings(store: KeyValueStore, game: GameId, text: string): Promise<Parsed<VictorySettings>> {
  if (text.length > VICTORY_SETTINGS_IMPORT_LIMIT) {
    return { ok: false, errors: [fieldError('(JSON)', `at most ${VICTORY_SETTINGS_IMPORT_LIMIT} characters`, `${text.length} characters`)] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [fieldError('(JSON)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text')] };
  }
  return saveVictorySettings(store, game, json);
}

export async function deleteVictorySettings(store: KeyValueStore, game: GameId): Promise<void> {
  const all: Partial<Record<GameId, VictorySettings>> = await loadAllVictorySettings(store);
  delete all[game];
  await writeStoredOrThrow(store, [{ spec: VICTORY_SETTINGS_STORED, key: VICTORY_SETTINGS_KEY, value: all }]);
}

/**
 * A backup's settings for every game it names, checked whole, writing nothing: each game's settings, or
 * every error with its path under `prefix` (e.g. `victorySettings.gettysburg-88.objectives[0].hex`).
 */
export function checkVictorySettingsFile(value: unknown, prefix: string): Parsed<Partial<Record<VictorySettingsGame, VictorySettings>>> {
  if (!isRecord(value)) return { ok: false, errors: [fieldError(prefix, 'an object keyed by game id', value)] };
  const out: Partial<Record<VictorySettingsGame, VictorySettings>> = {};
  const errors: FieldError[] = [];
  for (const [game, settings] of Object.entries(value)) {
    const path = `${prefix}.${game}`;
    if (!isVictorySettingsGame(game)) {
      errors.push(fieldError(path, `one of ${VICTORY_SETTINGS_GAMES.join(', ')} (the games with victory settings to enter)`, game));
      continue;
    }
    const checked = checkVictorySettings(game, settings);
    if (checked.ok) out[game] = checked.value;
    else errors.push(...checked.errors.map((e) => ({ ...e, path: e.path === '(top)' ? path : e.path.startsWith('[') ? `${path}${e.path}` : `${path}.${e.path}` })));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: out };
}
