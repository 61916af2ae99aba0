import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadUserTableInput, saveUserTable } from '../../src/storage/user-data.js';
import { nestedText } from '../support/hostile-json.js';
import madeUpTable from './fixtures/options-made-up-table.json';
import { alertText, button, byName, click, mountOptions, settle, statusText, type, type Mounted } from './options-harness.js';

// A made-up test table, not any game's real one; the tests spoil its first cell the ways a fuzzer did.
const MADE_UP: Record<string, unknown> = structuredClone(madeUpTable);

/** The table as JSON text with its first cell (roll 1, column 1-2) replaced by raw JSON text. */
function withFirstCell(cellJson: string): string {
  return JSON.stringify(MADE_UP).replace('"results":["XA","XA","XB"]', `"results":[${cellJson},"XA","XB"]`);
}

const TO_STRING_CELL = withFirstCell('{"toString":1}');

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

async function pasteAndPress(root: HTMLElement, text: string, action: 'Save JSON' | 'Load JSON into editor'): Promise<void> {
  await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), text);
  await click(button(root, action));
  await settle();
}

async function chooseFile(root: HTMLElement, file: File): Promise<void> {
  const input = byName(root, 'Import file');
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

describe('options: a combat table the fuzzer broke, pasted into the Table JSON box', () => {
  it('a cell {"toString":1}: "Save JSON" names the cell and stores nothing', async () => {
    const store = await storeWithTable();
    const before = store.dump();
    mounted = await mountOptions(store);
    const { root } = mounted;
    expect(TO_STRING_CELL).toContain('{"toString":1}');
    await pasteAndPress(root, TO_STRING_CELL, 'Save JSON');
    const alert = alertText(root);
    expect(alert).toContain('The JSON was not saved');
    expect(alert).toContain('rows[0].results[0]: expected a result code defined under results (found an object)');
    expect(statusText(root)).not.toContain('Saved');
    expect(store.dump()).toEqual(before);
  });

  it('a cell {"toString":1}: "Load JSON into editor" loads the rest and names the empty cell', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await pasteAndPress(root, TO_STRING_CELL, 'Load JSON into editor');
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);
    expect(byName(root, 'Result at roll 1, column 1-2').value).toBe('');
    expect(alertText(root)).toMatch(/Roll 1, column 1-2: no result is typed; type \S/);
    expect(store.dump().userTables).toBeUndefined();
  });

  it.each([3200, 10_000])('a cell nested %i deep: "Save JSON" and "Load JSON into editor" say how deep JSON may go, and store nothing', async (depth) => {
    const store = await storeWithTable();
    const before = store.dump();
    mounted = await mountOptions(store);
    const { root } = mounted;
    const text = withFirstCell(nestedText(depth));
    for (const action of ['Save JSON', 'Load JSON into editor'] as const) {
      await pasteAndPress(root, text, action);
      const alert = alertText(root);
      expect(alert, action).toMatch(/The text: should be lists and objects nested at most 64 deep, not deeper nesting at character \d+\./);
      expect(store.dump()).toEqual(before);
    }
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
  });

  it('a megabyte of "[" is refused with a message, not a hang', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await pasteAndPress(root, '['.repeat(1_000_000), 'Save JSON');
    expect(alertText(root)).toMatch(/The text: should be lists and objects nested at most 64 deep/);
    expect(store.dump().userTables).toBeUndefined();
  });
});

describe('options: a backup file holding a table the fuzzer broke', () => {
  function backup(tableJson: string): File {
    return new File([`{"format":"adjutant-user-data/1","userTables":{"cemetery-hill":${tableJson}},"ruleSets":{}}`], 'backup.json', { type: 'application/json' });
  }

  it.each([
    ['{"toString":1}', '{"toString":1}', 'found an object'],
    ['nested 3,200 deep', nestedText(3200), 'found a list of 1'],
  ])('a cell %s: the import names the cell and changes nothing', async (_, cell, found) => {
    const store = await storeWithTable();
    const before = store.dump();
    mounted = await mountOptions(store);
    const { root } = mounted;
    await chooseFile(root, backup(withFirstCell(cell)));
    const alert = alertText(root);
    expect(alert).toContain('Nothing was imported');
    expect(alert).toContain(`userTables.cemetery-hill.rows[0].results[0]: expected a result code defined under results (${found})`);
    expect(statusText(root)).not.toContain('Imported');
    expect(store.dump()).toEqual(before);
  });
});
