// @ts-check
/**
 * What every benchmark part shares: the row types of the bench interface, interleaved timing, the statistics
 * the table prints, and importing TypeScript source through esbuild. Not a part itself (its name does not end
 * in `.bench.mjs`), so `npm run bench` does not run it.
 */
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{
 *   group: string,
 *   name: string,
 *   floor: string,
 *   ratios: number[],
 *   goal?: number,
 *   unit?: string,
 *   values?: number[],
 *   note?: string,
 *   broken?: string,
 * }} BenchRow
 *
 * @typedef {{ root: string, rounds: number, log: (line: string) => void }} BenchContext
 */

/** @param {readonly number[]} xs @returns {number} the middle value (the mean of the two middle ones for an even count) */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** @param {() => unknown} body @returns {number} milliseconds the body took */
export function timeSync(body) {
  const start = process.hrtime.bigint();
  body();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** @param {() => Promise<unknown>} body @returns {Promise<number>} milliseconds the body took */
export async function timeAsync(body) {
  const start = process.hrtime.bigint();
  await body();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Times floor and subject in alternation (floor, subject, floor, subject …) so both see the same machine
 * state, after `warmup` untimed pairs. Each function returns the milliseconds it measured (so it may time
 * only part of its work, or read a time from a browser).
 * @param {{ rounds: number, warmup?: number, floor: () => Promise<number> | number, subject: () => Promise<number> | number }} o
 * @returns {Promise<{ floor: number[], subject: number[], ratios: number[] }>}
 */
export async function interleave({ rounds, warmup = 1, floor, subject }) {
  for (let i = 0; i < warmup; i++) {
    await floor();
    await subject();
  }
  /** @type {number[]} */ const floors = [];
  /** @type {number[]} */ const subjects = [];
  for (let r = 0; r < rounds; r++) {
    floors.push(await floor());
    subjects.push(await subject());
  }
  return { floor: floors, subject: subjects, ratios: subjects.map((s, i) => s / (floors[i] ?? Number.NaN)) };
}

/**
 * A small fixed generator (a linear congruential one), so every run measures the same made-up board.
 * @param {number} seed @returns {() => number} numbers from 0 up to 1
 */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** @param {number} ms */
export function formatMs(ms) {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

/**
 * A row that could not be measured, with why; bench exits non-zero when any row is broken.
 * @param {Pick<BenchRow, 'group' | 'name' | 'floor'>} what
 * @param {unknown} error
 * @returns {BenchRow}
 */
export function brokenRow(what, error) {
  const why = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  return { ...what, ratios: [], broken: why };
}

/**
 * Imports TypeScript source of the project (the engine, the rules search) in Node: esbuild bundles the given
 * module text into a temporary file, which is imported and deleted.
 * @param {string} root the project's root
 * @param {string} contents ES module source, resolved from the root, e.g. "export * from './src/engine/index.ts';"
 * @returns {Promise<Record<string, unknown>>}
 */
export async function importSource(root, contents) {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-'));
  const file = join(dir, 'module.mjs');
  try {
    await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      outfile: file,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'error',
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A board of `count` counters as JSON text: the units of examples/boards/gettysburg-77-july-1-7am.json (real
 * names, hexes and formations) repeated, each copy under an id and a name of its own.
 * @param {string} root the project's root @param {number} count
 */
export function exampleBoardOf(root, count) {
  const example = /** @type {{ units: Record<string, unknown>[] } & Record<string, unknown>} */ (
    JSON.parse(readFileSync(join(root, 'examples/boards/gettysburg-77-july-1-7am.json'), 'utf8'))
  );
  const units = Array.from({ length: count }, (_, i) => {
    const unit = /** @type {Record<string, unknown>} */ (example.units[i % example.units.length]);
    return { ...unit, id: `${String(unit.id)}-${i}`, name: `${String(unit.name)} ${i}` };
  });
  return JSON.stringify({ ...example, units });
}
