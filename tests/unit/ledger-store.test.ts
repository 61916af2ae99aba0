import { storedIn } from '../support/stored.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_FORMAT, type Board } from '../../src/engine/core/board/board.js';
import type { LedgerRow } from '../../src/engine/core/victory.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  appendLedgerRow,
  clearLedger,
  deleteLedgerRow,
  exportLedger,
  importLedger,
  LEDGER_FORMAT,
  LEDGER_LIMITS,
  ledgerKey,
  loadLedger,
  replaceLedgerRow,
} from '../../src/storage/ledger.js';

/** A made-up Cemetery Hill board (not a position from the game): one Union cavalry unit on the map. */
function board(turn: number, phasing: 'union' | 'confederate'): Board {
  return {
    format: BOARD_FORMAT,
    game: 'cemetery-hill',
    time: { turn, day: null, hour: null, light: null, phasingSide: phasing },
    units: [
      {
        id: 'usa-gamble',
        name: 'Gamble',
        side: 'union',
        type: 'cavalry',
        formation: {},
        strength: { full: 2, reduced: null },
        steps: { left: 1, full: 1 },
        status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
        location: { kind: 'hex', hex: '1510' },
      },
    ],
    markers: [],
    terrain: {},
    source: { kind: 'demo', name: 'made-up test board' },
  };
}

const exit = (unitId: string, side: 'union' | 'confederate') => ({ kind: 'exit', unitId, side, cavalry: true, strength: null }) as const;

async function ledgerOfThree() {
  const store = memoryStore();
  expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 2, playerTurn: 'union', board: board(2, 'union'), events: [] })).ok).toBe(true);
  expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 2, playerTurn: 'confederate', board: null, events: [exit('csa-a', 'confederate')] })).ok).toBe(true);
  expect((await appendLedgerRow(store, 'cemetery-hill', { turn: 3, playerTurn: 'union', board: null, events: [{ kind: 'note', text: 'Buford held' }] })).ok).toBe(true);
  return store;
}

describe('the ledger in storage', () => {
  it('keeps rows in play order per game, each game under its own key, and survives a new load', async () => {
    const store = await ledgerOfThree();
    const rows = await loadLedger(store, 'cemetery-hill');
    expect(rows.map((r) => `${r.turn}${r.playerTurn[0]}`)).toEqual(['2u', '2c', '3u']);
    expect(rows[0]?.board?.units[0]?.name).toBe('Gamble');
    expect(rows[1]?.events).toEqual([exit('csa-a', 'confederate')]);
    expect(await loadLedger(store, 'gettysburg-77')).toEqual([]);
    expect(Object.keys(store.dump())).toEqual([ledgerKey('cemetery-hill')]);
    // A store opened again over the same data (a browser restart) reads the same rows.
    expect(await loadLedger(memoryStore(store.dump()), 'cemetery-hill')).toEqual(rows);
  });

  it('refuses a row out of play order, a player-turn twice, and a board of another game, writing nothing', async () => {
    const store = await ledgerOfThree();
    const before = store.dump();
    const back = await appendLedgerRow(store, 'cemetery-hill', { turn: 1, playerTurn: 'confederate', board: null, events: [] });
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.errors[0]?.expected).toMatch(/no earlier than/);
    const twice = await appendLedgerRow(store, 'cemetery-hill', { turn: 3, playerTurn: 'union', board: null, events: [] });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.errors[0]?.expected).toMatch(/not already in the ledger/);
    const other = await appendLedgerRow(store, 'cemetery-hill', { turn: 3, playerTurn: 'confederate', board: { ...board(3, 'confederate'), game: 'gettysburg-77', units: [] }, events: [] });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.errors.map((e) => e.path)).toEqual(['row.board.game']);
    expect(store.dump()).toEqual(before);
  });

  it('names each bad field of a row by its path, board errors included', async () => {
    const store = memoryStore();
    const bad = await appendLedgerRow(store, 'cemetery-hill', {
      turn: 0,
      playerTurn: 'rebels',
      board: { ...board(1, 'union'), units: [{ ...board(1, 'union').units[0], side: 'blue' }] },
      events: [{ kind: 'exit', unitId: 'x', side: 'union', cavalry: 'yes' }, { kind: 'occupied', hex: 'nowhere', side: 'union' }, { kind: 'teleport' }],
      extra: 1,
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.path).sort()).toEqual(
      ['row.board.units[0].side', 'row.events[0].cavalry', 'row.events[1].hex', 'row.events[2].kind', 'row.extra', 'row.playerTurn', 'row.turn'].sort(),
    );
    expect(store.dump()).toEqual({});
  });

  it('corrects an earlier row in place, keeping the order rules, and deletes and clears', async () => {
    const store = await ledgerOfThree();
    const fixed = await replaceLedgerRow(store, 'cemetery-hill', 1, { turn: 2, playerTurn: 'confederate', board: null, events: [exit('csa-a', 'confederate'), exit('csa-b', 'confederate')] });
    expect(fixed.ok).toBe(true);
    expect((await loadLedger(store, 'cemetery-hill'))[1]?.events).toHaveLength(2);
    const wrong = await replaceLedgerRow(store, 'cemetery-hill', 0, { turn: 4, playerTurn: 'union', board: null, events: [] });
    expect(wrong.ok).toBe(false);
    const missing = await replaceLedgerRow(store, 'cemetery-hill', 7, { turn: 9, playerTurn: 'union', board: null, events: [] });
    expect(missing.ok).toBe(false);
    expect((await deleteLedgerRow(store, 'cemetery-hill', 0)).map((r) => r.turn)).toEqual([2, 3]);
    await clearLedger(store, 'cemetery-hill');
    expect(await loadLedger(store, 'cemetery-hill')).toEqual([]);
  });

  it('leaves a stored ledger that no longer validates unused rather than half-read', async () => {
    const store = memoryStore({ [ledgerKey('cemetery-hill')]: [{ turn: 2, playerTurn: 'union', board: null, events: [] }, { turn: 'x' }] });
    expect(await loadLedger(store, 'cemetery-hill')).toEqual([]);
  });

  it('refuses more rows than the limit', async () => {
    const rows: LedgerRow[] = Array.from({ length: LEDGER_LIMITS.rowsPerGame }, (_, i) => ({ turn: i + 1, playerTurn: 'union', board: null, events: [] }));
    const store = memoryStore({ [ledgerKey('gettysburg-77')]: rows });
    const more = await appendLedgerRow(store, 'gettysburg-77', { turn: 999, playerTurn: 'union', board: null, events: [] });
    expect(more.ok).toBe(false);
    const file = JSON.stringify({ format: LEDGER_FORMAT, games: { 'gettysburg-77': [...rows, { turn: 999, playerTurn: 'union', board: null, events: [] }] } });
    const imported = await importLedger(memoryStore(), file);
    expect(imported.ok).toBe(false);
  });
});

describe('ledger files', () => {
  it('exports and imports back the same rows; games the file does not name are left alone', async () => {
    const store = await ledgerOfThree();
    await appendLedgerRow(store, 'gettysburg-77', { turn: 1, playerTurn: 'confederate', board: null, events: [{ kind: 'occupied', hex: 'w15', side: 'confederate' }] });
    const file = await exportLedger(store);
    expect(file.format).toBe(LEDGER_FORMAT);
    expect(Object.keys(file.games).sort()).toEqual(['cemetery-hill', 'gettysburg-77']);
    const other = memoryStore();
    await appendLedgerRow(other, 'gettysburg-88', { turn: 5, playerTurn: 'union', board: null, events: [] });
    await appendLedgerRow(other, 'cemetery-hill', { turn: 9, playerTurn: 'union', board: null, events: [] });
    const result = await importLedger(other, JSON.stringify(file));
    expect(result.ok).toBe(true);
    expect(await loadLedger(other, 'cemetery-hill')).toEqual(await loadLedger(store, 'cemetery-hill'));
    expect((await loadLedger(other, 'gettysburg-88')).map((r) => r.turn)).toEqual([5]);
    expect((await exportLedger(other, 'gettysburg-77')).games).toEqual({ 'gettysburg-77': file.games['gettysburg-77'] });
  });

  it('refuses a bad file with path-named errors and changes nothing', async () => {
    const store = await ledgerOfThree();
    const before = store.dump();
    const cases: [string, string][] = [
      ['{not json', '(file)'],
      [JSON.stringify({ format: 'adjutant-ledger/2', games: {} }), 'format'],
      [JSON.stringify({ format: LEDGER_FORMAT, games: { chess: [] } }), 'games.chess'],
      [JSON.stringify({ format: LEDGER_FORMAT, games: { 'cemetery-hill': [{ turn: 3, playerTurn: 'union', board: null, events: [] }, { turn: 2, playerTurn: 'union', board: null, events: [] }] } }), 'games["cemetery-hill"][1]'],
      [JSON.stringify({ format: LEDGER_FORMAT, games: { 'cemetery-hill': [{ turn: 3, playerTurn: 'union', board: { format: 'x' }, events: [] }] } }), 'games["cemetery-hill"][0].board.format'],
      ['x'.repeat(LEDGER_LIMITS.importChars + 1), '(file)'],
    ];
    for (const [text, path] of cases) {
      const result = await importLedger(store, text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.map((e) => e.path)).toContain(path);
      expect(store.dump()).toEqual(before);
    }
  });

  it('never half-imports: any JSON either imports whole or leaves the store exactly as it was', async () => {
    const store = await ledgerOfThree();
    const row = fc.record(
      {
        turn: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.string()),
        playerTurn: fc.constantFrom('union', 'confederate', 'neither'),
        board: fc.constant(null),
        events: fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('exit'), unitId: fc.string({ maxLength: 8 }), side: fc.constantFrom('union', 'confederate'), cavalry: fc.boolean(), strength: fc.constant(null) }),
            fc.record({ kind: fc.constant('eliminated'), unitId: fc.string({ maxLength: 8 }), side: fc.constantFrom('union', 'confederate', 'x'), strength: fc.integer({ min: -1, max: 20 }) }),
            fc.record({ kind: fc.constant('note'), text: fc.string({ maxLength: 10 }) }),
            fc.jsonValue(),
          ),
          { maxLength: 4 },
        ),
      },
      { requiredKeys: ['turn', 'playerTurn'] },
    );
    const file = fc.oneof(
      fc.record({ format: fc.constantFrom(LEDGER_FORMAT, 'other'), games: fc.dictionary(fc.constantFrom('cemetery-hill', 'gettysburg-77', 'chess'), fc.array(row, { maxLength: 5 })) }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(file, async (json) => {
        const before = store.dump();
        const result = await importLedger(store, JSON.stringify(json));
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          expect(store.dump()).toEqual(before);
        } else {
          for (const [game, rows] of Object.entries(result.value.games)) {
            expect(storedIn(store.dump(), ledgerKey(game as 'cemetery-hill'))).toEqual(rows);
          }
        }
        // Put the three rows back for the next run.
        await clearLedger(store, 'gettysburg-77');
        const fresh = await ledgerOfThree();
        await store.set(ledgerKey('cemetery-hill'), fresh.dump()[ledgerKey('cemetery-hill')]);
      }),
      { numRuns: 150 },
    );
  });
});

describe("an exit's optional during (Gettysburg '88 clarification 35)", () => {
  it('keeps movement or combat when given, leaves it out when not, and refuses anything else by its path', async () => {
    const store = memoryStore();
    const moved = { kind: 'exit', unitId: 'csa-x', side: 'confederate', cavalry: false, strength: 3, during: 'movement' } as const;
    const retreated = { kind: 'exit', unitId: 'usa-y', side: 'union', cavalry: true, strength: 1, during: 'combat' } as const;
    const plain = { kind: 'exit', unitId: 'usa-z', side: 'union', cavalry: true, strength: null } as const;
    const ok = await appendLedgerRow(store, 'gettysburg-88', { turn: 1, playerTurn: 'confederate', board: null, events: [moved, retreated, plain] });
    expect(ok.ok).toBe(true);
    const rows = await loadLedger(store, 'gettysburg-88');
    expect(rows[0]?.events).toEqual([moved, retreated, plain]);
    expect(rows[0]?.events[2]).not.toHaveProperty('during');
    const before = store.dump();
    const bad = await appendLedgerRow(store, 'gettysburg-88', { turn: 1, playerTurn: 'union', board: null, events: [{ ...plain, during: 'rout' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.path)).toEqual(['row.events[0].during']);
    expect(store.dump()).toEqual(before);
    // The same check guards a ledger file.
    const file = JSON.stringify({ format: LEDGER_FORMAT, games: { 'gettysburg-88': [{ turn: 1, playerTurn: 'union', board: null, events: [{ ...plain, during: 7 }] }] } });
    const imported = await importLedger(store, file);
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.errors.map((e) => e.path)).toEqual(['games["gettysburg-88"][0].events[0].during']);
    expect(store.dump()).toEqual(before);
  });
});
