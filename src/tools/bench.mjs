// @ts-check
/**
 * `npm run bench`, part 1: how much resolveCombat (exact fractions, explanation, next column, expected losses)
 * costs against a naive recompute of the bare column and result counts over the same table, timed in
 * interleaved rounds so both see the same machine state. Only the ratio is meant to be compared across
 * machines. The engine is TypeScript, so it is bundled in memory first.
 * Part 2: per-keystroke latency of the rules search against a plain Fuse.js index of the same entries.
 */
import * as esbuild from 'esbuild';
import Fuse from 'fuse.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = 7;

async function loadEngine() {
  const { outputFiles } = await esbuild.build({
    stdin: { contents: "export * from './src/engine/index.ts';", resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
  });
  const code = outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * The baseline: float ratio, linear row search, float probabilities; nothing else.
 * @param {{ columns: { label: string, attack: number, defense: number }[], rows: { roll: number, results: string[] }[], rollRange: { min: number, max: number } }} table
 * @param {number} attack @param {number} defense @param {number} drm
 */
function naiveRecompute(table, attack, defense, drm) {
  let index = -1;
  table.columns.forEach((c, i) => {
    if (attack / defense >= c.attack / c.defense) index = i;
  });
  if (index < 0) return null;
  /** @type {Record<string, number>} */
  const chance = {};
  for (let roll = 1; roll <= 6; roll++) {
    const row = Math.min(table.rollRange.max, Math.max(table.rollRange.min, roll + drm));
    const code = table.rows.find((r) => r.roll === row)?.results[index] ?? '?';
    chance[code] = (chance[code] ?? 0) + 1 / 6;
  }
  return { odds: table.columns[index]?.label ?? null, chance };
}

/** @param {() => void} body @returns {number} milliseconds */
function time(body) {
  const start = process.hrtime.bigint();
  body();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** @param {number[]} xs */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

const engine = await loadEngine();
const game = engine.gameModule('gettysburg-77');
const table = game.combatTable;
/** @type {{ attack: number, defense: number, drm: number }[]} */
const battles = [];
for (let attack = 1; attack <= 30; attack++) for (let defense = 1; defense <= 20; defense++) for (let drm = -2; drm <= 2; drm++) battles.push({ attack, defense, drm });

// Both must agree on the column before their speed means anything.
for (const b of battles) {
  const full = engine.resolveCombat(game, { game: 'gettysburg-77', attack: { kind: 'total', strength: b.attack }, defense: { kind: 'total', strength: b.defense }, drm: b.drm }, null);
  const bare = naiveRecompute(table, b.attack, b.defense, b.drm);
  if ((full.allowed ? full.odds : null) !== (bare?.odds ?? null)) throw new Error(`disagree at ${b.attack}:${b.defense}: ${full.odds} vs ${bare?.odds}`);
}

const full = () => {
  for (const b of battles) engine.resolveCombat(game, { game: 'gettysburg-77', attack: { kind: 'total', strength: b.attack }, defense: { kind: 'total', strength: b.defense }, drm: b.drm }, null);
};
const bare = () => {
  for (const b of battles) naiveRecompute(table, b.attack, b.defense, b.drm);
};
full(); // warm up both before timing
bare();
/** @type {number[]} */ const fullTimes = [];
/** @type {number[]} */ const bareTimes = [];
for (let r = 0; r < ROUNDS; r++) {
  fullTimes.push(time(full));
  bareTimes.push(time(bare));
}
const perCall = (/** @type {number} */ ms) => ((ms * 1000) / battles.length).toFixed(2);
const f = median(fullTimes);
const n = median(bareTimes);
console.log(`${battles.length} Gettysburg (1977) battles per round, median of ${ROUNDS} interleaved rounds:`);
console.log(`  resolveCombat     ${perCall(f)} µs per battle`);
console.log(`  naive recompute   ${perCall(n)} µs per battle`);
console.log(`  ratio             resolveCombat takes ${(f / n).toFixed(1)}× the naive recompute (the price of exact fractions and the explanation)`);

// ---------------------------------------------------------------------------------------------------
// Part 2: the rules search, one query per keystroke as a player types, against Fuse.js.

/** Queries typed character by character; each prefix is one search, as the popup's box runs them. */
const TYPED = [
  'can I retreat off the board',
  'how much does a rough hill cost',
  'what does EXC mean',
  'does the union cavalry double',
  'when do confederate cavalry exits score',
  'can a general enter enemy zoc',
  'what happens to a shattered unit',
  'how do breastworks work',
  'impulse track 13',
  'volley area 64',
  'strategic movment',
  '14.53',
];
const LIMIT = 10;
const SEARCH_ROUNDS = 9;
const GOAL_MS = 1;
const GOAL_RATIO = 20;

/** The search module and its entries, bundled into a temporary file (minisearch included) and imported. */
async function loadSearch() {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-'));
  const file = join(dir, 'search.mjs');
  try {
    await esbuild.build({
      stdin: {
        contents: "export { searchRules } from './src/engine/rules/search.ts'; export { ALL_ENTRIES, ALL_TERMS } from './src/engine/rules/all-entries.ts';",
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      outfile: file,
      format: 'esm',
      platform: 'node',
      target: 'node20',
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rules = await loadSearch();
/** @type {string[]} */
const keystrokes = TYPED.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
// The baseline: Fuse.js with its defaults over the same fields (entries and glossary alike).
const fuseDocs = [
  .../** @type {{ id: string, number: string, title: string, text: string, terms: string[] }[]} */ (rules.ALL_ENTRIES).map((e) => ({
    id: e.id,
    title: e.title,
    number: e.number,
    text: e.text,
    terms: e.terms.join(' '),
    term: '',
    aliases: '',
  })),
  .../** @type {{ id: string, term: string, aliases: string[], definition: string }[]} */ (rules.ALL_TERMS).map((t) => ({
    id: `glossary/${t.id}`,
    title: t.term,
    number: '',
    text: t.definition,
    terms: '',
    term: t.term,
    aliases: t.aliases.join(' '),
  })),
];
const fuse = new Fuse(fuseDocs, { keys: ['title', 'number', 'text', 'terms', 'term', 'aliases'] });

const ours = () => {
  for (const k of keystrokes) rules.searchRules(k, { limit: LIMIT });
};
const theirs = () => {
  for (const k of keystrokes) fuse.search(k, { limit: LIMIT });
};
ours(); // builds the index once (lazily, as in the product) and warms both up
theirs();
/** @type {number[]} */ const ourTimes = [];
/** @type {number[]} */ const fuseTimes = [];
for (let r = 0; r < SEARCH_ROUNDS; r++) {
  ourTimes.push(time(ours));
  fuseTimes.push(time(theirs));
}
// The slowest single keystroke too, since a player feels the worst one.
let worst = 0;
for (const k of keystrokes) worst = Math.max(worst, time(() => rules.searchRules(k, { limit: LIMIT })));
const perKey = (/** @type {number} */ ms) => ms / keystrokes.length;
const o = perKey(median(ourTimes));
const z = perKey(median(fuseTimes));
const ratio = z / o;
const met = o < GOAL_MS && ratio >= GOAL_RATIO;
console.log('');
console.log(`${fuseDocs.length} rules and glossary entries, ${keystrokes.length} keystrokes per round (${TYPED.length} questions typed letter by letter), median of ${SEARCH_ROUNDS} interleaved rounds:`);
console.log(`  searchRules (MiniSearch)   ${(o * 1000).toFixed(1)} µs per keystroke (slowest single keystroke ${(worst * 1000).toFixed(0)} µs)`);
console.log(`  Fuse.js, default options   ${(z * 1000).toFixed(1)} µs per keystroke`);
console.log(`  ratio                      searchRules is ${ratio.toFixed(1)}× faster`);
console.log(`  goal (under ${GOAL_MS} ms and at least ${GOAL_RATIO}× faster): ${met ? 'met' : 'NOT met'}`);
