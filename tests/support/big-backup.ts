// A valid backup of a chosen size, for the storage tests (not a test file itself). Made-up units and turns.
import { USER_DATA_FORMAT } from '../../src/storage/user-data.js';
import { LEDGER_FORMAT } from '../../src/storage/ledger.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { row, testBoard, unit } from './ledger-rows.js';

/** A Cemetery Hill board of `units` made-up units, as a ledger row keeps it. */
export function bigBoard(units: number) {
  return testBoard(
    'cemetery-hill',
    Array.from({ length: units }, (_, i) => unit(`made-up-unit-${i}`, i % 2 === 0 ? 'union' : 'confederate', 'infantry', '0510', { strength: { full: 4, reduced: 2 }, formation: { division: `Made-up division ${i % 7}` } })),
  );
}

/** A backup with a table, a rule set and a Cemetery Hill ledger of rows with 200-unit boards, at least `bytes` long. */
export function backupOfAtLeast(bytes: number): string {
  const board = bigBoard(200);
  const perRow = JSON.stringify(board).length + 60;
  const rows = Array.from({ length: Math.ceil(bytes / perRow) }, (_, i) => row(Math.floor(i / 2) + 1, i % 2 === 0 ? 'confederate' : 'union', board));
  return JSON.stringify({
    format: USER_DATA_FORMAT,
    userTables: { 'cemetery-hill': MADE_UP_RATIO },
    ruleSets: { 'gettysburg-77': { 'attack-movement': true } },
    ledger: { format: LEDGER_FORMAT, games: { 'cemetery-hill': rows } },
  });
}
