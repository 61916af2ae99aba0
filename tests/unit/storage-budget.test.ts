import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMPORTED_BOARD_STORED, IMPORTED_BOARD_KEY } from '../../src/storage/imported-board.js';
import { storedBytes } from '../../src/storage/key-value-store.js';
import { LEDGER_STORED, ledgerKey } from '../../src/storage/ledger.js';
import { STORAGE_BUDGET_BYTES, STORED_SPECS } from '../../src/storage/stored-keys.js';
import { envelope } from '../../src/storage/stored-value.js';
import { bigBoard } from '../support/big-backup.js';
import { row, testBoard, unit } from '../support/ledger-rows.js';

/** Chrome's storage.local quota without unlimitedStorage (chrome.storage.local.QUOTA_BYTES). */
const CHROME_QUOTA = 10_485_760;
const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../manifest.json', import.meta.url)), 'utf8')) as { permissions: string[] };

/** Every store at its limit: each key's limit, which the writer enforces before any write. */
const worstCase = STORED_SPECS.reduce((sum, spec) => sum + spec.maxBytes * spec.keys.length, 0);

/** A full game's ledger as real players keep it: Gettysburg (1977)'s 48 turns of two player-turns, a 200-unit board each. */
function fullGameLedgerBytes(): number {
  const board = bigBoard(200);
  const rows = Array.from({ length: 96 }, (_, i) => row(Math.floor(i / 2) + 1, i % 2 === 0 ? 'confederate' : 'union', board));
  return storedBytes(ledgerKey('cemetery-hill'), envelope(LEDGER_STORED, rows));
}

describe('what Adjutant stores fits what the browser keeps', () => {
  it('every store at its limit stays within Adjutant’s own budget, with room to spare', () => {
    expect(worstCase).toBeLessThanOrEqual(0.9 * STORAGE_BUDGET_BYTES);
  });

  it('a budget over Chrome’s 10 MB quota goes with unlimitedStorage in the manifest; under it, without', () => {
    expect(manifest.permissions.includes('unlimitedStorage')).toBe(worstCase > CHROME_QUOTA);
  });

  it('lowering the limits to fit 10 MB would cut real games: two full ledgers alone pass the quota', () => {
    const one = fullGameLedgerBytes();
    expect(one).toBeGreaterThan(4_000_000);
    expect(2 * one).toBeGreaterThan(CHROME_QUOTA);
    // And a full game fits its ledger's limit with room to spare.
    expect(one).toBeLessThan(0.5 * LEDGER_STORED.maxBytes);
  });

  it('a real 2,000-piece VASSAL board fits the imported board’s limit', () => {
    // Ids and names as long as a VASSAL module writes them (a piece id and a full unit name).
    const units = Array.from({ length: 2000 }, (_, i) =>
      unit(`vassal-piece-${1_000_000 + i}`, i % 2 === 0 ? 'union' : 'confederate', 'infantry', '0510', {
        name: `Made-up ${i % 40}th Infantry Regiment, brigade ${i % 90}`,
        strength: { full: 6, reduced: 3 },
        formation: { corps: `Made-up corps ${i % 9}`, division: `Made-up division ${i % 30}`, brigade: `Made-up brigade ${i % 90}` },
      }),
    );
    const board = testBoard('cemetery-hill', units);
    const bytes = storedBytes(IMPORTED_BOARD_KEY, envelope(IMPORTED_BOARD_STORED, board));
    expect(bytes).toBeGreaterThan(500_000);
    expect(bytes).toBeLessThan(0.5 * IMPORTED_BOARD_STORED.maxBytes);
  });
});
