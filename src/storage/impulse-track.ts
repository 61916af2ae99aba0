import { isRecord, soleGameWithTool } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { LAST_IMPULSE, scenarioStart, type ImpulseState } from '../engine/index.js';
import type { KeyValueStore } from './key-value-store.js';
import { FORMAT_1_BARE, loadStored, writeStoredOrThrow, type Checked, type StoredSpec } from './stored-value.js';

/** One reason the marker moved (or did not), as shown and as kept in storage. */
export interface LogLine {
  readonly text: string;
  readonly rule: string | null;
}

export interface Track {
  readonly state: ImpulseState;
  readonly log: readonly LogLine[];
}

/** Enough history for a long turn; older lines drop off so storage stays small. */
export const LOG_LIMIT = 80;
const TEXT_MAX = 1_000;
const RULE_MAX = 200;

export const START: Track = { state: scenarioStart(), log: [] };

const keyOf = (game: GameId): string => `impulseTrack/${game}`;
/** The key of the one game whose features list the impulse track (They Met at Gettysburg's): the key names the game. */
export const IMPULSE_TRACK_KEY = keyOf(soleGameWithTool('impulse-track'));

/** Storage can hold anything (an older version, a bad import): accept only a track the rules could reach. */
function checkTrack(value: unknown): Checked<Track> {
  const no = (problem: string): Checked<Track> => ({ ok: false, problem });
  if (!isRecord(value) || !isRecord(value.state) || !Array.isArray(value.log)) return no('expected an object with state and log');
  const { impulse, sideToAct, lastActionPass, ended } = value.state;
  if (typeof impulse !== 'number' || !Number.isInteger(impulse) || impulse < 0 || impulse > LAST_IMPULSE) return no(`state.impulse: expected a whole number from 0 to ${LAST_IMPULSE}`);
  if (sideToAct !== 'confederate' && sideToAct !== 'union') return no('state.sideToAct: expected confederate or union');
  if (typeof lastActionPass !== 'boolean') return no('state.lastActionPass: expected true or false');
  if (ended !== null && ended !== 'two-passes' && ended !== 'roll') return no('state.ended: expected null, two-passes or roll');
  const log: LogLine[] = [];
  for (const [i, line] of value.log.slice(-LOG_LIMIT).entries()) {
    if (!isRecord(line) || typeof line.text !== 'string' || line.text.length > TEXT_MAX || (line.rule !== null && (typeof line.rule !== 'string' || line.rule.length > RULE_MAX))) {
      return no(`log[${i}]: expected a line of text and its rule`);
    }
    log.push({ text: line.text, rule: line.rule });
  }
  return { ok: true, value: { state: { impulse, sideToAct, lastActionPass, ended }, log } };
}

export const IMPULSE_TRACK_STORED: StoredSpec<Track> = {
  name: 'impulseTrack',
  keys: [IMPULSE_TRACK_KEY],
  version: 2,
  what: () => 'your They Met at Gettysburg impulse track',
  migrations: FORMAT_1_BARE,
  check: checkTrack,
  // 80 lines of at most 1,000 and 200 characters, 3 bytes each at most.
  maxBytes: LOG_LIMIT * 3 * (TEXT_MAX + RULE_MAX + 20) + 1_000,
};

/** The game's track, or the scenario's start when none is kept (or it cannot be read: then reported). */
export async function loadImpulseTrack(store: KeyValueStore, game: GameId): Promise<Track> {
  return (await loadStored(store, IMPULSE_TRACK_STORED, keyOf(game))) ?? START;
}

export async function saveImpulseTrack(store: KeyValueStore, game: GameId, track: Track): Promise<void> {
  await writeStoredOrThrow(store, [{ spec: IMPULSE_TRACK_STORED, key: keyOf(game), value: track }]);
}
