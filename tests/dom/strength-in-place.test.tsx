import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadOrderOfBattle, saveOrderOfBattle } from '../../src/storage/order-of-battle.js';
import { loadUnitStrengths, saveUnitStrength } from '../../src/storage/unit-strengths.js';
import { testBoard, unit } from '../support/ledger-rows.js';
import { openFilled, openOn } from './fake-board-platform.js';
import { button, byLabel, byTestId, click, queryLabel, queryTestId, text, type, waitFor } from './render-helper.js';

// A MADE-UP position: names, places and strengths are not any game's. The page shows the defender's strength
// only, as the demo board shows none.
const BOARD = testBoard('gettysburg-77', [
  unit('csa-a', 'confederate', 'infantry', 'P37', { name: 'Able' }),
  unit('usa-b', 'union', 'infantry', 'O38', { name: 'Baker', strength: { full: 4, reduced: 2 } }),
]);
const PICKED = { attackers: ['csa-a'], defenders: ['usa-b'] };

const selection = (root: HTMLElement): string => text(byTestId(root, 'board-selection'));
const inPlace = (root: HTMLElement): HTMLInputElement => byLabel(root, 'Strength of Able');

describe('popup: a counter’s strength the page does not show, asked in place and remembered', () => {
  it('asks for it in the picked counter’s line; typing 8 gives the odds at once and marks it yours', async () => {
    const store = memoryStore();
    const root = await openOn(BOARD, PICKED, store);
    await waitFor(() => inPlace(root));
    expect(inPlace(root).value).toBe('');
    expect(selection(root)).toContain('Attacking: Able (P37, strength');
    // The page shows the defender's strength: nothing to ask.
    expect(selection(root)).toContain('Defending: Baker (O38, strength 4)');
    expect(queryLabel(root, 'Strength of Baker')).toBeNull();

    await type(inPlace(root), '8');
    await waitFor(() => expect(selection(root)).toContain('(yours)'));
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({ 'csa-a': { full: 8 } });

    // Into the battle with it, and the odds at once: 8 against 4.
    await click(button(root, 'Use selected counters'));
    expect(byLabel(root, 'Attacker 1 strength').value).toBe('8');
    expect(text(byTestId(root, 'board-message'))).toContain('Strengths you entered before: Able (yours).');
    await waitFor(() => expect(text(byTestId(root, 'odds'))).toBe('2-1'));
  });

  it('typed in the summary after the battle is filled, the battle’s row takes it and the odds follow', async () => {
    const store = memoryStore();
    const root = await openFilled(BOARD, PICKED, store);
    await waitFor(() => inPlace(root));
    expect(queryTestId(root, 'odds')).toBeNull();
    expect(text(byTestId(root, 'board-message'))).toContain('The page does not show the strength of Able: enter it below.');

    await type(inPlace(root), '8');
    expect(byLabel(root, 'Attacker 1 strength').value).toBe('8');
    await waitFor(() => expect(text(byTestId(root, 'odds'))).toBe('2-1'));
    await waitFor(async () => expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({ 'csa-a': { full: 8 } }));
  });

  it('reopening the popup remembers it: the battle is filled with it, marked yours in the summary and the row', async () => {
    const store = memoryStore();
    expect((await saveUnitStrength(store, 'gettysburg-77', 'csa-a', 'full', 8)).ok).toBe(true);
    const root = await openFilled(BOARD, PICKED, store);
    expect(byLabel(root, 'Attacker 1 strength').value).toBe('8');
    await waitFor(() => expect(text(byTestId(root, 'odds'))).toBe('2-1'));
    await waitFor(() => expect(inPlace(root).value).toBe('8'));
    expect(selection(root)).toContain('Able (P37, strength (yours))');
    expect(text(root.querySelector('[aria-label="Attackers"]'))).toContain('yours, remembered for this counter');
    // The page's own strength carries no such mark.
    expect(text(root.querySelector('[aria-label="Defenders"]'))).not.toContain('yours');
  });

  it('a strength the page shows is never overridden by one remembered for that counter', async () => {
    const store = memoryStore();
    expect((await saveUnitStrength(store, 'gettysburg-77', 'usa-b', 'full', 9)).ok).toBe(true);
    expect((await saveUnitStrength(store, 'gettysburg-77', 'csa-a', 'full', 8)).ok).toBe(true);
    const root = await openFilled(BOARD, PICKED, store);
    expect(byLabel(root, 'Defender 1 strength').value).toBe('4');
    expect(selection(root)).toContain('Baker (O38, strength 4)');
    expect(text(byTestId(root, 'board-message'))).not.toContain('Baker');
    await waitFor(() => expect(text(byTestId(root, 'odds'))).toBe('2-1'));
  });

  it('changes from the unit row are remembered too, and an emptied box forgets it', async () => {
    const store = memoryStore();
    expect((await saveUnitStrength(store, 'gettysburg-77', 'csa-a', 'full', 8)).ok).toBe(true);
    const root = await openFilled(BOARD, PICKED, store);
    await type(byLabel(root, 'Attacker 1 strength'), '12');
    await waitFor(async () => expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({ 'csa-a': { full: 12 } }));
    await waitFor(() => expect(inPlace(root).value).toBe('12'));
    await waitFor(() => expect(text(byTestId(root, 'odds'))).toBe('3-1'));

    await type(inPlace(root), '');
    await waitFor(async () => expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({}));
    expect(byLabel(root, 'Attacker 1 strength').value).toBe('');
    expect(selection(root)).not.toContain('(yours)');
    expect(queryTestId(root, 'odds')).toBeNull();

    // Reopened, nothing is remembered: the popup asks again.
    const again = await openFilled(BOARD, PICKED, store);
    expect(byLabel(again, 'Attacker 1 strength').value).toBe('');
    expect(text(byTestId(again, 'board-message'))).toContain('The page does not show the strength of Able');
  });

  it('a value that is not a strength is named in words and not remembered', async () => {
    const store = memoryStore();
    const root = await openOn(BOARD, PICKED, store);
    await waitFor(() => inPlace(root));
    await type(inPlace(root), '1000');
    expect(selection(root)).toContain('Strength of Able must be a whole number from 0 to 999; you entered 1000.');
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({});
  });

  it('a strength from the order of battle, by the counter’s side and name, shows in the box as yours', async () => {
    const store = memoryStore();
    const { units } = await loadOrderOfBattle(store, 'gettysburg-77');
    const able = { id: 'csa-able-own', name: 'Able', side: 'confederate' as const, type: 'infantry' as const, strength: { full: 8, reduced: 4 } };
    expect((await saveOrderOfBattle(store, 'gettysburg-77', [...units, able])).ok).toBe(true);
    const root = await openOn(BOARD, PICKED, store);
    await waitFor(() => expect(inPlace(root).value).toBe('8'));
    expect(selection(root)).toContain('(yours)');
    await click(button(root, 'Use selected counters'));
    expect(byLabel(root, 'Attacker 1 strength').value).toBe('8');
  });
});
