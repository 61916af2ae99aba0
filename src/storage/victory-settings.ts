import { fieldError, gameFeatures, gamesWithInput, isRecord, type GameId, type Parsed, type VictorySettingsInput } from '../engine/index.js';
import { gameJsonStore } from './game-json-store.js';
import { bytesForText } from './json-store.js';
import { readJsonBox } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * The victory figures the seeds lack, as the user enters them from their own rulebook and map, per game
 * under one key (each game's module says what its settings are: Cemetery Hill's map-edge road hexes,
 * Gettysburg (1977)'s optional units' VP costs, Gettysburg '88's VP for flips, eliminations and objective
 * hexes). Kept as typed (for editing and export) once the game's check passes; the game's victory rules read
 * them again. The check is strict (every bad field is refused by its path) where the rules are lenient (a bad
 * value becomes a question), so what is stored is always what the user meant. Terrain marks are not here:
 * they have their own store.
 */
export const VICTORY_SETTINGS_KEY = 'victorySettings';
/** The games that list the victory-settings input, by id (the order the store and Options have always listed them). */
export const VICTORY_SETTINGS_GAMES: readonly GameId[] = gamesWithInput('victory-settings').sort();
/** Largest settings text accepted, in characters of JSON. */
export const VICTORY_SETTINGS_IMPORT_LIMIT = 200_000;

export type VictorySettings = Readonly<Record<string, unknown>>;

export function isVictorySettingsGame(game: unknown): game is GameId {
  return (VICTORY_SETTINGS_GAMES as readonly unknown[]).includes(game);
}

/** What a game's settings are, from its module; only for a game listing the input. */
export function victorySettingsInput(game: GameId): VictorySettingsInput {
  const input = gameFeatures(game).victorySettings;
  // A game that lists the input without describing it is a programming error in its module.
  if (!input) throw new RangeError(`${game} lists the victory-settings input but describes no victory settings`);
  return input;
}

/** Checks one game's settings, writing nothing: the settings as given, or every error by its path. */
export function checkVictorySettings(game: GameId, value: unknown): Parsed<VictorySettings> {
  if (!isVictorySettingsGame(game)) return { ok: false, errors: [fieldError('(game)', `one of ${VICTORY_SETTINGS_GAMES.join(', ')} (the games with victory settings to enter)`, game)] };
  const errors = victorySettingsInput(game).check(value);
  return errors.length > 0 || !isRecord(value) ? { ok: false, errors } : { ok: true, value };
}

export const VICTORY_SETTINGS = gameJsonStore<GameId, VictorySettings, VictorySettings>({
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
