import { describe, expect, it } from 'vitest';
import type { BoardPlatform, BoardView } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import type { Site } from '../../src/messaging/site-pattern.js';
import { readTextList } from '../../src/readers/text-list.js';
import { IMPORTED_BOARD_KEY, saveImportedBoard } from '../../src/storage/imported-board.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, byTestId, choose, click, mount, openSection, queryLabel, queryTestId, radio, settle, text, type, waitFor } from './render-helper.js';
import { boardUnit } from './fixtures/board-unit.js';

/** Made-up boards for the tests (not a real position): one as a page shows it, one as a VASSAL import gives it. */
const unit = boardUnit;

const PAGE_BOARD: Board = {
  format: BOARD_FORMAT,
  game: 'gettysburg-77',
  time: { turn: 3, day: 'July 1', hour: '9 AM', light: 'day', phasingSide: 'confederate' },
  units: [unit('csa-archer', 'Archer', 'confederate', 'P37'), unit('usa-meredith', 'Meredith', 'union', 'O39')],
  markers: [],
  terrain: {},
  source: { kind: 'demo', name: 'Made-up page board' },
};

const IMPORTED: Board = {
  format: BOARD_FORMAT,
  game: 'cemetery-hill',
  time: { turn: null, day: null, hour: null, light: null, phasingSide: null },
  units: [
    unit('iron-brigade', 'Iron Brigade', 'union', '0101', { strength: { full: 5, reduced: 2 } }),
    unit('stannard', 'Stannard', 'union', '0304'),
    unit('jenkins', 'Jenkins', 'confederate', '0202', { type: 'cavalry', strength: { full: null, reduced: null } }),
    unit('gone', 'Gone', 'union', '0101', { location: { kind: 'off-map', why: 'eliminated' } }),
  ],
  markers: [],
  terrain: {},
  source: { kind: 'vassal', name: 'turn3.vsav' },
};

const SITE: Site = { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' };

function pageBoard(view: Partial<BoardView>): BoardPlatform {
  const full: BoardView = { tabId: 7, site: SITE, enabled: true, state: null, ...view };
  return {
    view: async () => full,
    watch: () => () => undefined,
    enableSite: async () => ({ type: 'site-answer', enabled: true, message: '' }),
    disableSite: async () => ({ type: 'site-answer', enabled: false, message: '' }),
  };
}

const WITH_PAGE_BOARD: Partial<BoardView> = {
  state: { site: SITE, reading: { kind: 'board', board: PAGE_BOARD }, selection: { attackers: ['csa-archer'], defenders: [] }, at: 1 },
};
const NO_TAB: Partial<BoardView> = { tabId: null, site: null, enabled: false };

async function openPopup(view: Partial<BoardView>, store = memoryStore()) {
  const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: pageBoard(view) }} />);
  await waitFor(() => byLabel(root, 'Game'));
  await settle();
  return root;
}

async function storeWith(board: Board) {
  const store = memoryStore({ selectedGame: 'gettysburg-77' });
  await saveImportedBoard(store, board);
  return store;
}

const sourceSelect = (root: HTMLElement) => byLabel<HTMLSelectElement>(root, 'Board source');
const options = (select: HTMLSelectElement) => [...select.options].map((o) => [o.value, text(o)]);
const cell = (root: HTMLElement, side: string, column: string) => text(byTestId(root, 'board-summary').querySelector(`tr[data-side="${side}"] td[data-column="${column}"]`));

describe('popup, a board imported in Options', () => {
  it('offers no choice of source when nothing was imported', async () => {
    const root = await openPopup(WITH_PAGE_BOARD);
    expect(queryLabel(root, 'Board source')).toBeNull();
    expect(text(byTestId(root, 'board-source'))).toBe('From the demo board: Made-up page board');
  });

  it('with no board on the page, shows the imported one by default: its summary, and no page selection', async () => {
    const root = await openPopup(NO_TAB, await storeWith(IMPORTED));
    const select = sourceSelect(root);
    expect(options(select)).toEqual([
      ['page', 'This page'],
      ['imported', 'Imported: turn3.vsav'],
    ]);
    expect(select.value).toBe('imported');
    expect(text(byTestId(root, 'board-summary'))).toContain('Cemetery Hill');
    expect(text(byTestId(root, 'board-source'))).toBe('From a VASSAL save: turn3.vsav');
    expect([cell(root, 'union', 'on-map'), cell(root, 'union', 'out'), cell(root, 'confederate', 'on-map')]).toEqual(['2', '1', '1']);
    // An imported board is on no page: nothing was picked there, and there is nothing to fill from.
    expect(queryTestId(root, 'board-selection')).toBeNull();
    expect([...root.querySelectorAll('button')].some((b) => text(b) === 'Use selected counters')).toBe(false);
    expect(text(byTestId(root, 'imported-note'))).toContain('pick its counters here');
    expect(queryTestId(root, 'board-status')).toBeNull();
  });

  it('picks the imported board’s counters into the calculator with the same picker', async () => {
    const root = await openPopup(NO_TAB, await storeWith(IMPORTED));
    await type(byLabel(root, 'Find a counter'), 'iron');
    await click(byLabel(root, 'Add Iron Brigade as attacker'));
    expect(radio(root, 'Units').checked).toBe(true);
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 name').value).toBe('Iron Brigade');
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 strength').value).toBe('5');
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 reduced strength').value).toBe('2');
    expect(text(byTestId(root, 'board-message'))).toBe('Added Iron Brigade as an attacker.');

    // Found by hex, too; a strength the import does not give is left for the player.
    await type(byLabel(root, 'Find a counter'), '0202');
    await click(byLabel(root, 'Add Jenkins as defender'));
    expect(byLabel<HTMLSelectElement>(root, 'Defender 1 type').value).toBe('cavalry');
    expect(byLabel<HTMLInputElement>(root, 'Defender 1 strength').value).toBe('');
    expect(text(byTestId(root, 'board-message'))).toBe('Added Jenkins as a defender. Enter its strength: the imported board does not give it.');
  });

  it('with a board on the page, shows the page’s by default, and switches to the imported one and back', async () => {
    const root = await openPopup(WITH_PAGE_BOARD, await storeWith(IMPORTED));
    const select = sourceSelect(root);
    expect(select.value).toBe('page');
    expect(text(byTestId(root, 'board-source'))).toBe('From the demo board: Made-up page board');
    expect(text(byTestId(root, 'board-selection'))).toContain('Attacking: Archer');
    expect(button(root, 'Use selected counters').disabled).toBe(false);

    await choose(select, 'imported');
    expect(text(byTestId(root, 'board-source'))).toBe('From a VASSAL save: turn3.vsav');
    expect(queryTestId(root, 'board-selection')).toBeNull();
    expect([...root.querySelectorAll('button')].some((b) => text(b) === 'Use selected counters')).toBe(false);
    // The site switch belongs to the page: it comes back with it.
    expect(queryLabel(root, 'Read boards on 127.0.0.1')).toBeNull();

    await choose(sourceSelect(root), 'page');
    expect(text(byTestId(root, 'board-source'))).toBe('From the demo board: Made-up page board');
    expect(byLabel<HTMLInputElement>(root, 'Read boards on 127.0.0.1').checked).toBe(true);
  });

  it('marks terrain for the game of the board in view', async () => {
    const root = await openPopup(WITH_PAGE_BOARD, await storeWith(IMPORTED));
    const terrainFor = () => text(root.querySelector('.board-terrain form p'));
    await openSection(root, 'Mark terrain the page does not show');
    expect(terrainFor()).toContain('For Gettysburg (1977)');
    await choose(sourceSelect(root), 'imported');
    expect(terrainFor()).toContain('For Cemetery Hill');
  });

  it('offers a pasted list by its name', async () => {
    const read = readTextList('Gamble, Union, cav, 4/2, M35\nDavis, CSA, 3r, D-23', 'gettysburg-77');
    if (!read.board) throw new Error('the made-up list did not read');
    const root = await openPopup(NO_TAB, await storeWith(read.board));
    expect(options(sourceSelect(root))[1]).toEqual(['imported', 'Imported: pasted unit list']);
    expect(text(byTestId(root, 'board-source'))).toBe('From a pasted list: pasted unit list');
  });

  it('ignores a stored board that no longer validates, and what it holds is never shown as markup', async () => {
    const bad = memoryStore({ [IMPORTED_BOARD_KEY]: { ...IMPORTED, units: [{ ...IMPORTED.units[0], location: { kind: 'hex', hex: 'M34' } }] } });
    const root = await openPopup(NO_TAB, bad);
    expect(queryLabel(root, 'Board source')).toBeNull();
    expect(text(byTestId(root, 'board-status'))).toBe('No web page is open in this tab.');

    const marked = await storeWith({ ...IMPORTED, source: { kind: 'vassal', name: '<b>bold</b>.vsav' } });
    const shown = await openPopup(NO_TAB, marked);
    expect(options(sourceSelect(shown))[1]).toEqual(['imported', 'Imported: <b>bold</b>.vsav']);
    expect(shown.querySelector('.board b')).toBeNull();
  });
});
