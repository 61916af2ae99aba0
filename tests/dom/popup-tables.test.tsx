import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { KEYS, loadSelectedGame, saveUserTable } from '../../src/storage/user-data.js';
import { fakePlatform } from './fake-popup-platform.js';
import { MADE_UP_CEMETERY_HILL_TABLE } from './fixtures/made-up-cemetery-hill-table.js';
import { button, byLabel, byTestId, choose, click, mount, queryTestId, settle, text, type, waitFor } from './render-helper.js';

describe('popup, games and their tables', () => {
  it('lists the five games by id', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    const values = [...byLabel<HTMLSelectElement>(root, 'Game').options].map((o) => o.value);
    expect(values).toEqual(['gettysburg-77', 'gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met']);
  });

  it('a game with no table shows the plain ratio, names the missing table and links to Options', async () => {
    const platform = fakePlatform();
    const root = await mount(<PopupApp platform={platform} />);
    await waitFor(() => byLabel(root, 'Game'));
    await choose(byLabel(root, 'Game'), 'cemetery-hill');
    await waitFor(() => expect(text(byTestId(root, 'table-source'))).toContain('none yet'));
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '5');
    const missing = byTestId(root, 'missing-table');
    expect(text(missing)).toContain('Adjutant\'s sources do not include the combat results table of the Blue & Gray series (used by Cemetery Hill).');
    expect(text(missing)).toContain('attack 10 against defence 5, 2 to 1');
    expect(text(byTestId(root, 'odds'))).toBe('—');
    expect(queryTestId(root, 'outcome-chart')).toBeNull();
    expect(queryTestId(root, 'refusal')).toBeNull();
    expect(byLabel<HTMLSelectElement>(root, 'Override odds column').disabled).toBe(true);
    await click(button(root, 'Enter the table in Options'));
    expect(platform.optionsOpened).toBe(1);
    // Options opens on the table editor itself, not on the top of the page.
    expect(platform.optionsSections).toEqual(['table-editor']);
  });

  it("uses the user's own table for the game, says so, and answers from it", async () => {
    const store = memoryStore();
    const saved = await saveUserTable(store, MADE_UP_CEMETERY_HILL_TABLE);
    expect(saved.ok).toBe(true);
    await store.set(KEYS.selectedGame, 'cemetery-hill');
    const root = await mount(<PopupApp platform={fakePlatform({ store })} />);
    await waitFor(() => expect(text(byTestId(root, 'table-source'))).toBe('Table: your table: Made-up test table (not the real CRT)'));
    expect(byLabel<HTMLSelectElement>(root, 'Game').value).toBe('cemetery-hill');
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '5');
    expect(text(byTestId(root, 'odds'))).toBe('2-1');
    expect(queryTestId(root, 'missing-table')).toBeNull();
    const rects = [...byTestId(root, 'outcome-chart').querySelectorAll('rect.chart-bar')];
    expect(rects.map((r) => r.getAttribute('data-result'))).toEqual(['DR', 'DE', 'AR']);
    expect(text(byTestId(root, 'outcome-chart'))).toContain('50%');
    expect(text(byTestId(root, 'next-column'))).toContain('next column 3-1 needs attack 15 (5 more)');
    expect([...byLabel<HTMLSelectElement>(root, 'Override odds column').options].map((o) => o.value)).toEqual(['', '1-2', '1-1', '2-1', '3-1']);
    expect(text(byTestId(root, 'explanation'))).toContain('your rulebook (table entered by you), Test fixture, no real rule');
  });

  it('remembers the chosen game in the store', async () => {
    const store = memoryStore();
    const first = await mount(<PopupApp platform={fakePlatform({ store })} />);
    await waitFor(() => byLabel(first, 'Game'));
    await choose(byLabel(first, 'Game'), 'high-tide');
    await settle();
    expect(await loadSelectedGame(store)).toBe('high-tide');
    const second = await mount(<PopupApp platform={fakePlatform({ store })} />);
    await waitFor(() => expect(byLabel<HTMLSelectElement>(second, 'Game').value).toBe('high-tide'));
  });

  it('changing game clears a column chosen by hand for the old game', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await choose(byLabel(root, 'Override odds column'), '2-1');
    await choose(byLabel(root, 'Game'), 'they-met');
    await choose(byLabel(root, 'Game'), 'gettysburg-77');
    expect(byLabel<HTMLSelectElement>(root, 'Override odds column').value).toBe('');
  });
});
