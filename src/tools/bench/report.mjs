// @ts-check
/**
 * The bench table: each part's rows checked against the interface (a malformed row is reported as broken, not
 * trusted), one line per row with its median, range, goal and verdict, and the summary and exit code.
 */
import { median } from './measure.mjs';

/** @typedef {import('./measure.mjs').BenchRow} BenchRow */

/** @param {unknown} v @returns {v is number[]} */
function numbers(v) {
  return Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

/**
 * A part's rows, each checked against the interface: a malformed row becomes a broken one naming the fault.
 * @param {string} part
 * @param {unknown} rows
 * @returns {BenchRow[]}
 */
export function checkedRows(part, rows) {
  if (!Array.isArray(rows)) return [{ group: part, name: 'its rows', floor: '—', ratios: [], broken: `${part} did not return a list of rows` }];
  return rows.map((r, i) => {
    if (typeof r !== 'object' || r === null) return { group: part, name: `row ${i + 1}`, floor: '—', ratios: [], broken: 'not an object' };
    const row = /** @type {Record<string, unknown>} */ (r);
    const text = (/** @type {string} */ key) => (typeof row[key] === 'string' ? /** @type {string} */ (row[key]) : undefined);
    const base = { group: text('group') ?? part, name: text('name') ?? `row ${i + 1}`, floor: text('floor') ?? '—', ratios: [] };
    const fault =
      text('group') === undefined || text('name') === undefined || text('floor') === undefined
        ? 'group, name and floor must be text'
        : !numbers(row.ratios)
          ? 'ratios must be a list of finite numbers'
          : row.values !== undefined && !numbers(row.values)
            ? 'values must be a list of finite numbers'
            : row.goal !== undefined && (typeof row.goal !== 'number' || !Number.isFinite(row.goal))
              ? 'goal must be a number'
              : null;
    if (fault) return { ...base, broken: `${part}: ${fault}` };
    const checked = /** @type {BenchRow} */ (row);
    const measured = checked.unit !== undefined ? (checked.values ?? []) : checked.ratios;
    if (checked.broken === undefined && measured.length === 0) return { ...checked, broken: 'no measurement' };
    return checked;
  });
}

/** @param {number} x @param {string | undefined} unit */
function show(x, unit) {
  if (unit !== undefined) return `${Number.isInteger(x) ? String(x) : x >= 100 ? x.toFixed(0) : x.toFixed(1)} ${unit}`;
  return `${x >= 10 ? x.toFixed(1) : x >= 0.1 ? x.toFixed(2) : x.toPrecision(2)}×`;
}

/** @param {BenchRow} row */
function cells(row) {
  if (row.broken !== undefined) return [row.group, row.name, row.floor, 'BROKEN', '', row.goal === undefined ? '' : show(row.goal, row.unit), '', row.broken];
  const xs = row.unit !== undefined ? (row.values ?? []) : row.ratios;
  const mid = median(xs);
  const range = xs.length > 1 ? `${show(Math.min(...xs), row.unit)}–${show(Math.max(...xs), row.unit)}` : '';
  const verdict = row.goal === undefined ? '' : mid <= row.goal ? 'ok' : 'over';
  const goal = row.goal === undefined ? '' : `≤ ${show(row.goal, row.unit)}`;
  return [row.group, row.name, row.unit !== undefined ? '' : row.floor, show(mid, row.unit), range, goal, verdict, row.note ?? ''];
}

/** @param {BenchRow[]} rows */
export function formatTable(rows) {
  const head = ['group', 'what', 'floor', 'median', 'min–max', 'goal', '', 'note'];
  const body = rows.map(cells);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((r) => (r[c] ?? '').length)));
  const line = (/** @type {string[]} */ r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** @param {BenchRow[]} rows */
export function summary(rows) {
  const broken = rows.filter((r) => r.broken !== undefined).length;
  const withGoal = rows.filter((r) => r.broken === undefined && r.goal !== undefined);
  const met = withGoal.filter((r) => median(r.unit !== undefined ? (r.values ?? []) : r.ratios) <= (r.goal ?? 0)).length;
  return `${rows.length} rows: ${met} of ${withGoal.length} goals met, ${withGoal.length - met} over, ${broken} broken.`;
}

/** @param {readonly BenchRow[]} rows @returns {0 | 1} non-zero only when a measurement is broken; a row over its goal is not a failure */
export function exitCode(rows) {
  return rows.some((r) => r.broken !== undefined) ? 1 : 0;
}
