// @ts-check
/**
 * The best battles for the phasing side on the whole board of a large Gettysburg (1977) turn: a made-up front of
 * eight stretches, each four Confederate hexes (four brigades and a battery) against two Union hexes (two brigades
 * and a battery), so that most stretches can be hit from two directions and the defender may split a hex. The
 * subject plans the whole board for the 'steps' goal from a cold start (no battle remembered). Goal: under 16 ms.
 * A second row adds, in every stretch, small brigades that may form groups and lend points.
 * The floor, for the ratio, is the least any answer does: resolveCombat once for each battle of the best plan.
 */
import { brokenRow, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Battle plan: the best battles on a large 1977 board';

const GOAL_MS = 16;
/** Plans run before the rounds are timed. */
const WARMUP = 20;
const STRETCHES = 8;
/** Columns between stretches, so that no unit of one is next to a unit of another. */
const SPACING = 6;

/**
 * @typedef {{ id: string, name: string, side: string, type: string, strength: { full: number, reduced: number }, location: { kind: 'hex', hex: string } }} Unit
 * @typedef {{ plans: { battles: { attackers: string[], defenders: string[] }[] }[], search: { battlesEvaluated: number, assignments: number, pruned: number } }} PlanResult
 * @typedef {{
 *   parseBoard: (json: unknown) => { ok: boolean, value: unknown },
 *   planBattles: (board: unknown, side: string, goal: { kind: string }, ruleSet: Record<string, boolean>) => PlanResult,
 *   gameModule: (id: string) => unknown,
 *   loadGameModule: (id: string) => Promise<unknown>,
 *   resolveCombat: (game: unknown, request: unknown, table: null) => unknown,
 * }} Engine
 */

/**
 * @param {boolean} stacked with a 1-strength brigade beside the 4 in one Union and one Confederate hex of each
 * stretch: each pair may act as a group of 5 (Stacking 4), and the Union pair may lend (Combat Qualifications 12)
 * @returns {Unit[]}
 */
function frontUnits(stacked) {
  /** @type {Unit[]} */
  const units = [];
  /** @param {string} id @param {string} side @param {string} type @param {number} full @param {string} hex */
  const add = (id, side, type, full, hex) => units.push({ id, name: id, side, type, strength: { full, reduced: Math.ceil(full / 2) }, location: { kind: 'hex', hex } });
  for (let s = 0; s < STRETCHES; s++) {
    const q = 10 + s * SPACING;
    // Union holds row K at q and q+1; the Confederates come from row L (below) and row J (above).
    add(`u${s}a`, 'union', 'infantry', 5, `K${q}`);
    add(`u${s}g`, 'union', 'artillery', 3, `K${q}`);
    add(`u${s}b`, 'union', 'infantry', 4, `K${q + 1}`);
    add(`c${s}a`, 'confederate', 'infantry', 6, `L${q - 1}`);
    add(`c${s}b`, 'confederate', 'infantry', 5, `L${q}`);
    add(`c${s}g`, 'confederate', 'artillery', 4, `L${q}`);
    add(`c${s}c`, 'confederate', 'infantry', 4, `L${q + 1}`);
    add(`c${s}d`, 'confederate', 'infantry', 5, `J${q + 1}`);
    if (stacked) {
      add(`u${s}c`, 'union', 'infantry', 1, `K${q + 1}`);
      add(`c${s}e`, 'confederate', 'infantry', 1, `L${q + 1}`);
    }
  }
  return units;
}

/**
 * @param {import('./measure.mjs').BenchContext} ctx
 * @param {Engine} engine
 * @param {boolean} stacked
 * @returns {Promise<import('./measure.mjs').BenchRow>}
 */
async function measureBoard(ctx, engine, stacked) {
  const units = frontUnits(stacked);
  const what = { group: 'plan', name: `best battles, ${STRETCHES} stretches of front (${units.length} units${stacked ? ', groups and loans' : ''}), steps goal`, floor: 'resolveCombat once per battle of the best plan' };
  try {
    const parsed = engine.parseBoard({ format: 'adjutant-board/1', game: 'gettysburg-77', time: { light: 'day', phasingSide: 'confederate' }, units, markers: [], terrain: {} });
    if (!parsed.ok) throw new Error('the made-up board does not read');
    const board = parsed.value;
    const plan = () => engine.planBattles(board, 'confederate', { kind: 'steps' }, {});
    /** @type {PlanResult | null} */
    let made = null;
    const once = timeSync(() => {
      made = plan();
    });
    const first = /** @type {PlanResult} */ (/** @type {unknown} */ (made));
    const best = first.plans[0];
    if (!best || best.battles.length < STRETCHES) throw new Error(`expected a battle in every stretch, found ${best?.battles.length ?? 0}`);
    const game = engine.gameModule('gettysburg-77');
    const floorBattles = best.battles.map((b) => ({ game: 'gettysburg-77', attack: { kind: 'total', strength: 10 }, defense: { kind: 'total', strength: 5 }, drm: -b.attackers.length }));
    // The planner is much code, which the engine compiles over a score of runs: the rounds measure it compiled, as a
    // popup open for a while runs it; the first plan after start is given in the note.
    const { floor, subject, ratios } = await interleave({
      rounds: ctx.rounds,
      warmup: WARMUP,
      floor: () => timeSync(() => floorBattles.forEach((r) => engine.resolveCombat(game, r, null))),
      subject: () => timeSync(plan),
    });
    return { ...what, ratios, unit: 'ms', values: subject, goal: GOAL_MS, note: `${formatMs(median(subject))} a plan (the first of the run ${formatMs(once)}; ${first.search.battlesEvaluated} distinct battles resolved, ${first.search.assignments} divisions valued, ${first.search.pruned} branches cut) against ${formatMs(median(floor))}; ratio ${median(ratios).toFixed(0)}×` };
  } catch (e) {
    return brokenRow(what, e);
  }
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  let engine;
  try {
    engine = /** @type {Engine} */ (
      /** @type {unknown} */ (await importSource(ctx.root, "export * from './src/engine/index.ts';\nexport { planBattles } from './src/engine/calculators.ts';"))
    );
    await engine.loadGameModule('gettysburg-77');
  } catch (e) {
    return [brokenRow({ group: 'plan', name: 'best battles on a large 1977 board', floor: 'resolveCombat once per battle of the best plan' }, e)];
  }
  return [await measureBoard(ctx, engine, false), await measureBoard(ctx, engine, true)];
}
