import { unwrapStored } from '../support/stored.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { IMPORTED_BOARD_KEY, loadImportedBoard } from '../../src/storage/imported-board.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { alertText, button, byName, choose, click, mountOptions, statusText, type, type Mounted } from './options-harness.js';

// A made-up list for the tests: the names are real commanders, the strengths are not the game's.
const LIST = [
  '# July 1, 9 AM (made-up strengths)',
  'name, side, strength, hex',
  'Gamble, Union, cav, 4/2, M35',
  'Devin; Union; cav; ?; L39',
  'Davis | CSA | 3r | D-23',
  'Reynolds  USA  HQ  off-map',
].join('\n');

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function summaryRows(root: HTMLElement): string[][] {
  return [...root.querySelectorAll('.pasted-summary tbody tr')].map((r) => [...r.children].map((c) => c.textContent ?? ''));
}

describe('options: boards from elsewhere (a pasted unit list)', () => {
  it('reads a list, sums it up by side, and stores it as the imported board for the popup', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    expect(root.querySelector('#pasted-heading')?.textContent).toBe('Boards from elsewhere');
    expect(byName<HTMLSelectElement>(root, 'Pasted list game').value).toBe('gettysburg-77');
    expect(button(root, 'Read the list').disabled).toBe(true);

    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), LIST);
    await click(button(root, 'Read the list'));
    expect(alertText(root)).toBe('');
    expect(root.querySelector('.pasted-summary h3')?.textContent).toBe('Read from the list: 4 units');
    expect(summaryRows(root)).toEqual([
      ['Union', '3', '2', '1'],
      ['Confederate', '1', '1', '0'],
    ]);
    expect(statusText(root)).toBe('Read 4 units from the list. The popup now offers this board.');
    const where = [...root.querySelectorAll('.pasted-summary .board-unit-list li')].map((li) => li.textContent);
    expect(where).toEqual(['Gamble (Union): hex M35', 'Devin (Union): hex L39', 'Davis (Confederate): hex D23', 'Reynolds (Union): not yet entered']);

    const board = unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board;
    expect(board.game).toBe('gettysburg-77');
    expect(board.source).toEqual({ kind: 'text', name: 'pasted unit list' });
    expect(board.units.map((u) => [u.id, u.location])).toEqual([
      ['union-gamble', { kind: 'hex', hex: 'M35' }],
      ['union-devin', { kind: 'hex', hex: 'L39' }],
      ['confederate-davis', { kind: 'hex', hex: 'D23' }],
      ['union-reynolds', { kind: 'off-map', why: 'not-entered' }],
    ]);
    // What the popup loads is checked again, and passes.
    expect((await loadImportedBoard(store))?.units).toHaveLength(4);
  });

  it('names every line it cannot read, and stores the lines it can', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), `${LIST}\nArcher, Blu, 4, E24\nPegram C art 2 Oak`);
    await click(button(root, 'Read the list'));
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.querySelector('.errors-heading')?.textContent).toBe('2 lines could not be read and are left out of the board:');
    const items = [...(alert?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items[0]).toBe('Line 7: should be a side (Union or Confederate), not "Blu".');
    expect(items[1]).toMatch(/^Line 8: should be a type .*not "Oak"\.$/);
    expect(root.querySelector('.pasted-summary h3')?.textContent).toBe('Read from the list: 4 units');
    expect(statusText(root)).toBe('Read 4 units from the list; 2 lines could not be read and are left out. The popup now offers this board.');
    expect((unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board).units).toHaveLength(4);
  });

  it('stores nothing when no line reads, keeping the board imported before', async () => {
    const before = { kind: 'earlier board' };
    mounted = await mountOptions(memoryStore({ [IMPORTED_BOARD_KEY]: before }));
    const { root, store } = mounted;
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), 'Archer, Blu, 4, E24');
    await click(button(root, 'Read the list'));
    expect(root.querySelector('[role="alert"] .errors-heading')?.textContent).toBe('Nothing was read; the board kept for the popup is unchanged:');
    expect(alertText(root)).toContain('Line 1: should be a side');
    expect(root.querySelector('.pasted-summary')).toBeNull();
    expect(unwrapStored(await store.get(IMPORTED_BOARD_KEY))).toEqual(before);
  });

  it('refuses a text over the limit whole, saying so', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), `Gamble, Union, 4, M35\n${'#'.repeat(200_000)}`);
    await click(button(root, 'Read the list'));
    expect(alertText(root)).toContain('Should have at most 200000 characters (it has 200022).');
    expect(unwrapStored(await store.get(IMPORTED_BOARD_KEY))).toBeUndefined();
  });

  it('reads hexes as the chosen game writes them, and They Met by areas', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await choose(byName<HTMLSelectElement>(root, 'Pasted list game'), 'cemetery-hill');
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), 'Brigade A, Union, 4, 0127\nBrigade B, Union, 4, M35');
    await click(button(root, 'Read the list'));
    expect(alertText(root)).toMatch(/Line 2: should be .*not "M35"/);
    expect((unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board).game).toBe('cemetery-hill');

    await choose(byName<HTMLSelectElement>(root, 'Pasted list game'), 'they-met');
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), 'Buford, Union, cav, 3, area 19');
    await click(button(root, 'Read the list'));
    expect(alertText(root)).toBe('');
    expect((unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board).units[0]?.location).toEqual({ kind: 'area', area: '19' });
  });

  it('shows names from the list as text, never as markup', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    await type(byName<HTMLTextAreaElement>(root, 'Pasted unit list'), '<img src=x onerror=alert(1)>, Blu, 4, E24');
    await click(button(root, 'Read the list'));
    expect(root.querySelector('section.pasted-board img')).toBeNull();
    expect(alertText(root)).toContain('Line 1:');
  });
});
