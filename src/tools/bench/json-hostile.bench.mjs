// @ts-check
/**
 * Hostile JSON (deep nesting, a megabyte of "[") refused by the one bounded JSON reader, against JSON.parse of a
 * plain megabyte: refusing must cost no more than reading a file of that size.
 */
import { brokenRow, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Hostile JSON refused, against JSON.parse of a plain megabyte';

const MEGABYTE = 1_000_000;
const nested = (/** @type {number} */ depth) => `${'['.repeat(depth)}"A"${']'.repeat(depth)}`;
/** @type {[string, string][]} */
const HOSTILE = [
  ['3,200 levels', nested(3200)],
  ['10,000 levels', nested(10_000)],
  ['1 MB of "["', '['.repeat(MEGABYTE)],
  ['500,000 levels, closed', nested(MEGABYTE / 2 - 2)],
];

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const floor = 'JSON.parse of a flat ~1 MB list';
  try {
    const mod = /** @type {{ parseJsonInput: (text: string, limits: { chars: number }) => { ok: boolean } }} */ (
      /** @type {unknown} */ (await importSource(ctx.root, "export { parseJsonInput } from './src/engine/core/json-input.ts';"))
    );
    // 140,000 six-digit numbers: just under a megabyte of plain JSON.
    const flat = JSON.stringify(Array.from({ length: 140_000 }, (_, i) => 100_000 + i));
    const limits = { chars: 2 * MEGABYTE };
    if (!mod.parseJsonInput(flat, limits).ok) throw new Error('the flat megabyte did not read');
    /** @type {import('./measure.mjs').BenchRow[]} */
    const rows = [];
    for (const [name, text] of HOSTILE) {
      if (mod.parseJsonInput(text, limits).ok) throw new Error(`${name} was read, not refused`);
      const m = await interleave({
        rounds: ctx.rounds,
        floor: () => timeSync(() => JSON.parse(flat)),
        subject: () => timeSync(() => mod.parseJsonInput(text, limits)),
      });
      rows.push({ group: 'hostile', name: `JSON refused: ${name}`, floor, ratios: m.ratios, goal: 1, note: `${formatMs(median(m.subject))} against ${formatMs(median(m.floor))}` });
    }
    return rows;
  } catch (e) {
    return [brokenRow({ group: 'hostile', name: 'JSON refused', floor }, e)];
  }
}
