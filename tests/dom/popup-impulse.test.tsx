import { storedIn } from '../support/stored.js';
import { describe, expect, it } from 'vitest';
import { ImpulseTracker } from '../../popup/impulse-tracker.js';
import { PopupApp } from '../../popup/popup-app.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, click, mount, settle, text, waitFor } from './render-helper.js';

async function openTracker(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Impulse track');
  if (!summary) throw new Error('no impulse track');
  await click(summary);
}

const now = (root: HTMLElement): string => text(root.querySelector('[data-testid="impulse-now"]'));
const moves = (root: HTMLElement): string[] => [...root.querySelectorAll('[aria-label="Impulse moves"] li')].map((li) => text(li));
const hasButton = (root: HTMLElement, label: string): boolean => [...root.querySelectorAll('button')].some((b) => text(b) === label);

describe('popup, They Met impulse track', () => {
  it('appears only when the game is They Met at Gettysburg', async () => {
    const g77 = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(g77, 'Game'));
    expect(g77.querySelector('[aria-label="Impulse track"]')).toBeNull();
    const tm = await mount(<PopupApp platform={fakePlatform({ store: memoryStore({ selectedGame: 'they-met' }) })} />);
    await waitFor(() => byLabel(tm, 'Game'));
    await waitFor(() => expect(byLabel<HTMLSelectElement>(tm, 'Game').value).toBe('they-met'));
    expect(tm.querySelector('[aria-label="Impulse track"]')).not.toBeNull();
  });

  it('walks a turn: CSA 0, USA 1, the continuation roll, and two passes ending the phase', async () => {
    const store = memoryStore();
    const root = await mount(<ImpulseTracker store={store} game="they-met" />);
    await openTracker(root);
    expect(now(root)).toBe('Impulse 0 · CSA to act');

    await click(button(root, 'Act'));
    expect(now(root)).toBe('Impulse 1 · USA to act');
    expect(moves(root).join(' ')).toContain('move it to 1');
    expect(moves(root).join(' ')).toContain('Addition 2 (rule 3.2)');

    await click(button(root, 'Pass'));
    expect(now(root)).toBe('Impulse 1 · CSA to act');
    expect(moves(root).join(' ')).toContain('a pass does not give up later impulses');

    // A CSA impulse from box 1 on waits for the continuation roll.
    await click(button(root, 'Act'));
    expect(hasButton(root, 'Act')).toBe(false);
    await click(button(root, 'Turn continues'));
    expect(now(root)).toBe('Impulse 2 · USA to act');

    await click(button(root, 'Pass'));
    await click(button(root, 'Pass'));
    expect(now(root)).toMatch(/^Action Phase over: both players passed in a row/);
    expect(hasButton(root, 'Act')).toBe(false);

    await settle();
    const saved = storedIn(store.dump(), 'impulseTrack/they-met') as { state: { ended: string } };
    expect(saved.state.ended).toBe('two-passes');
  });

  it('a roll that ends the turn ends the phase; the track comes back from the store', async () => {
    const store = memoryStore({
      'impulseTrack/they-met': { state: { impulse: 13, sideToAct: 'confederate', lastActionPass: false, ended: null }, log: [] },
    });
    const root = await mount(<ImpulseTracker store={store} game="they-met" />);
    await openTracker(root);
    await waitFor(() => expect(now(root)).toBe('Impulse 13 · CSA to act'));
    await click(button(root, 'Act'));
    await click(button(root, 'Turn continues'));
    expect(now(root)).toBe('Impulse 13 · USA to act');
    expect(moves(root).join(' ')).toContain('Questions and answers 7');
    await click(button(root, 'Act'));
    await click(button(root, 'Act'));
    await click(button(root, 'Turn ends'));
    expect(now(root)).toMatch(/^Action Phase over: the continuation roll ended the turn/);
    await click(button(root, 'Start again at CSA impulse 0'));
    expect(now(root)).toBe('Impulse 0 · CSA to act');
    expect(moves(root)).toEqual([]);
  });

  it('ignores a stored track the rules could not reach', async () => {
    const store = memoryStore({ 'impulseTrack/they-met': { state: { impulse: 40, sideToAct: 'union', lastActionPass: false, ended: null }, log: [] } });
    const root = await mount(<ImpulseTracker store={store} game="they-met" />);
    await openTracker(root);
    await settle();
    expect(now(root)).toBe('Impulse 0 · CSA to act');
  });

  it('shows the last move as an answer whose rules open in the Rules section', async () => {
    const opened: string[] = [];
    const root = await mount(<ImpulseTracker store={memoryStore()} game="they-met" onShowRule={(e) => opened.push(e.id)} />);
    await openTracker(root);
    await click(button(root, 'Act'));
    expect(text(root.querySelector('[data-testid="impulse-last"]'))).toContain('Addition 2 (rule 3.2)');
    const links = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Read the rules behind these steps');
    if (!links) throw new Error('no rule links');
    await click(links);
    const first = root.querySelector<HTMLButtonElement>('[aria-label="Rules behind the steps"] button');
    if (!first) throw new Error('no rule button');
    await click(first);
    expect(opened[0]).toMatch(/^they-met\//);
    await click(button(root, 'Start again at CSA impulse 0'));
    expect(root.querySelector('[data-testid="impulse-last"]')).toBeNull();
  });
});
