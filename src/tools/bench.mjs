// @ts-check
/**
 * `npm run bench`: how much resolveCombat (exact fractions, explanation, next column, expected losses)
 * costs against a naive recompute of the bare column and result counts over the same table, timed in
 * interleaved rounds so both see the same machine state. Only the ratio is meant to be compared across
 * machines. The engine is TypeScript, so it is bundled in memory first.
 */
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

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
