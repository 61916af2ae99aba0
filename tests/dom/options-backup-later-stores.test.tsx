import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { saveAreaTems } from '../../src/storage/area-tems.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadMoraleRatingsInput } from '../../src/storage/morale-ratings.js';
import { alertText, button, byName, click, mountOptions, settle, statusText, type Mounted } from './options-harness.js';

// MADE-UP test data: not a real They Met map's TEMs nor High Tide's card.
const TEMS = { format: 'adjutant-area-tems/1', title: 'Made-up TEMs', areaTems: { '19': 1 } };
const RATINGS = { format: 'adjutant-morale-ratings/1', ratings: { 'Made-up Brigade': '6/4' } };

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function chooseFile(root: HTMLElement, file: File): Promise<void> {
  const input = byName(root, 'Import file');
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

describe('options: the backup holds the charts, TEMs, ratings and marks too', () => {
  it('export all names them; an import shows them in their panels at once', async () => {
    const store = memoryStore();
    expect((await saveAreaTems(store, TEMS)).ok).toBe(true);
    mounted = await mountOptions(store);
    const { root, downloads } = mounted;
    await click(button(root, 'Export all'));
    const data = JSON.parse(downloads[0]?.text ?? '') as Record<string, unknown>;
    expect(data.areaTems).toEqual(TEMS);
    expect(statusText(root)).toContain('with your area TEMs');

    const backup = { ...data, moraleRatings: RATINGS };
    await chooseFile(root, new File([JSON.stringify(backup)], 'backup.json', { type: 'application/json' }));
    expect(alertText(root)).toBe('');
    expect(statusText(root)).toContain('with your area TEMs and morale ratings, now stored');
    expect(await loadMoraleRatingsInput(store)).toEqual(RATINGS);
    expect(byName<HTMLTextAreaElement>(root, 'Morale ratings JSON').value).toContain('Made-up Brigade');
  });

  it('a bad later part refuses the file, naming its path, and changes nothing', async () => {
    const store = memoryStore();
    mounted = await mountOptions(store);
    const { root } = mounted;
    const before = store.dump();
    const bad = { format: 'adjutant-user-data/1', userTables: {}, ruleSets: {}, areaTems: { format: 'adjutant-area-tems/1', areaTems: { '64': 3 } } };
    await chooseFile(root, new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' }));
    expect(alertText(root)).toContain('areaTems.areaTems["64"]');
    expect(store.dump()).toEqual(before);
  });
});
