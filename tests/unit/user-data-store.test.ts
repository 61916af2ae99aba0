import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  exportUserData,
  importUserData,
  loadRuleSet,
  loadSelectedGame,
  loadUserTable,
  saveRuleSet,
  saveSelectedGame,
  saveUserTable,
} from '../../src/storage/user-data.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';

describe('stored user data', () => {
  it('remembers the game, defaulting to gettysburg-77, and ignores a stored value of the wrong shape', async () => {
    const store = memoryStore({ selectedGame: 'risk' });
    expect(await loadSelectedGame(store)).toBe('gettysburg-77');
    await saveSelectedGame(store, 'they-met');
    expect(await loadSelectedGame(store)).toBe('they-met');
  });

  it('stores a valid table and refuses a bad one without writing', async () => {
    const store = memoryStore();
    expect((await saveUserTable(store, MADE_UP_RATIO)).ok).toBe(true);
    expect((await loadUserTable(store, 'cemetery-hill'))?.title).toBe('Made-up ratio test table');
    const before = store.dump();
    const r = await saveUserTable(store, { ...MADE_UP_RATIO, columns: ['1-2'] });
    expect(r.ok).toBe(false);
    expect(store.dump()).toEqual(before);
    expect((await saveUserTable(store, { ...MADE_UP_RATIO, game: 'gettysburg-77' })).ok).toBe(false);
  });

  it('keeps rule sets per game and refuses unknown rules', async () => {
    const store = memoryStore();
    expect((await saveRuleSet(store, 'gettysburg-77', { 'headquarters-modification': true })).ok).toBe(true);
    expect(await loadRuleSet(store, 'gettysburg-77')).toEqual({ 'headquarters-modification': true });
    const r = await saveRuleSet(store, 'gettysburg-77', { 'flying-cavalry': true });
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['ruleSet.flying-cavalry']);
  });

  it('exports and imports everything; a bad import is refused whole and changes nothing', async () => {
    const store = memoryStore();
    await saveUserTable(store, MADE_UP_RATIO);
    await saveRuleSet(store, 'gettysburg-77', { 'artillery-range-5': true });
    const exported = JSON.stringify(await exportUserData(store));
    const fresh = memoryStore();
    expect((await importUserData(fresh, exported)).ok).toBe(true);
    expect(await exportUserData(fresh)).toEqual(JSON.parse(exported));

    const before = store.dump();
    const broken = JSON.parse(exported);
    broken.userTables['cemetery-hill'].rows[1].results[0] = 'NOPE';
    broken.ruleSets['gettysburg-77'] = { 'artillery-range-5': 'yes' };
    const r = await importUserData(store, JSON.stringify(broken));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['userTables.cemetery-hill.rows[1].results[0]', 'ruleSets.gettysburg-77.artillery-range-5']);
    expect(store.dump()).toEqual(before);
    for (const text of ['not json', '[]', '{"format":"x"}', 'x'.repeat(1_000_001)]) {
      expect((await importUserData(store, text)).ok).toBe(false);
      expect(store.dump()).toEqual(before);
    }
  });
});
