import { describe, expect, it } from 'vitest';
import { CavalryExitTally } from '../../popup/cavalry-exit-tally.js';
import { PopupApp } from '../../popup/popup-app.js';
import { cavalryExitAward } from '../../src/engine/calculators.js';
import { loadCavalryExits } from '../../src/storage/cavalry-exits.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow } from '../../src/storage/ledger.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, byTestId, click, mount, openSection, text, type, waitFor } from './render-helper.js';

const cell = (root: HTMLElement, turn: number, side: 'Confederate' | 'Union') => byLabel(root, `Turn ${turn}, ${side} cavalry exits`);

async function openTally(root: HTMLElement): Promise<void> {
  await openSection(root, 'Cavalry exits');
  await waitFor(() => byTestId(root, 'cavalry-table'));
}

describe('popup, Cemetery Hill cavalry-exit tally (14.53)', () => {
  it('is on the calculators bar for Cemetery Hill only', async () => {
    const ch = await mount(<PopupApp platform={fakePlatform({ store: memoryStore({ selectedGame: 'cemetery-hill' }) })} />);
    await waitFor(() => expect(byLabel<HTMLSelectElement>(ch, 'Game').value).toBe('cemetery-hill'));
    await waitFor(() => expect(ch.querySelector('[aria-label="Cavalry exits"]')).not.toBeNull());
    expect([...ch.querySelectorAll('nav[aria-label="Calculators"] button')].map((b) => text(b))).toContain('Cavalry');
    const g77 = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(g77, 'Game'));
    expect(g77.querySelector('[aria-label="Cavalry exits"]')).toBeNull();
    expect([...g77.querySelectorAll('nav[aria-label="Calculators"] button')].map((b) => text(b))).not.toContain('Cavalry');
  });

  it('counts exits per turn, the award at each Union player-turn and the total, as the engine does; and keeps them', async () => {
    const store = memoryStore();
    const root = await mount(<CavalryExitTally store={store} game="cemetery-hill" />);
    await openTally(root);
    // Three Confederate units off on turn 10, one Union on turn 11.
    await type(cell(root, 10, 'Confederate'), '3');
    await type(cell(root, 11, 'Union'), '1');
    const award = cavalryExitAward([
      { turn: 10, side: 'confederate', count: 3 },
      { turn: 11, side: 'union', count: 1 },
    ]);
    if (!award.ok) throw new Error('the award refused a possible tally');
    for (const t of award.value.turns) {
      expect(text(byTestId(root, `cavalry-counted-${t.turn}`))).toBe(`${t.confederateExited}–${t.unionExited}`);
      expect(text(byTestId(root, `cavalry-award-${t.turn}`))).toBe(t.awarded > 0 ? String(t.awarded) : '');
    }
    // Counted first at the end of turn 11's Union player-turn: 3 against 1, so 2 beyond, 5 VP each, every Union player-turn to 15.
    expect(text(byTestId(root, 'cavalry-award-11'))).toBe('10');
    expect(text(byTestId(root, 'cavalry-total'))).toBe(`Total: ${award.value.total} VP to the Confederates`);
    expect(award.value.total).toBe(50);
    expect(text(byTestId(root, 'cavalry-summary'))).toBe('— 50 VP to the Confederates');
    await waitFor(async () => expect((await loadCavalryExits(store, 'cemetery-hill')).exits).toEqual([{ turn: 10, side: 'confederate', count: 3 }, { turn: 11, side: 'union', count: 1 }]));

    // Opened again, the tally is as it was left.
    const again = await mount(<CavalryExitTally store={store} game="cemetery-hill" />);
    await openTally(again);
    expect(cell(again, 10, 'Confederate').value).toBe('3');
    expect(text(byTestId(again, 'cavalry-total'))).toBe('Total: 50 VP to the Confederates');
  });

  it('names a box that is not a count and marks it, keeping what was kept before', async () => {
    const store = memoryStore();
    const root = await mount(<CavalryExitTally store={store} game="cemetery-hill" />);
    await openTally(root);
    await type(cell(root, 4, 'Confederate'), '2');
    await type(cell(root, 5, 'Confederate'), 'two');
    const box = cell(root, 5, 'Confederate');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = root.querySelector(`#${box.getAttribute('aria-describedby') ?? 'none'}`);
    expect(text(message)).toBe('Turn 5, Confederate exits: enter a whole number of units from 0 to 99.');
    expect((await loadCavalryExits(store, 'cemetery-hill')).exits).toEqual([{ turn: 4, side: 'confederate', count: 2 }]);
  });

  it('says so when the Union is given an exit on turn 1, which has no Union player-turn', async () => {
    const root = await mount(<CavalryExitTally store={memoryStore()} game="cemetery-hill" />);
    await openTally(root);
    await type(cell(root, 1, 'Union'), '1');
    expect(text(root)).toContain('the Union has no player-turn on turn 1');
    expect(text(byTestId(root, 'cavalry-total'))).toBe('Total: correct the marked turn first');
  });

  it('takes the exits from the ledger: cavalry only, each in its own side’s player-turn', async () => {
    const store = memoryStore();
    await appendLedgerRow(store, 'cemetery-hill', { turn: 12, playerTurn: 'confederate', board: null, events: [
      { kind: 'exit', unitId: 'csa-cav-1', side: 'confederate', cavalry: true, strength: null },
      { kind: 'exit', unitId: 'csa-cav-2', side: 'confederate', cavalry: true, strength: null },
      { kind: 'exit', unitId: 'csa-inf', side: 'confederate', cavalry: false, strength: null },
    ] });
    const root = await mount(<CavalryExitTally store={store} game="cemetery-hill" />);
    await openTally(root);
    await click(button(root, 'Take the exits from the ledger'));
    await waitFor(() => expect(cell(root, 12, 'Confederate').value).toBe('2'));
    expect(text(byTestId(root, 'cavalry-message'))).toBe('Taken from the ledger: 2 cavalry exits.');
    expect(text(byTestId(root, 'cavalry-award-13'))).toBe('10');
  });
});
