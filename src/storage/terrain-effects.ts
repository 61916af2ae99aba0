import { fieldError, type Parsed } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { parseTerrainEffectsInput, TERRAIN_EFFECTS_GAMES, type TerrainEffectsChart, type TerrainEffectsInput } from '../engine/index.js';
import { gameJsonStore } from './game-json-store.js';
import { readJsonBox } from './json-text.js';
import { bytesForText } from './json-store.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The terrain effects charts the user typed in from their own rulebooks, per game, kept as typed (for
 * editing and export) under one key.
 */
export const TERRAIN_EFFECTS_KEY = 'terrainEffects';
/** Largest chart accepted, in characters of JSON. */
export const TERRAIN_EFFECTS_IMPORT_LIMIT = 500_000;

/** A chart names its game; it is kept under that game alone. */
function parseChart(input: unknown, game: GameId): Parsed<TerrainEffectsChart> {
  const parsed = parseTerrainEffectsInput(input);
  if (!parsed.ok) return parsed;
  if (parsed.value.game !== game) return { ok: false, errors: [fieldError('game', `"${game}"`, parsed.value.game)] };
  return parsed;
}

export const TERRAIN_EFFECTS = gameJsonStore<GameId, TerrainEffectsInput, TerrainEffectsChart>({
  key: TERRAIN_EFFECTS_KEY,
  version: 2,
  what: 'your terrain effects charts',
  games: TERRAIN_EFFECTS_GAMES,
  entryName: 'terrain effects chart',
  parse: parseChart,
  keep: (input) => input as TerrainEffectsInput,
  maxBytes: TERRAIN_EFFECTS_GAMES.length * bytesForText(TERRAIN_EFFECTS_IMPORT_LIMIT) + 1_000,
  backupGames: `one of ${TERRAIN_EFFECTS_GAMES.join(', ')} (the games whose terrain effects you enter)`,
});

export const TERRAIN_EFFECTS_STORED = TERRAIN_EFFECTS.spec;

/** The chart as the user typed it, or null. */
export const loadTerrainEffectsInput = TERRAIN_EFFECTS.load;
/** The checked chart the modifiers use (battle.stated.terrainEffects), or null when none is entered. */
export const loadTerrainEffects = TERRAIN_EFFECTS.loadValue;

/** Checks and stores a chart for the game it names; on any error nothing is written and every error is returned. */
export async function saveTerrainEffects(store: KeyValueStore, input: unknown): Promise<Parsed<TerrainEffectsChart>> {
  const parsed = parseTerrainEffectsInput(input);
  return parsed.ok ? TERRAIN_EFFECTS.save(store, parsed.value.game, input) : parsed;
}

/** A chart as JSON text (a pasted or imported file), checked whole before anything is written. */
export async function importTerrainEffects(store: KeyValueStore, text: string): Promise<Parsed<TerrainEffectsChart>> {
  const read = readJsonBox(text, TERRAIN_EFFECTS_IMPORT_LIMIT);
  return read.ok ? saveTerrainEffects(store, read.value) : read;
}

export const deleteTerrainEffects = TERRAIN_EFFECTS.remove;
