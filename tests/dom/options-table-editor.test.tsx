import { storedIn } from '../support/stored.js';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadUserTableInput, saveUserTable } from '../../src/storage/user-data.js';
import madeUpTable from './fixtures/options-made-up-table.json';
import { alertText, button, byName, choose, click, mountOptions, queryByName, statusText, type, type Mounted } from './options-harness.js';

// A made-up test table, not any game's real one.
const MADE_UP: Record<string, unknown> = structuredClone(madeUpTable);

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function fill(root: HTMLElement, name: string, value: string): Promise<void> {
  await type(byName(root, name), value);
}

/** Types a small made-up ratio table through the form; `badCell` replaces the code at roll 2, column 1-1. */
async function buildSmallTable(root: HTMLElement, badCell?: string): Promise<void> {
  await choose(byName<HTMLSelectElement>(root, 'Table game'), 'cemetery-hill');
  await fill(root, 'Table title', 'Made-up form test table');
  await fill(root, 'Printed at', 'Invented for this test');
  await choose(byName<HTMLSelectElement>(root, 'Scheme'), 'ratio');
  await fill(root, 'Dice', '1');
  await fill(root, 'Sides', '6');
  await fill(root, 'Columns', '1-1, 2-1');
  await fill(root, 'Lowest roll', '1');
  await fill(root, 'Highest roll', '2');
  await fill(root, 'Modifier limit', '1');
  await choose(byName<HTMLSelectElement>(root, 'Below lowest column'), 'use-lowest');

  await fill(root, 'Result 1 code', 'XA');
  await fill(root, 'Result 1 text', 'test result A');
  await fill(root, 'Result 1 attacker steps', '1');
  await fill(root, 'Result 1 defender steps', '0');
  await click(button(root, 'Add result'));
  await fill(root, 'Result 2 code', 'XB');
  await fill(root, 'Result 2 text', 'test result B');
  await fill(root, 'Result 2 attacker steps', '0');
  await fill(root, 'Result 2 defender steps', '1');
  await click(byName(root, 'Result 2 defender retreats'));

  await fill(root, 'Result at roll 1, column 1-1', 'XA');
  await fill(root, 'Result at roll 1, column 2-1', 'XB');
  await fill(root, 'Result at roll 2, column 1-1', badCell ?? 'XB');
  await fill(root, 'Result at roll 2, column 2-1', 'XB');
}

describe('options: user combat tables', () => {
  it('offers only the games whose table is not built in', async () => {
    mounted = await mountOptions();
    const select = byName<HTMLSelectElement>(mounted.root, 'Table game');
    const values = [...select.options].map((o) => o.value);
    expect(values).toEqual(['gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met']);
    expect(values).not.toContain('gettysburg-77');
  });

  it('stores exactly the table built through the form', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await buildSmallTable(root);
    await click(button(root, 'Save table'));

    expect(alertText(root)).toBe('');
    expect(statusText(root)).toContain('Saved');
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual({
      format: 'adjutant-combat-table/1',
      game: 'cemetery-hill',
      title: 'Made-up form test table',
      rule: 'Invented for this test',
      scheme: 'ratio',
      die: { count: 1, sides: 6 },
      columns: ['1-1', '2-1'],
      belowLowest: 'use-lowest',
      modifierLimit: 1,
      rows: [
        { roll: 1, results: ['XA', 'XB'] },
        { roll: 2, results: ['XB', 'XB'] },
      ],
      results: {
        XA: { text: 'test result A', attackerSteps: 1, defenderSteps: 0, attackerRetreats: false, defenderRetreats: false },
        XB: { text: 'test result B', attackerSteps: 0, defenderSteps: 1, attackerRetreats: false, defenderRetreats: true },
      },
    });
    expect(root.textContent).toContain('Stored for Cemetery Hill');
  });

  it('refuses a cell with an undefined code, says so in the grid’s own words and marks that cell; nothing is stored', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await buildSmallTable(root, 'ZZ');
    await click(button(root, 'Save table'));

    const alert = alertText(root);
    expect(alert).toContain('Roll 2, column 1-1: ZZ is not one of your results; type XA or XB, or add it under “What the results do”.');
    expect(alert).not.toContain('rows[1].results[0]');
    expect(alert).not.toContain('expected a result code');
    const bad = byName(root, 'Result at roll 2, column 1-1');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    // The field names the line saying what is wrong with it, so it is read out with the field.
    const described = document.getElementById(bad.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Roll 2, column 1-1: ZZ is not one of your results; type XA or XB, or add it under “What the results do”.');
    expect(described?.closest('[role="alert"]')).not.toBeNull();
    expect(button(root, 'Go to roll 2, column 1-1')).not.toBeNull();
    expect(bad.closest('td')?.querySelector('.cell-mark')).not.toBeNull();
    for (const ok of ['Result at roll 1, column 1-1', 'Result at roll 1, column 2-1', 'Result at roll 2, column 2-1']) {
      expect(byName(root, ok).hasAttribute('aria-invalid')).toBe(false);
    }
    expect(statusText(root)).not.toContain('Saved');
    expect(storedIn(store.dump(), 'userTables')).toBeUndefined();
    expect(await loadUserTableInput(store, 'cemetery-hill')).toBeNull();
  });

  it('marks legend and scalar fields named by errors, and lists every error at once', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await buildSmallTable(root);
    await fill(root, 'Table title', '');
    await fill(root, 'Columns', '2-1, 1-1');
    await fill(root, 'Result 2 text', '');
    await click(button(root, 'Save table'));

    const alert = alertText(root);
    expect(alert).toContain('Title: missing; it should be a name of 1–120 characters.');
    expect(alert).toContain('Column 2: should be a ratio higher than the column before it');
    expect(alert).toContain('Result XB, text: missing;');
    // The editor's list has no JSON paths: they are for the JSON box.
    expect(alert).not.toContain('results["XB"]');
    expect(byName(root, 'Table title').getAttribute('aria-invalid')).toBe('true');
    expect(byName(root, 'Columns').getAttribute('aria-invalid')).toBe('true');
    expect(byName(root, 'Result 2 text').getAttribute('aria-invalid')).toBe('true');
    expect(byName(root, 'Result 1 text').hasAttribute('aria-invalid')).toBe(false);
    expect(storedIn(store.dump(), 'userTables')).toBeUndefined();
  });

  it('loads pasted JSON into the editor, then "Save table" stores it (the end-to-end flow)', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await choose(byName<HTMLSelectElement>(root, 'Table game'), 'cemetery-hill');
    await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), JSON.stringify(MADE_UP));
    await click(button(root, 'Load JSON into editor'));

    expect(alertText(root)).toBe('');
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);
    expect(byName(root, 'Printed at').value).toBe(MADE_UP.rule);
    expect(byName(root, 'Columns').value).toBe('1-2, 1-1, 2-1');
    expect(byName(root, 'Lowest roll').value).toBe('1');
    expect(byName(root, 'Highest roll').value).toBe('3');
    expect(byName(root, 'Modifier limit').value).toBe('2');
    expect(byName<HTMLSelectElement>(root, 'Below lowest column').value).toBe('use-lowest');
    expect(byName(root, 'Result at roll 3, column 2-1').value).toBe('XC');
    expect(byName(root, 'Result 3 code').value).toBe('XC');
    expect(byName(root, 'Result 1 attacker retreats').checked).toBe(true);
    // Loading does not store.
    expect(await loadUserTableInput(store, 'cemetery-hill')).toBeNull();

    await click(button(root, 'Save table'));
    expect(statusText(root)).toContain('Saved');
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
  });

  it('switches the table game to the pasted table’s game, and refuses a table for a game with a built-in one', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    expect(byName<HTMLSelectElement>(root, 'Table game').value).toBe('gettysburg-88');
    await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), JSON.stringify(MADE_UP));
    await click(button(root, 'Load JSON into editor'));
    expect(byName<HTMLSelectElement>(root, 'Table game').value).toBe('cemetery-hill');

    await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), JSON.stringify({ ...MADE_UP, game: 'gettysburg-77', title: 'Other' }));
    await click(button(root, 'Load JSON into editor'));
    expect(alertText(root)).toContain('game: expected');
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);

    await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), '{ not json');
    await click(button(root, 'Load JSON into editor'));
    expect(alertText(root)).toContain('valid JSON');
    expect(storedIn(store.dump(), 'userTables')).toBeUndefined();
  });

  it('"Save JSON" stores a pasted table as it is', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await type(byName<HTMLTextAreaElement>(root, 'Table JSON'), JSON.stringify(MADE_UP));
    await click(button(root, 'Save JSON'));
    expect(statusText(root)).toContain('Saved');
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);
  });

  it('loads a saved table back into the editor, and deletes it only after an in-page confirmation', async () => {
    const store = memoryStore();
    expect((await saveUserTable(store, MADE_UP)).ok).toBe(true);
    mounted = await mountOptions(store);
    const { root } = mounted;
    await choose(byName<HTMLSelectElement>(root, 'Table game'), 'cemetery-hill');
    expect(byName(root, 'Table title').value).toBe(MADE_UP.title);
    expect(byName(root, 'Result at roll 1, column 1-2').value).toBe('XA');
    expect(JSON.parse(byName<HTMLTextAreaElement>(root, 'Table JSON').value)).toEqual(MADE_UP);

    await click(button(root, 'Delete table'));
    await click(button(root, 'Keep it'));
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);

    await click(button(root, 'Delete table'));
    expect(await loadUserTableInput(store, 'cemetery-hill')).toEqual(MADE_UP);
    await click(button(root, 'Yes, delete it'));
    expect(await loadUserTableInput(store, 'cemetery-hill')).toBeNull();
    expect(statusText(root)).toContain('Deleted');
    expect(byName(root, 'Table title').value).toBe('');
    expect(button(root, 'Delete table').disabled).toBe(true);
  });

  it('shows one input per difference for opposed rolls, and no columns', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    await choose(byName<HTMLSelectElement>(root, 'Scheme'), 'opposed');
    await fill(root, 'Lowest roll', '-1');
    await fill(root, 'Highest roll', '1');
    expect(queryByName(root, 'Columns')).toBeNull();
    expect(queryByName(root, 'Below lowest column')).toBeNull();
    for (const d of ['-1', '0', '1']) expect(queryByName(root, `Result at difference ${d}`)).not.toBeNull();
    expect(root.querySelectorAll('table.grid input')).toHaveLength(3);
  });
});
