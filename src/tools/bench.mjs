// @ts-check
/**
 * `npm run bench`: builds the project (always, so the bundles measured are the source's), runs every part in
 * src/tools/bench/ whose name ends in `.bench.mjs` in name order, and prints one table: each row a ratio of a
 * subject to its floor, both measured in this run in alternation (floor, subject, floor, subject …), with the
 * median and the range over the rounds, and the goal when the issue sets one. Rows that are not ratios (sizes
 * in KB, counts) say their unit. A row over its goal is reported, not a failure: the exit code is non-zero only
 * when a measurement is broken or a part throws.
 *
 *   npm run bench                      every part, 7 rounds
 *   npm run bench -- --rounds 11       more rounds (steadier medians, longer run)
 *   npm run bench -- --only popup,cli  only the parts whose file names start with these words
 *   npm run bench -- --no-build        measure dist/ as it is
 *   npm run bench -- --json out.json   also write the rows as JSON
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { checkedRows, exitCode, formatTable, summary } from './bench/report.mjs';

/** @typedef {import('./bench/measure.mjs').BenchRow} BenchRow */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PARTS = join(ROOT, 'src', 'tools', 'bench');
const DEFAULT_ROUNDS = 7;
const MAX_ROUNDS = 101;

const USAGE = 'usage: npm run bench -- [--rounds N] [--only part,part] [--no-build] [--json file]';

/** @param {string[]} argv */
function readArgs(argv) {
  let rounds = DEFAULT_ROUNDS;
  /** @type {string[] | null} */
  let only = null;
  let buildFirst = true;
  /** @type {string | null} */
  let json = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value. ${USAGE}`);
      return v;
    };
    if (arg === '--rounds') {
      const v = value();
      rounds = Number(v);
      if (!/^\d+$/.test(v) || rounds < 1 || rounds > MAX_ROUNDS) throw new Error(`--rounds must be a whole number from 1 to ${MAX_ROUNDS}, not "${v}".`);
    } else if (arg === '--only') only = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg === '--no-build') buildFirst = false;
    else if (arg === '--json') json = value();
    else throw new Error(`unknown option "${arg}". ${USAGE}`);
  }
  return { rounds, only, buildFirst, json };
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  const log = (/** @type {string} */ line) => console.error(line);
  if (args.buildFirst) for (const line of await build()) log(line);
  const files = readdirSync(PARTS)
    .filter((f) => f.endsWith('.bench.mjs'))
    .filter((f) => args.only === null || args.only.some((o) => f.startsWith(o)))
    .sort();
  if (files.length === 0) throw new Error(`no part in ${PARTS} matches ${args.only?.join(', ') ?? 'anything'}`);
  /** @type {BenchRow[]} */
  const rows = [];
  for (const file of files) {
    const part = file.replace(/\.bench\.mjs$/, '');
    const started = Date.now();
    try {
      const mod = /** @type {{ run?: unknown, title?: unknown }} */ (await import(pathToFileURL(join(PARTS, file)).href));
      if (typeof mod.run !== 'function') throw new Error(`${file} exports no run function`);
      log(`${typeof mod.title === 'string' ? mod.title : part} (${file}) …`);
      const run = /** @type {(ctx: import('./bench/measure.mjs').BenchContext) => Promise<unknown>} */ (mod.run);
      rows.push(...checkedRows(part, await run({ root: ROOT, rounds: args.rounds, log: (line) => log(`  ${line}`) })));
    } catch (e) {
      rows.push({ group: part, name: `the whole part (${file})`, floor: '—', ratios: [], broken: `threw: ${e instanceof Error ? e.message : String(e)}` });
    }
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log('');
  console.log(`Ratios are subject ÷ floor, both measured in this run in alternation; median and range over ${args.rounds} rounds.`);
  console.log(formatTable(rows));
  console.log('');
  console.log(summary(rows));
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ rounds: args.rounds, rows }, null, 2)}\n`);
  return exitCode(rows);
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
