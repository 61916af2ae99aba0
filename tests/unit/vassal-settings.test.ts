import { unwrapStored } from '../support/stored.js';
import { describe, expect, it } from 'vitest';
import { matchGlob } from '../../src/readers/vassal/glob-pattern.js';
import type { ModuleLabel } from '../../src/readers/vassal/hex-numbering.js';
import { applyLabelTemplate, gameLetters, templateProblem } from '../../src/readers/vassal/label-template.js';
import {
  defaultModuleSettings,
  deleteModuleSettings,
  listModules,
  loadLastModule,
  loadModuleSettings,
  parseModuleSettings,
  saveModuleSettings,
  VASSAL_KEYS,
} from '../../src/readers/vassal/module-settings.js';
import { GEOMETRY_FORMAT, type ModuleGeometry } from '../../src/readers/vassal/module-geometry.js';
import type { PieceFacts } from '../../src/readers/vassal/piece-definition.js';
import { applyPieceRules, parsePieceRules } from '../../src/readers/vassal/piece-rules.js';
import { memoryStore } from '../../src/storage/key-value-store.js';

const geometry: ModuleGeometry = {
  format: GEOMETRY_FORMAT,
  module: { name: 'Test Module', version: '1.0' },
  maps: [{ name: 'Main Map', id: 'Map0', edgeWidth: 0, edgeHeight: 0, boards: [{ name: 'B', image: null, width: 500, height: 500, grid: null, zones: [], gridNote: 'no grid' }] }],
  notes: [],
};

function facts(over: Partial<PieceFacts>): PieceFacts {
  return { name: '', image: '', prototypes: [], properties: new Map(), concealed: false, traits: [], ...over };
}

describe('name patterns', () => {
  it('match with * and ?, ignoring case, and return what each * stood for', () => {
    expect(matchGlob('*Corps*', 'I corps HQ')).toEqual(['I ', ' HQ']);
    expect(matchGlob('USA ?-*', 'usa 1-Iron Bde')).toEqual(['Iron Bde']);
    expect(matchGlob('*-*', 'a-b-c')).toEqual(['a', 'b-c']);
    expect(matchGlob('abc', 'abd')).toBeNull();
    expect(matchGlob('*', '')).toEqual(['']);
  });

  it('stay fast on patterns that would make a backtracking matcher crawl', () => {
    const started = Date.now();
    expect(matchGlob('*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(200))).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('piece rules', () => {
  it('take each field from the first matching rule that gives it', () => {
    const rules = parsePieceRules([
      { subject: 'property', pattern: 'Side=Union', side: 'union' },
      { subject: 'name', pattern: '* Bde (*)', unitName: '{1}', strength: '{2}' },
      { subject: 'prototype', pattern: '*Cav*', type: 'cavalry' },
      { subject: 'prototype', pattern: '*', type: 'infantry', side: 'confederate' },
    ]);
    if (!rules.ok) throw new Error('rules invalid');
    const outcome = applyPieceRules(rules.value, facts({ name: 'Gamble Bde (3)', prototypes: ['Union Cavalry'], properties: new Map([['Side', 'Union']]) }));
    expect(outcome).toEqual({ kind: 'unit', side: 'union', type: 'cavalry', name: 'Gamble', strength: 3 });
  });

  it('leave a piece out at the first matching "not a unit" rule, and say what is missing otherwise', () => {
    const rules = [
      { subject: 'image', pattern: '*marker*', notUnit: true },
      { subject: 'name', pattern: '*', side: 'union' },
    ] as const;
    expect(applyPieceRules(rules, facts({ name: 'x', image: 'dg_marker.png' }))).toEqual({ kind: 'not-unit' });
    expect(applyPieceRules(rules, facts({ name: 'x' }))).toEqual({ kind: 'unmatched', why: 'no rule gives its type' });
  });

  it('are checked with the path of each bad field', () => {
    const parsed = parsePieceRules([{ subject: 'colour', pattern: 'x' }, { subject: 'name', pattern: '' }, { subject: 'name', pattern: 'x', side: 'blue', type: 'tank' }, 7]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.path)).toEqual(['rules[0].subject', 'rules[1].pattern', 'rules[2].side', 'rules[2].type', 'rules[3]']);
  });
});

describe('label templates', () => {
  const label: ModuleLabel = { label: 'C-07', column: '07', row: 'C', columnNumber: 7, rowNumber: 2, zone: null };

  it('fill in the module’s parts, numbers with shifts and padding, and the game’s letters', () => {
    expect(applyLabelTemplate({ template: '{label}', columnShift: 0, rowShift: 0 }, label, 'B')).toEqual({ ok: true, text: 'C-07' });
    expect(applyLabelTemplate({ template: '{rowLetters}{columnNumber}', columnShift: 30, rowShift: 1 }, label, 'B')).toEqual({ ok: true, text: 'C37' });
    expect(applyLabelTemplate({ template: '{columnNumber:2}{rowNumber:2}', columnShift: 0, rowShift: 25 }, label, 'B')).toEqual({ ok: true, text: '0727' });
    expect(applyLabelTemplate({ template: '{board}:{column}', columnShift: 0, rowShift: 0 }, label, 'North')).toEqual({ ok: true, text: 'North:07' });
  });

  it('print doubled letters as the 1977 game does', () => {
    expect(gameLetters(1)).toBe('A');
    expect(gameLetters(26)).toBe('Z');
    expect(gameLetters(27)).toBe('AA');
    expect(gameLetters(28)).toBe('BB');
    expect(gameLetters(0)).toBeNull();
  });

  it('are checked for unknown parts and stray braces', () => {
    expect(templateProblem('{label}')).toBeNull();
    expect(templateProblem('{colour}')).toMatch(/found \{colour\}/);
    expect(templateProblem('{label')).toMatch(/braces/);
    expect(templateProblem('no parts')).toMatch(/at least one part/);
    expect(templateProblem('{row:2}')).toMatch(/digit count only/);
  });
});

describe('module settings storage', () => {
  it('stores settings per module, re-checks them on load, and remembers the last module', async () => {
    const store = memoryStore();
    const settings = defaultModuleSettings(geometry, 'gettysburg-88');
    expect((await saveModuleSettings(store, settings)).ok).toBe(true);
    expect(await loadModuleSettings(store, 'Test Module')).toEqual(settings);
    expect((await loadLastModule(store))?.module).toBe('Test Module');
    expect(await listModules(store)).toEqual(['Test Module']);
    await deleteModuleSettings(store, 'Test Module');
    expect(await loadModuleSettings(store, 'Test Module')).toBeNull();
    // Something else writes a broken entry: the settings are not half-used, and not written over.
    await saveModuleSettings(store, settings);
    const raw = unwrapStored(await store.get(VASSAL_KEYS.modules)) as Record<string, unknown>;
    await store.set(VASSAL_KEYS.modules, { ...raw, Broken: { format: 'nope' } });
    expect(await listModules(store)).toEqual([]);
    await expect(deleteModuleSettings(store, 'Test Module')).rejects.toThrow(/VASSAL module settings could not be read: the settings of module "Broken"/);
    expect(Object.keys(unwrapStored(await store.get(VASSAL_KEYS.modules)) as object)).toEqual(['Test Module', 'Broken']);
  });

  it('refuses bad settings with the path of every bad field, writing nothing', async () => {
    const store = memoryStore();
    const bad = {
      ...defaultModuleSettings(geometry, 'gettysburg-88'),
      game: 'chess',
      labels: { template: '{nope}', columnShift: 0.5, rowShift: 0 },
      mapRoles: { 'Main Map': 'somewhere' },
    };
    const result = await saveModuleSettings(store, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['game', 'labels.template', 'labels.columnShift', 'mapRoles.Main Map']);
    expect(store.dump()).toEqual({});
  });

  it('checks the stored geometry field by field', () => {
    const broken = { ...defaultModuleSettings(geometry, 'cemetery-hill'), geometry: { ...geometry, maps: [{ ...geometry.maps[0], edgeWidth: 'wide' }] } };
    const parsed = parseModuleSettings(broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]?.path).toBe('geometry.maps[0].edgeWidth');
  });

  it('keeps a map’s own board picker class, and loads geometry stored without one unchanged', async () => {
    const custom: ModuleGeometry = { ...geometry, maps: [{ name: 'Main Map', id: 'Map0', edgeWidth: 0, edgeHeight: 0, boards: [], boardPicker: 'VASL.build.module.map.ASLBoardPicker' }] };
    const store = memoryStore();
    const settings = defaultModuleSettings(custom, 'gettysburg-77');
    expect((await saveModuleSettings(store, settings)).ok).toBe(true);
    expect((await loadModuleSettings(store, 'Test Module'))?.geometry.maps[0]?.boardPicker).toBe('VASL.build.module.map.ASLBoardPicker');
    // Stored before the field existed: no boardPicker key, and none is added.
    const older = parseModuleSettings(JSON.parse(JSON.stringify(defaultModuleSettings(geometry, 'gettysburg-77'))));
    expect(older.ok && older.value.geometry.maps[0]).toEqual(geometry.maps[0]);
    expect(older.ok && Object.keys(older.value.geometry.maps[0] ?? {})).not.toContain('boardPicker');
    for (const bad of [42, 'x'.repeat(201)]) {
      const parsed = parseModuleSettings({ ...settings, geometry: { ...custom, maps: [{ ...custom.maps[0], boardPicker: bad }] } });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.errors.map((e) => e.path)).toEqual(['geometry.maps[0].boardPicker']);
    }
  });
});
