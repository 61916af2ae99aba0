import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES, ALL_TERMS } from '../../src/engine/rules/all-entries.js';
import { createRuleSearch, searchRules } from '../../src/engine/rules/search.js';
import { snippet } from '../../src/engine/rules/search-snippet.js';
import { FIXTURE_ENTRIES, FIXTURE_GLOSSARY } from '../fixtures/rule-entries.js';

// Made-up entries (tests/fixtures/rule-entries.ts), so the ranking rules are tested apart from the real index.
const search = createRuleSearch(FIXTURE_ENTRIES, FIXTURE_GLOSSARY);
const ids = (q: string, options?: Parameters<typeof search>[1]): string[] => search(q, options).map((r) => r.id);

describe('searchRules over made-up entries', () => {
  it('finds a rule by its words, best first, with its citation', () => {
    const [first] = search('rough hill cost');
    expect(first?.id).toBe('gettysburg-88/clarification-2');
    expect(first?.citation).toEqual({ game: 'gettysburg-88', document: 'Test document (88)', rule: 'Movement 2' });
    expect(first?.kind).toBe('rule');
    expect(first?.score).toBeGreaterThan(0);
  });

  it('tolerates typos', () => {
    expect(ids('retreting of the mapp')[0]).toBe('gettysburg-77/retreat-3');
    expect(ids('generel')[0]).toBe('gettysburg-88/clarification-9');
  });

  it('matches the word being typed by its start', () => {
    expect(ids('horsem')[0]).toBe('cemetery-hill/14.53');
    expect(ids('captur gu')[0]).toBe('high-tide/8.331');
  });

  it('finds rules by number, heading word and number, or Q&A number', () => {
    expect(ids('14.53')[0]).toBe('cemetery-hill/14.53');
    expect(ids('14.5')[0]).toBe('cemetery-hill/14.5');
    expect(ids('Q&A 13')[0]).toBe('they-met/qa-13');
    expect(ids('clarification 9')[0]).toBe('gettysburg-88/clarification-9');
    expect(ids('movement 2')[0]).toBe('gettysburg-88/clarification-2');
  });

  it('keeps only results holding a quoted phrase, words in order', () => {
    expect(ids('"victory tally"')).toEqual(['cemetery-hill/14.53']);
    expect(ids('"tally victory"')).toEqual([]);
    // An unclosed quote (still being typed) is plain words.
    expect(ids('"southern horse')[0]).toBe('cemetery-hill/14.53');
  });

  it('filters by game, keeping glossary terms that game uses', () => {
    expect(ids('victory', { game: 'cemetery-hill' }).every((id) => id.startsWith('cemetery-hill/') || id === 'glossary/victory-points')).toBe(true);
    expect(ids('stack area', { game: 'gettysburg-77' })).toEqual([]);
    expect(ids('zoc', { game: 'they-met' })).toEqual([]);
  });

  it('searches the glossary by term and alias; a bare term brings its definition first', () => {
    const [first] = search('EXC');
    expect(first).toMatchObject({ id: 'glossary/exchange', kind: 'term', game: null, citation: null, title: 'Exchange' });
    expect(ids('ZOC')[0]).toBe('glossary/zone-of-control');
    // Ask for more than the name and the rule leads.
    expect(ids('general enemy zoc')[0]).toBe('gettysburg-88/clarification-9');
  });

  it('finds rules through the glossary aliases of their terms', () => {
    expect(ids('VP', { game: 'cemetery-hill' })).toContain('cemetery-hill/14.5');
  });

  it('respects the limit and returns nothing for an empty or filler-only query', () => {
    expect(search('test text', { limit: 3 })).toHaveLength(3);
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('what is the')).toEqual([]);
  });

  it('gives a snippet from the text', () => {
    const [first] = search('horsemen');
    expect(first?.text).toContain(first?.snippet ?? '—');
  });
});

describe('snippet', () => {
  const long = `${'Opening words that say nothing much at all here. '.repeat(4)}The rough hill hex costs more. ${'Closing words follow on and on. '.repeat(6)}`;

  it('shows the part around the first match, cut at words and marked', () => {
    const s = snippet(long, new Set(['hill']));
    expect(s).toMatch(/^…/);
    expect(s).toMatch(/…$/);
    expect(s).toContain('rough hill hex');
    expect(s.length).toBeLessThanOrEqual(165);
  });

  it('centres on a phrase when given one', () => {
    expect(snippet(long, new Set(), ['closing', 'word'])).toContain('Closing words');
  });

  it('returns a short text whole', () => {
    expect(snippet('Short.', new Set(['x']))).toBe('Short.');
  });
});

describe('the shared index', () => {
  it('covers every entry and term, with unique ids', () => {
    const all = [...ALL_ENTRIES.map((e) => e.id), ...ALL_TERMS.map((t) => `glossary/${t.id}`)];
    expect(new Set(all).size).toBe(all.length);
    const sample = ALL_ENTRIES[0];
    if (sample) expect(searchRules(sample.title, { game: sample.game, limit: 50 }).map((r) => r.id)).toContain(sample.id);
  });
});

describe('searching every game while playing one', () => {
  const top = (q: string, n: number): string[] => searchRules(q, { prefer: 'gettysburg-77', limit: n }).map((r) => r.id);

  it("finds another game's rule that fits the question clearly better", () => {
    expect(top('double range artillery at night', 3)).toContain('gettysburg-88/clarification-32');
  });

  it('puts a rule holding the question word for word ahead of ones holding its words apart', () => {
    expect(top('retreat sequence', 1)).toEqual(['gettysburg-88/clarification-17']);
  });

  it("ranks the game being played first when the games' rules fit about as well", () => {
    const given = searchRules('retreat restrictions', { limit: 5 });
    const preferred = searchRules('retreat restrictions', { limit: 5, prefer: 'gettysburg-77' });
    expect(preferred[0]?.game).toBe('gettysburg-77');
    // Preferring a game never drops a hit: the same ones come back, only in another order.
    const all = (prefer?: 'they-met'): string[] => searchRules('retreat', { limit: 500, ...(prefer ? { prefer } : {}) }).map((r) => r.id).sort();
    expect(all('they-met')).toEqual(all());
    expect(given.length).toBe(preferred.length);
  });
});
