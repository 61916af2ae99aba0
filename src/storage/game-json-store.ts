import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { errorsUnder } from './errors-under.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkPerGame, isOneOf } from './per-game.js';
import { FORMAT_1_BARE, loadStored, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * What the player enters per game (a chart, settings, a table), every game's entry under one key, kept in the
 * format stored-value.ts reads and writes. Each entry is checked before it is written; the whole record is
 * checked again on every load, and read whole or not at all (one bad entry makes it unreadable, reported).
 */
export type GameEntries<G extends GameId, Kept> = Partial<Record<G, Kept>>;

/** The format of a store born in an envelope: version 1, never a bare format to migrate from. */
export const BORN_IN_ENVELOPE = { version: 1, migrations: {} } as const;

export interface GameJsonStoreOptions<G extends GameId, Kept, Value> {
  /** The storage key; the envelope names the kind of data by it too. */
  readonly key: string;
  /** The format this code writes; it reads every format from 1 up. */
  readonly version: number;
  /** migrations[n] brings format n to n + 1; by default FORMAT_1_BARE. */
  readonly migrations?: StoredSpec<GameEntries<G, Kept>>['migrations'];
  /** What a player calls the whole record: "your terrain effects charts". */
  readonly what: string;
  /** The games that keep an entry here. */
  readonly games: readonly G[];
  /** One entry, after its game's name: "terrain effects chart". */
  readonly entryName: string;
  /** The check of one game's entry, entered, imported or stored: the value the rules use, or every error by its path. */
  parse(input: unknown, game: G): Parsed<Value>;
  /** What is kept of an entry that passed: as typed (edited and exported as written), or the checked value. Writes copy it. */
  keep(input: unknown, value: Value): Kept;
  /** Adjutant's limit for the key, in bytes. */
  readonly maxBytes: number;
  /** What a backup's key for a game with no entry here is expected to be; by default "one of" the games. */
  readonly backupGames?: string;
}

export interface GameJsonStore<G extends GameId, Kept, Value> {
  readonly spec: StoredSpec<GameEntries<G, Kept>>;
  /** Every game's entry as kept; none when the record cannot be read (then reported). */
  loadAll(store: KeyValueStore): Promise<GameEntries<G, Kept>>;
  /** One game's entry as kept, or null. */
  load(store: KeyValueStore, game: GameId): Promise<Kept | null>;
  /** One game's entry checked into the value the rules use, or null. */
  loadValue(store: KeyValueStore, game: GameId): Promise<Value | null>;
  /** The write of entries already checked and kept, each replacing its game's and keeping the rest (the backup import writes it with the rest). */
  write(store: KeyValueStore, entries: GameEntries<G, Kept>): Promise<StoredWrite>;
  /** Checks and stores one game's entry; on any error nothing is written and every error is returned. */
  save(store: KeyValueStore, game: G, input: unknown): Promise<Parsed<Value>>;
  /** Removes one game's entry; a refusal (what is stored cannot be read, the browser) is thrown with its reason. */
  remove(store: KeyValueStore, game: GameId): Promise<void>;
  /** A backup's entries for every game it names, checked whole, writing nothing; errors placed under `prefix`. */
  checkBackup(value: unknown, prefix: string): Parsed<GameEntries<G, Kept>>;
}

export function gameJsonStore<G extends GameId, Kept, Value>(options: GameJsonStoreOptions<G, Kept, Value>): GameJsonStore<G, Kept, Value> {
  const { key, games, parse, keep } = options;
  const keeps = (game: string): game is G => isOneOf(games, game);
  const check = (input: unknown, game: G): Parsed<Kept> => {
    const parsed = parse(input, game);
    return parsed.ok ? { ok: true, value: keep(input, parsed.value) } : parsed;
  };
  const spec: StoredSpec<GameEntries<G, Kept>> = {
    name: key,
    keys: [key],
    version: options.version,
    what: () => options.what,
    migrations: options.migrations ?? FORMAT_1_BARE,
    check: (v) => checkPerGame(v, games, options.entryName, check),
    maxBytes: options.maxBytes,
  };
  // A copy: callers change it to write it back.
  const loadAll = async (store: KeyValueStore): Promise<GameEntries<G, Kept>> => ({ ...((await loadStored(store, spec, key)) ?? {}) });
  const load = async (store: KeyValueStore, game: GameId): Promise<Kept | null> => (keeps(game) ? ((await loadAll(store))[game] ?? null) : null);
  const write = async (store: KeyValueStore, entries: GameEntries<G, Kept>): Promise<StoredWrite> => ({
    spec,
    key,
    value: { ...(await loadAll(store)), ...structuredClone(entries) },
  });
  return {
    spec,
    loadAll,
    load,
    async loadValue(store, game) {
      const kept = await load(store, game);
      if (kept === null || !keeps(game)) return null;
      const parsed = parse(kept, game);
      return parsed.ok ? parsed.value : null;
    },
    write,
    async save(store, game, input) {
      const parsed = parse(input, game);
      if (!parsed.ok) return parsed;
      const entries: GameEntries<G, Kept> = {};
      entries[game] = keep(input, parsed.value);
      const written = await writeStored(store, [await write(store, entries)]);
      return written.ok ? parsed : storageErrorOf(written);
    },
    async remove(store, game) {
      const all: Partial<Record<GameId, Kept>> = await loadAll(store);
      delete all[game];
      await writeStoredOrThrow(store, [{ spec, key, value: all }]);
    },
    checkBackup(value, prefix) {
      if (!isRecord(value)) return { ok: false, errors: [fieldError(prefix, 'an object keyed by game id', value)] };
      const out: GameEntries<G, Kept> = {};
      const errors: FieldError[] = [];
      for (const [game, entry] of Object.entries(value)) {
        const path = `${prefix}.${game}`;
        if (!keeps(game)) {
          errors.push(fieldError(path, options.backupGames ?? `one of ${games.join(', ')}`, game));
          continue;
        }
        const checked = check(entry, game);
        if (checked.ok) out[game] = checked.value;
        else errors.push(...errorsUnder(path, checked.errors));
      }
      return errors.length > 0 ? { ok: false, errors } : { ok: true, value: out };
    },
  };
}
