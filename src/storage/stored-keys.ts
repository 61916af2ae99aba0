import { ENABLED_SITES_STORED } from '../background/enabled-sites.js';
import { ADVICE_STORED } from './advice-preference.js';
import { VASSAL_LAST_MODULE_STORED, VASSAL_MODULES_STORED } from '../readers/vassal/module-settings.js';
import { AREA_TEMS } from './area-tems.js';
import { BOARD_HISTORY_STORED } from './board-history.js';
import { CAVALRY_EXITS_STORED } from './cavalry-exits.js';
import { MOVEMENT_SETTINGS_STORED } from './g88-movement-settings.js';
import { HEXSIDE_MARKS_STORED } from './hexside-marks.js';
import { IMPORTED_BOARD_STORED } from './imported-board.js';
import { IMPULSE_TRACK_STORED } from './impulse-track.js';
import { jsonFileText } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';
import { LEDGER_STORED } from './ledger.js';
import { MORALE_RATINGS } from './morale-ratings.js';
import { readRaw, type StoredSpec } from './stored-value.js';
import { TERRAIN_EFFECTS_STORED } from './terrain-effects.js';
import { TERRAIN_MARKS_STORED } from './terrain-marks.js';
import { UNIT_STRENGTHS_STORED } from './unit-strengths.js';
import { ORDER_OF_BATTLE_STORED } from './order-of-battle.js';
import { RULE_SETS_STORED, SELECTED_GAME_STORED, USER_TABLES_STORED } from './user-data.js';
import { VICTORY_SETTINGS_STORED } from './victory-settings.js';

/**
 * Every kind of value the extension keeps in storage, with its keys, its current format version and its
 * reader. A test writes through every store and checks that each key written is declared here.
 */
export const STORED_SPECS: readonly StoredSpec<unknown>[] = [
  SELECTED_GAME_STORED,
  USER_TABLES_STORED,
  RULE_SETS_STORED,
  TERRAIN_EFFECTS_STORED,
  AREA_TEMS.spec,
  MORALE_RATINGS.spec,
  TERRAIN_MARKS_STORED,
  HEXSIDE_MARKS_STORED,
  MOVEMENT_SETTINGS_STORED,
  LEDGER_STORED,
  VICTORY_SETTINGS_STORED,
  IMPORTED_BOARD_STORED,
  VASSAL_MODULES_STORED,
  VASSAL_LAST_MODULE_STORED,
  ENABLED_SITES_STORED,
  IMPULSE_TRACK_STORED,
  CAVALRY_EXITS_STORED,
  ADVICE_STORED,
  UNIT_STRENGTHS_STORED,
  ORDER_OF_BATTLE_STORED,
  BOARD_HISTORY_STORED,
];

/**
 * The most Adjutant ever keeps, every store at its limit (the sum of each key's maxBytes, some 130 MB). It is
 * far over Chrome's 10 MB storage.local quota: a full game's ledger (a board for each of 96 player-turns of
 * Gettysburg 1977) takes some 6 MB alone, so the manifest asks for unlimitedStorage rather than cut the
 * ledger to a fraction of a game. A test holds the sum under this figure and the permission in the manifest.
 */
export const STORAGE_BUDGET_BYTES = 144 * 1_048_576;

/** The spec a key belongs to, or undefined for a key Adjutant does not write. */
export function specOfKey(key: string): StoredSpec<unknown> | undefined {
  return STORED_SPECS.find((spec) => spec.keys.includes(key));
}

/** A stored value that could not be read: its key, what the player calls it, why, and the raw value as stored. */
export interface UnreadableValue {
  readonly key: string;
  readonly what: string;
  readonly reason: string;
  readonly raw: unknown;
}

/** Everything stored that cannot be read, in the order of STORED_SPECS. */
export async function findUnreadable(store: KeyValueStore): Promise<UnreadableValue[]> {
  const found: UnreadableValue[] = [];
  for (const spec of STORED_SPECS) {
    for (const key of spec.keys) {
      // Key by key, so the page stays responsive between the checks of large values (a long ledger).
      const read = readRaw(spec, key, await store.get(key));
      if (read.kind === 'unreadable') found.push({ key, what: spec.what(key), reason: read.reason, raw: read.raw });
    }
  }
  return found;
}

/** The raw value as a file to keep ("Export it"): the JSON exactly as stored, the key in the file's name. */
export function unreadableFile(value: UnreadableValue): { readonly filename: string; readonly text: string } {
  const safe = value.key.replace(/[^a-z0-9-]+/gi, '-');
  return { filename: `adjutant-unreadable-${safe}.json`, text: jsonFileText(value.raw) };
}

/**
 * Removes a value that could not be read, at the player's word ("Discard it"), the one removal that goes over
 * an unreadable value. Only the value the player was shown goes: if the key has changed since, nothing is
 * removed and the answer is false.
 */
export async function discardUnreadable(store: KeyValueStore, value: UnreadableValue): Promise<boolean> {
  const now = await store.get(value.key);
  if (JSON.stringify(now) !== JSON.stringify(value.raw)) return false;
  await store.removeMany([value.key]);
  return true;
}
