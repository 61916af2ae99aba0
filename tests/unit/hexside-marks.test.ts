import { describe, expect, it } from 'vitest';
import { hexGrid, hexsideKey, type GameId, type Hex } from '../../src/engine/index.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  clearHexsideMarks,
  HEXSIDE_GAMES,
  HEXSIDE_MARK_LIMITS,
  HEXSIDE_MARKS_KEY,
  HEXSIDE_MARKS_STORED,
  loadHexsideMarks,
  saveHexsideMarks,
  type HexsideFeature,
} from '../../src/storage/hexside-marks.js';
import { findUnreadable } from '../../src/storage/stored-keys.js';
import { envelope } from '../../src/storage/stored-value.js';
import { exportUserData, importUserData, USER_DATA_FORMAT } from '../../src/storage/user-data.js';

const stored = (value: unknown) => ({ [HEXSIDE_MARKS_KEY]: envelope(HEXSIDE_MARKS_STORED, value) });

/** `count` different hexsides of the game's grid, found outwards from one hex. */
function hexsidesAround(game: GameId, from: string, count: number): string[] {
  const grid = hexGrid(game);
  const start = grid?.parse(from);
  if (!grid || !start) throw new Error(`no hex ${from} in ${game}`);
  const sides = new Set<string>();
  const seen = new Set([from]);
  const queue = [start];
  for (let i = 0; i < queue.length && sides.size < count; i++) {
    const h = queue[i] as Hex;
    for (const n of grid.neighbors(h)) {
      const label = grid.format(n);
      if (grid.parse(label) === null) continue;
      if (sides.size < count) sides.add(hexsideKey(grid.format(h), label));
      if (!seen.has(label)) {
        seen.add(label);
        queue.push(n);
      }
    }
  }
  return [...sides];
}

describe('hexside marks in storage', () => {
  it('keeps only the games played on a grid of hexes', () => {
    expect([...HEXSIDE_GAMES].sort()).toEqual(['cemetery-hill', 'gettysburg-77', 'gettysburg-88']);
  });

  it('saves and loads a game’s marks, each hexside under its canonical key, features in one order', async () => {
    const store = memoryStore();
    const saved = await saveHexsideMarks(store, 'gettysburg-88', [
      { hexside: 'E7|E6', features: ['bridge', 'stream'] },
      { hexside: 'f8|F7', features: ['ford', 'ford'] },
    ]);
    expect(saved).toEqual({ ok: true, value: { 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['ford'] } });
    expect(await loadHexsideMarks(store, 'gettysburg-88')).toEqual({ 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['ford'] });
    expect(await loadHexsideMarks(store, 'gettysburg-77')).toEqual({});
    expect(store.dump()[HEXSIDE_MARKS_KEY]).toEqual({ adjutant: HEXSIDE_MARKS_KEY, version: 1, value: { 'gettysburg-88': { 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['ford'] } } });
  });

  it('a change replaces the hexside’s mark; null or no features removes it; other games keep theirs', async () => {
    const store = memoryStore();
    await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E6|E7', features: ['stream'] }, { hexside: 'F7|F8', features: ['stream'] }]);
    await saveHexsideMarks(store, 'cemetery-hill', [{ hexside: '0510|0511', features: ['ford'] }]);
    const after = await saveHexsideMarks(store, 'gettysburg-88', [
      { hexside: 'E6|E7', features: ['stream', 'bridge'] },
      { hexside: 'F8|F7', features: null },
    ]);
    expect(after).toEqual({ ok: true, value: { 'E6|E7': ['stream', 'bridge'] } });
    expect((await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E6|E7', features: [] }])).ok).toBe(true);
    expect(await loadHexsideMarks(store, 'gettysburg-88')).toEqual({});
    expect(await loadHexsideMarks(store, 'cemetery-hill')).toEqual({ '0510|0511': ['ford'] });
    await clearHexsideMarks(store, 'cemetery-hill');
    expect(await loadHexsideMarks(store, 'cemetery-hill')).toEqual({});
  });

  it('refuses hexes that are not neighbours, bad labels and features outside the list, naming each field, and writes nothing', async () => {
    const store = memoryStore();
    await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E6|E7', features: ['stream'] }]);
    const before = store.dump();
    const refused = await saveHexsideMarks(store, 'gettysburg-88', [
      { hexside: 'F7|F8', features: ['stream'] },
      { hexside: 'E6|E9', features: ['stream'] },
      { hexside: 'E6|E6', features: ['stream'] },
      { hexside: 'E6|Q99x', features: ['stream'] },
      { hexside: 'E6', features: ['stream'] },
      { hexside: 'G1|G2', features: ['stream', 'town' as HexsideFeature] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors.map((e) => e.path)).toEqual(['changes[1].hexside', 'changes[2].hexside', 'changes[3].hexside', 'changes[4].hexside', 'changes[5].features[1]']);
      expect(refused.errors[0]?.expected).toBe('two different hexes that touch along a side (a hexside lies between neighbours)');
      expect(refused.errors[2]?.expected).toMatch(/^two hex labels valid for this game: /);
      expect(refused.errors[3]?.expected).toBe('a hexside written as two hex labels joined by "|", like "E6|E7"');
      expect(refused.errors[4]).toEqual({ path: 'changes[5].features[1]', expected: 'one of stream, bridge, ford', found: '"town"' });
    }
    expect(store.dump()).toEqual(before);
  });

  it('a game without a hex grid has no hexsides to mark', async () => {
    const store = memoryStore();
    const refused = await saveHexsideMarks(store, 'they-met', [{ hexside: '1|2', features: ['stream'] }]);
    expect(refused.ok ? [] : refused.errors.map((e) => e.path)).toEqual(['game']);
    expect(store.dump()).toEqual({});
  });

  it('holds at most 10,000 hexsides a game: a stroke past it is refused whole, and so is a stored value past it', async () => {
    const sides = hexsidesAround('gettysburg-77', 'O38', HEXSIDE_MARK_LIMITS.hexsidesPerGame + 1);
    const store = memoryStore();
    const paint = (list: readonly string[]) => list.map((hexside) => ({ hexside, features: ['stream'] as const }));
    expect((await saveHexsideMarks(store, 'gettysburg-77', paint(sides.slice(0, -1)))).ok).toBe(true);
    const before = store.dump();
    const refused = await saveHexsideMarks(store, 'gettysburg-77', paint(sides.slice(-1)));
    expect(refused.ok ? [] : refused.errors).toEqual([{ path: 'changes', expected: 'at most 10000 marked hexsides per game: erase some first', found: '10001 hexsides' }]);
    expect(store.dump()).toEqual(before);
    // Replacing a mark already there is no new hexside.
    expect((await saveHexsideMarks(store, 'gettysburg-77', [{ hexside: sides[0] ?? '', features: ['ford'] }])).ok).toBe(true);
    const over = Object.fromEntries(sides.map((side) => [side, ['stream']]));
    expect((await findUnreadable(memoryStore(stored({ 'gettysburg-77': over })))).map((u) => u.reason)).toEqual([
      'Your hexside marks could not be read: the Gettysburg (1977) hexside marks: (the whole value): expected at most 10000 marked hexsides per game (found 10001 hexsides).',
    ]);
  });

  it('stored marks that no longer validate are reported, kept, and not written over', async () => {
    const bad = { 'gettysburg-88': { 'E7|E6': ['stream'] } };
    const store = memoryStore(stored(bad));
    expect(await loadHexsideMarks(store, 'gettysburg-88')).toEqual({});
    expect((await findUnreadable(store)).map((u) => u.reason)).toEqual([
      'Your hexside marks could not be read: the Gettysburg \'88 hexside marks: ["E7|E6"]: expected the hexside written canonically, "E6|E7" (found "E7|E6").',
    ]);
    const r = await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'F7|F8', features: ['stream'] }]);
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['(stored data)']);
    expect(store.dump()).toEqual(stored(bad));
  });

  it('goes out and back in with the backup of all user data; a bad one is refused naming the field', async () => {
    const store = memoryStore();
    await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E6|E7', features: ['stream'] }]);
    const data = await exportUserData(store);
    expect(data.hexsideMarks).toEqual({ 'gettysburg-88': { 'E6|E7': ['stream'] } });
    const other = memoryStore();
    expect((await importUserData(other, JSON.stringify(data))).ok).toBe(true);
    expect(await loadHexsideMarks(other, 'gettysburg-88')).toEqual({ 'E6|E7': ['stream'] });
    const refused = await importUserData(other, JSON.stringify({ format: USER_DATA_FORMAT, userTables: {}, ruleSets: {}, hexsideMarks: { 'gettysburg-88': { 'E6|E7': ['creek'] } } }));
    expect(refused.ok ? [] : refused.errors.map((e) => `${e.path}: ${e.expected}`)).toEqual(['hexsideMarks.gettysburg-88["E6|E7"][0]: one of stream, bridge, ford']);
    expect(await loadHexsideMarks(other, 'gettysburg-88')).toEqual({ 'E6|E7': ['stream'] });
    expect('hexsideMarks' in (await exportUserData(memoryStore()))).toBe(false);
  });
});
