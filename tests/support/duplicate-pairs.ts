/** One pair the `duplicates` tool reports: its two files as one key (in order), and the row as printed. */
export interface DuplicatePair {
  readonly files: string;
  readonly row: string;
}

/** The product's code: what ships in the extension or the command line. */
const PRODUCT = /^(src|popup|options|content)\//;
const ROW = /^D\d+ (\S+):\d+-\d+ ~ (\S+):\d+-\d+(.*)$/;

/**
 * The rows of a `duplicates` report that pair two places of product code. Rows the tool marks boilerplate
 * (thin lines, a shape common across a folder) and HTML pages are set aside: they are not repeated logic.
 */
export function codePairs(report: string): DuplicatePair[] {
  const pairs: DuplicatePair[] = [];
  for (const row of report.split('\n')) {
    const m = ROW.exec(row.trim());
    if (!m) continue;
    const [, a = '', b = '', rest = ''] = m;
    if (/\bboilerplate\b/.test(rest)) continue;
    if (![a, b].every((f) => PRODUCT.test(f) && !f.endsWith('.html'))) continue;
    pairs.push({ files: [a, b].sort().join(' ~ '), row: row.trim() });
  }
  return pairs;
}
