import { storedIn } from '../support/stored.js';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { BoardPlatform, BoardView } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import type { BoardSelection, PageReading, SiteAnswer } from '../../src/messaging/board-messages.js';
import type { Site } from '../../src/messaging/site-pattern.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, byTestId, click, mount, openSection, queryLabel, queryTestId, radio, settle, text, type, waitFor } from './render-helper.js';
import { boardUnit } from './fixtures/board-unit.js';

/** A made-up board for the tests (not the seed's position): two Confederate and three Union counters. */
function unit(id: string, name: string, side: BoardUnit['side'], extra: Partial<BoardUnit> = {}): BoardUnit {
  return boardUnit(id, name, side, 'O38', extra);
}

/** Archer at P37 is next to Meredith at O38 (an attacker next to no defender is left out of a battle). */
const BOARD: Board = {
  format: BOARD_FORMAT,
  game: 'gettysburg-77',
  time: { turn: 3, day: 'July 1', hour: '9 AM', light: 'day', phasingSide: 'confederate' },
  units: [
    unit('csa-archer', 'Archer', 'confederate', { location: { kind: 'hex', hex: 'P37' } }),
    unit('csa-davis', 'Davis', 'confederate', { strength: { full: null, reduced: null }, location: { kind: 'off-map', why: 'not-entered' } }),
    unit('usa-meredith', 'Meredith', 'union', {
      strength: { full: 5, reduced: 2 },
      steps: { left: 1, full: 2 },
      status: { disorganized: 1, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
      location: { kind: 'hex', hex: 'O38' },
    }),
    unit('usa-reynolds', 'Reynolds', 'union', { type: 'general', strength: { full: null, reduced: null }, steps: { left: 1, full: 1 }, location: { kind: 'hex', hex: 'N40' } }),
    unit('usa-buford', 'Buford <b>cav</b>', 'union', { type: 'cavalry', location: { kind: 'off-map', why: 'eliminated' } }),
  ],
  markers: [],
  terrain: {},
  source: { kind: 'demo', name: 'Made-up test board' },
};

const SITE: Site = { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' };

/** A board platform that records what the popup asked, with a view the test changes as the page would. */
function fakeBoard(initial: Partial<BoardView> = {}) {
  let view: BoardView = { tabId: 7, site: SITE, enabled: true, state: null, ...initial };
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  let answer: ((a: SiteAnswer) => void) | null = null;
  const board: BoardPlatform = {
    async view() {
      return view;
    },
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    enableSite(site) {
      calls.push(`enable ${site.pattern}`);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
    async disableSite(site) {
      calls.push(`disable ${site.pattern}`);
      view = { ...view, enabled: false, state: null };
      return { type: 'site-answer', enabled: false, message: `Adjutant no longer reads boards on ${site.host}.` };
    },
  };
  return {
    board,
    calls,
    listeners,
    /** The page (through the worker) reports something new. */
    async change(next: Partial<BoardView>) {
      view = { ...view, ...next };
      await act(async () => {
        for (const l of listeners) l();
      });
      await settle();
    },
    async grant(enabled: boolean, next: Partial<BoardView> = {}) {
      view = { ...view, enabled, ...next };
      await act(async () => {
        answer?.({ type: 'site-answer', enabled, message: enabled ? 'Adjutant now reads boards on 127.0.0.1.' : 'No access was given.' });
      });
      await settle();
    },
  };
}

function reading(board: Board, selection: BoardSelection = { attackers: [], defenders: [] }): BoardView['state'] {
  return { site: SITE, reading: { kind: 'board', board }, selection, at: 1 };
}

async function openPopup(fake: ReturnType<typeof fakeBoard>, store = memoryStore()) {
  const platform = { ...fakePlatform({ store }), board: fake.board };
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => byLabel(root, 'Game'));
  await settle();
  return root;
}

describe('popup, the board of the tab', () => {
  it('is not shown when the platform has no board (the calculator alone)', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    expect(root.querySelector('section.board')).toBeNull();
  });

  it('says when Adjutant is not reading the site, and offers the switch', async () => {
    const fake = fakeBoard({ enabled: false });
    const root = await openPopup(fake);
    expect(text(byTestId(root, 'board-status'))).toBe('Adjutant is not reading this site.');
    const toggle = byLabel<HTMLInputElement>(root, 'Read boards on 127.0.0.1');
    expect(toggle.type).toBe('checkbox');
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.checked).toBe(false);
  });

  it('turning the site on asks in the click itself, then shows the board the page reports', async () => {
    const fake = fakeBoard({ enabled: false });
    const root = await openPopup(fake);
    const toggle = byLabel<HTMLInputElement>(root, 'Read boards on 127.0.0.1');
    await act(async () => {
      toggle.click();
      // The request went out during the click, before anything was awaited.
      expect(fake.calls).toEqual(['enable http://127.0.0.1/*']);
    });
    expect(toggle.disabled).toBe(true);
    await fake.grant(true, { state: reading(BOARD) });
    expect(text(byTestId(root, 'site-switch-status'))).toBe('Adjutant now reads boards on 127.0.0.1.');
    expect(byLabel<HTMLInputElement>(root, 'Read boards on 127.0.0.1').checked).toBe(true);
    expect(text(byTestId(root, 'board-summary'))).toContain('Gettysburg');
  });

  it('turning it off says so and goes back to not reading', async () => {
    const fake = fakeBoard({ state: reading(BOARD) });
    const root = await openPopup(fake);
    await click(byLabel(root, 'Read boards on 127.0.0.1'));
    await settle();
    expect(fake.calls).toEqual(['disable http://127.0.0.1/*']);
    expect(text(byTestId(root, 'site-switch-status'))).toBe('Adjutant no longer reads boards on 127.0.0.1.');
    expect(text(byTestId(root, 'board-status'))).toBe('Adjutant is not reading this site.');
    expect(queryTestId(root, 'board-summary')).toBeNull();
  });

  it('says when the page shows no board, or one it cannot read', async () => {
    const fake = fakeBoard({ state: { site: SITE, reading: { kind: 'none' }, selection: { attackers: [], defenders: [] }, at: 1 } });
    const root = await openPopup(fake);
    expect(text(byTestId(root, 'board-status'))).toBe('This page shows no board Adjutant can read.');
    const unreadable: PageReading = { kind: 'unreadable', errors: ['units[2].location.hex: expected a hex label valid for this game (found "<i>ZZ99</i>")'] };
    await fake.change({ state: { site: SITE, reading: unreadable, selection: { attackers: [], defenders: [] }, at: 2 } });
    const status = byTestId(root, 'board-status');
    expect(text(status)).toContain('cannot read it');
    expect(text(status)).toContain('units[2].location.hex');
    expect(status.querySelector('i')).toBeNull();
  });

  it('sums up the board: game, time, source, and units by side and state', async () => {
    const root = await openPopup(fakeBoard({ state: reading(BOARD) }));
    const summary = byTestId(root, 'board-summary');
    expect(text(summary)).toContain('Gettysburg (1977), Intermediate Game');
    expect(text(summary)).toContain('Turn 3 · July 1, 9 AM · day · Confederate to move');
    expect(text(byTestId(root, 'board-source'))).toBe('From the demo board: Made-up test board');
    const cell = (side: string, column: string) => text(summary.querySelector(`tr[data-side="${side}"] td[data-column="${column}"]`));
    expect([cell('union', 'on-map'), cell('union', 'to-enter'), cell('union', 'out'), cell('union', 'disorganized'), cell('union', 'shattered')]).toEqual(['2', '0', '1', '1', '0']);
    expect([cell('confederate', 'on-map'), cell('confederate', 'to-enter'), cell('confederate', 'out')]).toEqual(['1', '1', '0']);
    expect(button(root, 'Use selected counters').disabled).toBe(true);
    expect(text(byTestId(root, 'board-selection'))).toContain('Alt+click');
  });

  it('fills the calculator from the counters picked on the page, taking the board’s game', async () => {
    const store = memoryStore({ selectedGame: 'cemetery-hill' });
    const fake = fakeBoard({ state: reading(BOARD, { attackers: ['csa-archer'], defenders: ['usa-meredith', 'usa-reynolds'] }) });
    const root = await openPopup(fake, store);
    expect(byLabel<HTMLSelectElement>(root, 'Game').value).toBe('cemetery-hill');
    expect(text(byTestId(root, 'board-selection'))).toContain('Attacking: Archer (P37, strength 6)');
    expect(text(byTestId(root, 'board-selection'))).toContain('Meredith (O38, strength 2)');

    await click(button(root, 'Use selected counters'));
    expect(byLabel<HTMLSelectElement>(root, 'Game').value).toBe('gettysburg-77');
    expect(storedIn(store.dump(), 'selectedGame')).toBe('gettysburg-77');
    expect(radio(root, 'Units').checked).toBe(true);
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 name').value).toBe('Archer');
    expect(byLabel<HTMLSelectElement>(root, 'Attacker 1 side').value).toBe('confederate');
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 strength').value).toBe('6');
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 reduced strength').value).toBe('3');
    expect(byLabel<HTMLInputElement>(root, 'Defender 1 name').value).toBe('Meredith');
    expect(byLabel<HTMLInputElement>(root, 'Defender 1 reduced').checked).toBe(true);
    expect(byLabel<HTMLSelectElement>(root, 'Defender 1 status').value).toBe('disorganized');
    // A general is the calculator's headquarters; the page shows no strength, so the field stays empty.
    expect(byLabel<HTMLSelectElement>(root, 'Defender 2 type').value).toBe('headquarters');
    expect(byLabel<HTMLInputElement>(root, 'Defender 2 strength').value).toBe('');
    expect(text(byTestId(root, 'board-message'))).toBe(
      'Filled 1 attacker and 2 defenders from the board. The page does not show the strength of Reynolds: enter it below.',
    );
    expect(queryTestId(root, 'odds')).toBeNull();
    expect(text(byTestId(root, 'hint'))).toContain('Enter the strength of Defender 2');

    await type(byLabel(root, 'Defender 2 strength'), '0');
    expect(text(byTestId(root, 'odds'))).not.toBe('');
  });

  it('gives odds straight away when the page shows every strength', async () => {
    const fake = fakeBoard({ state: reading(BOARD, { attackers: ['csa-archer'], defenders: ['usa-meredith'] }) });
    const root = await openPopup(fake);
    await click(button(root, 'Use selected counters'));
    // Archer 6 against Meredith reduced to 2: 3-1
    expect(text(byTestId(root, 'odds'))).toBe('3-1');
  });

  it('follows the page live: a moved counter and a new selection show without reopening', async () => {
    const fake = fakeBoard({ state: reading(BOARD, { attackers: ['csa-archer'], defenders: [] }) });
    const root = await openPopup(fake);
    expect(fake.listeners.size).toBe(1);
    expect(text(byTestId(root, 'board-selection'))).toContain('Archer (P37');
    const moved: Board = { ...BOARD, units: BOARD.units.map((u) => (u.id === 'csa-archer' ? { ...u, location: { kind: 'hex', hex: 'P38' } } : u)) };
    await fake.change({ state: reading(moved, { attackers: ['csa-archer'], defenders: ['usa-meredith'] }) });
    expect(text(byTestId(root, 'board-selection'))).toContain('Archer (P38');
    expect(text(byTestId(root, 'board-selection'))).toContain('Defending: Meredith');
  });

  it('picks counters in the popup, by keyboard, without touching the page', async () => {
    const root = await openPopup(fakeBoard({ state: reading(BOARD) }));
    await type(byLabel(root, 'Find a counter'), 'bu');
    // Found by comparing the attribute, since a selector with markup characters trips jsdom's selector engine.
    const add = [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Add Buford <b>cav</b> as defender');
    if (!add) throw new Error('no button to add Buford as defender');
    expect(root.querySelector('.board-matches b')).toBeNull();
    await click(add);
    expect(radio(root, 'Units').checked).toBe(true);
    expect(byLabel<HTMLInputElement>(root, 'Defender 1 name').value).toBe('Buford <b>cav</b>');
    expect(byLabel<HTMLSelectElement>(root, 'Defender 1 type').value).toBe('cavalry');
    await type(byLabel(root, 'Find a counter'), 'P37');
    await click(byLabel(root, 'Add Archer as attacker'));
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 strength').value).toBe('6');
    expect(queryLabel(root, 'Attacker 2 name')).toBeNull();
  });

  it('marks terrain the page does not show, per game, never over what the page says', async () => {
    const store = memoryStore();
    const withTerrain: Board = { ...BOARD, terrain: { Q36: { terrain: ['sunken-road'], road: true } } };
    const root = await openPopup(fakeBoard({ state: reading(withTerrain) }), store);
    const status = () => text(byTestId(root, 'terrain-mark-status'));
    const save = async () => {
      await click(button(root, 'Save mark'));
      await waitFor(() => expect(button(root, 'Save mark').disabled).toBe(false));
    };

    await openSection(root, 'Mark terrain the page does not show');
    await type(byLabel(root, 'Hex to mark'), 'o-38');
    await save();
    await waitFor(() => expect(status()).toBe('Nothing to mark: type what you know of O38.'));

    await type(byLabel(root, 'Terrain of the hex'), 'woods, hill');
    await type(byLabel(root, 'Elevation'), '2');
    await save();
    await waitFor(() => expect(status()).toContain('Marked O38: woods, hill; elevation 2.'));
    expect(storedIn(store.dump(), 'terrainMarks')).toEqual({ 'gettysburg-77': { O38: { terrain: ['woods', 'hill'], elevation: 2 } } });

    await type(byLabel(root, 'Hex to mark'), 'Q36');
    await type(byLabel(root, 'Terrain of the hex'), '');
    await type(byLabel(root, 'Elevation'), '');
    const road = byLabel<HTMLSelectElement>(root, 'Road');
    await act(async () => {
      road.value = 'no';
      road.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await save();
    await waitFor(() => expect(status()).toContain('Marked Q36: no road.'));
    expect(status()).toContain("The page says sunken-road; road there, and the page's word stands for road.");
    expect(status()).toContain('2 hexes marked for this game.');

    await type(byLabel(root, 'Hex to mark'), 'not a hex');
    await type(byLabel(root, 'Elevation'), '1');
    await save();
    await waitFor(() => expect(status()).toContain('Not saved. hex: expected a label valid for this game'));

    // Blank fields remove a mark.
    await type(byLabel(root, 'Hex to mark'), 'O38');
    await type(byLabel(root, 'Elevation'), '');
    await act(async () => {
      road.value = 'unknown';
      road.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await save();
    await waitFor(() => expect(status()).toBe('Removed the mark of O38.'));
    expect(storedIn(store.dump(), 'terrainMarks')).toEqual({ 'gettysburg-77': { Q36: { road: false } } });
  });

  it('with no page tab (opened on its own) says so', async () => {
    const root = await openPopup(fakeBoard({ tabId: null, site: null, enabled: false }));
    expect(text(byTestId(root, 'board-status'))).toBe('No web page is open in this tab.');
    expect(queryLabel(root, 'Read boards on 127.0.0.1')).toBeNull();
  });
});
