import { FieldReader } from '../engine/index.js';
import { pathIndex, pathKey } from '../engine/index.js';
import { locationLabels } from '../engine/index.js';
import { SIDES } from '../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { EDGE_ROAD_HEXES_SETTING, parseEdgeRoadHexes } from '../engine/index.js';
import { cemeteryHillMap } from '../engine/index.js';
import { gameJsonStore } from './game-json-store.js';
import { bytesForText } from './json-store.js';
import { readJsonBox } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';

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

export const VICTORY_SETTINGS = gameJsonStore<VictorySettingsGame, VictorySettings, VictorySettings>({
  key: VICTORY_SETTINGS_KEY,
  version: 2,
  what: 'your victory settings',
  games: VICTORY_SETTINGS_GAMES,
  entryName: 'victory settings',
  parse: (input, game) => checkVictorySettings(game, input),
  keep: (_, settings) => settings,
  // Each game's settings are written as read from at most the import limit in characters.
  maxBytes: VICTORY_SETTINGS_GAMES.length * bytesForText(VICTORY_SETTINGS_IMPORT_LIMIT) + 1_000,
  backupGames: `one of ${VICTORY_SETTINGS_GAMES.join(', ')} (the games with victory settings to enter)`,
});

export const VICTORY_SETTINGS_STORED = VICTORY_SETTINGS.spec;
/** The game's settings as stored, or null when none are entered (or they no longer validate). */
export const loadVictorySettings = VICTORY_SETTINGS.load;
export const deleteVictorySettings = VICTORY_SETTINGS.remove;

/** Checks and stores one game's settings; on any error nothing is written and every error is returned. */
export async function saveVictorySettings(store: KeyValueStore, game: GameId, input: unknown): Promise<Parsed<VictorySettings>> {
  return isVictorySettingsGame(game) ? VICTORY_SETTINGS.save(store, game, input) : checkVictorySettings(game, input);
}

/** Settings as JSON text (typed in Options), checked whole before anything is written. */
export async function importVictorySettings(store: KeyValueStore, game: GameId, text: string): Promise<Parsed<VictorySettings>> {
  const read = readJsonBox(text, VICTORY_SETTINGS_IMPORT_LIMIT);
  return read.ok ? saveVictorySettings(store, game, read.value) : read;
}
