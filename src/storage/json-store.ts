import type { Parsed } from '../engine/index.js';
import { readJsonBox } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';
import { FORMAT_1_BARE, loadStored, problemOf, storageErrorOf, writeStored, writeStoredOrThrow, type Checked, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * One value the player enters or imports, kept under one key in the format stored-value.ts reads and writes:
 * checked whole before it is written, checked again on every load (a value that no longer passes is reported
 * by the notice of unreadable data, never half-used), and removed only when what is stored can be read.
 */

export interface JsonStoreOptions<Kept, Value> {
  /** The storage key; the envelope names the kind of data by it too. */
  readonly key: string;
  /** The format this code writes; it reads every format from 1 up. */
  readonly version: number;
  /** migrations[n] brings format n to n + 1; by default FORMAT_1_BARE. */
  readonly migrations?: StoredSpec<Kept>['migrations'];
  /** What a player calls it: "your High Tide morale ratings". */
  readonly what: string;
  /** The check of a value entered, imported or stored: the value the rules use, or every error by its path. */
  parse(input: unknown): Parsed<Value>;
  /** What is kept of an input that passed: the input as typed (so it is edited and exported as written), or the checked value. Writes copy it. */
  keep(input: unknown, value: Value): Kept;
  /** Longest JSON text importText takes, in characters. */
  readonly textChars: number;
  /** Adjutant's limit for the key; by default the text limit at 3 bytes a character (UTF-8), and room for the envelope. */
  readonly maxBytes?: number;
}

export interface JsonStore<Kept, Value> {
  /** Its key, format and check, as the notice of unreadable data and the size checks read them. */
  readonly spec: StoredSpec<Kept>;
  /** What would be kept of an input, or every error by its path; nothing is written (the backup import checks with it). */
  check(input: unknown): Parsed<Kept>;
  /** What is stored, as kept; null when nothing is, or what is cannot be read. */
  load(store: KeyValueStore): Promise<Kept | null>;
  /** What is stored, checked into the value the rules use; null as for load. */
  loadValue(store: KeyValueStore): Promise<Value | null>;
  /** The write of a value already checked and kept (the backup import writes it with the rest). */
  write(kept: Kept): StoredWrite;
  /** Checks and stores an input; on any error nothing is written and every error is returned. */
  save(store: KeyValueStore, input: unknown): Promise<Parsed<Value>>;
  /** The same from JSON text (a box in Options, a file), read whole before anything is written. */
  importText(store: KeyValueStore, text: string): Promise<Parsed<Value>>;
  /** Removes it; a refusal (what is stored cannot be read, the browser) is thrown with its reason. */
  remove(store: KeyValueStore): Promise<void>;
}

/** The bytes a key may take when its value is written as read from at most `chars` characters of JSON. */
export function bytesForText(chars: number): number {
  return 3 * chars;
}

export function jsonStore<Kept, Value>(options: JsonStoreOptions<Kept, Value>): JsonStore<Kept, Value> {
  const { key, parse, keep } = options;
  const check = (input: unknown): Parsed<Kept> => {
    const parsed = parse(input);
    return parsed.ok ? { ok: true, value: keep(input, parsed.value) } : parsed;
  };
  const spec: StoredSpec<Kept> = {
    name: key,
    keys: [key],
    version: options.version,
    what: () => options.what,
    migrations: options.migrations ?? FORMAT_1_BARE,
    // A stored value gets the same check, its errors summed up as one problem for the notice.
    check: (v): Checked<Kept> => {
      const checked = check(v);
      return checked.ok ? checked : { ok: false, problem: problemOf(checked.errors) };
    },
    maxBytes: options.maxBytes ?? bytesForText(options.textChars) + 1_000,
  };
  const load = (store: KeyValueStore): Promise<Kept | null> => loadStored(store, spec, key);
  // A copy, so a caller changing its object afterwards cannot change what is written.
  const write = (kept: Kept): StoredWrite => ({ spec, key, value: structuredClone(kept) });
  const save = async (store: KeyValueStore, input: unknown): Promise<Parsed<Value>> => {
    const parsed = parse(input);
    if (!parsed.ok) return parsed;
    const written = await writeStored(store, [write(keep(input, parsed.value))]);
    return written.ok ? parsed : storageErrorOf(written);
  };
  return {
    spec,
    check,
    load,
    async loadValue(store) {
      const kept = await load(store);
      if (kept === null) return null;
      const parsed = parse(kept);
      return parsed.ok ? parsed.value : null;
    },
    write,
    save,
    async importText(store, text) {
      const read = readJsonBox(text, options.textChars);
      return read.ok ? save(store, read.value) : read;
    },
    async remove(store) {
      await writeStoredOrThrow(store, [{ spec, key, value: undefined }]);
    },
  };
}
