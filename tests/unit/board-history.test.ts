import { describe, expect, it } from 'vitest';
import {
  BOARD_HISTORY_LIMITS,
  BOARD_HISTORY_STORED,
  boardHistory,
  boardHistoryKey,
  lastLook,
  pageSource,
  recordBoard,
} from '../../src/storage/board-history.js';
import { memoryStore, storedBytes } from '../../src/storage/key-value-store.js';
import { findUnreadable } from '../../src/storage/stored-keys.js';
import { bigBoard } from '../support/big-backup.js';
import { testBoard, unit } from '../support/ledger-rows.js';

const PAGE = 'https://boards.example.org/game/12';
const KEY = boardHistoryKey('cemetery-hill');

/** A made-up Cemetery Hill board: one Union brigade at a hex, so each board differs by where it stands. */
function at(hex: string) {
  return testBoard('cemetery-hill', [unit('u1', 'union', 'infantry', hex)]);
}
const HEXES = ['0510', '0511', '0512', '0513', '0514', '0515', '0516', '0517', '0518', '0519', '0520', '0610', '0611', '0612', '0613', '0614', '0615', '0616', '0617', '0618', '0619', '0620', '0710', '0711', '0712'];

describe('board history: the boards read before, per game and source', () => {
  it('keeps boards newest last, each with when it was read, and answers the last look', async () => {
    const store = memoryStore();
    expect(await lastLook(store, 'cemetery-hill', PAGE)).toBeNull();
    expect((await recordBoard(store, PAGE, at('0510'), 1000)).kind).toBe('recorded');
    expect((await recordBoard(store, PAGE, at('0511'), 2000)).kind).toBe('recorded');
    expect((await recordBoard(store, 'saved.vsav', at('0610'), 3000)).kind).toBe('recorded');
    expect(await lastLook(store, 'cemetery-hill', PAGE)).toEqual({ board: at('0511'), at: 2000 });
    expect((await boardHistory(store, 'cemetery-hill', PAGE)).map((l) => l.at)).toEqual([1000, 2000]);
    expect(await lastLook(store, 'cemetery-hill', 'saved.vsav')).toEqual({ board: at('0610'), at: 3000 });
    // Another game's history is apart.
    expect(await lastLook(store, 'gettysburg-77', PAGE)).toBeNull();
    expect(Object.keys(store.dump())).toEqual([KEY]);
  });

  it('skips a board identical to the newest of its source, and keeps a board that comes back after a change', async () => {
    const store = memoryStore();
    await recordBoard(store, PAGE, at('0510'), 1000);
    expect((await recordBoard(store, PAGE, at('0510'), 2000)).kind).toBe('unchanged');
    expect(await lastLook(store, 'cemetery-hill', PAGE)).toEqual({ board: at('0510'), at: 1000 });
    // The same board from another source is that source's first look.
    expect((await recordBoard(store, 'saved.vsav', at('0510'), 2500)).kind).toBe('recorded');
    await recordBoard(store, PAGE, at('0511'), 3000);
    expect((await recordBoard(store, PAGE, at('0510'), 4000)).kind).toBe('recorded');
    expect((await boardHistory(store, 'cemetery-hill', PAGE)).map((l) => l.at)).toEqual([1000, 3000, 4000]);
  });

  it('keeps at most 20 boards a source, the oldest going first', async () => {
    const store = memoryStore();
    for (const [i, hex] of HEXES.entries()) await recordBoard(store, PAGE, at(hex), i);
    const looks = await boardHistory(store, 'cemetery-hill', PAGE);
    expect(looks).toHaveLength(BOARD_HISTORY_LIMITS.boardsPerSource);
    expect(looks.map((l) => l.at)).toEqual(Array.from({ length: 20 }, (_, i) => i + HEXES.length - 20));
  });

  it('keeps at most 50 sources a game, the one read longest ago going first', async () => {
    const store = memoryStore();
    const sources = (): string[] => (store.dump()[KEY] as { value: { source: string }[] }).value.map((s) => s.source);
    for (let i = 0; i < 51; i++) await recordBoard(store, `https://boards.example.org/game/${i}`, at('0510'), i);
    expect(sources()).toHaveLength(BOARD_HISTORY_LIMITS.sourcesPerGame);
    expect(sources()[0]).toBe('https://boards.example.org/game/1');
    expect(await lastLook(store, 'cemetery-hill', 'https://boards.example.org/game/0')).toBeNull();
    // Source 2 is read again: it goes last, and source 1, now read longest ago, makes room for source 0.
    await recordBoard(store, 'https://boards.example.org/game/2', at('0511'), 100);
    await recordBoard(store, 'https://boards.example.org/game/0', at('0511'), 101);
    expect(sources()).toHaveLength(BOARD_HISTORY_LIMITS.sourcesPerGame);
    expect(sources()).not.toContain('https://boards.example.org/game/1');
    expect(sources().slice(-2)).toEqual(['https://boards.example.org/game/2', 'https://boards.example.org/game/0']);
    expect((await boardHistory(store, 'cemetery-hill', 'https://boards.example.org/game/2')).map((l) => l.at)).toEqual([2, 100]);
    expect(await lastLook(store, 'cemetery-hill', 'https://boards.example.org/game/50')).toEqual({ board: at('0510'), at: 50 });
  });

  it('stays within its byte limit, dropping the oldest boards of the game first', async () => {
    const store = memoryStore();
    const big = bigBoard(500);
    const bytes = storedBytes(KEY, { adjutant: 'boardHistory', version: 1, value: [{ source: 'x', looks: [{ at: 0, board: big }] }] });
    const fits = Math.floor(BOARD_HISTORY_LIMITS.bytesPerGame / bytes);
    expect(fits).toBeGreaterThan(5);
    expect(fits + 5).toBeLessThan(BOARD_HISTORY_LIMITS.sourcesPerGame);
    // Each from a source of its own, so no other limit drops them.
    for (let i = 0; i < fits + 5; i++) expect((await recordBoard(store, `file-${i}.json`, big, i)).kind).toBe('recorded');
    const raw = store.dump()[KEY];
    expect(storedBytes(KEY, raw)).toBeLessThanOrEqual(BOARD_HISTORY_STORED.maxBytes);
    expect(await lastLook(store, 'cemetery-hill', 'file-0.json')).toBeNull();
    expect(await lastLook(store, 'cemetery-hill', `file-${fits + 4}.json`)).not.toBeNull();
  });

  it('refuses what it cannot keep, in words, and writes nothing', async () => {
    const store = memoryStore();
    expect(await recordBoard(store, '', at('0510'), 1)).toMatchObject({ kind: 'refused', problem: expect.stringMatching(/^Adjutant did not keep the board: the source expected/) });
    expect((await recordBoard(store, PAGE, at('0510'), -1)).kind).toBe('refused');
    expect((await recordBoard(store, PAGE, { ...at('0510'), game: 'chess' } as unknown as ReturnType<typeof at>, 1)).kind).toBe('refused');
    expect(store.dump()).toEqual({});
  });

  it('a history that cannot be read is reported and kept: no last look, and nothing written over it', async () => {
    const good = { source: PAGE, looks: [{ at: 1, board: at('0510') }] };
    const bad = [
      { adjutant: 'boardHistory', version: 1, value: [{ ...good, looks: [{ at: 1, board: { ...at('0510'), units: 'none' } }] }] },
      { adjutant: 'boardHistory', version: 1, value: [{ ...good, looks: [{ at: 'noon', board: at('0510') }] }] },
      { adjutant: 'boardHistory', version: 1, value: [good, good] },
      { adjutant: 'boardHistory', version: 1, value: [{ ...good, looks: [{ at: 1, board: testBoard('they-met', []) }] }] },
      { adjutant: 'boardHistory', version: 1, value: Array.from({ length: 51 }, (_, i) => ({ ...good, source: `s${i}` })) },
      { adjutant: 'boardHistory', version: 1, value: [{ ...good, looks: Array.from({ length: 21 }, (_, i) => ({ at: i, board: at('0510') })) }] },
      { adjutant: 'boardHistory', version: 2, value: [] },
      [good],
    ];
    for (const raw of bad) {
      const store = memoryStore({ [KEY]: raw });
      expect(await lastLook(store, 'cemetery-hill', PAGE), JSON.stringify(raw).slice(0, 200)).toBeNull();
      const outcome = await recordBoard(store, PAGE, at('0511'), 5);
      expect(outcome).toMatchObject({ kind: 'refused', problem: expect.stringMatching(/^The Cemetery Hill boards Adjutant read before .* could not be read: .*does not write over it/) });
      expect(store.dump()[KEY]).toEqual(raw);
      expect((await findUnreadable(store)).map((u) => u.key)).toEqual([KEY]);
    }
  });

  it('a page’s source is its address without the hash', () => {
    expect(pageSource('https://boards.example.org/game/12#turn-3')).toBe(PAGE);
    expect(pageSource(PAGE)).toBe(PAGE);
  });
});
