import { describe, expect, it } from 'vitest';
import { checkedRows, exitCode, formatTable, summary, type BenchRow } from '../../src/tools/bench/report.mjs';

const ratioRow = (ratios: number[], goal?: number): BenchRow => ({
  group: 'popup',
  name: 'open to rendered and idle',
  floor: 'blank extension page',
  ratios,
  ...(goal === undefined ? {} : { goal }),
});

describe('npm run bench: the table', () => {
  it('prints the median and the range of a row, its goal, and whether the median meets it', () => {
    const table = formatTable([ratioRow([1.4, 1.1, 1.3], 1.2), ratioRow([1.0, 1.1, 1.15], 1.2)]);
    const [, , over, ok] = table.split('\n');
    expect(over).toContain('1.30×');
    expect(over).toContain('1.10×–1.40×');
    expect(over).toContain('≤ 1.20×');
    expect(over).toMatch(/\bover\b/);
    expect(ok).toContain('1.10×');
    expect(ok).toMatch(/\bok\b/);
  });

  it('shows rows in their unit, and a goal on a size', () => {
    const table = formatTable([{ group: 'bundle', name: 'popup: first load', floor: '', ratios: [], unit: 'KB', values: [71], goal: 80 }]);
    expect(table).toContain('71 KB');
    expect(table).toContain('≤ 80 KB');
    expect(table).toMatch(/\bok\b/);
  });

  it('reports a malformed row as broken, naming what is wrong, instead of trusting it', () => {
    const rows = checkedRows('page', [
      { group: 'page', name: 'load', floor: 'same page', ratios: [1, Number.NaN] },
      { group: 'page', floor: 'same page', ratios: [1] },
      { group: 'page', name: 'sizes', floor: '', ratios: [], unit: 'KB' },
      'not a row',
    ]);
    expect(rows.map((r) => r.broken)).toEqual([
      'page: ratios must be a list of finite numbers',
      'page: group, name and floor must be text',
      'no measurement',
      'not an object',
    ]);
    expect(checkedRows('page', { rows: [] })[0]?.broken).toBe('page did not return a list of rows');
  });

  it('exits non-zero only for a broken row: a row over its goal is reported, not a failure', () => {
    const over = [ratioRow([2, 2, 2], 1.2)];
    expect(exitCode(over)).toBe(0);
    expect(summary(over)).toBe('1 rows: 0 of 1 goals met, 1 over, 0 broken.');
    const broken = [...over, { ...ratioRow([]), broken: 'the browser did not start' }];
    expect(exitCode(broken)).toBe(1);
    expect(summary(broken)).toBe('2 rows: 0 of 1 goals met, 1 over, 1 broken.');
    expect(formatTable(broken)).toContain('BROKEN');
  });
});
