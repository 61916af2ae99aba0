import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { BoardPlatform, BoardView } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board } from '../../src/engine/core/board/board.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow, loadLedger } from '../../src/storage/ledger.js';
import { saveSelectedGame } from '../../src/storage/user-data.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, choose, click, mount, queryLabel, queryTestId, text, type, waitFor } from './render-helper.js';

/** A made-up Cemetery Hill board (not a position from the game): one Union cavalry unit at `hex`. */
function chBoard(turn: number, phasing: 'union' | 'confederate', hex = '1510'): Board {
  return {
    format: BOARD_FORMAT,
    game: 'cemetery-hill',
    time: { turn, day: null, hour: null, light: null, phasingSide: phasing },
    units: [
      {
        id: 'usa-devin',
        name: 'Devin',
        side: 'union',
        type: 'cavalry',
        formation: {},
        strength: { full: 2, reduced: null },
        steps: { left: 1, full: 1 },
        status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
        location: { kind: 'hex', hex },
      },
    ],
    markers: [],
    terrain: {},
    source: { kind: 'demo', name: 'made-up test board' },
  };
}

/** A board platform whose page shows a board that `show` changes, as a page does when play goes on. */
function fakeBoard(initial: Board) {
  let board = initial;
  const listeners = new Set<() => void>();
  const view = (): BoardView => ({
    tabId: 3,
    site: { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' },
    enabled: true,
    state: { site: null, reading: { kind: 'board', board }, selection: { attackers: [], defenders: [] }, at: 0 },
  });
  const platform: BoardPlatform = {
    view: async () => view(),
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    enableSite: async () => ({ type: 'site-answer', enabled: true, message: '' }),
    disableSite: async () => ({ type: 'site-answer', enabled: false, message: '' }),
  };
  return {
    platform,
    async show(next: Board) {
      board = next;
      await act(async () => {
        for (const l of listeners) l();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

async function openLedger(root: HTMLElement): Promise<HTMLElement> {
  const find = () => root.querySelector<HTMLElement>('section[aria-label="Victory points"]');
  await waitFor(() => expect(find()).not.toBeNull());
  const summary = find()?.querySelector<HTMLElement>('details > summary');
  if (!summary) throw new Error('no summary');
  await click(summary);
  const section = find();
  if (!section) throw new Error('no section');
  return section;
}

const banner = (section: HTMLElement) => queryTestId(section, 'ledger-turn-banner');

async function cemeteryHillLedger() {
  const store = memoryStore();
  await saveSelectedGame(store, 'cemetery-hill');
  expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 12, playerTurn: 'union', board: null, events: [] })).ok).toBe(true);
  return store;
}

describe('the ledger follows the board turn by turn', () => {
  it('offers the player-turn that just ended, with the board as it stood at its end, and records it only when asked', async () => {
    const store = await cemeteryHillLedger();
    const board = fakeBoard(chBoard(12, 'confederate'));
    const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: board.platform }} />);
    const section = await openLedger(root);
    await waitFor(() => expect(section.querySelectorAll('[data-testid^="ledger-row-"]')).toHaveLength(1));
    expect(banner(section)).toBeNull();

    // Play within the player-turn: a unit moves; nothing has ended.
    await board.show(chBoard(12, 'confederate', '1511'));
    expect(banner(section)).toBeNull();

    // The page moves on to the Union player-turn of turn 13.
    await board.show(chBoard(13, 'union', '1511'));
    await waitFor(() => expect(banner(section)).not.toBeNull());
    expect(text(banner(section))).toMatch(/Confederate player-turn of turn 12 has ended/);
    // Offered, not recorded behind the player's back.
    expect(await loadLedger(store, 'cemetery-hill')).toHaveLength(1);

    await click(button(section, 'Record the player-turn that just ended'));
    await waitFor(() => expect(section.querySelectorAll('[data-testid^="ledger-row-"]')).toHaveLength(2));
    const rows = await loadLedger(store, 'cemetery-hill');
    expect(rows.map((r) => `${r.turn} ${r.playerTurn}`)).toEqual(['12 union', '12 confederate']);
    // The last board of the ended player-turn, not the new one.
    expect(rows[1]?.board?.time.turn).toBe(12);
    const at = rows[1]?.board?.units[0]?.location;
    expect(at?.kind === 'hex' ? at.hex : null).toBe('1511');
    expect(banner(section)).toBeNull();
    expect(text(queryTestId(section, 'ledger-message'))).toMatch(/Recorded turn 12, Confederate player-turn/);
  });

  it('can be put off, and makes no offer for a player-turn the ledger already has', async () => {
    const store = await cemeteryHillLedger();
    // The board shows the Union player-turn of turn 12, already recorded.
    const board = fakeBoard(chBoard(12, 'union'));
    const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: board.platform }} />);
    const section = await openLedger(root);
    await waitFor(() => expect(section.querySelectorAll('[data-testid^="ledger-row-"]')).toHaveLength(1));
    await board.show(chBoard(12, 'confederate'));
    expect(banner(section)).toBeNull();

    await board.show(chBoard(13, 'union'));
    await waitFor(() => expect(banner(section)).not.toBeNull());
    await click(button(section, 'Not now'));
    expect(banner(section)).toBeNull();
    expect(await loadLedger(store, 'cemetery-hill')).toHaveLength(1);
  });
});

describe("how a unit left the map, asked for Gettysburg '88 only", () => {
  it('stores moved off or retreated off with the exit, and Cemetery Hill does not ask', async () => {
    const store = memoryStore();
    await saveSelectedGame(store, 'gettysburg-88');
    const root = await mount(<PopupApp platform={fakePlatform({ store })} />);
    const section = await openLedger(root);
    await waitFor(() => button(section, 'Enter a player-turn by hand'));
    await click(button(section, 'Enter a player-turn by hand'));
    await choose(byLabel<HTMLSelectElement>(section, 'Event'), 'exit');
    await type(byLabel(section, 'Event unit'), 'csa-made-up');
    await choose(byLabel<HTMLSelectElement>(section, 'How the unit left'), 'movement');
    await click(button(section, 'Add event'));
    expect(text(section.querySelector('[aria-label="Events of this player-turn"]'))).toMatch(/csa-made-up moved off the map/);
    await click(button(section, 'Save row'));
    await waitFor(() => expect(section.querySelectorAll('[data-testid^="ledger-row-"]')).toHaveLength(1));
    expect((await loadLedger(store, 'gettysburg-88'))[0]?.events[0]).toMatchObject({ kind: 'exit', unitId: 'csa-made-up', during: 'movement' });

    const chStore = await cemeteryHillLedger();
    const chRoot = await mount(<PopupApp platform={fakePlatform({ store: chStore })} />);
    const ch = await openLedger(chRoot);
    await waitFor(() => button(ch, 'Enter a player-turn by hand'));
    await click(button(ch, 'Enter a player-turn by hand'));
    await choose(byLabel<HTMLSelectElement>(ch, 'Event'), 'exit');
    expect(queryLabel(ch, 'How the unit left')).toBeNull();
  });
});
