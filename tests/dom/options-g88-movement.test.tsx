import { storedIn } from '../support/stored.js';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { MOVEMENT_SETTINGS_KEY } from '../../src/storage/g88-movement-settings.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { alertText, button, byName, choose, click, mountOptions, settle, statusText, type, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mountWith(stored: unknown = undefined): Promise<Mounted> {
  mounted = await mountOptions(memoryStore(stored === undefined ? {} : { [MOVEMENT_SETTINGS_KEY]: { 'gettysburg-88': stored } }));
  return mounted;
}

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.g88-movement');
  if (!found) throw new Error("no Gettysburg '88 movement section");
  return found;
}

const stored = (m: Mounted): Record<string, unknown> | undefined =>
  (storedIn(m.store.dump(), MOVEMENT_SETTINGS_KEY) as Record<string, Record<string, unknown>> | undefined)?.['gettysburg-88'];

describe("Options: Gettysburg '88 movement settings", () => {
  it('starts with nothing confirmed: every figure empty, each saying it comes from the rulebook', async () => {
    const m = await mountWith();
    const s = section(m.root);
    expect(s.querySelector('[data-testid="g88-open"]')?.textContent).toBe('Nothing confirmed yet.');
    for (const name of ['Clear hex', 'Hex entered along a road', 'Stream crossing, added', 'Bridge crossing, added', 'Stacking limit (combat units per hex)']) {
      const input = byName(s, name);
      expect(input.value).toBe('');
      const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      expect(hint).toMatch(/from your rulebook/);
    }
    for (const name of ['Other terrain', 'A hex of several terrains costs', 'After a hex entered off the road', 'Enemy zone of control', 'An enemy zone of control cancels a bridge']) {
      const el = byName<HTMLSelectElement | HTMLTextAreaElement>(s, name);
      expect(document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/from your rulebook/);
    }
    expect(byName<HTMLSelectElement>(s, 'Enemy zone of control').value).toBe('');
    expect(button(s, 'Download as a file').disabled).toBe(true);
  });

  it('saves what is typed, as settings the move command reads, and says what is still open', async () => {
    const m = await mountWith();
    const s = section(m.root);
    await type(byName(s, 'Where in your rulebook'), 'made-up test costs');
    await type(byName(s, 'Clear hex'), '1');
    await type(byName(s, 'Hex entered along a road'), '½');
    await type(byName<HTMLTextAreaElement>(s, 'Other terrain'), 'Woods = 2\norchard: prohibited');
    await choose(byName<HTMLSelectElement>(s, 'Enemy zone of control'), 'yes');
    await type(byName<HTMLTextAreaElement>(s, 'Roads'), 'G11 G10 G9 H8\nf9, g9, g8');
    await type(byName<HTMLTextAreaElement>(s, 'Stream hexsides'), 'F7 F8');
    await type(byName<HTMLTextAreaElement>(s, 'Bridges'), 'F8 F7');
    await click(button(s, 'Save movement settings'));
    expect(alertText(m.root)).toBe('');
    expect(stored(m)).toMatchObject({
      format: 'adjutant-g88-movement/1',
      rule: 'made-up test costs',
      costs: { clear: 1, road: 0.5, streamCrossing: null, terrain: { woods: 2, orchard: 'prohibited' } },
      zoc: { adjacentHexes: true, bridgeNegated: null },
      map: { roads: [['G11', 'G10', 'G9', 'H8'], ['F9', 'G9', 'G8']], streams: [['F7', 'F8']], bridges: [['F8', 'F7']] },
    });
    expect(statusText(m.root)).toMatch(/Saved the Gettysburg '88 movement settings\. Still to confirm: Stream crossing, added, Bridge crossing, added/);
    expect(section(m.root).querySelector('[data-testid="g88-open"]')?.textContent).toMatch(/^Not confirmed yet: Stream crossing/);
  });

  it('refuses bad figures, naming the field, and writes nothing', async () => {
    const m = await mountWith(MADE_UP_TEST_COSTS);
    const s = section(m.root);
    const before = m.store.dump();
    await type(byName(s, 'Hex entered along a road'), 'fast');
    await type(byName<HTMLTextAreaElement>(s, 'Roads'), 'G10 G8');
    await click(button(s, 'Save movement settings'));
    const alert = alertText(m.root);
    expect(alert).toContain('Hex entered along a road: should be movement factors');
    expect(alert).toContain('Roads, item 1, item 2: should be a hex next to G10, not "G8".');
    expect(byName(s, 'Hex entered along a road').getAttribute('aria-invalid')).toBe('true');
    expect(m.store.dump()).toEqual(before);
    // The error's button takes the keyboard to the field.
    await click(button(s, 'Go to Hex entered along a road'));
    expect(document.activeElement).toBe(byName(s, 'Hex entered along a road'));
  });

  it("keeps the map's extent for the retreat calculator, across a save of the form, and names a half-filled one", async () => {
    const m = await mountWith({ ...MADE_UP_TEST_COSTS, map: { ...MADE_UP_TEST_COSTS.map, extent: { firstColumn: 'A', lastColumn: 'U', firstRow: 1, lastRow: 40 } } });
    const s = section(m.root);
    expect(byName(s, 'Last column on your map').value).toBe('U');
    expect(byName(s, 'Last row on your map').value).toBe('40');
    await type(byName(s, 'Last row on your map'), '42');
    await click(button(s, 'Save movement settings'));
    expect(alertText(m.root)).toBe('');
    expect(stored(m)).toMatchObject({ map: { extent: { firstColumn: 'A', lastColumn: 'U', firstRow: 1, lastRow: 42 } } });
    await type(byName(s, 'First row on your map'), '');
    await click(button(s, 'Save movement settings'));
    expect(alertText(m.root)).toContain('First row on your map: missing; it should be a whole number from 1 to 99.');
    expect(byName(s, 'First row on your map').getAttribute('aria-invalid')).toBe('true');
    expect(stored(m)).toMatchObject({ map: { extent: { lastRow: 42 } } });
  });

  it('a terrain line it cannot read is named by its line', async () => {
    const m = await mountWith();
    const s = section(m.root);
    await type(byName<HTMLTextAreaElement>(s, 'Other terrain'), 'woods 2');
    await click(button(s, 'Save movement settings'));
    expect(alertText(m.root)).toContain('Other terrain (line 1): should be a terrain name, "=", and its cost');
    expect(m.store.dump()).toEqual({});
  });

  it('shows stored settings in the form, downloads them, and deletes them after asking', async () => {
    const m = await mountWith(MADE_UP_TEST_COSTS);
    const s = section(m.root);
    expect(byName(s, 'Hex entered along a road').value).toBe('0.5');
    expect(byName<HTMLTextAreaElement>(s, 'Other terrain').value).toBe('woods = 2\norchard = 1.5');
    expect(byName<HTMLSelectElement>(s, 'An enemy zone of control cancels a bridge').value).toBe('entering-zoc');
    expect(s.querySelector('[data-testid="g88-open"]')?.textContent).toBe('Every figure is confirmed.');
    await click(button(s, 'Download as a file'));
    expect(m.downloads).toHaveLength(1);
    expect(JSON.parse(m.downloads[0]?.text ?? '')).toMatchObject({ format: 'adjutant-g88-movement/1', costs: { road: 0.5 } });
    await click(button(s, 'Delete movement settings'));
    expect(document.activeElement?.textContent).toBe('Keep them');
    await click(button(s, 'Yes, delete them'));
    expect(stored(m)).toBeUndefined();
    expect(byName(section(m.root), 'Hex entered along a road').value).toBe('');
    expect(statusText(m.root)).toMatch(/unconfirmed again/);
  });

  it('imports a settings file, refusing a bad one whole', async () => {
    const m = await mountWith();
    const input = byName(section(m.root), 'Import a movement settings file');
    const choose = async (text: string): Promise<void> => {
      await act(() => {
        Object.defineProperty(input, 'files', { value: [new File([text], 'costs.json', { type: 'application/json' })], configurable: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await settle(10);
    };
    await choose(JSON.stringify({ format: 'adjutant-g88-movement/1', stackingLimit: 0 }));
    expect(alertText(m.root)).toContain('Stacking limit (combat units per hex): should be a whole number from 1 to 99, not 0.');
    expect(m.store.dump()).toEqual({});
    await choose(JSON.stringify(MADE_UP_TEST_COSTS));
    expect(stored(m)).toMatchObject({ costs: { road: 0.5 } });
    expect(statusText(m.root)).toMatch(/Imported costs\.json\. Still to confirm: nothing\./);
    expect(byName(section(m.root), 'Stacking limit (combat units per hex)').value).toBe('2');
  });
});
