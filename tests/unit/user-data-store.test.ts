import { discardUnreadable, findUnreadable } from '../../src/storage/stored-keys.js';
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
  it('remembers the game, defaulting to gettysburg-77; a stored value of the wrong shape is reported and kept until discarded', async () => {
    const store = memoryStore({ selectedGame: 'risk' });
    expect(await loadSelectedGame(store)).toBe('gettysburg-77');
    const [unreadable, ...others] = await findUnreadable(store);
    expect(others).toEqual([]);
    expect(unreadable?.reason).toMatch(/^The game you chose last could not be read: expected one of gettysburg-77, .* \(found "risk"\)\.$/);
    await expect(saveSelectedGame(store, 'they-met')).rejects.toThrow(/export it or discard it/);
    expect(store.dump()).toEqual({ selectedGame: 'risk' });
    if (unreadable) expect(await discardUnreadable(store, unreadable)).toBe(true);
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

describe('export and import of the stores that came later', async () => {
  const { saveTerrainEffects, loadTerrainEffectsInput, TERRAIN_EFFECTS_KEY } = await import('../../src/storage/terrain-effects.js');
  const { saveAreaTems, loadAreaTemsInput } = await import('../../src/storage/area-tems.js');
  const { saveMoraleRatings, loadMoraleRatingsInput } = await import('../../src/storage/morale-ratings.js');
  const { saveTerrainMark, loadTerrainMarks } = await import('../../src/storage/terrain-marks.js');
  const { saveG88MovementSettings, loadG88MovementSettings } = await import('../../src/storage/g88-movement-settings.js');

  // All MADE UP for the test: not Cemetery Hill's chart, a They Met map's TEMs, High Tide's card or '88's costs.
  const CHART = {
    format: 'adjutant-terrain-effects/1',
    game: 'cemetery-hill',
    title: 'Made-up test chart',
    terrain: [{ name: 'woods', combat: { defenceMultiplier: 2 } }],
  };
  const TEMS = { format: 'adjutant-area-tems/1', title: 'Made-up TEMs', areaTems: { '19': 1 }, zones: ['Hanover Road'] };
  const RATINGS = { format: 'adjutant-morale-ratings/1', ratings: { 'Made-up Brigade': '6/4' } };
  const MOVEMENT = { format: 'adjutant-g88-movement/1', rule: 'made-up test costs', costs: { clear: 1, road: 0.5 } };

  async function filled() {
    const store = memoryStore();
    expect((await saveUserTable(store, MADE_UP_RATIO)).ok).toBe(true);
    expect((await saveTerrainEffects(store, CHART)).ok).toBe(true);
    expect((await saveAreaTems(store, TEMS)).ok).toBe(true);
    expect((await saveMoraleRatings(store, RATINGS)).ok).toBe(true);
    expect((await saveTerrainMark(store, 'gettysburg-77', 'Q40', { terrain: ['town'] })).ok).toBe(true);
    expect((await saveG88MovementSettings(store, MOVEMENT)).ok).toBe(true);
    return store;
  }

  it('exports every store, and a fresh store imports it back to the same export', async () => {
    const store = await filled();
    const exported = await exportUserData(store);
    expect(exported.terrainEffects).toEqual({ 'cemetery-hill': CHART });
    expect(exported.areaTems).toEqual(TEMS);
    expect(exported.moraleRatings).toEqual(RATINGS);
    expect(exported.terrainMarks).toEqual({ format: 'adjutant-terrain-marks/1', games: { 'gettysburg-77': { Q40: { terrain: ['town'] } } } });
    expect(exported.movementSettings?.['gettysburg-88']?.costs.road).toBe(0.5);

    const fresh = memoryStore();
    const r = await importUserData(fresh, JSON.stringify(exported));
    expect(r.ok).toBe(true);
    expect(await exportUserData(fresh)).toEqual(exported);
    expect(await loadTerrainEffectsInput(fresh, 'cemetery-hill')).toEqual(CHART);
    expect(await loadAreaTemsInput(fresh)).toEqual(TEMS);
    expect(await loadMoraleRatingsInput(fresh)).toEqual(RATINGS);
    expect(await loadTerrainMarks(fresh, 'gettysburg-77')).toEqual({ Q40: { terrain: ['town'] } });
    expect((await loadG88MovementSettings(fresh))?.costs.clear).toBe(1);
  });

  it('an export with nothing in the later stores has none of their keys', async () => {
    const store = memoryStore();
    await saveUserTable(store, MADE_UP_RATIO);
    expect(Object.keys(await exportUserData(store)).sort()).toEqual(['format', 'ruleSets', 'userTables']);
  });

  it('an older file without the new keys imports and leaves those stores as they were', async () => {
    const store = await filled();
    const before = await exportUserData(store);
    const older = { format: 'adjutant-user-data/1', userTables: {}, ruleSets: { 'gettysburg-77': { 'experience-matrix': true } } };
    expect((await importUserData(store, JSON.stringify(older))).ok).toBe(true);
    const after = await exportUserData(store);
    expect(after.ruleSets).toEqual({ 'gettysburg-77': { 'experience-matrix': true } });
    expect({ ...after, ruleSets: before.ruleSets }).toEqual(before);
  });

  it('a good file replaces what it names and keeps the rest: marks hex by hex, TEMs whole', async () => {
    const store = await filled();
    const file = {
      format: 'adjutant-user-data/1',
      userTables: {},
      ruleSets: {},
      areaTems: { format: 'adjutant-area-tems/1', areaTems: { '20': 1 } },
      terrainMarks: { format: 'adjutant-terrain-marks/1', games: { 'gettysburg-77': { R40: { elevation: 7 } } } },
    };
    expect((await importUserData(store, JSON.stringify(file))).ok).toBe(true);
    expect(await loadAreaTemsInput(store)).toEqual(file.areaTems);
    expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({ Q40: { terrain: ['town'] }, R40: { elevation: 7 } });
    expect(await loadMoraleRatingsInput(store)).toEqual(RATINGS);
  });

  it('one bad part anywhere refuses the whole file, every error named by its path, and no store changes', async () => {
    const store = await filled();
    const before = store.dump();
    const good = await exportUserData(store);
    const bad = structuredClone(good) as unknown as Record<string, Record<string, unknown>>;
    // Every part valid but one, in turn; then all bad at once.
    const breaks: [string, (d: Record<string, Record<string, unknown>>) => void][] = [
      ['terrainEffects.cemetery-hill.terrain[0].combat.defenceMultiplier', (d) => ((d.terrainEffects as Record<string, typeof CHART>)['cemetery-hill'] = { ...CHART, terrain: [{ name: 'woods', combat: { defenceMultiplier: 0 } }] })],
      ['terrainEffects.gettysburg-77', (d) => ((d.terrainEffects as Record<string, unknown>)['gettysburg-77'] = { ...CHART, game: 'gettysburg-77' })],
      ['areaTems.areaTems["64"]', (d) => (d.areaTems = { format: 'adjutant-area-tems/1', areaTems: { '64': 3 } })],
      ['moraleRatings.ratings["Made-up Brigade"]', (d) => (d.moraleRatings = { format: 'adjutant-morale-ratings/1', ratings: { 'Made-up Brigade': 'brave' } })],
      ['terrainMarks.games["gettysburg-77"]["0127"]', (d) => (d.terrainMarks = { format: 'adjutant-terrain-marks/1', games: { 'gettysburg-77': { '0127': { terrain: ['town'] } } } })],
      ['movementSettings.gettysburg-88.costs.clear', (d) => (d.movementSettings = { 'gettysburg-88': { ...MOVEMENT, costs: { clear: -1 } } })],
      ['movementSettings.they-met', (d) => (d.movementSettings = { 'they-met': MOVEMENT })],
    ];
    for (const [path, breakIt] of breaks) {
      const one = structuredClone(bad);
      breakIt(one);
      const r = await importUserData(store, JSON.stringify(one));
      expect(r.ok, path).toBe(false);
      if (!r.ok) expect(r.errors.map((e) => e.path), path).toContain(path);
      expect(store.dump(), path).toEqual(before);
    }
    for (const [, breakIt] of breaks) breakIt(bad);
    const all = await importUserData(store, JSON.stringify(bad));
    expect(all.ok).toBe(false);
    if (!all.ok) expect(all.errors.length).toBeGreaterThanOrEqual(breaks.length - 1);
    expect(store.dump()).toEqual(before);
    // A later store's bad part also holds back a good combat table in the same file.
    const withTable = { format: 'adjutant-user-data/1', userTables: good.userTables, ruleSets: {}, areaTems: 'none' };
    expect((await importUserData(memoryStore(), JSON.stringify(withTable))).ok).toBe(false);
    const target = memoryStore();
    await importUserData(target, JSON.stringify(withTable));
    expect(target.dump()).toEqual({});
    expect(TERRAIN_EFFECTS_KEY in before).toBe(true);
  });
});

describe('the backup carries the ledgers and the victory settings', async () => {
  const { appendLedgerRow, loadLedger, ledgerKey } = await import('../../src/storage/ledger.js');
  const { saveVictorySettings, loadVictorySettings, VICTORY_SETTINGS_KEY } = await import('../../src/storage/victory-settings.js');

  // MADE UP for the test: not a played game, nor '88's real VP figures.
  const EXIT = { kind: 'exit', unitId: 'csa-made-up', side: 'confederate', cavalry: true, strength: 2, during: 'movement' } as const;
  const G88 = { flipVp: 1, eliminationVp: 2, objectives: [{ hex: 'F7', name: 'Made-up objective', union: 3, confederate: 3, initialControl: 'union' }] };
  const CH = { edgeRoadHexes: { east: ['2110'] } };

  async function filled() {
    const store = memoryStore();
    expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 2, playerTurn: 'union', board: null, events: [] })).ok).toBe(true);
    expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 2, playerTurn: 'confederate', board: null, events: [{ ...EXIT, during: undefined }] })).ok).toBe(true);
    expect((await appendLedgerRow(store, 'gettysburg-88', { turn: 1, playerTurn: 'confederate', board: null, events: [EXIT] })).ok).toBe(true);
    expect((await saveVictorySettings(store, 'gettysburg-88', G88)).ok).toBe(true);
    expect((await saveVictorySettings(store, 'cemetery-hill', CH)).ok).toBe(true);
    return store;
  }

  it('exports both, and a fresh store imports them back to the same export', async () => {
    const store = await filled();
    const exported = await exportUserData(store);
    expect(exported.ledger?.format).toBe('adjutant-ledger/1');
    expect(Object.keys(exported.ledger?.games ?? {}).sort()).toEqual(['cemetery-hill', 'gettysburg-88']);
    expect(exported.victorySettings).toEqual({ 'cemetery-hill': CH, 'gettysburg-88': G88 });
    const fresh = memoryStore();
    expect((await importUserData(fresh, JSON.stringify(exported))).ok).toBe(true);
    expect(await exportUserData(fresh)).toEqual(exported);
    expect((await loadLedger(fresh, 'gettysburg-88'))[0]?.events).toEqual([EXIT]);
    expect((await loadLedger(fresh, 'cemetery-hill')).map((r) => r.playerTurn)).toEqual(['union', 'confederate']);
    expect(await loadVictorySettings(fresh, 'gettysburg-88')).toEqual(G88);
  });

  it('an older file without these keys imports and leaves the ledgers and settings as they were', async () => {
    const store = await filled();
    const before = store.dump();
    const older = { format: 'adjutant-user-data/1', userTables: {}, ruleSets: {} };
    expect((await importUserData(store, JSON.stringify(older))).ok).toBe(true);
    expect(store.dump()[ledgerKey('cemetery-hill')]).toEqual(before[ledgerKey('cemetery-hill')]);
    expect(store.dump()[ledgerKey('gettysburg-88')]).toEqual(before[ledgerKey('gettysburg-88')]);
    expect(store.dump()[VICTORY_SETTINGS_KEY]).toEqual(before[VICTORY_SETTINGS_KEY]);
  });

  it('a good file replaces the ledgers and settings of the games it names and keeps the rest', async () => {
    const store = await filled();
    const file = {
      format: 'adjutant-user-data/1',
      userTables: {},
      ruleSets: {},
      ledger: { format: 'adjutant-ledger/1', games: { 'gettysburg-88': [{ turn: 3, playerTurn: 'union', board: null, events: [{ kind: 'note', text: 'made up' }] }] } },
      victorySettings: { 'gettysburg-77': { optionalUnitCosts: { 'made-up-unit': null } } },
    };
    expect((await importUserData(store, JSON.stringify(file))).ok).toBe(true);
    expect((await loadLedger(store, 'gettysburg-88')).map((r) => r.turn)).toEqual([3]);
    expect(await loadLedger(store, 'cemetery-hill')).toHaveLength(2);
    expect(await loadVictorySettings(store, 'gettysburg-77')).toEqual({ optionalUnitCosts: { 'made-up-unit': null } });
    expect(await loadVictorySettings(store, 'gettysburg-88')).toEqual(G88);
    expect(await loadVictorySettings(store, 'cemetery-hill')).toEqual(CH);
  });

  it('a bad ledger or bad settings refuse the whole file by path, and nothing changes', async () => {
    const store = await filled();
    const before = store.dump();
    const good = await exportUserData(store);
    const breaks: [string, (d: Record<string, unknown>) => void][] = [
      ['ledger.format', (d) => (d.ledger = { format: 'adjutant-ledger/9', games: {} })],
      ['ledger.games["gettysburg-88"][0].events[0].during', (d) => (d.ledger = { format: 'adjutant-ledger/1', games: { 'gettysburg-88': [{ turn: 1, playerTurn: 'union', board: null, events: [{ ...EXIT, during: 'rout' }] }] } })],
      ['ledger', (d) => (d.ledger = 'none')],
      ['victorySettings.gettysburg-88.objectives[0].hex', (d) => (d.victorySettings = { 'gettysburg-88': { objectives: [{ hex: '??' }] } })],
      ['victorySettings.high-tide', (d) => (d.victorySettings = { 'high-tide': {} })],
      ['victorySettings', (d) => (d.victorySettings = [])],
    ];
    for (const [path, breakIt] of breaks) {
      const one = structuredClone(good) as unknown as Record<string, unknown>;
      // A good combat table rides along: it must be held back too.
      one.ruleSets = { 'gettysburg-77': { 'experience-matrix': true } };
      breakIt(one);
      const r = await importUserData(store, JSON.stringify(one));
      expect(r.ok, path).toBe(false);
      if (!r.ok) expect(r.errors.map((e) => e.path), path).toContain(path);
      expect(store.dump(), path).toEqual(before);
    }
  });
});
