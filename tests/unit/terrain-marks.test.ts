import { findUnreadable } from '../../src/storage/stored-keys.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  clearTerrainMarks,
  exportTerrainMarks,
  importTerrainMarks,
  loadTerrainMarks,
  mergeTerrain,
  saveTerrainMark,
  TERRAIN_MARK_LIMITS,
  TERRAIN_MARKS_FORMAT,
  TERRAIN_MARKS_KEY,
} from '../../src/storage/terrain-marks.js';

describe('terrain marks in storage', () => {
  it('stores a mark per game under its canonical label, and an empty mark removes it', async () => {
    const store = memoryStore();
    const r = await saveTerrainMark(store, 'gettysburg-77', 'ii-42', { terrain: ['woods'], elevation: 6 });
    expect(r).toEqual({ ok: true, value: { label: 'II42', mark: { terrain: ['woods'], elevation: 6 } } });
    await saveTerrainMark(store, 'gettysburg-88', 'E6', { road: false });
    expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({ II42: { terrain: ['woods'], elevation: 6 } });
    expect(await loadTerrainMarks(store, 'gettysburg-88')).toEqual({ E6: { road: false } });
    expect(await loadTerrainMarks(store, 'cemetery-hill')).toEqual({});
    await saveTerrainMark(store, 'gettysburg-77', 'II42', {});
    expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({});
    await clearTerrainMarks(store, 'gettysburg-88');
    expect(await loadTerrainMarks(store, 'gettysburg-88')).toEqual({});
  });

  it('refuses a bad label or value and writes nothing', async () => {
    const store = memoryStore();
    await saveTerrainMark(store, 'cemetery-hill', '0127', { road: true });
    const before = store.dump();
    const r = await saveTerrainMark(store, 'cemetery-hill', 'O38', { elevation: 'high', extra: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.path)).toEqual(['hex', 'mark.extra', 'mark.elevation']);
    expect(store.dump()).toEqual(before);
  });

  it('marks They Met areas by area label', async () => {
    const store = memoryStore();
    expect((await saveTerrainMark(store, 'they-met', '64', { terrain: ['woods'] })).ok).toBe(true);
    expect((await saveTerrainMark(store, 'they-met', 'M34', { terrain: ['woods'] })).ok).toBe(true);
    expect((await saveTerrainMark(store, 'they-met', '0', { terrain: ['woods'] })).ok).toBe(false);
  });

  it('never half-uses stored marks that no longer validate: they are reported, kept, and not written over', async () => {
    const stored = { 'gettysburg-77': { O38: { road: 'yes' } }, 'gettysburg-88': { F5: { road: true } } };
    const store = memoryStore({ [TERRAIN_MARKS_KEY]: stored });
    expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({});
    expect(await loadTerrainMarks(store, 'gettysburg-88')).toEqual({});
    expect((await findUnreadable(store)).map((u) => u.reason)).toEqual(['Your terrain marks could not be read: the Gettysburg (1977) marks: O38.road: expected true or false (found "yes").']);
    const r = await saveTerrainMark(store, 'gettysburg-88', 'F6', { road: true });
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['(stored data)']);
    expect(store.dump()).toEqual({ [TERRAIN_MARKS_KEY]: stored });
  });

  it('exports and imports the documented file, merging hex by hex', async () => {
    const a = memoryStore();
    await saveTerrainMark(a, 'gettysburg-77', 'O38', { terrain: ['town'] });
    await saveTerrainMark(a, 'gettysburg-88', 'F6', { terrain: ['rough hill'] });
    const file = await exportTerrainMarks(a);
    expect(file).toEqual({ format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-77': { O38: { terrain: ['town'] } }, 'gettysburg-88': { F6: { terrain: ['rough hill'] } } } });
    expect(await exportTerrainMarks(a, 'gettysburg-88')).toEqual({ format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-88': { F6: { terrain: ['rough hill'] } } } });

    const b = memoryStore();
    await saveTerrainMark(b, 'gettysburg-77', 'O38', { road: true });
    await saveTerrainMark(b, 'gettysburg-77', 'O39', { road: true });
    const r = await importTerrainMarks(b, JSON.stringify(file));
    expect(r.ok).toBe(true);
    expect(await loadTerrainMarks(b, 'gettysburg-77')).toEqual({ O38: { terrain: ['town'] }, O39: { road: true } });
    expect(await loadTerrainMarks(b, 'gettysburg-88')).toEqual({ F6: { terrain: ['rough hill'] } });
  });

  it('refuses a bad import with path-named errors and leaves storage untouched', async () => {
    const store = memoryStore();
    await saveTerrainMark(store, 'gettysburg-77', 'O38', { road: true });
    const before = store.dump();
    const bad = {
      format: TERRAIN_MARKS_FORMAT,
      games: {
        'gettysburg-77': { O39: { road: true }, '38O': { road: true }, Q36: { elevation: 'x' }, R35: {} },
        'cemetery-hill': { '0127': { terrain: ['woods', 3] } },
        chess: {},
      },
    };
    const r = await importTerrainMarks(store, JSON.stringify(bad));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.path)).toEqual([
      'games["gettysburg-77"]["38O"]',
      'games["gettysburg-77"].Q36.elevation',
      'games["gettysburg-77"].R35',
      'games["cemetery-hill"]["0127"].terrain[1]',
      'games.chess',
    ]);
    expect(store.dump()).toEqual(before);
    for (const text of ['not json', JSON.stringify({ format: 'x', games: {} }), JSON.stringify([1]), ' '.repeat(TERRAIN_MARK_LIMITS.importChars + 1)]) {
      expect((await importTerrainMarks(store, text)).ok).toBe(false);
      expect(store.dump()).toEqual(before);
    }
  });

  it('refuses a game with more marks than the limit', async () => {
    const store = memoryStore();
    const many = Object.fromEntries(Array.from({ length: TERRAIN_MARK_LIMITS.hexesPerGame + 1 }, (_, i) => [`${String(1 + (i % 99)).padStart(2, '0')}${String(1 + Math.floor(i / 99)).padStart(2, '0')}`, { road: true }]));
    const r = await importTerrainMarks(store, JSON.stringify({ format: TERRAIN_MARKS_FORMAT, games: { 'cemetery-hill': many } }));
    expect(r.ok).toBe(false);
    expect(store.dump()).toEqual({});
  });

  it('never throws on any import text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 5 }), async (json) => {
        const store = memoryStore();
        const r = await importTerrainMarks(store, JSON.stringify({ format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-77': json } }));
        if (!r.ok) expect(store.dump()).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});

describe('mergeTerrain', () => {
  it('fills only what the page leaves unsaid, field by field', () => {
    const page = { O38: { terrain: ['town'] }, Q36: { road: true } };
    const marks = { O38: { elevation: 5 }, M34: { terrain: ['woods'], road: false } };
    const m = mergeTerrain(page, marks);
    expect(m.terrain).toEqual({ O38: { terrain: ['town'], elevation: 5 }, Q36: { road: true }, M34: { terrain: ['woods'], road: false } });
    expect(m.fromMarks).toEqual([
      { hex: 'O38', field: 'elevation' },
      { hex: 'M34', field: 'terrain' },
      { hex: 'M34', field: 'road' },
    ]);
    expect(m.conflicts).toEqual([]);
  });

  it('never overrides the page, and reports each disagreement', () => {
    const page = { O38: { terrain: ['Town', 'road'], elevation: 4, road: true } };
    const marks = { O38: { terrain: ['road', 'town'], elevation: 5, road: false } };
    const m = mergeTerrain(page, marks);
    expect(m.terrain).toEqual(page);
    expect(m.fromMarks).toEqual([]);
    expect(m.conflicts).toEqual([
      { hex: 'O38', field: 'elevation', page: 4, mark: 5 },
      { hex: 'O38', field: 'road', page: true, mark: false },
    ]);
  });

  it('keeps page hexes and adds no field that neither gives', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('A1', 'B2', 'C3'), fc.record({ elevation: fc.integer(), road: fc.boolean() }, { requiredKeys: [] })),
        fc.dictionary(fc.constantFrom('A1', 'B2', 'D4'), fc.record({ elevation: fc.integer(), road: fc.boolean() }, { requiredKeys: [] })),
        (page, marks) => {
          const m = mergeTerrain(page, marks);
          for (const [hex, t] of Object.entries(page)) for (const [k, v] of Object.entries(t)) expect(m.terrain[hex]?.[k as 'road']).toEqual(v);
          for (const c of m.conflicts) expect(page[c.hex]?.[c.field as 'road']).toBe(c.page);
        },
      ),
    );
  });
});
