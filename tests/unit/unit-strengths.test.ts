import { describe, expect, it } from 'vitest';
import { fillFromSelection, filledStrength, unitDraftOf } from '../../popup/board-fill.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { findUnreadable } from '../../src/storage/stored-keys.js';
import { loadUnitStrengths, saveUnitStrength, UNIT_STRENGTH_LIMITS, UNIT_STRENGTHS_KEY, UNIT_STRENGTHS_STORED } from '../../src/storage/unit-strengths.js';
import { exportUserData, importUserData, USER_DATA_FORMAT } from '../../src/storage/user-data.js';
import { testBoard, unit } from '../support/ledger-rows.js';

// MADE-UP counters and strengths: not any game's real order of battle.
const stored = (value: unknown) => ({ [UNIT_STRENGTHS_KEY]: { adjutant: UNIT_STRENGTHS_KEY, version: UNIT_STRENGTHS_STORED.version, value } });

describe('the remembered strengths of counters, per game', () => {
  it('keeps each game’s counters apart, front and back apart, and forgets a side or a counter on request', async () => {
    const store = memoryStore();
    expect((await saveUnitStrength(store, 'gettysburg-77', 'a', 'full', 8)).ok).toBe(true);
    expect((await saveUnitStrength(store, 'gettysburg-77', 'a', 'reduced', 4)).ok).toBe(true);
    expect((await saveUnitStrength(store, 'cemetery-hill', 'a', 'full', 3)).ok).toBe(true);
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({ a: { full: 8, reduced: 4 } });
    expect(await loadUnitStrengths(store, 'cemetery-hill')).toEqual({ a: { full: 3 } });
    expect(await loadUnitStrengths(store, 'they-met')).toEqual({});

    expect((await saveUnitStrength(store, 'gettysburg-77', 'a', 'full', 9)).ok).toBe(true);
    expect((await saveUnitStrength(store, 'gettysburg-77', 'a', 'reduced', null)).ok).toBe(true);
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({ a: { full: 9 } });
    expect((await saveUnitStrength(store, 'gettysburg-77', 'a', 'full', null)).ok).toBe(true);
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({});
    expect(await loadUnitStrengths(store, 'cemetery-hill')).toEqual({ a: { full: 3 } });
  });

  it('refuses a strength out of range, naming the field, and writes nothing', async () => {
    const store = memoryStore();
    const saved = await saveUnitStrength(store, 'gettysburg-77', 'a', 'full', 1000);
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.errors[0]).toMatchObject({ path: 'a.full', expected: 'a whole number from 0 to 999' });
    expect(store.dump()).toEqual({});
  });

  it(`holds at most ${UNIT_STRENGTH_LIMITS.unitsPerGame} counters a game: one more is refused, a known one still changes`, async () => {
    const full = Object.fromEntries(Array.from({ length: UNIT_STRENGTH_LIMITS.unitsPerGame }, (_, i) => [`u${i}`, { full: 4 }]));
    const store = memoryStore(stored({ 'gettysburg-77': full }));
    const refused = await saveUnitStrength(store, 'gettysburg-77', 'one-more', 'full', 5);
    expect(refused.ok ? '' : refused.errors[0]?.expected).toContain(`at most ${UNIT_STRENGTH_LIMITS.unitsPerGame} counters`);
    expect((await saveUnitStrength(store, 'gettysburg-77', 'u0', 'full', 5)).ok).toBe(true);
    // Another game has its own limit.
    expect((await saveUnitStrength(store, 'they-met', 'one-more', 'full', 5)).ok).toBe(true);
    // A record over the limit (an edited file) cannot be read.
    const over = memoryStore(stored({ 'gettysburg-77': { ...full, extra: { full: 1 } } }));
    expect((await findUnreadable(over)).map((u) => u.key)).toEqual([UNIT_STRENGTHS_KEY]);
  });

  it('stored data that cannot be read is reported, kept through a save, and exportable as it is', async () => {
    const bad = stored({ 'gettysburg-77': { a: { full: 'eight' } } });
    const store = memoryStore(bad);
    expect(await loadUnitStrengths(store, 'gettysburg-77')).toEqual({});
    const [unreadable] = await findUnreadable(store);
    expect(unreadable?.what).toBe('your counters’ strengths');
    expect(unreadable?.reason).toContain('a.full');
    expect(unreadable?.raw).toEqual(bad[UNIT_STRENGTHS_KEY]);
    expect((await saveUnitStrength(store, 'gettysburg-77', 'b', 'full', 5)).ok).toBe(false);
    expect(store.dump()).toEqual(bad);
    // Not a game id, an empty entry: each unreadable too.
    expect(await findUnreadable(memoryStore(stored({ chess: {} })))).toHaveLength(1);
    expect(await findUnreadable(memoryStore(stored({ 'gettysburg-77': { a: {} } })))).toHaveLength(1);
  });

  it('goes out with the backup of all user data and comes back in, leaving other games’ strengths alone', async () => {
    const store = memoryStore();
    await saveUnitStrength(store, 'gettysburg-77', 'a', 'full', 8);
    await saveUnitStrength(store, 'high-tide', 'b', 'reduced', 2);
    const exported = await exportUserData(store);
    expect(exported.unitStrengths).toEqual({ 'gettysburg-77': { a: { full: 8 } }, 'high-tide': { b: { reduced: 2 } } });

    const fresh = memoryStore();
    await saveUnitStrength(fresh, 'they-met', 'c', 'full', 1);
    expect((await importUserData(fresh, JSON.stringify(exported))).ok).toBe(true);
    expect(await loadUnitStrengths(fresh, 'gettysburg-77')).toEqual({ a: { full: 8 } });
    expect(await loadUnitStrengths(fresh, 'they-met')).toEqual({ c: { full: 1 } });

    // A bad entry refuses the whole file, by its path, and changes nothing.
    const before = fresh.dump();
    const bad = { format: USER_DATA_FORMAT, userTables: {}, ruleSets: {}, unitStrengths: { 'gettysburg-77': { a: { full: -1 } } } };
    const refused = await importUserData(fresh, JSON.stringify(bad));
    expect(refused.ok ? '' : refused.errors[0]?.path).toBe('unitStrengths.gettysburg-77.a.full');
    expect(fresh.dump()).toEqual(before);
    // A store with none leaves the key out of the export (older backups look the same).
    expect('unitStrengths' in (await exportUserData(memoryStore()))).toBe(false);
  });
});

describe('remembered strengths fill what the board does not show, and only that', () => {
  const board = testBoard('gettysburg-77', [
    unit('shown', 'confederate', 'infantry', 'P37', { strength: { full: 6, reduced: 3 } }),
    unit('unknown', 'union', 'infantry', 'O39'),
    unit('reduced', 'union', 'infantry', 'O40', { strength: { full: 5, reduced: null }, steps: { left: 1, full: 2 } }),
    unit('constructor', 'union', 'infantry', 'O41'),
  ]);
  const byId = (id: string) => board.units.find((u) => u.id === id)!;
  const remembered = { shown: { full: 9, reduced: 9 }, unknown: { full: 8 }, reduced: { full: 7, reduced: 2 } };

  it('never overrides a strength the page shows, and marks what came from the player', () => {
    expect(filledStrength(byId('shown'), remembered)).toEqual({ full: 6, reduced: 3, yours: { full: false, reduced: false } });
    expect(filledStrength(byId('unknown'), remembered)).toEqual({ full: 8, reduced: null, yours: { full: true, reduced: false } });
    expect(filledStrength(byId('reduced'), remembered)).toEqual({ full: 5, reduced: 2, yours: { full: false, reduced: true } });
    // An id that is a name of Object's finds nothing remembered.
    expect(filledStrength(byId('constructor'), remembered)).toEqual({ full: null, reduced: null, yours: { full: false, reduced: false } });
  });

  it('fills the rows of the picked counters, and names whose strength is yours and whose is still missing', () => {
    const fill = fillFromSelection(board, { attackers: ['shown'], defenders: ['unknown', 'reduced', 'constructor'] }, remembered);
    expect(fill.attackers.map((u) => u.strength)).toEqual(['6']);
    expect(fill.defenders.map((u) => [u.strength, u.reducedStrength])).toEqual([['8', ''], ['5', '2'], ['', '']]);
    expect(fill.yours).toEqual(['unknown', 'reduced']);
    expect(fill.missingStrength).toEqual(['constructor']);
    // Without remembered strengths, the board's alone.
    expect(unitDraftOf('defender', byId('unknown')).strength).toBe('');
  });
});
