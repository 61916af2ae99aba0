import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli as run } from '../../src/cli/run-cli.js';
import { isCutQuery, RULES_QUERY_LIMIT, rulesPagePath, rulesQuery } from '../../src/background/rules-query.js';
import { ALL_ENTRIES, ALL_TERMS } from '../../src/engine/rules/all-entries.js';
import { cutText } from '../../src/engine/core/cut-text.js';
import { boundQuery, SEARCH_BOUNDS } from '../../src/engine/rules/search-bounds.js';
import { keepTerm, tokenize } from '../../src/engine/rules/search-terms.js';
import { answerRules, createRuleAnswerer } from '../../src/engine/rules/search.js';
import { FIXTURE_ENTRIES, FIXTURE_GLOSSARY } from '../fixtures/rule-entries.js';

/**
 * Any question, however long or strange, costs a bounded amount of work: the text, the words and each
 * word handed to MiniSearch are capped, and typo matching (whose table grows with the square of a word)
 * runs on short words only. Time is not measured here (`npm run bench` does); what the library is handed is.
 */

/** The library's word tree, reached through an index of our own, to watch its typo matching. */
interface WordTree {
  fuzzyGet(key: string, maxDistance: number): unknown;
}
const probe = new MiniSearch<{ id: number; t: string }>({ fields: ['t'] });
const treePrototype = Object.getPrototypeOf((probe as unknown as { _index: WordTree })._index) as WordTree;

let searched: string[] = [];
let fuzzy: { key: string; distance: number }[] = [];
beforeEach(() => {
  searched = [];
  fuzzy = [];
  const search = MiniSearch.prototype.search;
  vi.spyOn(MiniSearch.prototype, 'search').mockImplementation(function (this: MiniSearch, query, options) {
    if (typeof query === 'string') searched.push(query);
    return search.call(this, query, options);
  });
  const fuzzyGet = treePrototype.fuzzyGet;
  vi.spyOn(treePrototype, 'fuzzyGet').mockImplementation(function (this: WordTree, key, distance) {
    fuzzy.push({ key, distance });
    return fuzzyGet.call(this, key, distance);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const answer = createRuleAnswerer(FIXTURE_ENTRIES, FIXTURE_GLOSSARY);

/** Long questions: a run of one kind of text repeated up to 70,000 characters. */
const longQuestion = fc
  .tuple(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 30 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
      fc.string({ unit: fc.constantFrom('a', 'é', ' ', '"', '1', '.', 'Q&A', '\u{1F600}', '\ud800', 'İ', '\t', 'hill', 'zoc'), minLength: 1, maxLength: 30 }),
    ),
    fc.integer({ min: 1, max: 70_000 }),
  )
  .map(([unit, chars]) => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars));

function expectBoundedWork(): void {
  for (const q of searched) {
    expect(q.length).toBeLessThanOrEqual(SEARCH_BOUNDS.characters);
    const terms = q.split(' ');
    expect(terms.length).toBeLessThanOrEqual(SEARCH_BOUNDS.words);
    for (const t of terms) expect(t.length).toBeLessThanOrEqual(SEARCH_BOUNDS.wordLength);
  }
  for (const f of fuzzy) {
    expect(f.key.length).toBeLessThanOrEqual(SEARCH_BOUNDS.fuzzyWordLength);
    expect(f.distance).toBeLessThanOrEqual(2);
  }
}

describe('the rules search reads a bounded part of any question', () => {
  it('never throws, and hands the library few, short words (property)', () => {
    fc.assert(
      fc.property(longQuestion, fc.integer({ min: 1, max: 20 }), (question, limit) => {
        searched = [];
        fuzzy = [];
        const { results, note } = answer(question, { limit });
        expect(results.length).toBeLessThanOrEqual(limit);
        expectBoundedWork();
        // Whatever was cut is said.
        if (/\S/.test(question.slice(SEARCH_BOUNDS.characters))) expect(note).toMatch(/^Searched the first 200 characters/);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a short question whole, word for word as the index does, and says nothing about cutting (property)', () => {
    const short = fc.string({ unit: fc.constantFrom('rough', 'hill', 'the', '14.53', 'Q&A', '"', ' ', 'Cavalry', 'é', 'retreats'), maxLength: 12 }).filter((q) => q.length <= SEARCH_BOUNDS.characters);
    fc.assert(
      fc.property(short, (question) => {
        const bounded = boundQuery(question);
        const expected = tokenize(question).flatMap((k) => keepTerm(k) ?? []);
        fc.pre(expected.length <= SEARCH_BOUNDS.words && expected.every((k) => k.length <= SEARCH_BOUNDS.wordLength));
        expect(bounded.terms).toEqual(expected);
        expect(bounded.text).toBe(question);
        expect(bounded.note).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('answers a 66,000-character word with no rule and a note of what it left out', () => {
    const word = 'a'.repeat(66_000);
    const { results, note } = answerRules(word);
    expect(results).toEqual([]);
    expect(note).toBe(`Searched the first 200 characters; left out 1 word longer than 32 letters.`);
    expectBoundedWork();
    expect(searched).toEqual([]);
  });

  it('answers 10,000 short words from their first 16, and says so', () => {
    const question = Array.from({ length: 10_000 }, () => 'breastworks').join(' ');
    const { results, note } = answerRules(question);
    expect(results.length).toBeGreaterThan(0);
    expect(note).toBe('Searched the first 200 characters; used the first 16 words.');
    expect(searched).toHaveLength(1);
    expect(searched[0]?.split(' ')).toHaveLength(16);
  });

  it('still finds a rule when the long part comes after the question', () => {
    const { results, note } = answerRules(`rough hill cost ${'x'.repeat(50_000)}`, { game: 'gettysburg-88' });
    expect(results[0]?.id).toBe('gettysburg-88/clarification-2');
    expect(note).toMatch(/^Searched the first 200 characters/);
  });

  it('keeps the query within the bound when words that ran together are joined by spaces (found by the property above)', () => {
    const question = '1zoc.hillaazoc'.repeat(15);
    const { terms, note } = boundQuery(question);
    expect(terms.join(' ').length).toBeLessThanOrEqual(SEARCH_BOUNDS.characters);
    expect(terms.length).toBeLessThan(SEARCH_BOUNDS.words + 1);
    answer(question);
    for (const q of searched) expect(q.length).toBeLessThanOrEqual(SEARCH_BOUNDS.characters);
    expect(note).toMatch(/used the first \d+ words/);
  });

  it('tries typos on short words only', () => {
    answer(`${'disorganizationsxyzw'} ${'disorganizationsxyzwv'}`);
    expect(fuzzy.map((f) => f.key)).toEqual(['disorganizationsxyzw']);
  });

  it('has no rule word a left-out word could have matched, even with two typos or cut short', () => {
    const longest = Math.max(...[...ALL_ENTRIES.flatMap((e) => tokenize(`${e.title} ${e.text} ${e.number}`)), ...ALL_TERMS.flatMap((t) => tokenize(`${t.term} ${t.aliases.join(' ')} ${t.definition}`))].map((w) => w.length));
    expect(longest + 2).toBeLessThan(SEARCH_BOUNDS.wordLength);
    expect(longest + 2).toBeLessThanOrEqual(SEARCH_BOUNDS.fuzzyWordLength);
  });
});

describe('cutting text', () => {
  it('never leaves half a character, so the rules page address can always be made (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\u{1F600}', '\ud800', '\udc00', ' ', '\n'), maxLength: 3000 }), (text) => {
        const cut = cutText(text, 200);
        expect(cut.length).toBeLessThanOrEqual(200);
        expect(() => encodeURIComponent(cut)).not.toThrow();
        const query = rulesQuery(text);
        if (query !== null) {
          expect(query.length).toBeLessThanOrEqual(RULES_QUERY_LIMIT);
          expect(() => rulesPagePath(query)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('text chosen on a page or typed in the address bar', () => {
  it('is cut to what the search reads, marked so the rules page can say so', () => {
    const query = rulesQuery(`  ${'zone '.repeat(100)}`) ?? '';
    expect(query).toBe(`${'zone '.repeat(40).slice(0, 199)}…`);
    expect(isCutQuery(query)).toBe(true);
    expect(rulesQuery('\n  breastworks  ')).toBe('breastworks');
    expect(isCutQuery('breastworks')).toBe(false);
  });
});

describe('adjutant rules with a very long question', () => {
  it('answers on one short line with the note, exit 0', async () => {
    let out = '';
    let err = '';
    const code = await run(['rules', 'a'.repeat(66_000)], { out: (t) => (out += t), err: (t) => (err += t), readFile: () => Promise.reject(new Error('no files')) });
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toBe(`No rule matches "${'a'.repeat(60)}…".\nSearched the first 200 characters; left out 1 word longer than 32 letters.`);
  });

  it('gives the note in JSON', async () => {
    let out = '';
    await run(['rules', 'a'.repeat(66_000), '--json'], { out: (t) => (out += t), err: () => undefined, readFile: () => Promise.reject(new Error('no files')) });
    expect(JSON.parse(out)).toEqual({ results: [], note: 'Searched the first 200 characters; left out 1 word longer than 32 letters.' });
  });
});
