import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { IMPORT_LIMIT, loadRuleSet, loadUserTableInput, saveRuleSet, saveUserTable } from '../../src/storage/user-data.js';
import badImport from './fixtures/options-bad-import.json';
import madeUpTable from './fixtures/options-made-up-table.json';
import { alertText, button, byName, choose, click, mountOptions, settle, statusText, type Mounted } from './options-harness.js';

// Made-up test data, not any game's real table.
const MADE_UP: Record<string, unknown> = structuredClone(madeUpTable);
const BAD_IMPORT: Record<string, unknown> = structuredClone(badImport);

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function storeWithTable() {
  const store = memoryStore();
  expect((await saveUserTable(store, MADE_UP)).ok).toBe(true);
  return store;
}

/** Chooses a file in the import input, as the browser would after the file dialog. */
async function chooseFile(root: HTMLElement, file: File): Promise<void> {
  const input = byName(root, 'Import file');
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

describe('options: import and export of all user data', () => {
  it('exports the stored table and rule sets as a JSON download', async () => {
    const store = await storeWithTable();
    await saveRuleSet(store, 'gettysburg-77', { 'experience-matrix': true });
    mounted = await mountOptions(store);
    const { root, downloads } = mounted;
    await click(button(root, 'Export all'));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.filename).toBe('adjutant-user-data.json');
    const data = JSON.parse(downloads[0]?.text ?? '') as Record<string, unknown>;
    expect(data).toEqual({
      format: 'adjutant-user-data/1',
      userTables: { 'cemetery-hill': MADE_UP },
      ruleSets: { 'gettysburg-77': { 'experience-matrix': true } },
    });
    expect(statusText(root)).toContain('Exported 1 table and 1 rule set');
  });

  it('refuses a bad file, shows its errors and leaves the stored table and rule sets untouched', async () => {
    const store = await storeWithTable();
    const before = store.dump();
    mounted = await mountOptions(store);
    const { root } = mounted;
    await chooseFile(root, new File([JSON.stringify(BAD_IMPORT)], 'bad.json', { type: 'application/json' }));

    const alert = alertText(root);
    expect(alert).toContain('userTables.cemetery-hill.rows[0].results[1]');
    expect(alert).toContain('"ZZ"');
    expect(alert).toContain('unchanged');
    expect(store.dump()).toEqual(before);
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
    expect(await loadRuleSet(store, 'gettysburg-77')).toEqual({});
    expect(statusText(root)).not.toContain('Imported');
  });

  it('refuses a file that is not JSON, and one over the size limit without reading it', async () => {
    const store = await storeWithTable();
    const before = store.dump();
    mounted = await mountOptions(store);
    const { root } = mounted;
    await chooseFile(root, new File(['this is not json'], 'notes.txt'));
    expect(alertText(root)).toContain('valid JSON');

    const huge = new File(['{}'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: IMPORT_LIMIT + 1 });
    await chooseFile(root, huge);
    expect(alertText(root)).toContain(`${IMPORT_LIMIT + 1} bytes`);
    expect(store.dump()).toEqual(before);
  });

  it('imports a good file, and the page shows what it brought in', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    const good = { format: 'adjutant-user-data/1', userTables: { 'cemetery-hill': MADE_UP }, ruleSets: { 'gettysburg-77': { 'attack-movement': true } } };
    await chooseFile(root, new File([JSON.stringify(good)], 'backup.json', { type: 'application/json' }));

    expect(alertText(root)).toBe('');
    expect(statusText(root)).toContain('Imported backup.json');
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
    expect(byName(root, 'Attack movement').checked).toBe(true);
    await choose(byName<HTMLSelectElement>(root, 'Table game'), 'cemetery-hill');
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);
  });
});
