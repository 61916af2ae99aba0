import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saveEnabledSites } from '../../src/background/enabled-sites.js';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { MORALE_RATINGS_FORMAT } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { AREA_TEMS_FORMAT } from '../../src/engine/games/they-met/area-tems-input.js';
import { defaultModuleSettings, saveModuleSettings } from '../../src/readers/vassal/module-settings.js';
import { GEOMETRY_FORMAT, type ModuleGeometry } from '../../src/readers/vassal/module-geometry.js';
import { saveDefaultRulesOnly, saveGameRulesOnly, saveSiteRulesOnly } from '../../src/storage/advice-preference.js';
import { recordBoard } from '../../src/storage/board-history.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { saveAreaTems } from '../../src/storage/area-tems.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { saveImportedBoard } from '../../src/storage/imported-board.js';
import { saveImpulseTrack, START } from '../../src/storage/impulse-track.js';
import { saveCavalryExits } from '../../src/storage/cavalry-exits.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow } from '../../src/storage/ledger.js';
import { saveMoraleRatings } from '../../src/storage/morale-ratings.js';
import { findUnreadable, specOfKey, STORED_SPECS } from '../../src/storage/stored-keys.js';
import { readRaw, readStored } from '../../src/storage/stored-value.js';
import { saveTerrainEffects } from '../../src/storage/terrain-effects.js';
import { saveTerrainMark } from '../../src/storage/terrain-marks.js';
import { saveHexsideMarks } from '../../src/storage/hexside-marks.js';
import { saveUnitStrength } from '../../src/storage/unit-strengths.js';
import { saveOrderOfBattle } from '../../src/storage/order-of-battle.js';
import { saveRuleSet, saveSelectedGame, saveUserTable } from '../../src/storage/user-data.js';
import { saveVictorySettings } from '../../src/storage/victory-settings.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { testBoard, unit } from '../support/ledger-rows.js';

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Every key, as the stores wrote it before format versions: written through their public functions at commit
 * be1bd3d (main before this change) and saved unchanged. Each is format 1 of its store.
 */
const FORMAT_1: Record<string, unknown> = JSON.parse(readFileSync(root('tests/fixtures/stored-format-1.json'), 'utf8')) as Record<string, unknown>;

const GEOMETRY: ModuleGeometry = {
  format: GEOMETRY_FORMAT,
  module: { name: 'Test Module', version: '1.0' },
  maps: [{ name: 'Main Map', id: 'Map0', edgeWidth: 0, edgeHeight: 0, boards: [{ name: 'B', image: null, width: 500, height: 500, grid: null, zones: [], gridNote: 'no grid' }] }],
  notes: [],
};

const must = (r: { ok: boolean }): void => {
  if (!r.ok) throw new Error(JSON.stringify(r));
};

/** Writes something through every store's public functions, as the popup, options page and worker do. */
async function writeThroughEveryStore(): Promise<ReturnType<typeof memoryStore>> {
  const store = memoryStore();
  const board = testBoard('cemetery-hill', [unit('u1', 'union', 'infantry', '0510')]);
  await saveSelectedGame(store, 'they-met');
  must(await saveUserTable(store, MADE_UP_RATIO));
  must(await saveRuleSet(store, 'gettysburg-77', { 'attack-movement': true }));
  must(await saveTerrainEffects(store, { format: TERRAIN_EFFECTS_FORMAT, game: 'cemetery-hill', title: 'Test chart', terrain: [{ name: 'woods' }] }));
  must(await saveAreaTems(store, { format: AREA_TEMS_FORMAT, areaTems: { '19': 2 }, zones: [] }));
  must(await saveMoraleRatings(store, { format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5' } }));
  must(await saveTerrainMark(store, 'gettysburg-77', 'O38', { road: true }));
  must(await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E7|E6', features: ['stream', 'bridge'] }]));
  must(await saveG88MovementSettings(store, MADE_UP_TEST_COSTS));
  for (const game of ['gettysburg-77', 'gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met'] as const) {
    must(await appendLedgerRow(store, game, { turn: 1, playerTurn: 'union', board: null, events: [] }));
  }
  must(await saveVictorySettings(store, 'cemetery-hill', { edgeRoadHexes: { east: ['2110'], west: ['0105'] } }));
  await saveImportedBoard(store, board);
  must(await saveModuleSettings(store, defaultModuleSettings(GEOMETRY, 'gettysburg-88')));
  await saveEnabledSites(store, ['https://boards.example.org/*']);
  await saveImpulseTrack(store, 'they-met', START);
  await saveCavalryExits(store, 'cemetery-hill', { exits: [{ turn: 4, side: 'confederate', count: 1 }] });
  await saveDefaultRulesOnly(store, false);
  await saveGameRulesOnly(store, 'gettysburg-77', true);
  await saveSiteRulesOnly(store, 'https://boards.example.org/*', false);
  for (const game of GAME_IDS) expect((await recordBoard(store, `https://boards.example.org/${game}`, testBoard(game, []), 1_700_000_000_000)).kind).toBe('recorded');
  must(await saveUnitStrength(store, 'gettysburg-77', 'csa-archer', 'full', 6));
  must(await saveOrderOfBattle(store, 'gettysburg-77', [{ id: 'csa-archer', name: 'Archer', side: 'confederate', type: 'infantry', strength: { full: 6, reduced: 3 } }]));
  return store;
}

describe('every stored key has a declared format version and reader', () => {
  it('each key belongs to one store only', () => {
    const keys = STORED_SPECS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(STORED_SPECS.map((s) => s.name)).size).toBe(STORED_SPECS.length);
  });

  it('every key written through the stores is declared, in an envelope of its store and current version; every declared key is written', async () => {
    const dump = (await writeThroughEveryStore()).dump();
    for (const [key, value] of Object.entries(dump)) {
      const spec = specOfKey(key);
      expect(spec, key).toBeDefined();
      expect(value, key).toMatchObject({ adjutant: spec?.name, version: spec?.version });
      expect(Object.keys(value as object).sort(), key).toEqual(['adjutant', 'value', 'version']);
      // What the stores write, they read back.
      if (spec) expect(readRaw(spec, key, value).kind, key).toBe('readable');
    }
    expect(Object.keys(dump).sort()).toEqual(STORED_SPECS.flatMap((s) => s.keys).sort());
  });

  it('no code writes to storage but through the one writer', () => {
    // Files allowed to call set/remove on a store: the store implementations, the writer, the discard, the popup's watching wrapper.
    const allowed = new Set(['src/storage/key-value-store.ts', 'src/storage/browser-store.ts', 'src/storage/stored-value.ts', 'src/storage/stored-keys.ts', 'popup/modifiers-context.ts']);
    const direct = /\b(?:store|Store|local)\.(?:set|remove|setMany|removeMany)\(/;
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(root(dir))) {
        const path = `${dir}/${name}`;
        if (statSync(root(path)).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !allowed.has(path) && direct.test(readFileSync(root(path), 'utf8'))) offenders.push(path);
      }
    };
    for (const dir of ['src', 'popup', 'options', 'content']) walk(dir);
    expect(offenders).toEqual([]);
  });
});

describe('format 1 (the bare values stored before format versions) is read and brought up to date', () => {
  // A store first written in an envelope never had a bare format, so it has none to migrate.
  const BARE_ONCE = STORED_SPECS.filter((spec) => spec.version > 1 && spec.bornEnveloped !== true);

  it('the fixture holds every store that once wrote bare values, and none of its values is in an envelope', () => {
    expect(BARE_ONCE.filter((spec) => !spec.keys.some((k) => Object.hasOwn(FORMAT_1, k))).map((s) => s.name)).toEqual([]);
    expect(STORED_SPECS.filter((spec) => spec.version === 1 && Object.keys(spec.migrations).length > 0).map((s) => s.name)).toEqual([]);
    // A store born in an envelope has no bare value in the fixture; its own tests read its older formats.
    expect(STORED_SPECS.filter((spec) => spec.bornEnveloped === true && spec.keys.some((k) => Object.hasOwn(FORMAT_1, k))).map((s) => s.name)).toEqual([]);
    for (const value of Object.values(FORMAT_1)) expect(JSON.stringify(value)).not.toContain('"adjutant"');
  });

  for (const spec of BARE_ONCE) {
    const key = spec.keys.find((k) => Object.hasOwn(FORMAT_1, k)) ?? spec.keys[0] ?? '';
    it(`${key}: read as format 1 and migrated unchanged, then written as format ${spec.version}`, async () => {
      const store = memoryStore({ [key]: FORMAT_1[key] });
      const read = await readStored(store, spec, key);
      expect(read).toMatchObject({ kind: 'readable', storedVersion: 1 });
      // Format 2 wraps the same value: every field a player entered comes through.
      const migrated = spec.migrations[1]?.(structuredClone(FORMAT_1[key]));
      expect(migrated).toEqual(FORMAT_1[key]);
      expect(await findUnreadable(store)).toEqual([]);
    });
  }

  it('a migrated store writes the new format, keeping what was stored before', async () => {
    const store = memoryStore(FORMAT_1);
    must(await saveRuleSet(store, 'they-met', {}));
    must(await saveTerrainMark(store, 'gettysburg-77', 'O39', { road: true }));
    const dump = store.dump();
    expect(dump.ruleSets).toEqual({ adjutant: 'ruleSets', version: 2, value: { ...(FORMAT_1.ruleSets as object), 'they-met': {} } });
    expect((dump.terrainMarks as { value: Record<string, Record<string, unknown>> }).value['gettysburg-77']).toEqual({ O38: { terrain: ['woods'], elevation: 2 }, O39: { road: true } });
    expect((dump.terrainMarks as { value: Record<string, unknown> }).value['cemetery-hill']).toEqual({ '0510': { road: true } });
    // Keys not written stay as they were, in format 1, and still read.
    expect(dump.userTables).toEqual(FORMAT_1.userTables);
  });

  it('a value from a newer format is not readable, and not wiped: it stays until the player exports or discards it', async () => {
    for (const spec of STORED_SPECS) {
      const key = spec.keys[0] ?? '';
      const newer = { adjutant: spec.name, version: spec.version + 1, value: FORMAT_1[key] ?? null };
      const read = readRaw(spec, key, newer);
      expect(read.kind, key).toBe('unreadable');
      if (read.kind === 'unreadable') {
        expect(read.reason, key).toContain(`saved in format ${spec.version + 1} by a newer version of Adjutant`);
        expect(read.raw).toEqual(newer);
      }
    }
  });
});
