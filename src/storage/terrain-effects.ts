import { fieldError, type Parsed } from '../engine/core/field-error.js';
import type { GameId } from '../engine/core/game-id.js';
import {
  parseTerrainEffectsInput,
  TERRAIN_EFFECTS_GAMES,
  type TerrainEffectsChart,
  type TerrainEffectsInput,
} from '../engine/core/terrain-effects-input.js';
import { checkPerGame } from './per-game.js';
import type { KeyValueStore } from './key-value-store.js';
import { loadStored, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * The terrain effects charts the user typed in from their own rulebooks, per game, kept as typed (for
 * editing and export) under one key. Re-checked on every load: a chart that no longer validates is
 * reported, never half-used.
 */
export const TERRAIN_EFFECTS_KEY = 'terrainEffects';
/** Largest chart accepted, in characters of JSON. */
export const TERRAIN_EFFECTS_IMPORT_LIMIT = 500_000;

function checkChart(entry: unknown, game: GameId): Parsed<TerrainEffectsInput> {
  const parsed = parseTerrainEffectsInput(entry);
  if (!parsed.ok) return parsed;
  if (parsed.value.game !== game) return { ok: false, errors: [fieldError('game', `"${game}"`, parsed.value.game)] };
  return { ok: true, value: entry as TerrainEffectsInput };
}

export const TERRAIN_EFFECTS_STORED: StoredSpec<Partial<Record<GameId, TerrainEffectsInput>>> = {
  name: TERRAIN_EFFECTS_KEY,
  keys: [TERRAIN_EFFECTS_KEY],
  version: 2,
  what: () => 'your terrain effects charts',
  // Format 1 was the charts as typed per game, bare; format 2 wraps them unchanged.
  migrations: { 1: (old) => old },
  check: (v) => checkPerGame(v, TERRAIN_EFFECTS_GAMES, 'terrain effects chart', checkChart),
  // Each chart is written as read from at most the import limit in characters: at most 3 bytes a character.
  maxBytes: TERRAIN_EFFECTS_GAMES.length * 3 * TERRAIN_EFFECTS_IMPORT_LIMIT + 1_000,
};

async function loadInputs(store: KeyValueStore): Promise<Partial<Record<GameId, TerrainEffectsInput>>> {
  return { ...((await loadStored(store, TERRAIN_EFFECTS_STORED, TERRAIN_EFFECTS_KEY)) ?? {}) };
}

/** The write of checked charts, each replacing its game's and keeping the other games' (the backup import writes it with the rest). */
export async function terrainEffectsWrite(store: KeyValueStore, charts: readonly TerrainEffectsInput[]): Promise<StoredWrite> {
  const all = await loadInputs(store);
  for (const chart of charts) all[chart.game] = structuredClone(chart);
  return { spec: TERRAIN_EFFECTS_STORED, key: TERRAIN_EFFECTS_KEY, value: all };
}

/** The chart as the user typed it, or null. */
export async function loadTerrainEffectsInput(store: KeyValueStore, game: GameId): Promise<TerrainEffectsInput | null> {
  return (await loadInputs(store))[game] ?? null;
}

/** The checked chart the modifiers use (battle.stated.terrainEffects), or null when none is entered. */
export async function loadTerrainEffects(store: KeyValueStore, game: GameId): Promise<TerrainEffectsChart | null> {
  const input = await loadTerrainEffectsInput(store, game);
  if (!input) return null;
  const parsed = parseTerrainEffectsInput(input);
  return parsed.ok ? parsed.value : null;
}

/** Checks and stores a chart for its game; on any error nothing is written and every error is returned. */
export async function saveTerrainEffects(store: KeyValueStore, input: unknown): Promise<Parsed<TerrainEffectsChart>> {
  const parsed = parseTerrainEffectsInput(input);
  if (!parsed.ok) return parsed;
  const written = await writeStored(store, [await terrainEffectsWrite(store, [input as TerrainEffectsInput])]);
  return written.ok ? parsed : storageErrorOf(written);
}

/** A chart as JSON text (a pasted or imported file), checked whole before anything is written. */
export async function importTerrainEffects(store: KeyValueStore, text: string): Promise<Parsed<TerrainEffectsChart>> {
  if (text.length > TERRAIN_EFFECTS_IMPORT_LIMIT) {
    return { ok: false, errors: [fieldError('(JSON)', `at most ${TERRAIN_EFFECTS_IMPORT_LIMIT} characters`, `${text.length} characters`)] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [fieldError('(JSON)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text')] };
  }
  return saveTerrainEffects(store, json);
}

export async function deleteTerrainEffects(store: KeyValueStore, game: GameId): Promise<void> {
  const all = await loadInputs(store);
  delete all[game];
  await writeStoredOrThrow(store, [{ spec: TERRAIN_EFFECTS_STORED, key: TERRAIN_EFFECTS_KEY, value: all }]);
}
