// @ts-check
/**
 * Reading the real VASSAL saves and logs of ../shared/vassal-real (made by other people; SOURCES.md there):
 * readVassalSave on each file's bytes, against fflate's unzipSync of the same bytes (the least any reader of
 * the file does). Goals from issue 14: every real save read in under 300 ms and 150 MB. Time is measured warm,
 * in alternation with the floor; memory in fresh Node processes per file, as the peak resident memory the
 * reading adds over a process that loaded the same code and bytes and did nothing more, beside the same
 * figure for unzipSync alone. Without ../shared the part gives one row saying it skipped them (not a broken row).
 */
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenRow, formatMs, importSource, interleave, median, timeAsync, timeSync } from './measure.mjs';

export const title = 'Reading real VASSAL saves and logs, against fflate unzipping the same file';

const TIME_GOAL_MS = 300;
const MEMORY_GOAL_MB = 150;
/** The one real file VASSAL refuses too: a plain-text save, not a zip. */
const NOT_A_ZIP = 'tld/scenario_5.sav';

/**
 * @typedef {{ readVassalSave: (source: unknown) => Promise<{ ok: boolean, error?: string, value?: { game: { pieces: unknown[] } } }>, bytesSource: (bytes: Uint8Array) => unknown }} Reader
 */

/** The saves and logs beside each module, as "folder/file". @param {string} dir */
function realFiles(dir) {
  return readdirSync(dir)
    .filter((f) => statSync(join(dir, f)).isDirectory())
    .sort()
    .flatMap((folder) =>
      readdirSync(join(dir, folder))
        .filter((f) => statSync(join(dir, folder, f)).isFile() && !/\.v?mod$/.test(f))
        .sort()
        .map((f) => `${folder}/${f}`),
    )
    .filter((f) => f !== NOT_A_ZIP);
}

/**
 * The script a fresh process runs to measure one reading's memory: `node script.mjs <file> none|fflate|adjutant`.
 * It prints the process's peak resident memory (Linux's VmHWM); "none" loads and reads the file and does nothing more, the
 * baseline both others are taken from (the same code loaded, the same bytes held).
 */
const MEMORY_SCRIPT = `
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { bytesSource, readVassalSave } from './src/readers/vassal/index.ts';
const [file, mode] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(file));
let ok = true;
if (mode === 'fflate') unzipSync(bytes);
else if (mode === 'adjutant') ok = (await readVassalSave(bytesSource(bytes))).ok;
// VmHWM is this process's own peak: getrusage's maxRSS would also count the bench process it was forked from.
const hwm = /VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
if (!hwm) throw new Error('no VmHWM in /proc/self/status: the peak memory cannot be read on this system');
console.log(JSON.stringify({ peakMB: Number(hwm[1]) / 1024, ok }));
`;

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const dir = join(ctx.root, '..', 'shared', 'vassal-real');
  if (!existsSync(dir)) {
    // Skipped, not broken: a clone without ../shared still benches the rest and exits 0.
    return [{ group: 'vassal', name: 'real saves and logs', floor: '', ratios: [], unit: 'files', values: [0], note: 'skipped: ../shared/vassal-real is not beside the project' }];
  }
  const reader = /** @type {Reader} */ (/** @type {unknown} */ (await importSource(ctx.root, "export { readVassalSave, bytesSource } from './src/readers/vassal/index.ts';")));
  const { unzipSync } = await import('fflate');
  const tmp = mkdtempSync(join(tmpdir(), 'adjutant-bench-vassal-'));
  const script = join(tmp, 'memory.mjs');
  /** @type {import('./measure.mjs').BenchRow[]} */
  const rows = [];
  try {
    await esbuild.build({ stdin: { contents: MEMORY_SCRIPT, resolveDir: ctx.root, loader: 'ts' }, bundle: true, outfile: script, format: 'esm', platform: 'node', target: 'node20', logLevel: 'error' });
    for (const file of realFiles(dir)) {
      const path = join(dir, file);
      const bytes = new Uint8Array(readFileSync(path));
      const time = { group: 'vassal', name: `read ${file}`, floor: 'fflate unzipSync of the file' };
      try {
        const once = await reader.readVassalSave(reader.bytesSource(bytes));
        if (!once.ok) throw new Error(`it does not read: ${once.error}`);
        const pieces = once.value?.game.pieces.length ?? 0;
        const measured = await interleave({
          rounds: ctx.rounds,
          warmup: 2,
          floor: () => timeSync(() => unzipSync(bytes)),
          subject: () => timeAsync(() => reader.readVassalSave(reader.bytesSource(bytes))),
        });
        rows.push({
          ...time,
          ratios: measured.ratios,
          unit: 'ms',
          values: measured.subject,
          goal: TIME_GOAL_MS,
          note: `${median(measured.ratios).toFixed(1)}× fflate's ${formatMs(median(measured.floor))}; ${Math.round(bytes.length / 1024)} KB, ${pieces} pieces`,
        });
      } catch (e) {
        rows.push(brokenRow(time, e));
      }
      const memory = { group: 'vassal', name: `memory ${file}`, floor: 'fflate unzipSync of the file' };
      try {
        const peak = (/** @type {string} */ mode) => {
          const out = JSON.parse(execFileSync(process.execPath, [script, path, mode], { encoding: 'utf8' }));
          if (!out.ok) throw new Error('it does not read');
          return /** @type {number} */ (out.peakMB);
        };
        const base = peak('none');
        const ours = Math.max(0, peak('adjutant') - base);
        const floor = Math.max(0, peak('fflate') - base);
        rows.push({ ...memory, ratios: [], unit: 'MB', values: [Math.round(ours * 10) / 10], goal: MEMORY_GOAL_MB, note: `peak over a process that only loaded the code and the file (${base.toFixed(0)} MB); fflate alone adds ${floor.toFixed(0)} MB` });
      } catch (e) {
        rows.push(brokenRow(memory, e));
      }
      ctx.log(file);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
