// @ts-check
/**
 * Reading a board as the content script, the worker and the popup read one: the page's JSON text parsed and
 * checked by parseBoard, against JSON.parse of the same text alone (the least any reader does). Goal ≤ 2× at
 * 1,000 counters; the rows at 100, 500 and 2,000 counters show how the cost grows (goal: linearly).
 */
import { brokenRow, exampleBoardOf, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Reading a board: JSON.parse plus parseBoard, against JSON.parse alone';

const SIZES = [100, 500, 1000, 2000];
const GOAL = 2;
/** Readings per timed sample, so that each sample takes long enough to time on a small board. */
const READS = 20;

/**
 * @typedef {{ parseBoard: (json: unknown) => { ok: boolean, errors?: unknown[] } }} Engine
 */

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const engine = /** @type {Engine} */ (/** @type {unknown} */ (await importSource(ctx.root, "export { parseBoard } from './src/engine/core/board/parse-board.ts';")));
  /** @type {import('./measure.mjs').BenchRow[]} */
  const rows = [];
  /** @type {Map<number, number>} milliseconds per counter, by board size */
  const perCounter = new Map();
  for (const count of SIZES) {
    const what = { group: 'board read', name: `parseBoard, ${count.toLocaleString('en')} counters`, floor: 'JSON.parse of the same text' };
    try {
      const text = exampleBoardOf(ctx.root, count);
      // A board parseBoard refuses would be timed on its error path: check that it reads first.
      const once = engine.parseBoard(JSON.parse(text));
      if (!once.ok) throw new Error(`the generated board does not read: ${JSON.stringify(once.errors).slice(0, 300)}`);
      const { floor, subject, ratios } = await interleave({
        rounds: ctx.rounds,
        warmup: 2,
        floor: () => timeSync(() => {
          for (let i = 0; i < READS; i++) JSON.parse(text);
        }) / READS,
        subject: () => timeSync(() => {
          for (let i = 0; i < READS; i++) engine.parseBoard(JSON.parse(text));
        }) / READS,
      });
      perCounter.set(count, median(subject) / count);
      const growth = count === SIZES[0] ? '' : `; ${(median(subject) / count / (perCounter.get(SIZES[0] ?? 0) ?? Number.NaN)).toFixed(2)}× the cost per counter at ${SIZES[0]}`;
      rows.push({
        ...what,
        ratios,
        ...(count === 1000 ? { goal: GOAL } : {}),
        note: `${formatMs(median(subject))} against ${formatMs(median(floor))} (${Math.round(text.length / 1024)} KB)${growth}`,
      });
    } catch (e) {
      rows.push(brokenRow(what, e));
    }
  }
  return rows;
}
