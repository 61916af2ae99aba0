import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadOrderOfBattle, ORDER_OF_BATTLE_KEY } from '../../src/storage/order-of-battle.js';
import { storedIn } from '../support/stored.js';
import { alertText, button, byName, choose, click, mountOptions, queryByName, settle, statusText, type, type Mounted } from './options-harness.js';

// Made-up strengths for the tests: no source gives a counter's.
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mountWith(stored: Record<string, unknown> = {}): Promise<Mounted> {
  mounted = await mountOptions(memoryStore({ selectedGame: 'gettysburg-77', ...stored }));
  await settle(10);
  return mounted;
}

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.order-of-battle-panel');
  if (!found) throw new Error('no order of battle section');
  return found;
}

function names(root: HTMLElement, side: 'union' | 'confederate'): string[] {
  return [...section(root).querySelectorAll(`table[data-side="${side}"] tbody th`)].map((th) => th.textContent ?? '');
}

describe('options: the order of battle', () => {
  it('starts with the 1977 chart’s units, its slips corrected and strengths blank', async () => {
    const { root } = await mountWith();
    const panel = section(root);
    expect(panel.querySelector('h2')?.textContent).toBe('Order of battle');
    const union = names(root, 'union');
    expect(union).toContain('Torbert (printed “Tobert”)');
    expect(union).toContain('Muhlenberg (printed “Mullenbrough”)');
    expect(union).toContain('Sedgwick (printed “Sedgewick”)');
    expect(union.some((n) => n.startsWith('Tobert'))).toBe(false);
    expect(names(root, 'confederate').slice(0, 3)).toEqual(['Davis', 'Archer', 'Pettigrew']);
    // Howard's corps is XI.
    expect(panel.querySelector('tr[data-unit="usa-howard"]')?.textContent).toContain('XI');
    expect(byName(panel, 'Front strength of Davis').value).toBe('');
    expect(byName(panel, 'Movement of Davis').value).toBe('5');
    // Units sharing a name are told apart in their fields' names.
    expect(queryByName(panel, 'Front strength of Jones (Confederate artillery, II)')).not.toBeNull();
    expect(queryByName(panel, 'Front strength of Jones (Confederate cavalry)')).not.toBeNull();
    // The seeds' units cannot be removed.
    expect(queryByName(panel, 'Remove Davis')).toBeNull();
  });

  it('stores the strengths entered for Davis, and only what differs from the seeds', async () => {
    const { root, store } = await mountWith();
    await type(byName(section(root), 'Front strength of Davis'), '7');
    await type(byName(section(root), 'Back strength of Davis'), '3');
    await click(button(section(root), 'Save order of battle'));
    const stored = storedIn(store.dump(), ORDER_OF_BATTLE_KEY) as Record<string, { id: string; strength: unknown }[]>;
    expect(stored['gettysburg-77']?.map((u) => [u.id, u.strength])).toEqual([['csa-davis', { full: 7, reduced: 3 }]]);
    expect(statusText(root)).toContain('Saved the order of battle of Gettysburg (1977)');
    expect(statusText(root)).toContain('1 with a strength entered');
    await settle(10);
    expect(byName(section(root), 'Front strength of Davis').value).toBe('7');
  });

  it('a bad value names the unit and the field and stores nothing', async () => {
    const { root, store } = await mountWith();
    const before = store.dump();
    await type(byName(section(root), 'Front strength of Archer'), '6');
    await type(byName(section(root), 'Back strength of Davis'), '1000');
    await click(button(section(root), 'Save order of battle'));
    expect(alertText(section(root))).toContain('Davis, back strength: should be a whole number from 0 to 999, or empty, not "1000".');
    const davis = byName(section(root), 'Back strength of Davis');
    expect(davis.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(davis.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Davis, back strength: should be');;
    expect(store.dump()).toEqual(before);
  });

  it('adds a unit of the player’s own, removes it, and resets to the seeds’ list', async () => {
    const { root, store } = await mountWith();
    const panel = section(root);
    await type(byName(panel, "New unit's name"), 'Made-up Brigade');
    await choose(byName(panel, "New unit's side"), 'confederate');
    await click(button(panel, 'Add unit'));
    await type(byName(section(root), 'Front strength of Made-up Brigade'), '4');
    await click(button(section(root), 'Save order of battle'));
    const order = await loadOrderOfBattle(store, 'gettysburg-77');
    expect(order.units.at(-1)).toMatchObject({ name: 'Made-up Brigade', side: 'confederate', strength: { full: 4, reduced: null } });
    await settle(10);
    expect(names(root, 'confederate').at(-1)).toBe('Made-up Brigade');

    // A blank name is named and adds nothing.
    await click(button(section(root), 'Add unit'));
    expect(alertText(section(root))).toContain("New unit’s name: missing");

    await click(button(section(root), 'Remove Made-up Brigade'));
    expect(names(root, 'confederate')).not.toContain('Made-up Brigade');
    await type(byName(section(root), 'Front strength of Davis'), '7');
    await click(button(section(root), 'Save order of battle'));
    expect((await loadOrderOfBattle(store, 'gettysburg-77')).entered.map((u) => u.id)).toEqual(['csa-davis']);

    await click(button(section(root), "Reset to the seeds' list"));
    await click(button(section(root), 'Yes, delete them'));
    expect((await loadOrderOfBattle(store, 'gettysburg-77')).entered).toEqual([]);
    await settle(10);
    expect(byName(section(root), 'Front strength of Davis').value).toBe('');
    expect(statusText(root)).toContain("seeds' list again");
  });

  it('another game shows what its seeds name, or says they name none', async () => {
    const { root } = await mountWith();
    await choose(byName(section(root), 'Order of battle game'), 'cemetery-hill');
    await settle(10);
    expect(section(root).querySelector('[data-testid="order-of-battle-source"]')?.textContent).toContain('name no unit');
    await choose(byName(section(root), 'Order of battle game'), 'they-met');
    await settle(10);
    expect(names(root, 'union')).toEqual(['Warren']);
    expect(names(root, 'confederate')).toEqual(['Dance', 'Nelson']);
  });
});
