/** Types of report.mjs, for the TypeScript tests that import it. */
export interface BenchRow {
  group: string;
  name: string;
  floor: string;
  ratios: number[];
  goal?: number;
  unit?: string;
  values?: number[];
  note?: string;
  broken?: string;
}

export declare function checkedRows(part: string, rows: unknown): BenchRow[];
export declare function formatTable(rows: BenchRow[]): string;
export declare function summary(rows: BenchRow[]): string;
export declare function exitCode(rows: readonly BenchRow[]): 0 | 1;
