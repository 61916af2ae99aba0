import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { BoardPlatform, BoardView } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow, loadLedger } from '../../src/storage/ledger.js';
import { saveSelectedGame } from '../../src/storage/user-data.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, choose, click, mount, queryLabel, text, type, waitFor } from './render-helper.js';

/** A made-up Cemetery Hill board (not a position from the game), at the end of a given player-turn. */
function chBoard(turn: number, phasing: 'union' | 'confederate'): Board {
  const unit: BoardUnit = {
    id: 'usa-devin',
    name: 'Devin',
    side: 'union',
    type: 'cavalry',
    formation: {},
    strength: { full: 2, reduced: null },
    steps: { left: 1, full: 1 },
    status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
    location: { kind: 'hex', hex: '1510' },
  };
  return {
    format: BOARD_FORMAT,
    game: 'cemetery-hill',
    time: { turn, day: null, hour: null, light: null, phasingSide: phasing },
    units: [unit],
    markers: [],
    terrain: {},
    source: { kind: 'demo', name: 'made-up test board' },
  };
}

/** A board platform whose page shows `board`; `show` changes it as a page would. */
function fakeBoard(initial: Board | null) {
  let board = initial;
  const listeners = new Set<() => void>();
  const view = (): BoardView => ({
    tabId: 3,
    site: { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' },
    enabled: true,
    state: board ? { site: null, reading: { kind: 'board', board }, selection: { attackers: [], defenders: [] }, at: 0 } : null,
  });
  const platform: BoardPlatform = {
    async view() {
      return view();
    },
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async enableSite() {
      return { type: 'site-answer', enabled: true, message: '' };
    },
    async disableSite() {
      return { type: 'site-answer', enabled: false, message: '' };
    },
  };
  return {
    platform,
    show(next: Board | null) {
      board = next;
      for (const l of listeners) l();
    },
  };
}

function ledger(root: HTMLElement): HTMLElement {
  const section = root.querySelector<HTMLElement>('section[aria-label="Victory points"]');
  if (!section) throw new Error('no Victory points section');
  return section;
}

/** Opens the section the way a player does: a click on its summary. */
async function openLedger(root: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => ledger(root));
  const summary = ledger(root).querySelector<HTMLElement>('details > summary');
  if (!summary) throw new Error('the section has no summary');
  await click(summary);
  return ledger(root);
}

/** Each row as "turn side union-VP confederate-VP". */
function tableRows(section: HTMLElement): string[] {
  return [...section.querySelectorAll('[data-testid^="ledger-row-"]')].map((tr) => {
    const cells = tr.querySelectorAll('th, td');
    return [0, 1, 2, 3].map((i) => text(cells[i] ?? null)).join(' ');
  });
}

async function addExit(section: HTMLElement, unit: string, side: 'union' | 'confederate'): Promise<void> {
  await choose(byLabel<HTMLSelectElement>(section, 'Event'), 'exit');
  await choose(byLabel<HTMLSelectElement>(section, 'Event side'), side);
  await type(byLabel(section, 'Event unit'), unit);
  expect(byLabel(section, 'Cavalry unit').checked).toBe(true);
  await click(button(section, 'Add event'));
}

/** Turns 10–11 already in the ledger: a Confederate unit of 4 SP eliminated in the Union player-turn of turn 11. */
async function storeWithEarlyRows() {
  const store = memoryStore();
  await saveSelectedGame(store, 'cemetery-hill');
  for (const row of [
    { turn: 10, playerTurn: 'confederate', board: null, events: [] },
    { turn: 11, playerTurn: 'union', board: null, events: [{ kind: 'eliminated', unitId: 'csa-avery', side: 'confederate', strength: 4 }] },
    { turn: 11, playerTurn: 'confederate', board: null, events: [] },
    { turn: 12, playerTurn: 'union', board: null, events: [] },
  ]) {
    const r = await appendLedgerRow(store, 'cemetery-hill', row);
    expect(r.ok).toBe(true);
  }
  return store;
}

describe('the victory-point ledger in the popup', () => {
  it('follows a Cemetery Hill game turn by turn: the 14.53 cavalry example, a correction, the chart, and a new popup', async () => {
    const store = await storeWithEarlyRows();
    const board = fakeBoard(chBoard(12, 'confederate'));
    const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: board.platform }} />);
    // Closed, the section reads nothing and shows only its heading.
    await waitFor(() => expect(text(ledger(root).querySelector('summary'))).toBe('Victory points'));
    expect(ledger(root).querySelector('button')).toBeNull();
    const section = await openLedger(root);
    await waitFor(() => expect(tableRows(section)).toHaveLength(4));
    // 4 Confederate SP eliminated: 3 VP each to the Union (14.52).
    expect(tableRows(section)).toEqual(['10 Confederate 0 0', '11 Union 12 0', '11 Confederate 12 0', '12 Union 12 0']);
    expect(text(section.querySelector('[data-testid="ledger-why-2"]'))).toMatch(/14\.52/);

    // End of the Confederate player-turn of turn 12, read off the board: three Confederate cavalry units left the map.
    await click(button(section, 'Record end of player-turn from the board'));
    expect(byLabel(section, 'Game turn').value).toBe('12');
    expect(byLabel<HTMLSelectElement>(section, 'Player-turn').value).toBe('confederate');
    expect(text(section.querySelector('[data-testid="ledger-draft-board"]'))).toMatch(/1 units?/);
    for (const unit of ['csa-cav-1', 'csa-cav-2', 'csa-cav-3']) await addExit(section, unit, 'confederate');
    await click(button(section, 'Save row'));
    await waitFor(() => expect(tableRows(section)).toHaveLength(5));
    // Not counted yet: the count happens at the end of a Union player-turn.
    expect(tableRows(section)[4]).toBe('12 Confederate 12 0');
    expect((await loadLedger(store, 'cemetery-hill'))[4]?.board?.units[0]?.name).toBe('Devin');

    // Turn 13, by hand: two Union cavalry units leave; at the end of that Union player-turn 3 against 2 gives 5 VP.
    await click(button(section, 'Enter a player-turn by hand'));
    expect(byLabel(section, 'Game turn').value).toBe('13');
    expect(byLabel<HTMLSelectElement>(section, 'Player-turn').value).toBe('union');
    await addExit(section, 'usa-cav-1', 'union');
    await addExit(section, 'usa-cav-2', 'union');
    await click(button(section, 'Save row'));
    await waitFor(() => expect(tableRows(section)).toHaveLength(6));
    expect(tableRows(section)[5]).toBe('13 Union 12 5');
    expect(text(section.querySelector('[data-testid="ledger-why-6"]'))).toMatch(/14\.53/);

    // Turn 13 Confederate and turn 14 Union by hand: 5 VP more at the next Union player-turn end.
    for (const expected of ['13 Confederate 12 5', '14 Union 12 10']) {
      await click(button(section, 'Enter a player-turn by hand'));
      await click(button(section, 'Save row'));
      await waitFor(() => expect(tableRows(section).at(-1)).toBe(expected));
    }

    // The level now and what would change it.
    expect(text(section.querySelector('[data-testid="victory-level"]'))).not.toBe('');
    expect(section.querySelectorAll('[data-testid="victory-to-change"] li').length).toBeGreaterThan(0);

    // The chart: one line per side, one point per row, titled with the VP.
    const chart = section.querySelector('svg[data-testid="vp-chart"]');
    expect(chart).not.toBeNull();
    const union = chart?.querySelector('polyline[data-side="union"]');
    const confederate = chart?.querySelector('polyline[data-side="confederate"]');
    expect(text(union?.querySelector('title') ?? null)).toBe('Union VP by player-turn');
    expect(text(confederate?.querySelector('title') ?? null)).toBe('Confederate VP by player-turn');
    const points = (line: Element | null | undefined) => (line?.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const u = points(union);
    const c = points(confederate);
    expect(u).toHaveLength(8);
    expect(c).toHaveLength(8);
    expect(u.every((p, i) => i === 0 || p[0] > (u[i - 1]?.[0] ?? 0))).toBe(true);
    // Confederate VP: 0 ×5, then 5, 5, 10 — the line rises (smaller y) at row 6 and again at row 8.
    const cy = c.map((p) => p[1]);
    expect(new Set(cy.slice(0, 5)).size).toBe(1);
    expect(cy[5]).toBe(cy[6]);
    expect(cy[5]).toBeLessThan(cy[4] ?? 0);
    expect(cy[7]).toBeLessThan(cy[6] ?? 0);
    // The highest value (Union 12) sits at the top of the plot, 0 on its floor.
    expect(u[1]?.[1]).toBeLessThan(cy[7] ?? 0);
    expect(cy[0]).toBe(u[0]?.[1]);
    const titles = [...(chart?.querySelectorAll('circle title') ?? [])].map((t) => text(t));
    expect(titles).toContain('Turn 14, Union player-turn: Confederate 10 VP');
    expect(titles).toContain('Turn 11, Union player-turn: Union 12 VP');

    // Correct turn 11: the eliminated unit had 2 SP, not 4. Every later Union tally follows.
    await click(byLabel<HTMLButtonElement>(section, 'Correct turn 11, Union player-turn'));
    expect(byLabel(section, 'Game turn').value).toBe('11');
    await click(byLabel<HTMLButtonElement>(section, 'Remove event 1: Confederate csa-avery eliminated (4 SP)'));
    await choose(byLabel<HTMLSelectElement>(section, 'Event'), 'eliminated');
    await choose(byLabel<HTMLSelectElement>(section, 'Event side'), 'confederate');
    await type(byLabel(section, 'Event unit'), 'csa-avery');
    await type(byLabel(section, 'Event strength'), '2');
    await click(button(section, 'Add event'));
    await click(button(section, 'Save row'));
    await waitFor(() => expect(tableRows(section)[1]).toBe('11 Union 6 0'));
    expect(tableRows(section)).toEqual(['10 Confederate 0 0', '11 Union 6 0', '11 Confederate 6 0', '12 Union 6 0', '12 Confederate 6 0', '13 Union 6 5', '13 Confederate 6 5', '14 Union 6 10']);
    expect(titles).toContain('Turn 11, Union player-turn: Union 12 VP');
    const after = [...(section.querySelectorAll('svg[data-testid="vp-chart"] circle title') ?? [])].map((t) => text(t));
    expect(after).toContain('Turn 11, Union player-turn: Union 6 VP');

    // A new popup over the same storage (closed and opened again, or after a browser restart) shows the same ledger.
    const again = await mount(<PopupApp platform={fakePlatform({ store: memoryStore(store.dump()) })} />);
    await openLedger(again);
    await waitFor(() => expect(tableRows(ledger(again))).toHaveLength(8));
    expect(tableRows(ledger(again))).toEqual(tableRows(section));
    // Without a board, recording from one is not offered.
    expect(button(ledger(again), 'Record end of player-turn from the board').disabled).toBe(true);
  });

  it('refuses a row out of play order with the reason, and deletes a row', async () => {
    const store = await storeWithEarlyRows();
    const root = await mount(<PopupApp platform={fakePlatform({ store })} />);
    const section = await openLedger(root);
    await waitFor(() => expect(tableRows(section)).toHaveLength(4));
    await click(button(section, 'Enter a player-turn by hand'));
    await type(byLabel(section, 'Game turn'), '9');
    await click(button(section, 'Save row'));
    await waitFor(() => expect(text(section.querySelector('[data-testid="ledger-errors"]'))).toMatch(/no earlier than/));
    await click(button(section, 'Cancel'));
    expect(queryLabel(section, 'Game turn')).toBeNull();
    await click(byLabel<HTMLButtonElement>(section, 'Delete turn 11, Union player-turn'));
    await waitFor(() => expect(tableRows(section)).toEqual(['10 Confederate 0 0', '11 Confederate 0 0', '12 Union 0 0']));
    expect(await loadLedger(store, 'cemetery-hill')).toHaveLength(3);
  });

  it('asks what it cannot decide: an elimination entered without its strength', async () => {
    const store = await storeWithEarlyRows();
    const root = await mount(<PopupApp platform={fakePlatform({ store })} />);
    const section = await openLedger(root);
    await waitFor(() => expect(tableRows(section)).toHaveLength(4));
    await click(button(section, 'Enter a player-turn by hand'));
    expect(byLabel<HTMLSelectElement>(section, 'Player-turn').value).toBe('confederate');
    await choose(byLabel<HTMLSelectElement>(section, 'Event'), 'eliminated');
    await choose(byLabel<HTMLSelectElement>(section, 'Event side'), 'union');
    await type(byLabel(section, 'Event unit'), 'usa-iron');
    // Enter in the event's box adds the event; it does not save the row.
    await act(async () => {
      byLabel(section, 'Event unit').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(text(section.querySelector('[aria-label="Events of this player-turn"]'))).toMatch(/usa-iron eliminated/);
    expect(tableRows(section)).toHaveLength(4);
    await click(button(section, 'Save row'));
    await waitFor(() => expect(tableRows(section)).toHaveLength(5));
    expect(document.activeElement).toBe(button(section, 'Enter a player-turn by hand'));
    expect(text(section.querySelector('[data-testid="ledger-questions"]'))).toMatch(/usa-iron/);
    // The level is still given for what is known.
    expect(text(section.querySelector('[data-testid="victory-level"]'))).not.toBe('');
  });

  it('takes a board of another game as no board for this ledger', async () => {
    const store = memoryStore();
    await saveSelectedGame(store, 'cemetery-hill');
    const board = fakeBoard({ ...chBoard(3, 'union'), game: 'gettysburg-88', units: [] });
    const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: board.platform }} />);
    await openLedger(root);
    await waitFor(() => expect(text(ledger(root).querySelector('[data-testid="ledger-board-note"]'))).toMatch(/another game/));
    expect(button(ledger(root), 'Record end of player-turn from the board').disabled).toBe(true);
    board.show(chBoard(3, 'union'));
    await waitFor(() => expect(button(ledger(root), 'Record end of player-turn from the board').disabled).toBe(false));
  });
});
