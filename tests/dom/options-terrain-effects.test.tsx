import { storedIn } from '../support/stored.js';
import { afterEach, describe, expect, it } from 'vitest';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { AREA_TEMS_FORMAT } from '../../src/engine/games/they-met/area-tems-input.js';
import { MORALE_RATINGS_FORMAT } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { AREA_TEMS_KEY } from '../../src/storage/area-tems.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { MORALE_RATINGS_KEY } from '../../src/storage/morale-ratings.js';
import { TERRAIN_EFFECTS_KEY } from '../../src/storage/terrain-effects.js';
import { alertText, button, byName, click, mountOptions, statusText, type, type Mounted } from './options-harness.js';

// A made-up test chart, not the Blue & Gray series' real one.
const CHART = {
  format: TERRAIN_EFFECTS_FORMAT,
  game: 'cemetery-hill',
  title: 'Test chart',
  terrain: [{ name: 'town', combat: { drm: 1 } }],
  hexsides: [{ name: 'ford', combat: { drm: -1 } }],
  creekHexsides: [['0510', '0511']],
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mount(initial: Record<string, unknown> = {}): Promise<Mounted> {
  mounted = await mountOptions(memoryStore({ selectedGame: 'cemetery-hill', ...initial }));
  return mounted;
}

function section(root: HTMLElement, cls: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`section.${cls}`);
  if (!found) throw new Error(`no section.${cls}`);
  return found;
}

const box = (s: HTMLElement, name: string): HTMLTextAreaElement => byName<HTMLTextAreaElement>(s, name);

describe('options: terrain effects chart (Cemetery Hill)', () => {
  it('builds a chart with the form, saves it, and lists what was saved', async () => {
    const { root, store } = await mount();
    const s = section(root, 'terrain-effects');
    expect(s.querySelector('h2')?.textContent).toBe('Terrain effects (Cemetery Hill)');
    expect(JSON.parse(box(s, 'Terrain effects chart JSON').value)).toMatchObject({ format: TERRAIN_EFFECTS_FORMAT, game: 'cemetery-hill', terrain: [] });
    expect(button(s, 'Delete terrain effects chart').disabled).toBe(true);

    await type(byName(s, 'Name'), 'woods');
    await type(byName(s, 'Defence multiplier'), '2');
    await type(byName(s, 'Movement cost'), '2');
    await click(button(s, 'Add to the chart'));
    expect(statusText(root)).toContain('Added terrain type woods');
    await type(byName(s, 'Creek hex'), '0510');
    await type(byName(s, 'Neighbouring hex'), '0511');
    await click(button(s, 'Add creek hexside'));
    const chart = JSON.parse(box(s, 'Terrain effects chart JSON').value);
    expect(chart.terrain).toEqual([{ name: 'woods', combat: { defenceMultiplier: 2 }, movement: { cost: 2 } }]);
    expect(chart.creekHexsides).toEqual([['0510', '0511']]);
    expect(storedIn(store.dump(), TERRAIN_EFFECTS_KEY)).toBeUndefined();

    await click(button(s, 'Save terrain effects chart'));
    expect(alertText(root)).toBe('');
    expect(statusText(root)).toContain('1 terrain type, 0 hexside types, 1 creek hexside');
    expect(storedIn(store.dump(), TERRAIN_EFFECTS_KEY)).toEqual({ 'cemetery-hill': chart });
    expect(button(s, 'Delete terrain effects chart').disabled).toBe(false);
  });

  it('names each problem by its field and saves nothing', async () => {
    const { root, store } = await mount({ [TERRAIN_EFFECTS_KEY]: { 'cemetery-hill': CHART } });
    const s = section(root, 'terrain-effects');
    expect(JSON.parse(box(s, 'Terrain effects chart JSON').value)).toEqual(CHART);
    await type(box(s, 'Terrain effects chart JSON'), JSON.stringify({ ...CHART, creekHexsides: [['0510', '0515']], terrain: [{ name: 'town', combat: { drm: 'x' } }] }));
    await click(button(s, 'Save terrain effects chart'));
    expect(alertText(root)).toContain('creekHexsides[0]: expected two hexes that touch along a side');
    expect(alertText(root)).toContain('terrain[0].combat.drm');
    // The headline is in words; the JSON path is under it.
    const lines = [...root.querySelectorAll('section.terrain-effects [role="alert"] li .message')].map((m) => m.textContent);
    expect(lines).toEqual([
      'Terrain type 1, DRM: should be a whole number from -10 to 10, not "x".',
      'Creek hexside 1: should be two hexes that touch along a side (a hexside lies between neighbours), not a list of 2.',
    ]);
    const box0 = box(s, 'Terrain effects chart JSON');
    expect(box0.getAttribute('aria-invalid')).toBe('true');
    expect(box0.getAttribute('aria-describedby')).toContain('terrain-effects-json-error');
    expect(storedIn(store.dump(), TERRAIN_EFFECTS_KEY)).toEqual({ 'cemetery-hill': CHART });

    await type(box(s, 'Terrain effects chart JSON'), '{ not json');
    await click(button(s, 'Add creek hexside'));
    expect(alertText(root)).toContain('The text: this is not valid JSON');
  });

  it('exports and deletes the stored chart', async () => {
    const { root, store, downloads } = await mount({ [TERRAIN_EFFECTS_KEY]: { 'cemetery-hill': CHART } });
    const s = section(root, 'terrain-effects');
    await click(button(s, 'Export terrain effects chart'));
    expect(downloads.map((d) => d.filename)).toEqual(['adjutant-terrain-effects-cemetery-hill.json']);
    expect(JSON.parse(downloads[0]?.text ?? '')).toEqual(CHART);
    await click(button(s, 'Delete terrain effects chart'));
    expect(storedIn(store.dump(), TERRAIN_EFFECTS_KEY)).toEqual({});
    expect(statusText(root)).toBe('Deleted the terrain effects chart of Cemetery Hill.');
    expect(JSON.parse(box(s, 'Terrain effects chart JSON').value).terrain).toEqual([]);
  });
});

describe('options: area TEMs (They Met at Gettysburg)', () => {
  it('starts from area 64’s +1, adds an area and a Zone, saves; refuses another TEM for 64', async () => {
    const { root, store } = await mount();
    const s = section(root, 'area-tems');
    expect(JSON.parse(box(s, 'Area TEMs JSON').value)).toEqual({ format: AREA_TEMS_FORMAT, areaTems: { '64': 1 }, zones: [] });
    await type(byName(s, 'Area'), '19');
    await type(byName(s, 'Printed TEM'), '2');
    await click(button(s, 'Add area TEM'));
    await type(byName(s, 'Zone'), 'Hanover Road');
    await click(button(s, 'Add Zone'));
    await click(button(s, 'Save area TEMs'));
    expect(storedIn(store.dump(), AREA_TEMS_KEY)).toEqual({ format: AREA_TEMS_FORMAT, areaTems: { '64': 1, '19': 2 }, zones: ['Hanover Road'] });
    expect(statusText(root)).toContain('2 areas and 1 Zone');

    await type(byName(s, 'Area'), '64');
    await type(byName(s, 'Printed TEM'), '2');
    await click(button(s, 'Add area TEM'));
    await click(button(s, 'Save area TEMs'));
    // In words first, the JSON path under it.
    expect(alertText(root)).toMatch(/Area 64: .*In the JSON: areaTems\["64"\]/);

    // A form field the form refuses is marked, and its error line is read with it.
    await type(byName(s, 'Printed TEM'), 'x');
    await type(byName(s, 'Area'), '12');
    await click(button(s, 'Add area TEM'));
    const tem = byName(s, 'Printed TEM');
    expect(tem.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tem.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Printed TEM: should be a whole number such as 0, 1 or 2, not "x".');
    expect(byName(s, 'Area').hasAttribute('aria-invalid')).toBe(false);
    expect(alertText(root)).not.toContain('In the JSON');
    expect((storedIn(store.dump(), AREA_TEMS_KEY) as { areaTems: Record<string, number> }).areaTems['64']).toBe(1);
  });
});

describe('options: morale ratings (High Tide)', () => {
  it('adds a rating with the form and saves it; refuses a rating not written like 7/5', async () => {
    const { root, store } = await mount();
    const s = section(root, 'morale-ratings');
    await type(byName(s, 'Unit'), 'u1');
    await type(byName(s, 'Rating'), '7-5');
    await click(button(s, 'Add rating'));
    expect(alertText(root)).toContain('Rating: should be two numerals with a slash between, as the card writes them, not "7-5".');
    expect(byName(s, 'Rating').getAttribute('aria-invalid')).toBe('true');
    expect(byName(s, 'Rating').getAttribute('aria-describedby')).toContain('morale-ratings-rating-error');
    await type(byName(s, 'Rating'), '7/5');
    await click(button(s, 'Add rating'));
    await click(button(s, 'Save morale ratings'));
    expect(storedIn(store.dump(), MORALE_RATINGS_KEY)).toEqual({ format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5' } });
    expect(statusText(root)).toContain('1 unit for');
  });
});
