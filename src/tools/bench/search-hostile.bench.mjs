// @ts-check
/**
 * Questions built to be slow, against a typed keystroke. The search reads a bounded part of any question
 * (search-bounds.ts), so each costs no more than a few keystrokes however long it is. Before the bounds a
 * 50,000-letter word took seconds and 2.5 GB, and a 66,000-letter one threw.
 */
import { brokenRow, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Hostile rules-search questions, against a typed keystroke';

const GOAL = 50;
const KEYSTROKE = 'breastw';
/** @type {[string, string][]} */
const HOSTILE = [
  ['one 66,000-letter word', 'a'.repeat(66_000)],
  ['10,000 short words', Array.from({ length: 10_000 }, (_, i) => `w${i % 97}x`).join(' ')],
  ['20,000 random characters', Array.from({ length: 20_000 }, (_, i) => String.fromCodePoint(0x20 + ((i * 7919) % 0xd000))).join('')],
  ['long near-words (typo matching on each)', 'disorganizations reorganisationss reinforcementsss '.repeat(40)],
  ['two-letter words (a word start on each)', Array.from({ length: 400 }, (_, i) => `${'abcdefghijklmnopqrstuvwxyz'[i % 26]}e`).join(' ')],
];

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const floor = `one keystroke ("${KEYSTROKE}")`;
  try {
    const rules = /** @type {{ answerRules: (q: string, o?: { limit: number }) => { note: string | null } }} */ (
      /** @type {unknown} */ (await importSource(ctx.root, "export { answerRules } from './src/engine/rules/search.ts';"))
    );
    // The first search builds the index, as in the product: not timed.
    rules.answerRules(KEYSTROKE, { limit: 10 });
    /** @type {import('./measure.mjs').BenchRow[]} */
    const rows = [];
    for (const [name, question] of HOSTILE) {
      const m = await interleave({
        rounds: ctx.rounds,
        floor: () => timeSync(() => rules.answerRules(KEYSTROKE, { limit: 10 })),
        subject: () => timeSync(() => rules.answerRules(question, { limit: 10 })),
      });
      rows.push({ group: 'hostile', name: `search: ${name}`, floor, ratios: m.ratios, goal: GOAL, note: `${formatMs(median(m.subject))}; ${rules.answerRules(question).note ?? 'nothing cut'}` });
    }
    return rows;
  } catch (e) {
    return [brokenRow({ group: 'hostile', name: 'search questions built to be slow', floor }, e)];
  }
}
