import { formatFieldErrors, isRecord, type FieldError } from '../engine/index.js';
import { storedBytes, type KeyValueStore } from './key-value-store.js';

/**
 * Every value Adjutant stores, read and written one way. A value is kept in an envelope naming its kind and
 * format version: {"adjutant": "terrainEffects", "version": 2, "value": …}. What was stored before envelopes
 * (the bare value) is format 1. Reading brings an older format up to date step by step, then checks it; what
 * cannot be read (corrupted, cut short, from a newer Adjutant) is reported with the raw value kept, never
 * taken for absent. Writing refuses to go over a value that cannot be read, checks the size first, and writes
 * every key of one change in one call, so a change is stored whole or not at all.
 */

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

export interface StoredSpec<T> {
  /** The kind of data, as the envelope names it. */
  readonly name: string;
  /** Every key it is stored under (one, or one per game). */
  readonly keys: readonly string[];
  /** The format version this code writes; it reads every version from 1 up to it. */
  readonly version: number;
  /** What a player calls the value under `key`, e.g. "your Cemetery Hill ledger". */
  what(key: string): string;
  /** migrations[n] turns a format-n value into format n + 1. */
  readonly migrations: Readonly<Record<number, (old: unknown) => unknown>>;
  /** Checks a value of the current format: the value to use, or what is wrong, in a player's words. */
  check(value: unknown, key: string): Checked<T>;
  /** The most bytes the key may take (key and envelope included): Adjutant's own limit, summed in the README. */
  readonly maxBytes: number;
  /**
   * True for a kind first stored in an envelope: it never had a bare format, so a bare value under its key is not
   * Adjutant's and is reported, not read as format 1.
   */
  readonly bornEnveloped?: boolean;
}

/** The migrations of the stores that came before envelopes: format 1 was the value bare, and format 2 wraps it unchanged. */
export const FORMAT_1_BARE: StoredSpec<unknown>['migrations'] = { 1: (old) => old };

export interface StoredEnvelope {
  readonly adjutant: string;
  readonly version: number;
  readonly value: unknown;
}

export type StoredRead<T> =
  | { readonly kind: 'absent'; readonly key: string }
  | { readonly kind: 'readable'; readonly key: string; readonly value: T; readonly storedVersion: number }
  | { readonly kind: 'unreadable'; readonly key: string; readonly raw: unknown; readonly reason: string };

const ENVELOPE_KEYS = ['adjutant', 'version', 'value'];

export function envelope(spec: StoredSpec<unknown>, value: unknown): StoredEnvelope {
  return { adjutant: spec.name, version: spec.version, value };
}

/** True for anything shaped as an envelope; bare values of format 1 never carry a string "adjutant". */
function isEnvelope(raw: unknown): raw is Record<string, unknown> & { adjutant: string } {
  return isRecord(raw) && typeof raw.adjutant === 'string';
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A checker's field errors as one problem: the first few, and how many more. */
export function problemOf(errors: readonly FieldError[]): string {
  if (errors.length === 0) return 'it is not in the shape expected';
  const shown = errors.slice(0, 3).map((e) => formatFieldErrors([{ ...e, path: e.path === '(top)' || e.path === '' ? '(the whole value)' : e.path }]));
  const more = errors.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** The value in its current format, or why it cannot be read. */
function upgrade<T>(spec: StoredSpec<T>, raw: unknown, check: (value: unknown) => Checked<T>): Checked<{ value: T; version: number }> {
  let version = 1;
  let value = raw;
  if (isEnvelope(raw)) {
    const extra = Object.keys(raw).filter((k) => !ENVELOPE_KEYS.includes(k));
    if (raw.adjutant !== spec.name) return { ok: false, problem: `it holds another kind of data ("${raw.adjutant.slice(0, 40)}", not "${spec.name}")` };
    if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
      return { ok: false, problem: 'its format version is missing or is not a whole number from 1 up' };
    }
    if (raw.version > spec.version) {
      return {
        ok: false,
        problem: `it was saved in format ${raw.version} by a newer version of Adjutant, and this one reads formats 1 to ${spec.version}: update Adjutant to read it`,
      };
    }
    if (!Object.hasOwn(raw, 'value') || extra.length > 0) return { ok: false, problem: 'its envelope is not "adjutant", "version" and "value" alone' };
    version = raw.version;
    value = raw.value;
  } else if (spec.bornEnveloped === true) {
    return { ok: false, problem: 'it is not in the envelope ("adjutant", "version", "value") Adjutant stores it in' };
  }
  const storedVersion = version;
  while (version < spec.version) {
    const step = spec.migrations[version];
    if (!step) return { ok: false, problem: `Adjutant has no way to bring format ${version} up to date` };
    try {
      value = step(value);
    } catch (e) {
      return { ok: false, problem: `it could not be brought up to date from format ${version}: ${e instanceof Error ? e.message : 'the step failed'}` };
    }
    version += 1;
  }
  const checked = check(value);
  return checked.ok ? { ok: true, value: { value: checked.value, version: storedVersion } } : checked;
}

/** Reads one raw stored value (already fetched) the way readStored does. */
export function readRaw<T>(spec: StoredSpec<T>, key: string, raw: unknown, check?: (value: unknown) => Checked<T>): StoredRead<T> {
  if (raw === undefined) return { kind: 'absent', key };
  let up: Checked<{ value: T; version: number }>;
  try {
    up = upgrade(spec, raw, check ?? ((v) => spec.check(v, key)));
  } catch (e) {
    // A checker that throws on some odd input still must not make stored data vanish.
    up = { ok: false, problem: e instanceof Error ? e.message : 'it could not be checked' };
  }
  if (up.ok) return { kind: 'readable', key, value: up.value.value, storedVersion: up.value.version };
  return { kind: 'unreadable', key, raw, reason: `${capitalize(spec.what(key))} could not be read: ${up.problem}.` };
}

/** The one reader every store uses: absent, readable (brought up to date), or unreadable with the raw value and why. */
export async function readStored<T>(store: KeyValueStore, spec: StoredSpec<T>, key: string, check?: (value: unknown) => Checked<T>): Promise<StoredRead<T>> {
  return readRaw(spec, key, await store.get(key), check);
}

/** The value when it can be read; null when absent or unreadable (the notice of unreadable data reports the second). */
export async function loadStored<T>(store: KeyValueStore, spec: StoredSpec<T>, key: string, check?: (value: unknown) => Checked<T>): Promise<T | null> {
  const read = await readStored(store, spec, key, check);
  return read.kind === 'readable' ? read.value : null;
}

export interface StoredWrite {
  readonly spec: StoredSpec<unknown>;
  readonly key: string;
  /** The value in the current format; undefined removes the key. */
  readonly value: unknown;
  /** The check of what is stored there now, when the store reads it with options (another grid's labels). */
  readonly check?: (value: unknown) => Checked<unknown>;
}

/** A refusal, as a sentence (for messages) and as the field error the stores' Parsed results carry. */
export type WriteOutcome = { readonly ok: true } | { readonly ok: false; readonly problem: string; readonly error: FieldError };

/** A refused or failed write, for the stores whose functions return nothing. */
export class StorageWriteError extends Error {}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(bytes < 1_048_576 ? 2 : 1)} MB`;
}

function refused(problem: string, error: FieldError): WriteOutcome {
  return { ok: false, problem, error };
}

/** Why nothing may be written over a key whose value cannot be read, or null. */
async function unreadableBlock(store: KeyValueStore, write: StoredWrite): Promise<WriteOutcome | null> {
  const read = readRaw(write.spec, write.key, await store.get(write.key), write.check);
  if (read.kind !== 'unreadable') return null;
  const what = write.spec.what(write.key);
  return refused(`${read.reason} Adjutant does not write over it: export it or discard it in the notice at the top of the page first. Nothing was changed.`, {
    path: '(stored data)',
    expected: `${what} exported or discarded first, in the notice at the top of the page (nothing was changed)`,
    found: read.reason,
  });
}

/**
 * Writes one change: every key set in one call, or (when every value is undefined) every key removed in one
 * call; never both, so no change can be left half done. Before anything is written it checks that no key holds
 * a value that cannot be read, that each value is within its store's limit, and that the whole fits the
 * browser's quota. On any refusal or failure nothing has changed and the outcome says why.
 */
export async function writeStored(store: KeyValueStore, writes: readonly StoredWrite[]): Promise<WriteOutcome> {
  if (writes.length === 0) return { ok: true };
  const removing = writes.every((w) => w.value === undefined);
  if (!removing && writes.some((w) => w.value === undefined)) throw new Error('writeStored: a change either sets keys or removes them');
  const values: Record<string, unknown> = {};
  for (const w of writes) {
    if (!w.spec.keys.includes(w.key)) throw new Error(`writeStored: ${w.key} is not a key of ${w.spec.name}`);
    if (Object.hasOwn(values, w.key)) throw new Error(`writeStored: ${w.key} twice in one change`);
    values[w.key] = removing ? undefined : envelope(w.spec, w.value);
  }
  for (const w of writes) {
    const blocked = await unreadableBlock(store, w);
    if (blocked) return blocked;
  }
  if (removing) {
    try {
      await store.removeMany(Object.keys(values));
    } catch (e) {
      const why = e instanceof Error ? e.message : 'no reason given';
      return refused(`The browser did not remove it (${why}).`, { path: '(storage)', expected: 'the browser to remove it', found: `a refusal: ${why}` });
    }
    return { ok: true };
  }
  let adding = 0;
  for (const w of writes) {
    const bytes = storedBytes(w.key, values[w.key]);
    adding += bytes;
    if (bytes > w.spec.maxBytes) {
      const what = w.spec.what(w.key);
      return refused(`${capitalize(what)} would take ${megabytes(bytes)}, more than the ${megabytes(w.spec.maxBytes)} Adjutant keeps for it. Nothing was changed.`, {
        path: '(storage)',
        expected: `at most ${megabytes(w.spec.maxBytes)} for ${what}, Adjutant's limit (nothing was changed)`,
        found: megabytes(bytes),
      });
    }
  }
  const quota = await store.quotaBytes();
  if (quota !== null) {
    let inUse = 0;
    let replaced = 0;
    for (const [key, value] of Object.entries(await store.getAll())) {
      const bytes = storedBytes(key, value);
      inUse += bytes;
      if (Object.hasOwn(values, key)) replaced += bytes;
    }
    const after = inUse - replaced + adding;
    if (after > quota) {
      return refused(
        `The browser keeps at most ${megabytes(quota)} for Adjutant, ${megabytes(inUse)} are in use, and this would make ${megabytes(after)}. Nothing was changed: export and clear a ledger or the imported board to make room.`,
        {
          path: '(storage)',
          expected: `at most ${megabytes(quota)} stored in all, the browser's quota for Adjutant (nothing was changed; export and clear a ledger or the imported board to make room)`,
          found: `${megabytes(after)} with this change, ${megabytes(inUse)} in use now`,
        },
      );
    }
  }
  try {
    await store.setMany(values);
  } catch (e) {
    const why = e instanceof Error ? e.message : 'no reason given';
    return refused(`The browser did not store it (${why}). Nothing was changed.`, { path: '(storage)', expected: 'the browser to store it (nothing was changed)', found: `a refusal: ${why}` });
  }
  return { ok: true };
}

/** A refusal as a store's Parsed result. */
export function storageErrorOf(outcome: { readonly error: FieldError }): { readonly ok: false; readonly errors: readonly FieldError[] } {
  return { ok: false, errors: [outcome.error] };
}

/** writeStored for the stores whose functions return nothing: a refusal is thrown with its reason. */
export async function writeStoredOrThrow(store: KeyValueStore, writes: readonly StoredWrite[]): Promise<void> {
  const outcome = await writeStored(store, writes);
  if (!outcome.ok) throw new StorageWriteError(outcome.problem);
}
