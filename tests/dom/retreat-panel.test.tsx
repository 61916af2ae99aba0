import { describe, expect, it } from 'vitest';
import { RetreatPanel } from '../../popup/retreat-panel.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { settingsWith } from '../fixtures/g88-movement.js';
import { retreatBoard } from '../fixtures/g88-retreat.js';
import { byLabel, choose, click, mount, text, waitFor } from './render-helper.js';

// Made-up units: the Confederate brigade at I11 lost to the Union one at I10; a second Confederate attacked beside it.
const board = retreatBoard([
  { id: 'reb', hex: 'I11' },
  { id: 'reb2', hex: 'K11' },
  { id: 'yank', hex: 'I10', side: 'union' },
]);

async function open(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s).startsWith('Retreat'));
  if (!summary) throw new Error('no retreat panel');
  await click(summary);
}

describe('popup: the retreat panel', () => {
  it('lists every retreat of the picked defender in rank order, with the hexes it may not use', async () => {
    const store = memoryStore();
    expect((await saveG88MovementSettings(store, settingsWith())).ok).toBe(true);
    const opened: string[] = [];
    const root = await mount(<RetreatPanel store={store} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} onShowRule={(e) => opened.push(e.id)} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    const options = [...root.querySelectorAll('[data-testid="retreat-options"] li')].map((li) => text(li));
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toMatch(/^Rank 1 /);
    expect(text(root.querySelector('[data-testid="retreat-summary"]'))).toMatch(/retreats/);
    expect(text(root)).toContain('Not I10: enemy units hold it');
    const links = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Read the rules behind these steps');
    if (!links) throw new Error('no rule links');
    await click(links);
    const first = root.querySelector<HTMLButtonElement>('[aria-label="Rules behind the steps"] button');
    if (!first) throw new Error('no rule button');
    await click(first);
    expect(opened[0]).toMatch(/^gettysburg-88\//);
  });

  it('asks what the settings have not confirmed instead of guessing, and retreats an attacker away from the defenders', async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb', 'reb2']} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-questions"]')).not.toBeNull());
    expect(text(root.querySelector('[data-testid="retreat-questions"]'))).toMatch(/zone of control/i);
    expect(root.querySelector('[data-testid="retreat-options"]')).toBeNull();
    await choose(byLabel(root, 'Unit that retreats'), 'yank');
    expect(text(byLabel(root, 'Unit that retreats'))).toContain('yank (attacker)');
  });

  it("says which side the odds answer's results can make retreat, and offers that side's units first", async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: true, defenders: false }} />);
    expect(text(root.querySelector('[data-testid="retreat-hint"]'))).toContain('a retreat of the attackers');
    await open(root);
    expect(byLabel<HTMLSelectElement>(root, 'Unit that retreats').value).toBe('yank');
    const both = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: true, defenders: true }} />);
    expect(text(both.querySelector('[data-testid="retreat-hint"]'))).toContain('the defenders or the attackers');
    const none = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: false, defenders: false }} />);
    expect(none.querySelector('[data-testid="retreat-hint"]')).toBeNull();
  });
});
