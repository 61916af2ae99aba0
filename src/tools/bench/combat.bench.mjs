// @ts-check
/**
 * How much resolveCombat (exact fractions, the explanation, the next column, expected losses) costs against a
 * naive recompute of the bare column and result chances over the same printed table: the price of showing the
 * steps. No goal: the issue sets none; the row shows whether that price grows.
 */
import { brokenRow, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Combat odds: resolveCombat against a naive recompute';

/**
 * The floor: float ratio, linear row search, float chances; nothing else.
 * @param {Table} table
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

/**
 * The part of the engine measured here.
 * @typedef {{ columns: { label: string, attack: number, defense: number }[], rows: { roll: number, results: string[] }[], rollRange: { min: number, max: number } }} Table
 * @typedef {{ combatTable: Table }} Game
 * @typedef {{ gameModule: (id: string) => Game, resolveCombat: (game: Game, request: unknown, table: null) => { allowed: boolean, odds: string | null } }} Engine
 */

/** The floor is some fifty times quicker: it runs this many times a round, so both take long enough to time. */
const FLOOR_REPEATS = 20;

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const what = { group: 'combat', name: 'resolveCombat, 3,000 Gettysburg (1977) battles', floor: 'naive recompute of column and chances' };
  try {
    const engine = /** @type {Engine} */ (/** @type {unknown} */ (await importSource(ctx.root, "export * from './src/engine/index.ts';")));
    const game = engine.gameModule('gettysburg-77');
    /** @type {{ attack: number, defense: number, drm: number }[]} */
    const battles = [];
    for (let attack = 1; attack <= 30; attack++) for (let defense = 1; defense <= 20; defense++) for (let drm = -2; drm <= 2; drm++) battles.push({ attack, defense, drm });
    /** @param {{ attack: number, defense: number, drm: number }} b */
    const resolve = (b) =>
      engine.resolveCombat(game, { game: 'gettysburg-77', attack: { kind: 'total', strength: b.attack }, defense: { kind: 'total', strength: b.defense }, drm: b.drm }, null);
    // Both must agree on the column before their speed means anything.
    for (const b of battles) {
      const full = resolve(b);
      const bare = naiveRecompute(game.combatTable, b.attack, b.defense, b.drm);
      if ((full.allowed ? full.odds : null) !== (bare?.odds ?? null)) throw new Error(`the two disagree at ${b.attack}:${b.defense}: ${full.odds} against ${bare?.odds}`);
    }
    const { floor, subject, ratios } = await interleave({
      rounds: ctx.rounds,
      floor: () =>
        timeSync(() => {
          for (let i = 0; i < FLOOR_REPEATS; i++) battles.forEach((b) => naiveRecompute(game.combatTable, b.attack, b.defense, b.drm));
        }) / FLOOR_REPEATS,
      subject: () => timeSync(() => battles.forEach(resolve)),
    });
    const per = (/** @type {number[]} */ ms) => formatMs(median(ms) / battles.length);
    return [{ ...what, ratios, note: `${per(subject)} against ${per(floor)} per battle` }];
  } catch (e) {
    return [brokenRow(what, e)];
  }
}
