import type { GameId, Parsed } from '../engine/index.js';
import type { G88MovementSettings } from '../engine/index.js';
import { gameFeatures, parseG88MovementSettings, soleGameWithInput } from '../engine/index.js';
import { gameJsonStore, type GameEntries } from './game-json-store.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The movement figures the user confirmed from their rulebook, stored per game under one key, for the game
 * that lists the movement-settings input (only Gettysburg '88 has movement modelled so far, so the form and
 * the check are its own).
 */
export const MOVEMENT_SETTINGS_KEY = 'movementSettings';
const GAME = soleGameWithInput('movement-settings');

export const MOVEMENT_SETTINGS = gameJsonStore<GameId, G88MovementSettings, G88MovementSettings>({
  key: MOVEMENT_SETTINGS_KEY,
  version: 2,
  what: `your ${gameFeatures(GAME).shortTitle} movement settings`,
  games: [GAME],
  entryName: 'movement settings',
  parse: (input) => parseG88MovementSettings(input),
  // The settings as the validator reads them, whether typed in the form or imported from a file.
  keep: (_, settings) => settings,
  // At their limits (3,000 hexsides, 300 roads of 300 hexes, 60 terrain names) some 1.5 MB of JSON.
  maxBytes: 2_000_000,
  backupGames: `${GAME} (the one game whose movement settings you enter)`,
});

export const MOVEMENT_SETTINGS_STORED = MOVEMENT_SETTINGS.spec;
/** Every game's settings, as stored. */
export type MovementSettingsByGame = GameEntries<GameId, G88MovementSettings>;

/** The settings as stored and valid, or null when the user has confirmed nothing yet. */
export function loadG88MovementSettings(store: KeyValueStore): Promise<G88MovementSettings | null> {
  return MOVEMENT_SETTINGS.load(store, GAME);
}

/** Validates and stores; on any error nothing is written and every error is returned with its path. */
export function saveG88MovementSettings(store: KeyValueStore, input: unknown): Promise<Parsed<G88MovementSettings>> {
  return MOVEMENT_SETTINGS.save(store, GAME, input);
}

export function deleteG88MovementSettings(store: KeyValueStore): Promise<void> {
  return MOVEMENT_SETTINGS.remove(store, GAME);
}
