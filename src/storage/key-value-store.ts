/**
 * The little the product needs of extension storage. The extension passes browser.storage.local;
 * tests and the command line pass an in-memory store. Values must be JSON-serialisable.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { dump(): Record<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  return {
    async get(key) {
      return structuredClone(data.get(key));
    },
    async set(key, value) {
      data.set(key, structuredClone(value));
    },
    async remove(key) {
      data.delete(key);
    },
    dump() {
      return Object.fromEntries(structuredClone([...data]));
    },
  };
}
