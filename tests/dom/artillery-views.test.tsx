import { describe, expect, it } from 'vitest';
import { ArtilleryPanel } from '../../popup/artillery-panel.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';
import { tmBoard } from '../fixtures/tm-retreat.js';
import { g77Board } from '../support/g77-battle-board.js';
import { button, byLabel, choose, click, mount, text, type, waitFor } from './render-helper.js';

// Made-up positions. '88: the Union gun at K14 and the Confederate guns at K16 and M14 (tests/dom/artillery-panel.test.tsx),
// woods at K15; a double range of 4 (made up). They Met: "g" (Confederate) in area 31, "e" (Union) in 32.
const g88 = artilleryBoard([union('gun', 'K14'), reb('a', 'K16'), reb('b', 'M14'), reb('inf', 'K19', 'infantry')], woods('K15'));

async function g88Store() {
  const store = memoryStore();
  expect((await saveG88MovementSettings(store, artillerySettings({}, { unmarkedHexes: 'clear' }))).ok).toBe(true);
  return store;
}

async function openPanel(root: HTMLElement, heading: string): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s) === heading);
  if (!summary) throw new Error(`no panel "${heading}"`);
  await click(summary);
}

const items = (root: HTMLElement, id: string): string[] => [...root.querySelectorAll(`[data-testid="${id}"] li`)].map((li) => text(li));

/** The radio labelled `choice` inside the fieldset whose legend is `legend`. */
function choice(root: HTMLElement, legend: string, label: string): HTMLInputElement {
  const set = [...root.querySelectorAll('fieldset')].find((f) => text(f.querySelector('legend')) === legend);
  const input = [...(set?.querySelectorAll('label') ?? [])].find((l) => text(l) === label)?.querySelector('input');
  if (!input) throw new Error(`no "${label}" under "${legend}"`);
  return input;
}

describe('popup: the artillery panel, a target’s guns (Gettysburg ’88)', () => {
  it('lists the enemy guns that may fire on the picked target and the friendly guns that may support it', async () => {
    const root = await mount(<ArtilleryPanel store={await g88Store()} board={g88} game="gettysburg-88" picked={['b']} />);
    await openPanel(root, 'Artillery (double range)');
    await waitFor(() => expect(choice(root, 'Ask about', 'a target’s guns')).toBeTruthy());
    await click(choice(root, 'Ask about', 'a target’s guns'));
    await waitFor(() => expect(items(root, 'artillery-firers').length).toBeGreaterThan(0));
    expect(byLabel<HTMLSelectElement>(root, 'Target').value).toBe('b');
    // The same verdict as the gun's own view gives for this pair (tests/dom/artillery-panel.test.tsx).
    expect(items(root, 'artillery-firers')).toEqual(['gun (K14, 2 hexes): may fire — line clear; keeps its terrain modifier']);
    expect(items(root, 'artillery-supporters')).toEqual(['a (K16, 3 hexes): may support — line clear']);
    expect(text(root.querySelector('[data-testid="artillery-summary"]'))).toBe('1 gun may fire on it; 1 gun may support it in regular combat');
  });

  it('fired on at double range, no friendly gun may support it (clarification 30)', async () => {
    const root = await mount(<ArtilleryPanel store={await g88Store()} board={g88} game="gettysburg-88" picked={['b']} />);
    await openPanel(root, 'Artillery (double range)');
    await waitFor(() => expect(choice(root, 'Ask about', 'a target’s guns')).toBeTruthy());
    await click(choice(root, 'Ask about', 'a target’s guns'));
    await waitFor(() => expect(items(root, 'artillery-supporters').length).toBe(1));
    await click(choice(root, 'It defends', 'against double-range fire'));
    await waitFor(() => expect(items(root, 'artillery-supporters')[0]).toContain('may not support'));
    expect(text(root.querySelector('[data-testid="artillery-steps"]'))).toContain('clarification 30');
  });

  it('switches target', async () => {
    const root = await mount(<ArtilleryPanel store={await g88Store()} board={g88} game="gettysburg-88" picked={[]} />);
    await openPanel(root, 'Artillery (double range)');
    await waitFor(() => expect(choice(root, 'Ask about', 'a target’s guns')).toBeTruthy());
    await click(choice(root, 'Ask about', 'a target’s guns'));
    await waitFor(() => expect(byLabel<HTMLSelectElement>(root, 'Target')).toBeTruthy());
    await choose(byLabel<HTMLSelectElement>(root, 'Target'), 'a');
    await waitFor(() => expect(items(root, 'artillery-firers')).toEqual(['gun (K14, 2 hexes): may not — blocked by K15; keeps its terrain modifier']));
  });
});

describe('popup: the artillery panel, bombardment and volley (They Met at Gettysburg)', () => {
  const tm = tmBoard([
    { id: 'g', area: '31' },
    { id: 'e', area: '32', side: 'union' },
    { id: 'friend', area: '33' },
  ]);

  it('asks what the popup cannot know (adjacency, the line of sight), then decides from the player’s answers', async () => {
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={tm} game="they-met" picked={['g', 'e']} attackers={['g']} defenders={['e']} />);
    await openPanel(root, 'Bombardment and volley');
    await waitFor(() => expect(root.querySelector('[data-testid="fire-summary"]')).not.toBeNull());
    expect(byLabel<HTMLSelectElement>(root, 'Into area').value).toBe('32');
    expect(byLabel<HTMLSelectElement>(root, 'Activated area').value).toBe('31');
    expect(text(root.querySelector('[data-testid="fire-summary"]'))).toBe('Not decided until the questions above are answered.');
    expect(text(root.querySelector('[data-testid="fire-questions"]'))).toContain('Is area 32 adjacent to area 31');
    await click(choice(root, 'Is area 32 adjacent to area 31 on your map?', 'yes'));
    await type(byLabel(root, 'Blocking areas on the line of sight'), '');
    await click(button(root, 'Answer'));
    await waitFor(() => expect(text(root.querySelector('[data-testid="fire-summary"]'))).toBe('May bombard area 32'));
    expect(text(root.querySelector('[data-testid="fire-steps"]'))).toContain('Questions and answers 11');
  });

  it('never into an area holding friendly units (Q&A 9), whatever is answered', async () => {
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={tm} game="they-met" picked={['g']} attackers={['g']} defenders={[]} />);
    await openPanel(root, 'Bombardment and volley');
    await waitFor(() => expect(byLabel<HTMLSelectElement>(root, 'Into area')).toBeTruthy());
    await choose(byLabel<HTMLSelectElement>(root, 'Into area'), '33');
    await waitFor(() => expect(text(root.querySelector('[data-testid="fire-summary"]'))).toBe('May not bombard area 33'));
    expect(text(root)).toContain('Questions and answers 9');
  });
});

describe('popup: the artillery panel, ranges of influence (Gettysburg 1977)', () => {
  // Made up: a Union infantry unit at L10 and a Union gun at L20 (no terrain known); a Confederate unit picked at P10.
  const g77 = g77Board({
    units: [
      { id: 'reb', side: 'confederate', type: 'infantry', hex: 'P10' },
      { id: 'yank', side: 'union', type: 'infantry', hex: 'L10' },
      { id: 'guns', side: 'union', type: 'artillery', hex: 'L20' },
    ],
  });

  it('lists the hexes inside the enemy’s ranges for the picked unit’s side, and the other side’s on request', async () => {
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={g77} game="gettysburg-77" picked={['reb']} />);
    await openPanel(root, 'Artillery and ranges of influence');
    await waitFor(() => expect(root.querySelector('[data-testid="influence-summary"]')).not.toBeNull());
    expect(choice(root, 'Moving side', 'Confederate').checked).toBe(true);
    // Two Union combat units, 3 hexes each way by day, 37 hexes apiece, apart: 74 (Strategic Movement 1B).
    expect(text(root.querySelector('[data-testid="influence-summary"]'))).toBe('74 hexes inside union ranges of influence');
    expect(text(root.querySelector('[data-testid="influence-hexes"]'))).toContain('L10');
    await click(choice(root, 'Moving side', 'Union'));
    await waitFor(() => expect(text(root.querySelector('[data-testid="influence-summary"]'))).toBe('37 hexes inside confederate ranges of influence'));
  });

  it('under the optional rule, the gun reaches further where the board shows nothing in the way, and asks where it does not say', async () => {
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={g77} game="gettysburg-77" picked={['reb']} ruleSet={{ 'artillery-range-5': true }} />);
    await openPanel(root, 'Artillery and ranges of influence');
    await waitFor(() => expect(root.querySelector('[data-testid="influence-summary"]')).not.toBeNull());
    expect(text(root.querySelector('[data-testid="influence-summary"]'))).toMatch(/^74 hexes inside union ranges of influence; \d+ more hexes undecided$/);
    expect(text(root.querySelector('[data-testid="influence-questions"]'))).toMatch(/terrain|elevation/i);
  });
});
