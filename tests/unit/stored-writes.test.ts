import { describe, expect, it } from 'vitest';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { MORALE_RATINGS_FORMAT } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { AREA_TEMS_FORMAT } from '../../src/engine/games/they-met/area-tems-input.js';
import { defaultModuleSettings, saveModuleSettings, VASSAL_KEYS } from '../../src/readers/vassal/module-settings.js';
import { GEOMETRY_FORMAT, type ModuleGeometry } from '../../src/readers/vassal/module-geometry.js';
import { memoryStore, storedBytes, type KeyValueStore } from '../../src/storage/key-value-store.js';
import { importLedger, LEDGER_FORMAT, ledgerKey } from '../../src/storage/ledger.js';
import { writeStored, type StoredSpec } from '../../src/storage/stored-value.js';
import { importTerrainMarks, TERRAIN_MARKS_FORMAT } from '../../src/storage/terrain-marks.js';
import { importUserData, USER_DATA_FORMAT } from '../../src/storage/user-data.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { backupOfAtLeast } from '../support/big-backup.js';
import { row } from '../support/ledger-rows.js';

/** Chrome's storage.local quota without unlimitedStorage. */
const CHROME_QUOTA = 10_485_760;

/** A store that records each write call and can be made to fail the n-th (as a browser can, on quota or disk). */
function recordingStore(inner: ReturnType<typeof memoryStore>, failOnCall: number | null = null) {
  const calls: string[][] = [];
  const store: KeyValueStore & { calls: string[][] } = {
    ...inner,
    calls,
    async set(key, value) {
      await store.setMany({ [key]: value });
    },
    async setMany(values) {
      calls.push(Object.keys(values));
      if (calls.length === failOnCall) throw new Error('QUOTA_BYTES quota exceeded');
      await inner.setMany(values);
    },
  };
  return store;
}

/** A backup that names every store it can. */
function everyStoreBackup(): string {
  return JSON.stringify({
    format: USER_DATA_FORMAT,
    userTables: { 'cemetery-hill': MADE_UP_RATIO },
    ruleSets: { 'gettysburg-77': { 'attack-movement': true } },
    terrainEffects: { 'cemetery-hill': { format: TERRAIN_EFFECTS_FORMAT, game: 'cemetery-hill', title: 'Test chart', terrain: [{ name: 'woods' }] } },
    areaTems: { format: AREA_TEMS_FORMAT, areaTems: { '19': 2 }, zones: [] },
    moraleRatings: { format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5' } },
    terrainMarks: { format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-77': { O38: { road: true } } } },
    hexsideMarks: { 'gettysburg-88': { 'E6|E7': ['stream'] } },
    movementSettings: { 'gettysburg-88': MADE_UP_TEST_COSTS },
    ledger: { format: LEDGER_FORMAT, games: { 'cemetery-hill': [row(1, 'confederate', null)], 'gettysburg-88': [row(1, 'union', null)] } },
    victorySettings: { 'cemetery-hill': { edgeRoadHexes: { east: ['2110'], west: ['0105'] } } },
    unitStrengths: { 'gettysburg-77': { 'csa-archer': { full: 6, reduced: 3 } } },
    orderOfBattle: { 'gettysburg-77': [{ id: 'csa-archer', name: 'Archer', side: 'confederate', type: 'infantry', strength: { full: 6, reduced: 3 } }] },
  });
}

describe('an import writes all or nothing', () => {
  it('the backup writes every store it names in one call, so a store failing on a second call cannot leave half of it', async () => {
    const store = recordingStore(memoryStore(), 2);
    const imported = await importUserData(store, everyStoreBackup());
    expect(imported.ok).toBe(true);
    expect(store.calls).toHaveLength(1);
    expect(store.calls[0]?.sort()).toEqual(
      ['areaTems', 'hexsideMarks', 'ledger:cemetery-hill', 'ledger:gettysburg-88', 'moraleRatings', 'movementSettings', 'orderOfBattle', 'ruleSets', 'terrainEffects', 'terrainMarks', 'unitStrengths', 'userTables', 'victorySettings'].sort(),
    );
  });

  it('when the browser refuses that one call, nothing is written and the player reads why', async () => {
    const inner = memoryStore({ selectedGame: 'cemetery-hill' });
    await importUserData(inner, JSON.stringify({ format: USER_DATA_FORMAT, userTables: {}, ruleSets: { 'they-met': {} } }));
    const before = inner.dump();
    const store = recordingStore(inner, 1);
    const imported = await importUserData(store, everyStoreBackup());
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.errors).toEqual([{ path: '(storage)', expected: 'the browser to store it (nothing was changed)', found: 'a refusal: QUOTA_BYTES quota exceeded' }]);
    expect(inner.dump()).toEqual(before);
  });

  it('a valid 10 MB backup against Chrome’s 10 MB quota is refused before anything is written, with the sizes named', async () => {
    const inner = memoryStore({}, { quotaBytes: CHROME_QUOTA });
    await importUserData(inner, JSON.stringify({ format: USER_DATA_FORMAT, userTables: { 'cemetery-hill': MADE_UP_RATIO }, ruleSets: {} }));
    const before = inner.dump();
    const store = recordingStore(inner);
    const text = backupOfAtLeast(CHROME_QUOTA);
    expect(text.length).toBeGreaterThan(CHROME_QUOTA);
    const imported = await importUserData(store, text);
    expect(imported.ok).toBe(false);
    if (!imported.ok) {
      expect(imported.errors).toHaveLength(1);
      expect(imported.errors[0]?.path).toBe('(storage)');
      expect(imported.errors[0]?.expected).toMatch(/^at most 10\.0 MB stored in all, the browser's quota for Adjutant \(nothing was changed/);
      expect(imported.errors[0]?.found).toMatch(/^1\d\.\d MB with this change, 0\.\d\d MB in use now$/);
    }
    expect(store.calls).toEqual([]);
    expect(inner.dump()).toEqual(before);
  });

  it('the same backup fits when the browser sets no quota (unlimitedStorage), and comes back out whole', async () => {
    const store = memoryStore();
    const text = backupOfAtLeast(CHROME_QUOTA);
    const imported = await importUserData(store, text);
    // The answer is the export read back from storage.
    expect(imported.ok ? imported.value.ledger : null).toEqual((JSON.parse(text) as { ledger: unknown }).ledger);
  });

  it('a browser that fails on quota without saying its quota first still leaves nothing half-written', async () => {
    const inner = memoryStore({}, { quotaBytes: 200_000 });
    const quiet: KeyValueStore = { ...inner, quotaBytes: async () => null };
    const imported = await importUserData(quiet, backupOfAtLeast(300_000));
    expect(imported.ok ? '' : imported.errors[0]?.found).toBe('a refusal: QUOTA_BYTES quota exceeded');
    expect(inner.dump()).toEqual({});
  });

  it('a ledger file naming several games writes them in one call', async () => {
    const store = recordingStore(memoryStore(), 2);
    const file = { format: LEDGER_FORMAT, games: { 'cemetery-hill': [row(1, 'confederate', null)], 'gettysburg-88': [row(1, 'union', null)], 'they-met': [row(1, 'union', null)] } };
    expect((await importLedger(store, JSON.stringify(file))).ok).toBe(true);
    expect(store.calls.map((c) => c.sort())).toEqual([[ledgerKey('cemetery-hill'), ledgerKey('gettysburg-88'), ledgerKey('they-met')]]);
  });

  it('a ledger file the browser refuses leaves every ledger as it was', async () => {
    const inner = memoryStore();
    expect((await importLedger(inner, JSON.stringify({ format: LEDGER_FORMAT, games: { 'cemetery-hill': [row(1, 'confederate', null)] } }))).ok).toBe(true);
    const before = inner.dump();
    const file = { format: LEDGER_FORMAT, games: { 'cemetery-hill': [row(2, 'confederate', null)], 'gettysburg-88': [row(1, 'union', null)] } };
    const imported = await importLedger(recordingStore(inner, 1), JSON.stringify(file));
    expect(imported.ok ? '' : imported.errors[0]?.path).toBe('(storage)');
    expect(inner.dump()).toEqual(before);
  });

  it('a terrain marks file the browser refuses changes nothing', async () => {
    const inner = memoryStore();
    const file = { format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-77': { O38: { road: true } } } };
    const imported = await importTerrainMarks(recordingStore(inner, 1), JSON.stringify(file));
    expect(imported.ok ? '' : imported.errors[0]?.found).toBe('a refusal: QUOTA_BYTES quota exceeded');
    expect(inner.dump()).toEqual({});
  });

  it('a VASSAL module’s settings and the module used last are written together or not at all', async () => {
    const geometry: ModuleGeometry = { format: GEOMETRY_FORMAT, module: { name: 'Test Module', version: '1.0' }, maps: [], notes: [] };
    const store = recordingStore(memoryStore());
    expect((await saveModuleSettings(store, defaultModuleSettings(geometry, 'gettysburg-88'))).ok).toBe(true);
    expect(store.calls.map((c) => c.sort())).toEqual([[VASSAL_KEYS.lastModule, VASSAL_KEYS.modules]]);
    const failing = recordingStore(memoryStore(), 1);
    expect((await saveModuleSettings(failing, defaultModuleSettings(geometry, 'gettysburg-88'))).ok).toBe(false);
    expect(await failing.getAll()).toEqual({});
  });
});

describe('the one writer', () => {
  const SPEC: StoredSpec<string> = {
    name: 'test',
    keys: ['test', 'other'],
    version: 2,
    what: (key) => `your test value "${key}"`,
    migrations: { 1: (old) => old },
    check: (v) => (typeof v === 'string' ? { ok: true, value: v } : { ok: false, problem: 'expected text' }),
    maxBytes: 100,
  };

  it('refuses a value over its store’s limit, naming the store and both sizes, and writes nothing', async () => {
    const store = memoryStore();
    const outcome = await writeStored(store, [{ spec: SPEC, key: 'test', value: 'x'.repeat(200) }]);
    expect(outcome).toMatchObject({ ok: false, problem: 'Your test value "test" would take 0.00 MB, more than the 0.00 MB Adjutant keeps for it. Nothing was changed.' });
    expect(store.dump()).toEqual({});
  });

  it('counts bytes as Chrome does: the key and the value’s JSON, in UTF-8', () => {
    expect(storedBytes('k', 'é')).toBe(1 + 4);
    expect(storedBytes('k', { a: '𝄞' })).toBe(1 + '{"a":""}'.length + 4);
    expect(storedBytes('k', 'a\u0001')).toBe(1 + '"a\\u0001"'.length);
  });

  it('will not write over a value it cannot read, in any key of the change, and names it', async () => {
    const store = memoryStore({ other: 42 });
    const outcome = await writeStored(store, [
      { spec: SPEC, key: 'test', value: 'fine' },
      { spec: SPEC, key: 'other', value: 'fine' },
    ]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problem).toMatch(/^Your test value "other" could not be read: expected text\. Adjutant does not write over it/);
    expect(store.dump()).toEqual({ other: 42 });
  });

  it('sets or removes, never both in one change', async () => {
    await expect(writeStored(memoryStore(), [
      { spec: SPEC, key: 'test', value: 'a' },
      { spec: SPEC, key: 'other', value: undefined },
    ])).rejects.toThrow(/either sets keys or removes them/);
  });
});
