import { storedIn } from '../support/stored.js';
import { describe, expect, it } from 'vitest';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  deleteTerrainEffects,
  importTerrainEffects,
  loadTerrainEffects,
  loadTerrainEffectsInput,
  saveTerrainEffects,
  TERRAIN_EFFECTS_KEY,
} from '../../src/storage/terrain-effects.js';

// A made-up test chart, not the series' real one.
const CHART = {
  format: TERRAIN_EFFECTS_FORMAT,
  game: 'cemetery-hill',
  title: 'Test chart',
  terrain: [{ name: 'woods', combat: { defenceMultiplier: 2 } }],
  hexsides: [{ name: 'ford', combat: { drm: -1 } }],
  creekHexsides: [['0510', '0511']],
};

describe('terrain effects storage', () => {
  it('saves a chart as typed, loads it checked, deletes it', async () => {
    const store = memoryStore();
    expect(await loadTerrainEffects(store, 'cemetery-hill')).toBeNull();
    const saved = await saveTerrainEffects(store, CHART);
    expect(saved.ok).toBe(true);
    expect(storedIn(store.dump(), TERRAIN_EFFECTS_KEY)).toEqual({ 'cemetery-hill': CHART });
    expect(await loadTerrainEffectsInput(store, 'cemetery-hill')).toEqual(CHART);
    const chart = await loadTerrainEffects(store, 'cemetery-hill');
    expect(chart?.rule).toBe('Terrain Effects Chart');
    expect(chart?.creekHexsides).toEqual([['0510', '0511']]);
    await deleteTerrainEffects(store, 'cemetery-hill');
    expect(await loadTerrainEffects(store, 'cemetery-hill')).toBeNull();
  });

  it('writes nothing when the chart is bad, and ignores a stored chart that no longer validates', async () => {
    const store = memoryStore({ [TERRAIN_EFFECTS_KEY]: { 'cemetery-hill': { ...CHART, terrain: 'woods' } } });
    expect(await loadTerrainEffects(store, 'cemetery-hill')).toBeNull();
    const before = store.dump();
    const bad = await saveTerrainEffects(store, { ...CHART, creekHexsides: [['0510', '0520']] });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['creekHexsides[0]']);
    expect(store.dump()).toEqual(before);
  });

  it('imports JSON text, refusing what does not parse', async () => {
    const store = memoryStore();
    const notJson = await importTerrainEffects(store, '{ nope');
    expect(notJson.ok ? '' : notJson.errors[0]?.path).toBe('(JSON)');
    expect(store.dump()).toEqual({});
    expect((await importTerrainEffects(store, JSON.stringify(CHART))).ok).toBe(true);
    expect((await loadTerrainEffects(store, 'cemetery-hill'))?.title).toBe('Test chart');
  });
});
