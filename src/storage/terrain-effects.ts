import { fieldError, isRecord, type Parsed } from '../engine/core/field-error.js';
import type { GameId } from '../engine/core/game-id.js';
import {
  parseTerrainEffectsInput,
  TERRAIN_EFFECTS_GAMES,
  type TerrainEffectsChart,
  type TerrainEffectsInput,
} from '../engine/core/terrain-effects-input.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The terrain effects charts the user typed in from their own rulebooks, per game, kept as typed (for
 * editing and export) under one key. Re-checked on every load: a chart that no longer validates is
 * ignored, never half-used.
 */
export const TERRAIN_EFFECTS_KEY = 'terrainEffects';
/** Largest chart accepted, in characters of JSON. */
export const TERRAIN_EFFECTS_IMPORT_LIMIT = 500_000;

async function loadInputs(store: KeyValueStore): Promise<Partial<Record<GameId, TerrainEffectsInput>>> {
  const v = await store.get(TERRAIN_EFFECTS_KEY);
  const out: Partial<Record<GameId, TerrainEffectsInput>> = {};
  if (!isRecord(v)) return out;
  for (const game of TERRAIN_EFFECTS_GAMES) {
    const parsed = parseTerrainEffectsInput(v[game]);
    if (parsed.ok && parsed.value.game === game) out[game] = v[game] as TerrainEffectsInput;
  }
  return out;
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
  const all = await loadInputs(store);
  all[parsed.value.game] = structuredClone(input) as TerrainEffectsInput;
  await store.set(TERRAIN_EFFECTS_KEY, all);
  return parsed;
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
  await store.set(TERRAIN_EFFECTS_KEY, all);
}
