import { readShared } from './shared.js';

/**
 * The seeds live beside the project (../shared/seeds); tests read them directly so the data is checked against
 * its source. Without ../shared the text is '' and the checks that use it are skipped (shared.ts).
 */
export function readSeed(file: string): string {
  return readShared('seeds', file);
}

export const G77_SEED = '002_581d685a3c63a356.txt';

/** A table of seed 002 as printed: a header of column labels and rows of tab-separated cells. */
export interface PrintedTable {
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/** Reads the tab-separated table that follows `title`, stopping at the first line that is not a row. */
export function printedTable(text: string, title: string, rowLabel: RegExp): PrintedTable {
  // No seed text (no ../shared): no table, and the checks that read it are skipped.
  if (text === '') return { columns: [], rows: [] };
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trim() === title);
  if (at < 0) throw new Error(`table "${title}" not found in the seed`);
  const headerAt = lines.findIndex((l, i) => i > at && l.startsWith('\t'));
  const columns = (lines[headerAt] ?? '').split('\t').slice(1).map((c) => c.trim());
  const rows: PrintedTable['rows'] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const [label, ...cells] = line.split('\t');
    if (label === undefined || !rowLabel.test(label)) break;
    rows.push({ label, cells: columns.map((_, j) => (cells[j] ?? '').trim()) });
  }
  return { columns, rows };
}
