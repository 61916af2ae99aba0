/**
 * The little the product needs of extension storage. The extension passes browser.storage.local;
 * tests and the command line pass an in-memory store. Values must be JSON-serialisable.
 * Stores write through stored-value.ts (format version, checks, size), never with set/remove directly.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Writes every key in one call, so either all of them are written or none is (storage.local.set of one object). */
  setMany(values: Readonly<Record<string, unknown>>): Promise<void>;
  /** Removes every key in one call. */
  removeMany(keys: readonly string[]): Promise<void>;
  /** Everything stored, key by key (for the size check and the notice of what could not be read). */
  getAll(): Promise<Record<string, unknown>>;
  /** The most bytes the browser keeps for the extension, counted as Chrome counts them; null when it sets no limit. */
  quotaBytes(): Promise<number | null>;
}

/** Bytes a key and its value take, as Chrome counts them against its quota: the key and the value's JSON, in UTF-8. */
export function storedBytes(key: string, value: unknown): number {
  return utf8Length(key) + utf8Length(JSON.stringify(value) ?? '');
}

export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export interface MemoryStoreOptions {
  /** A quota enforced as Chrome enforces storage.local's: a write that would pass it fails and changes nothing. */
  readonly quotaBytes?: number;
}

export function memoryStore(initial: Record<string, unknown> = {}, options: MemoryStoreOptions = {}): KeyValueStore & { dump(): Record<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  const quota = options.quotaBytes ?? null;
  const fits = (changes: Readonly<Record<string, unknown>>): boolean => {
    if (quota === null) return true;
    let total = 0;
    for (const [key, value] of data) if (!Object.hasOwn(changes, key)) total += storedBytes(key, value);
    for (const [key, value] of Object.entries(changes)) total += storedBytes(key, value);
    return total <= quota;
  };
  const store = {
    async get(key: string) {
      return structuredClone(data.get(key));
    },
    async set(key: string, value: unknown) {
      await store.setMany({ [key]: value });
    },
    async remove(key: string) {
      data.delete(key);
    },
    async setMany(values: Readonly<Record<string, unknown>>) {
      if (!fits(values)) throw new Error('QUOTA_BYTES quota exceeded');
      const copy = structuredClone(values);
      for (const [key, value] of Object.entries(copy)) data.set(key, value);
    },
    async removeMany(keys: readonly string[]) {
      for (const key of keys) data.delete(key);
    },
    async getAll() {
      return Object.fromEntries(structuredClone([...data]));
    },
    async quotaBytes() {
      return quota;
    },
    dump() {
      return Object.fromEntries(structuredClone([...data]));
    },
  };
  return store;
}
