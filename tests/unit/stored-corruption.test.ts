import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { discardUnreadable, findUnreadable, unreadableFile } from '../../src/storage/stored-keys.js';
import { capitalize, readRaw } from '../../src/storage/stored-value.js';
import { corruption, writeOver } from '../support/corruptions.js';

describe('a stored value that cannot be read is never taken for absent', () => {
  it('any corruption of any key: reported unreadable (or read as the valid value it happens to be), kept through a write, listed, exportable', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(corruption(), async (c) => {
        seen.add(c.kind);
        const store = memoryStore({ [c.key]: c.value });
        const read = readRaw(c.spec, c.key, c.value);
        expect(read.kind).not.toBe('absent');
        if (c.surelyBad) expect(read.kind).toBe('unreadable');
        if (read.kind !== 'unreadable') return;
        expect(read.reason.startsWith(`${capitalize(c.spec.what(c.key))} could not be read: `)).toBe(true);
        // The player's next save through the store is refused, and the raw value is still there.
        expect((await writeOver(store, c.spec, c.key)).ok).toBe(false);
        expect(store.dump()[c.key]).toEqual(c.value);
        const listed = await findUnreadable(store);
        expect(listed.map((u) => u.key)).toContain(c.key);
        const entry = listed.find((u) => u.key === c.key);
        if (!entry) return;
        expect(JSON.parse(unreadableFile(entry).text)).toEqual(JSON.parse(JSON.stringify(c.value)));
        // Discarded only at the player's word; then the store writes again.
        expect(await discardUnreadable(store, entry)).toBe(true);
        expect(store.dump()[c.key]).toBeUndefined();
        expect((await writeOver(store, c.spec, c.key)).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect([...seen].sort()).toEqual(['cut short', 'newer version', 'random object', 'wrong type']);
  });

  it('discards nothing when the value changed after the notice showed it', async () => {
    const store = memoryStore({ selectedGame: 'risk' });
    const [shown] = await findUnreadable(store);
    await store.set('selectedGame', 'chess');
    expect(shown && (await discardUnreadable(store, shown))).toBe(false);
    expect(store.dump()).toEqual({ selectedGame: 'chess' });
  });
});
