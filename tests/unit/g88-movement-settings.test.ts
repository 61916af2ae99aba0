import { describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { UNCONFIRMED_SETTINGS } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import { parseG88MovementSettings, parseG88MovementSettingsText } from '../../src/engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { deleteG88MovementSettings, loadG88MovementSettings, MOVEMENT_SETTINGS_KEY, saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';

const errorsOf = (json: unknown): string => {
  const parsed = parseG88MovementSettings(json);
  return parsed.ok ? '' : formatFieldErrors(parsed.errors);
};

describe('adjutant-g88-movement/1 settings', () => {
  it('reads the made-up test costs, with canonical labels and lower-case terrain names', () => {
    const parsed = parseG88MovementSettings({
      ...MADE_UP_TEST_COSTS,
      costs: { ...MADE_UP_TEST_COSTS.costs, terrain: { ' Woods ': 2 } },
      map: { roads: [['g10', 'G9', 'g8']], streams: [['F7', 'F8']], bridges: [['F8', 'F7']] },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.costs.terrain).toEqual({ woods: 2 });
    expect(parsed.value.map).toEqual({ roads: [['G10', 'G9', 'G8']], roadsBetweenRoadHexes: false, streams: [['F7', 'F8']], bridges: [['F8', 'F7']], extent: null });
  });

  it("reads the map's extent (clarification 35's edge) as capitals, and names what is wrong in it", () => {
    const parsed = parseG88MovementSettings({ format: 'adjutant-g88-movement/1', map: { extent: { firstColumn: 'a', lastColumn: 'U', firstRow: 1, lastRow: 40 } } });
    expect(parsed.ok && parsed.value.map.extent).toEqual({ firstColumn: 'A', lastColumn: 'U', firstRow: 1, lastRow: 40 });
    const text = errorsOf({ format: 'adjutant-g88-movement/1', map: { extent: { firstColumn: 'AA', lastColumn: 'C', firstRow: 0, lastRow: 5, edge: 1 } } });
    expect(text).toContain('map.extent.firstColumn: expected a column letter, A to Z');
    expect(text).toContain('map.extent.firstRow: expected a whole number from 1 to 99');
    expect(text).toContain('map.extent.edge: expected no field of this name here');
    expect(errorsOf({ format: 'adjutant-g88-movement/1', map: { extent: { firstColumn: 'D', lastColumn: 'C', firstRow: 1, lastRow: 5 } } })).toContain('map.extent.lastColumn: expected a column no earlier than D');
    expect(errorsOf({ format: 'adjutant-g88-movement/1', map: { extent: { firstColumn: 'A', lastColumn: 'C', firstRow: 9, lastRow: 5 } } })).toContain('map.extent.lastRow: expected a row no lower than 9');
  });

  it('the bare format is nothing confirmed: every figure null, unmarked hexes asked about', () => {
    const parsed = parseG88MovementSettings({ format: 'adjutant-g88-movement/1' });
    expect(parsed).toEqual({ ok: true, value: UNCONFIRMED_SETTINGS });
  });

  it('names every bad field', () => {
    const text = errorsOf({
      format: 'adjutant-g88-movement/2',
      costs: { clear: -1, road: 0.3, terrain: { 'rough hill': 1, road: 1, woods: 'lots' }, combine: 'average', extra: 1 },
      zoc: { adjacentHexes: 'yes' },
      stackingLimit: 0,
      map: { roads: [['G10', 'G8']], streams: [['F7', 'F8']], bridges: [['A1', 'A2']] },
    });
    for (const expected of [
      'format: expected "adjutant-g88-movement/1"',
      'costs.extra: expected no field of this name here',
      'costs.clear: expected movement factors from 0 to 99',
      'costs.road: expected movement factors',
      'costs.terrain["rough hill"]: expected no cost for rough hill',
      'costs.terrain.road: expected no road here',
      'costs.terrain.woods: expected movement factors',
      'costs.combine: expected one of "highest", "sum"',
      'zoc.adjacentHexes: expected true or false',
      'stackingLimit: expected a whole number from 1 to 99',
      'map.roads[0][1]: expected a hex next to G10 (found "G8")',
      'map.bridges[0]: expected a bridge over a hexside listed under map.streams',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a hexside is two adjacent hexes', () => {
    expect(errorsOf({ format: 'adjutant-g88-movement/1', map: { streams: [['F7']] } })).toContain('map.streams[0]: expected two adjacent hexes');
    expect(errorsOf({ format: 'adjutant-g88-movement/1', map: { streams: [['F7', 'F9']] } })).toContain('map.streams[0][1]: expected a hex next to F7');
  });

  it('refuses the same terrain twice under two spellings, and keeps odd names as plain keys', () => {
    expect(errorsOf({ format: 'adjutant-g88-movement/1', costs: { terrain: { Woods: 2, woods: 2 } } })).toContain('a terrain not already named under another spelling');
    const parsed = parseG88MovementSettings(JSON.parse('{"format":"adjutant-g88-movement/1","costs":{"terrain":{"__proto__":2,"constructor":1}}}'));
    expect(parsed.ok && Object.keys(parsed.value.costs.terrain)).toEqual(['__proto__', 'constructor']);
    expect(parsed.ok && Object.getPrototypeOf(parsed.value.costs.terrain)).toBe(Object.prototype);
  });

  it('reads text, refusing broken JSON', () => {
    expect(parseG88MovementSettingsText('{').ok).toBe(false);
    expect(parseG88MovementSettingsText(JSON.stringify(MADE_UP_TEST_COSTS)).ok).toBe(true);
  });
});

describe('stored movement settings', () => {
  it('saves valid settings, re-reads them, and deletes them', async () => {
    const store = memoryStore();
    expect(await loadG88MovementSettings(store)).toBeNull();
    const saved = await saveG88MovementSettings(store, MADE_UP_TEST_COSTS);
    expect(saved.ok).toBe(true);
    expect((await loadG88MovementSettings(store))?.costs.road).toBe(0.5);
    await deleteG88MovementSettings(store);
    expect(await loadG88MovementSettings(store)).toBeNull();
  });

  it('writes nothing when the settings are bad, and ignores stored settings that no longer validate', async () => {
    const store = memoryStore({ [MOVEMENT_SETTINGS_KEY]: { 'gettysburg-88': { format: 'adjutant-g88-movement/1', costs: { clear: 'one' } } } });
    expect(await loadG88MovementSettings(store)).toBeNull();
    const before = store.dump();
    const saved = await saveG88MovementSettings(store, { format: 'adjutant-g88-movement/1', stackingLimit: -1 });
    expect(saved.ok).toBe(false);
    expect(store.dump()).toEqual(before);
  });
});
