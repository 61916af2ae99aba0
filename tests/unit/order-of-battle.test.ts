import { describe, expect, it } from 'vitest';
import { fillFromSelection, filledStrength, strengthsByName } from '../../popup/board-fill.js';
import { unitNameKey } from '../../src/engine/index.js';
import { seedOrderOfBattle, type PackUnit } from '../../src/engine/index.js';
import { mergePack, resolveConflicts, writePack } from '../../src/engine/packs.js';
import { exportableContent, readStoredForPack, storedForMerge, writePackContent } from '../../src/storage/pack-store.js';
import { saveUnitStrength } from '../../src/storage/unit-strengths.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  loadOrderOfBattle,
  ORDER_OF_BATTLE_KEY,
  ORDER_OF_BATTLE_LIMITS,
  ORDER_OF_BATTLE_STORED,
  resetOrderOfBattle,
  saveOrderOfBattle,
} from '../../src/storage/order-of-battle.js';
import { findUnreadable } from '../../src/storage/stored-keys.js';
import { envelope } from '../../src/storage/stored-value.js';
import { exportUserData, importUserData, USER_DATA_FORMAT } from '../../src/storage/user-data.js';
import { storedIn } from '../support/stored.js';
import { testBoard, unit } from '../support/ledger-rows.js';

// MADE-UP strengths: no seed prints one, and these are not any counter's.
const blank = { full: null, reduced: null };

function withStrength(units: readonly PackUnit[], id: string, full: number | null, reduced: number | null): PackUnit[] {
  return units.map((u) => (u.id === id ? { ...u, strength: { full, reduced } } : u));
}

describe('the order of battle store', () => {
  it('reads as the seeds’ list while nothing is stored, and stores only what the player changed or added', async () => {
    const store = memoryStore();
    const seed = await seedOrderOfBattle('gettysburg-77');
    const before = await loadOrderOfBattle(store, 'gettysburg-77');
    expect(before.units).toEqual(seed);
    expect(before.entered).toEqual([]);
    expect(before.seedIds.has('csa-davis')).toBe(true);

    const mine: PackUnit = { id: 'my-1', name: 'Made-up Brigade', side: 'union', type: 'infantry', strength: { full: 4, reduced: 2 }, movement: null };
    const saved = await saveOrderOfBattle(store, 'gettysburg-77', [...withStrength(seed, 'csa-davis', 7, 3), mine]);
    expect(saved.ok).toBe(true);
    const stored = storedIn(store.dump(), ORDER_OF_BATTLE_KEY) as Record<string, PackUnit[]>;
    expect(stored['gettysburg-77']?.map((u) => [u.id, u.strength])).toEqual([
      ['csa-davis', { full: 7, reduced: 3 }],
      ['my-1', { full: 4, reduced: 2 }],
    ]);
    const after = await loadOrderOfBattle(store, 'gettysburg-77');
    // In the seeds' order, the player's own after them.
    expect(after.units.map((u) => u.id)).toEqual([...seed.map((u) => u.id), 'my-1']);
    expect(after.units.find((u) => u.id === 'csa-davis')?.strength).toEqual({ full: 7, reduced: 3 });
    // Other games are left as their seeds give them.
    expect((await loadOrderOfBattle(store, 'high-tide')).units).toEqual(await seedOrderOfBattle('high-tide'));

    await resetOrderOfBattle(store, 'gettysburg-77');
    expect((await loadOrderOfBattle(store, 'gettysburg-77')).units).toEqual(seed);
  });

  it('a list the same as the seeds’ stores nothing; a bad unit is refused by its path and nothing is written', async () => {
    const store = memoryStore();
    const seed = await seedOrderOfBattle('gettysburg-77');
    expect((await saveOrderOfBattle(store, 'gettysburg-77', seed)).ok).toBe(true);
    expect(storedIn(store.dump(), ORDER_OF_BATTLE_KEY)).toEqual({});
    const before = store.dump();
    const refused = await saveOrderOfBattle(store, 'gettysburg-77', withStrength(seed, 'csa-davis', 1000, null));
    expect(refused.ok ? [] : refused.errors.map((e) => [e.path, e.expected])).toEqual([['[0].strength.full', 'a whole number from 0 to 999']]);
    expect(store.dump()).toEqual(before);
  });

  it(`holds at most ${ORDER_OF_BATTLE_LIMITS.unitsPerGame} units of the player's a game`, async () => {
    const many = Array.from({ length: ORDER_OF_BATTLE_LIMITS.unitsPerGame + 1 }, (_, i): PackUnit => ({ id: `u${i}`, name: `Unit ${i}`, side: 'union', type: 'infantry', strength: blank }));
    const refused = await saveOrderOfBattle(memoryStore(), 'cemetery-hill', many);
    expect(refused.ok ? '' : refused.errors[0]?.expected).toContain(`at most ${ORDER_OF_BATTLE_LIMITS.unitsPerGame} units`);
    // Stored over the limit (an edited file): unreadable, reported.
    const over = memoryStore({ [ORDER_OF_BATTLE_KEY]: envelope(ORDER_OF_BATTLE_STORED, { 'cemetery-hill': many }) });
    expect((await findUnreadable(over)).map((u) => u.what)).toEqual(['your orders of battle']);
  });

  it('goes out with the backup and comes back in; a bad unit refuses the file by its path', async () => {
    const store = memoryStore();
    const seed = await seedOrderOfBattle('gettysburg-77');
    await saveOrderOfBattle(store, 'gettysburg-77', withStrength(seed, 'csa-davis', 7, 3));
    const exported = await exportUserData(store);
    expect(exported.orderOfBattle?.['gettysburg-77']?.map((u) => u.id)).toEqual(['csa-davis']);
    const fresh = memoryStore();
    expect((await importUserData(fresh, JSON.stringify(exported))).ok).toBe(true);
    expect((await loadOrderOfBattle(fresh, 'gettysburg-77')).units.find((u) => u.id === 'csa-davis')?.strength).toEqual({ full: 7, reduced: 3 });

    const before = fresh.dump();
    const bad = { format: USER_DATA_FORMAT, userTables: {}, ruleSets: {}, orderOfBattle: { 'gettysburg-77': [{ id: 'x', name: 'X', side: 'blue', type: 'infantry', strength: blank }] } };
    const refused = await importUserData(fresh, JSON.stringify(bad));
    expect(refused.ok ? '' : refused.errors[0]?.path).toBe('orderOfBattle.gettysburg-77[0].side');
    expect(fresh.dump()).toEqual(before);
    expect('orderOfBattle' in (await exportUserData(memoryStore()))).toBe(false);
  });
});

describe('the board readers fill a strength from the order of battle, by the counter’s side and name', () => {
  const order: PackUnit[] = [
    { id: 'csa-davis', name: 'Davis', side: 'confederate', type: 'infantry', strength: { full: 7, reduced: 3 } },
    { id: 'csa-f-lee', name: 'F. Lee', side: 'confederate', type: 'cavalry', strength: { full: 4, reduced: null } },
    { id: 'usa-stone', name: 'Stone', side: 'union', type: 'infantry', strength: { full: 5, reduced: 2 } },
    // Two of one side share a name: neither fills.
    { id: 'csa-jones', name: 'Jones', side: 'confederate', type: 'infantry', strength: { full: 6, reduced: 3 } },
    { id: 'csa-jones-artillery', name: 'Jones', side: 'confederate', type: 'artillery', strength: { full: 2, reduced: null } },
  ];
  const named = strengthsByName(order);
  const board = testBoard('gettysburg-77', [
    unit('b1', 'confederate', 'infantry', 'P37', { name: ' davis ' }),
    unit('b2', 'confederate', 'cavalry', 'P38', { name: 'F Lee' }),
    unit('b3', 'confederate', 'infantry', 'P39', { name: 'Stone' }),
    unit('b4', 'confederate', 'infantry', 'P40', { name: 'Jones' }),
    unit('b5', 'confederate', 'infantry', 'P41', { name: 'Davis', strength: { full: 9, reduced: null } }),
    unit('b6', 'confederate', 'infantry', 'P42', { name: 'Davis' }),
  ]);
  const byId = (id: string) => board.units.find((u) => u.id === id)!;

  it('matches the name whatever its case, spaces and punctuation, and marks it as yours', () => {
    expect(unitNameKey(' F. Lee ')).toBe(unitNameKey('f lee'));
    expect(unitNameKey("O'Neal")).toBe('oneal');
    expect(filledStrength(byId('b1'), {}, named)).toEqual({ full: 7, reduced: 3, yours: { full: true, reduced: true } });
    expect(filledStrength(byId('b2'), {}, named)).toEqual({ full: 4, reduced: null, yours: { full: true, reduced: false } });
  });

  it('only from a unit of the counter’s own side, and only when one unit of that side has the name', () => {
    // Stone is the Union's: a Confederate counter of that name gets nothing.
    expect(filledStrength(byId('b3'), {}, named)).toEqual({ full: null, reduced: null, yours: { full: false, reduced: false } });
    expect(filledStrength(byId('b4'), {}, named)).toEqual({ full: null, reduced: null, yours: { full: false, reduced: false } });
  });

  it('a strength the board shows always wins, and one remembered for the counter comes before the name', () => {
    expect(filledStrength(byId('b5'), {}, named)).toEqual({ full: 9, reduced: 3, yours: { full: false, reduced: true } });
    expect(filledStrength(byId('b6'), { b6: { full: 8 } }, named)).toEqual({ full: 8, reduced: 3, yours: { full: true, reduced: true } });
    const fill = fillFromSelection(board, { attackers: ['b1', 'b5'], defenders: ['b3'] }, {}, named);
    expect(fill.attackers.map((u) => [u.strength, u.reducedStrength])).toEqual([['7', '3'], ['9', '3']]);
    // The board reads the name trimmed.
    expect(fill.yours).toEqual(['davis', 'Davis']);
    expect(fill.missingStrength).toEqual(['Stone']);
  });
});

describe('a game pack’s order of battle comes from and goes to the order of battle', () => {
  const pack = (orderOfBattle: PackUnit[]) => {
    const written = writePack({ orderOfBattle }, { game: 'gettysburg-77', edition: 'Test edition', madeBy: 'Test club' });
    if (!written.ok) throw new Error(JSON.stringify(written.errors));
    return written.value;
  };

  it('exports the units entered or added, and a counter remembered by a seed unit’s id under that unit’s name', async () => {
    const store = memoryStore();
    const seed = await seedOrderOfBattle('gettysburg-77');
    const mine: PackUnit = { id: 'my-1', name: 'Made-up Brigade', side: 'union', type: 'infantry', strength: blank, movement: null };
    await saveOrderOfBattle(store, 'gettysburg-77', [...withStrength(seed, 'csa-davis', 7, 3), mine]);
    await saveUnitStrength(store, 'gettysburg-77', 'csa-archer', 'full', 6);
    await saveUnitStrength(store, 'gettysburg-77', 'csa-davis', 'full', 9);
    await saveUnitStrength(store, 'gettysburg-77', 'usa-9', 'full', 4);
    const { content, unitsLeftOut } = exportableContent(await readStoredForPack(store, 'gettysburg-77'));
    expect(content.orderOfBattle?.map((u) => [u.id, u.name, u.strength.full])).toEqual([
      // The order of battle's unit wins over a strength remembered for the same id.
      ['csa-davis', 'Davis', 7],
      ['my-1', 'Made-up Brigade', null],
      ['csa-archer', 'Archer', 6],
    ]);
    expect(unitsLeftOut).toEqual(['usa-9']);
  });

  it('imports a pack’s units into the order of battle, each conflict the player’s to choose', async () => {
    const store = memoryStore();
    const seed = await seedOrderOfBattle('gettysburg-77');
    await saveOrderOfBattle(store, 'gettysburg-77', withStrength(seed, 'csa-davis', 7, 3));
    const davis = { ...seed.find((u) => u.id === 'csa-davis')!, strength: { full: 6, reduced: 3 } };
    const archer = { ...seed.find((u) => u.id === 'csa-archer')!, strength: { full: 5, reduced: 2 } };
    const stored = await readStoredForPack(store, 'gettysburg-77');
    const incoming = pack([davis, archer]);
    const merge = mergePack(storedForMerge(stored, incoming), incoming);
    // Archer, never entered, is added; Davis, entered otherwise, is a conflict.
    expect(merge.added.orderOfBattle).toBe(1);
    expect(merge.conflicts.map((c) => c.key)).toEqual(['csa-davis']);
    const written = await writePackContent(store, stored, resolveConflicts(merge.merged, merge.conflicts, {}));
    expect(written.ok).toBe(true);
    const after = await loadOrderOfBattle(store, 'gettysburg-77');
    expect(after.units.find((u) => u.id === 'csa-davis')?.strength).toEqual({ full: 7, reduced: 3 });
    expect(after.units.find((u) => u.id === 'csa-archer')?.strength).toEqual({ full: 5, reduced: 2 });
  });

  it('refuses a pack that would take the order of battle past its limit, writing nothing', async () => {
    const store = memoryStore();
    const many = Array.from({ length: ORDER_OF_BATTLE_LIMITS.unitsPerGame + 1 }, (_, i): PackUnit => ({ id: `u${i}`, name: `Unit ${i}`, side: 'union', type: 'infantry', strength: { full: 1, reduced: null } }));
    const stored = await readStoredForPack(store, 'gettysburg-77');
    const incoming = pack(many);
    const merge = mergePack(storedForMerge(stored, incoming), incoming);
    const written = await writePackContent(store, stored, merge.merged);
    expect(written.ok ? [] : written.errors.map((e) => e.path)).toEqual(['orderOfBattle']);
    expect(store.dump()).toEqual({});
  });
});
