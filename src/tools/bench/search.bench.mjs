// @ts-check
/**
 * One keystroke of the rules search, as a player types a question letter by letter (each prefix is one search,
 * as the Rules box runs them), against two floors over the same entries and glossary terms: a plain Fuse.js
 * index with its default options, and a plain substring filter (the least a search box can do).
 */
import Fuse from 'fuse.js';
import { brokenRow, formatMs, importSource, interleave, median, timeSync } from './measure.mjs';

export const title = 'Rules search: one keystroke against Fuse.js and a substring filter';

/** Questions typed character by character. */
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
/** The rules search must stay at least twenty times faster than Fuse.js per keystroke. */
const GOAL_AGAINST_FUSE = 0.05;

/**
 * @typedef {{ id: string, number: string, title: string, text: string, terms: string[] }} Entry
 * @typedef {{ id: string, term: string, aliases: string[], definition: string }} Term
 * @typedef {{ id: string, title: string, number: string, text: string, terms: string, term: string, aliases: string }} Doc
 * @typedef {{ searchRules: (query: string, options: { limit: number }) => unknown[], ALL_ENTRIES: Entry[], ALL_TERMS: Term[] }} Search
 */

/** @param {Search} rules @returns {Doc[]} entries and glossary in the fields the search indexes */
function documents(rules) {
  return [
    ...rules.ALL_ENTRIES.map((e) => ({ id: e.id, title: e.title, number: e.number, text: e.text, terms: e.terms.join(' '), term: '', aliases: '' })),
    ...rules.ALL_TERMS.map((t) => ({ id: `glossary/${t.id}`, title: t.term, number: '', text: t.definition, terms: '', term: t.term, aliases: t.aliases.join(' ') })),
  ];
}

/**
 * The substring floor: the first `limit` documents holding the query, any case, in any field.
 * @param {Doc[]} docs
 */
function substringFilter(docs) {
  const haystacks = docs.map((d) => [d.title, d.number, d.text, d.terms, d.term, d.aliases].join('\n').toLowerCase());
  return (/** @type {string} */ query, /** @type {number} */ limit) => {
    const q = query.toLowerCase();
    /** @type {Doc[]} */
    const found = [];
    for (let i = 0; i < docs.length && found.length < limit; i++) if (haystacks[i]?.includes(q)) found.push(/** @type {Doc} */ (docs[i]));
    return found;
  };
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const name = 'one keystroke, searchRules (MiniSearch)';
  try {
    const rules = /** @type {Search} */ (
      /** @type {unknown} */ (
        await importSource(ctx.root, "export { searchRules } from './src/engine/rules/search.ts'; export { ALL_ENTRIES, ALL_TERMS } from './src/engine/rules/all-entries.ts';")
      )
    );
    const docs = documents(rules);
    const keystrokes = TYPED.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
    const fuse = new Fuse(docs, { keys: ['title', 'number', 'text', 'terms', 'term', 'aliases'] });
    const substring = substringFilter(docs);
    const perKey = (/** @type {() => void} */ body) => timeSync(body) / keystrokes.length;
    const ours = () => perKey(() => keystrokes.forEach((k) => rules.searchRules(k, { limit: LIMIT })));
    // The first search builds the index (lazily, as in the product): warm-up rounds absorb it.
    const againstFuse = await interleave({ rounds: ctx.rounds, floor: () => perKey(() => keystrokes.forEach((k) => fuse.search(k, { limit: LIMIT }))), subject: ours });
    const againstSubstring = await interleave({ rounds: ctx.rounds, floor: () => perKey(() => keystrokes.forEach((k) => substring(k, LIMIT))), subject: ours });
    // A player feels the slowest keystroke, not the mean one.
    const slowest = Array.from({ length: ctx.rounds }, () => Math.max(...keystrokes.map((k) => timeSync(() => rules.searchRules(k, { limit: LIMIT }))))).map((ms) => ms * 1000);
    const scope = `${docs.length} entries and terms, ${keystrokes.length} keystrokes a round`;
    return [
      {
        group: 'search',
        name,
        floor: 'Fuse.js, default options, same entries',
        ratios: againstFuse.ratios,
        goal: GOAL_AGAINST_FUSE,
        note: `${formatMs(median(againstFuse.subject))} against ${formatMs(median(againstFuse.floor))} a keystroke; ${scope}`,
      },
      {
        group: 'search',
        name,
        floor: 'substring filter, same entries',
        ratios: againstSubstring.ratios,
        note: `${formatMs(median(againstSubstring.subject))} against ${formatMs(median(againstSubstring.floor))} a keystroke`,
      },
      { group: 'search', name: 'slowest single keystroke, searchRules', floor: '', ratios: [], unit: 'µs', values: slowest, note: 'absolute, this machine' },
    ];
  } catch (e) {
    return [brokenRow({ group: 'search', name, floor: 'Fuse.js and a substring filter' }, e)];
  }
}
