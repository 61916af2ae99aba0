import { describe, expect, it } from 'vitest';
import { ArtilleryPanel } from '../../popup/artillery-panel.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';
import { chBoard } from '../fixtures/ch-retreat.js';
import { openFilled } from './fake-board-platform.js';
import { button, byLabel, choose, click, mount, queryLabel, text, waitFor } from './render-helper.js';

// The made-up position of tests/unit/g88-artillery.test.ts (clarification 23): the Union gun at K14, two
// Confederate guns two hexes off, woods at K15 blocking the line to K16. Made-up settings: a double range of 4.
const board = artilleryBoard([union('gun', 'K14'), reb('a', 'K16'), reb('b', 'M14'), reb('inf', 'K19', 'infantry')], woods('K15'));
const SEEN = artillerySettings({}, { unmarkedHexes: 'clear' });

async function storedSettings() {
  const store = memoryStore();
  expect((await saveG88MovementSettings(store, SEEN)).ok).toBe(true);
  return store;
}

async function open(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s).startsWith('Artillery (double range)'));
  if (!summary) throw new Error('no artillery panel');
  await click(summary);
}

const targets = (root: HTMLElement): string[] => [...root.querySelectorAll('[data-testid="artillery-targets"] li')].map((li) => text(li));

describe('popup: the artillery panel', () => {
  it('collapsed at first; opened, lists the gun’s targets within double range: one it may fire on, one blocked', async () => {
    const root = await mount(<ArtilleryPanel store={await storedSettings()} board={board} game="gettysburg-88" picked={[]} />);
    expect(root.querySelector('[data-testid="artillery-targets"]')).toBeNull();
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="artillery-targets"]')).not.toBeNull());
    expect(byLabel<HTMLSelectElement>(root, 'Gun').value).toBe('gun');
    expect(targets(root)).toEqual(['a (K16, 2 hexes): may not — blocked by K15; keeps its terrain modifier', 'b (M14, 2 hexes): may fire — line clear; keeps its terrain modifier']);
    expect(text(root.querySelector('[data-testid="artillery-summary"]'))).toBe('May fire on 1 of 2 enemy units within double range');
    expect(root.querySelector('[data-testid="artillery-questions"]')).toBeNull();
    // The steps cite the clarifications (only one gun may be fired on: no battle of several, clarification 23).
    expect(text(root.querySelector('[data-testid="artillery-steps"]'))).toMatch(/clarification 25/);
  });

  it('without stored settings asks the double range, with where to confirm it, and lists no target', async () => {
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={board} game="gettysburg-88" picked={[]} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="artillery-questions"]')).not.toBeNull());
    const questions = text(root.querySelector('[data-testid="artillery-questions"]'));
    expect(questions).toContain('What is the double range of artillery');
    expect(questions).toContain("Options → Gettysburg '88 movement");
    expect(root.querySelector('[data-testid="artillery-targets"]')).toBeNull();
    expect(text(root.querySelector('[data-testid="artillery-summary"]'))).toBe('Not decided until the questions above are answered.');
  });

  it('offers the picked guns first, both sides’ guns on the map, and switches guns', async () => {
    const withReserve = { ...board, units: [...board.units, { ...board.units[0]!, id: 'reserve', name: 'reserve', location: { kind: 'off-map' as const, why: 'not-entered' as const } }] } as Board;
    const root = await mount(<ArtilleryPanel store={await storedSettings()} board={withReserve} game="gettysburg-88" picked={['inf', 'b']} />);
    await open(root);
    const select = byLabel<HTMLSelectElement>(root, 'Gun');
    // The infantry picked is no gun; the gun off the map is not listed.
    expect([...select.options].map((o) => o.value)).toEqual(['b', 'gun', 'a']);
    await waitFor(() => expect(targets(root)).toEqual(['gun (K14, 2 hexes): may fire — line clear; keeps its terrain modifier']));
    await choose(select, 'a');
    await waitFor(() => expect(targets(root)).toEqual(['gun (K14, 2 hexes): may not — blocked by K15; keeps its terrain modifier']));
  });
});

describe('popup: where the artillery panel shows', () => {
  it('beside the retreat panel for a game whose tools list double-range artillery, with the board’s guns', async () => {
    const root = await openFilled(board, { attackers: ['gun'], defenders: ['b'] }, await storedSettings());
    await waitFor(() => expect(queryLabel(root, 'Artillery')).not.toBeNull());
    const panel = byLabel<HTMLElement>(root, 'Artillery');
    await open(panel);
    await waitFor(() => expect(targets(panel)).toHaveLength(2));
    expect(byLabel<HTMLSelectElement>(panel, 'Gun').value).toBe('gun');
  });

  it('not for a game without artillery rules modelled (Cemetery Hill)', async () => {
    const ch = chBoard([{ id: 'A', hex: '1010', side: 'confederate' }, { id: 'D', hex: '1011' }]);
    const root = await openFilled(ch, { attackers: ['A'], defenders: ['D'] });
    await waitFor(() => expect(queryLabel(root, 'Retreat')).not.toBeNull());
    expect(queryLabel(root, 'Artillery')).toBeNull();
  });
});
