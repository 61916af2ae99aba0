import fc from 'fast-check';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadableNotice } from '../../options/unreadable-notice.js';
import { PopupApp } from '../../popup/popup-app.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { readRaw } from '../../src/storage/stored-value.js';
import { backupOfAtLeast } from '../support/big-backup.js';
import { corruption, FORMAT_1 } from '../support/corruptions.js';
import { fakePlatform } from './fake-popup-platform.js';
import { alertText, button, byName, mountOptions, settle, type Mounted } from './options-harness.js';
import { click, mount, waitFor } from './render-helper.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const notice = (root: HTMLElement): HTMLElement | null => root.querySelector('section.unreadable-notice');

/** The store holding the corrupted key beside good data, the page opened on a game. */
function storeWith(key: string, value: unknown) {
  return memoryStore({ selectedGame: 'cemetery-hill', userTables: FORMAT_1.userTables, [key]: value });
}

describe('the notice of stored data that could not be read', () => {
  it('Options names any corrupted key with why, keeps it, and exports the raw JSON', async () => {
    await fc.assert(
      fc.asyncProperty(corruption(), async (c) => {
        const read = readRaw(c.spec, c.key, c.value);
        fc.pre(read.kind === 'unreadable');
        if (read.kind !== 'unreadable') return;
        const store = storeWith(c.key, c.value);
        mounted = await mountOptions(store);
        const shown = notice(mounted.root);
        expect(shown?.textContent).toContain(read.reason);
        await click(button(mounted.root, `Export ${c.spec.what(c.key)}`));
        expect(mounted.downloads.at(-1)?.text).toBe(`${JSON.stringify(c.value, null, 2)}\n`);
        expect(store.dump()[c.key]).toEqual(c.value);
        mounted.unmount();
        mounted = null;
      }),
      { numRuns: 12 },
    );
  });

  it('the popup names any corrupted key the same way, near its top', async () => {
    await fc.assert(
      fc.asyncProperty(corruption(), async (c) => {
        const read = readRaw(c.spec, c.key, c.value);
        fc.pre(read.kind === 'unreadable');
        if (read.kind !== 'unreadable') return;
        const platform = fakePlatform({ store: storeWith(c.key, c.value) });
        const root = await mount(<PopupApp platform={platform} />);
        await waitFor(() => expect(notice(root)?.textContent).toContain(read.reason));
        // Before the calculator: the first section after the calculators' bar, under the header (and under the
        // rules-only line, which an unreadable choice of advice turns on).
        expect(root.querySelector('header ~ nav + section')).toBe(notice(root));
        await click(button(root, `Export ${c.spec.what(c.key)}`));
        expect(platform.downloads.at(-1)?.text).toBe(`${JSON.stringify(c.value, null, 2)}\n`);
        expect(platform.store.dump()[c.key]).toEqual(c.value);
      }),
      { numRuns: 8 },
    );
  });

  it('shows nothing when every stored value reads, old format or new', async () => {
    mounted = await mountOptions(memoryStore(FORMAT_1));
    expect(notice(mounted.root)).toBeNull();
    const root = await mount(<PopupApp platform={fakePlatform({ store: memoryStore(FORMAT_1) })} />);
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    expect(notice(root)).toBeNull();
  });

  it('discards only after asking, then the page reads its stores again', async () => {
    const store = storeWith('terrainEffects', { 'cemetery-hill': { format: 'adjutant-terrain-effects/1', game: 'cemetery-hill', title: '', terrain: [] } });
    mounted = await mountOptions(store);
    const { root } = mounted;
    expect(notice(root)?.textContent).toContain('Your terrain effects charts could not be read: the Cemetery Hill terrain effects chart: title');
    await click(button(root, 'Discard your terrain effects charts'));
    expect(store.dump().terrainEffects).toBeDefined();
    await click(button(root, 'Keep it'));
    expect(store.dump().terrainEffects).toBeDefined();
    await click(button(root, 'Discard your terrain effects charts'));
    await click(button(root, 'Yes, discard it'));
    expect(store.dump().terrainEffects).toBeUndefined();
    expect(store.dump().userTables).toEqual(FORMAT_1.userTables);
    expect(notice(root)).toBeNull();
    expect(root.textContent).toContain('Discarded your terrain effects charts.');
  });

  it('takes a discarded value off the list in the same render that says it was discarded, before any re-read', async () => {
    const base = memoryStore({ selectedGame: 'risk', terrainMarks: { adjutant: 'terrainMarks', version: 9, value: {} } });
    let release = (): void => undefined;
    let hold: Promise<void> | null = null;
    // Once the value is removed, every read of the store waits: the notice must not rely on reading it again.
    const store = {
      ...base,
      get: async (key: string) => {
        await hold;
        return base.get(key);
      },
      removeMany: async (keys: readonly string[]) => {
        await base.removeMany(keys);
        hold = new Promise<void>((resolve) => (release = resolve));
      },
    };
    const root = await mount(<UnreadableNotice store={store} />);
    await waitFor(() => expect(notice(root)?.textContent).toContain('The game you chose last could not be read'));
    await click(button(root, 'Discard the game you chose last'));
    await click(button(root, 'Yes, discard it'));
    await waitFor(() => expect(notice(root)?.textContent).toContain('Discarded the game you chose last.'));
    expect(notice(root)?.textContent).not.toContain('The game you chose last could not be read');
    expect(notice(root)?.textContent).toContain('Your terrain marks could not be read');
    release();
    await settle();
    expect(notice(root)?.textContent).toContain('Your terrain marks could not be read');
  });

  it('a save over unreadable data is refused in the panel with the reason, and nothing changes', async () => {
    const bad = { 'gettysburg-77': { 'attack-movement': 'yes' } };
    const store = memoryStore({ selectedGame: 'gettysburg-77', ruleSets: bad });
    mounted = await mountOptions(store);
    await click(byName(mounted.root, 'Attack movement'));
    const refusal = alertText(mounted.root);
    expect(refusal).toContain('The rule set was not saved:');
    expect(refusal).toContain('What is stored: needs your rule sets (the optional rules turned on) exported or discarded first, in the notice at the top of the page');
    expect(refusal).toContain('Your rule sets (the optional rules turned on) could not be read: the Gettysburg (1977) rule set: attack-movement: expected true or false (found "yes").');
    expect(store.dump().ruleSets).toEqual(bad);
  });
});

describe('a 10 MB backup in Options', () => {
  it('against Chrome’s 10 MB quota: a clear message, and stored data untouched', async () => {
    const store = memoryStore({}, { quotaBytes: 10_485_760 });
    await store.setMany({ selectedGame: 'cemetery-hill' });
    mounted = await mountOptions(store);
    const before = store.dump();
    const text = backupOfAtLeast(10_485_760);
    const input = byName(mounted.root, 'Import file');
    await act(() => {
      Object.defineProperty(input, 'files', { value: [new File([text], 'big-backup.json', { type: 'application/json' })], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(alertText(mounted?.root ?? document.body)).toContain('Storage: should have at most 10.0 MB stored in all'), 15_000);
    expect(alertText(mounted.root)).toContain('Nothing was imported; your stored data is unchanged. It could not be stored:');
    expect(store.dump()).toEqual(before);
    await settle();
  });
});
