import MiniSearch from 'minisearch';
import type { GameId } from '../core/game-id.js';
import type { RuleRef } from '../core/rule-ref.js';
import { ALL_ENTRIES, ALL_TERMS } from './all-entries.js';
import type { GlossaryTerm, RuleEntry } from './rule-entry.js';
import { boundQuery, SEARCH_BOUNDS } from './search-bounds.js';
import { holdsPhrases, parseQuery } from './search-query.js';
import { snippet } from './search-snippet.js';
import { isNumberTerm, keepTerm, tokenize, words } from './search-terms.js';

/** One hit: a rule entry, or a glossary term (which belongs to no single game and has no citation of its own). */
export interface RuleSearchResult {
  /** The entry's id, or 'glossary/<term id>' for a glossary term. */
  readonly id: string;
  readonly game: GameId | null;
  readonly citation: RuleRef | null;
  /** The entry's title, or the term itself. */
  readonly title: string;
  /** The entry's restatement, or the term's definition. */
  readonly text: string;
  /** The part of the text that matched. */
  readonly snippet: string;
  readonly score: number;
  readonly kind: 'rule' | 'term';
}

export interface RuleSearchOptions {
  /** Only this game's entries (and the glossary terms its rules use). */
  readonly game?: GameId;
  /**
   * The game being played: its entries rank ahead of another game's that match about as well, while another
   * game's rule that fits the question clearly better still leads.
   */
  readonly prefer?: GameId;
  /** At most this many results; 20 unless given. */
  readonly limit?: number;
}

export type RuleSearch = (query: string, options?: RuleSearchOptions) => RuleSearchResult[];

/** The hits, and what of the question was not read (a very long question is cut: see search-bounds). */
export interface RuleSearchAnswer {
  readonly results: RuleSearchResult[];
  /** Null when the whole question was read; else what was cut, in a player's words. */
  readonly note: string | null;
}

export type RuleAnswerer = (query: string, options?: RuleSearchOptions) => RuleSearchAnswer;

/** What the library indexes: entries fill the first four fields, glossary terms the last three. */
interface Doc {
  readonly key: string;
  readonly title: string;
  readonly number: string;
  readonly text: string;
  readonly terms: string;
  readonly term: string;
  readonly aliases: string;
  readonly definition: string;
}

interface Indexed {
  readonly doc: Doc;
  readonly result: Omit<RuleSearchResult, 'snippet' | 'score'>;
  /** The games a hit on this document belongs to (a term: the games of the rules it links). */
  readonly games: readonly GameId[];
  /** A term's own words (its name and aliases), to tell a "what is it" question from a detailed one. */
  readonly names: readonly (readonly string[])[] | null;
}

const DEFAULT_LIMIT = 20;

/**
 * Titles, numbers and the glossary's own words say most about which rule is meant. A definition counts
 * for less than a rule's text, so a question naming a term and a detail lands on the rule.
 */
const BOOST = { title: 3, number: 4, term: 6, aliases: 4, terms: 1, text: 1, definition: 0.5 } as const;

export const GLOSSARY_ID_PREFIX = 'glossary/';

function indexEntry(entry: RuleEntry, glossary: ReadonlyMap<string, GlossaryTerm>): Indexed {
  const slug = entry.id.slice(entry.id.indexOf('/') + 1).replace(/-/g, ' ');
  const terms = entry.terms.flatMap((id) => {
    const t = glossary.get(id);
    return [id.replace(/-/g, ' '), ...(t ? [t.term, ...t.aliases] : [])];
  });
  return {
    doc: {
      key: entry.id,
      title: entry.title,
      number: [...new Set([entry.number, entry.citation.rule, slug])].join(' '),
      text: entry.text,
      terms: terms.join(' '),
      term: '',
      aliases: '',
      definition: '',
    },
    result: { id: entry.id, game: entry.game, citation: entry.citation, title: entry.title, text: entry.text, kind: 'rule' },
    games: [entry.game],
    names: null,
  };
}

function indexTerm(term: GlossaryTerm, gameOf: ReadonlyMap<string, GameId>): Indexed {
  const id = `${GLOSSARY_ID_PREFIX}${term.id}`;
  return {
    doc: { key: id, title: '', number: '', text: '', terms: '', term: term.term, aliases: term.aliases.join(' '), definition: term.definition },
    result: { id, game: null, citation: null, title: term.term, text: term.definition, kind: 'term' },
    games: [...new Set(term.rules.flatMap((r) => gameOf.get(r) ?? []))],
    names: [term.term, ...term.aliases].map((name) => tokenize(name).flatMap((k) => keepTerm(k) ?? [])),
  };
}

/**
 * A glossary term leads when the question is just its name or an alias (the last word may still be half typed); when
 * the question says more, the rules that deal with that lead instead.
 */
const ASKS_FOR_TERM = 3;
const ASKS_MORE = 0.5;

/**
 * A document holding all the question's words side by side, in its order ("retreat sequence"), speaks to it more
 * than one holding them apart: its score grows by this share. Filler words between them do not part them.
 */
const SIDE_BY_SIDE = 1;

/** A document's words without the filler, so the question's words (which have none) can be found as one run. */
const withoutFiller = (sequence: readonly string[]): readonly string[] => sequence.filter((k) => k === '' || keepTerm(k) !== null);

/** How much more a hit on the preferred game's rules counts: enough to lead a close race, not to win a clear one. */
const PREFERRED_GAME = 1.5;

function namesOnly(keys: readonly string[], names: readonly (readonly string[])[]): boolean {
  return names.some(
    (name) => name.length === keys.length && keys.every((k, i) => name[i] === k || (i === keys.length - 1 && (name[i] ?? '').startsWith(k))),
  );
}

/**
 * Letters a word may be off by: none for short words and rule numbers, two (a swapped pair) for long words,
 * and none past the bound, where the library's typo table would grow with the square of the word.
 */
function typoAllowance(term: string): number | false {
  if (isNumberTerm(term) || term.length < 4 || term.length > SEARCH_BOUNDS.fuzzyWordLength) return false;
  return term.length < 7 ? 1 : 2;
}

/** The query's words are already cut and normalized (boundQuery): the library gets them as they are. */
const givenTerms = (text: string): string[] => text.split(' ');

/** Builds a search over the given entries and glossary; the index is made once, here. */
export function createRuleSearch(entries: readonly RuleEntry[], glossary: readonly GlossaryTerm[]): RuleSearch {
  const answer = createRuleAnswerer(entries, glossary);
  return (query, options) => answer(query, options).results;
}

/** The same search, answering with the note of what was cut from a very long question. */
export function createRuleAnswerer(entries: readonly RuleEntry[], glossary: readonly GlossaryTerm[]): RuleAnswerer {
  const glossaryById = new Map(glossary.map((t) => [t.id, t]));
  const gameOf = new Map(entries.map((e) => [e.id, e.game]));
  const byKey = new Map<string, Indexed>();
  for (const e of entries) byKey.set(e.id, indexEntry(e, glossaryById));
  for (const t of glossary) {
    const indexed = indexTerm(t, gameOf);
    byKey.set(indexed.doc.key, indexed);
  }

  const index = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['title', 'number', 'text', 'terms', 'term', 'aliases', 'definition'],
    tokenize,
    processTerm: keepTerm,
    searchOptions: {
      boost: BOOST,
      // A word may be the start of a longer one (the player is still typing). A single letter says too little
      // and would pull in half the index at every keystroke; a word past the bound is no rule's start.
      prefix: (term) => term.length > 1 && term.length <= SEARCH_BOUNDS.fuzzyWordLength,
      fuzzy: typoAllowance,
      combineWith: 'OR',
      // A whole-word hit outranks a word that merely starts the same or is a letter off.
      weights: { prefix: 0.15, fuzzy: 0.3 },
    },
  });
  index.addAll([...byKey.values()].map((v) => v.doc));

  // Phrases are checked against each document's words in order; worked out when first asked for.
  const sequences = new Map<string, readonly string[]>();
  const sequence = (indexed: Indexed): readonly string[] => {
    let s = sequences.get(indexed.doc.key);
    if (!s) {
      const { title, text } = indexed.result;
      // A break between title, text and aliases, so no phrase runs from one into the next.
      s = [title, text, indexed.doc.aliases].flatMap((part) => ['', ...words(part).map((w) => w.key)]);
      sequences.set(indexed.doc.key, s);
    }
    return s;
  };

  const plainSequences = new Map<string, readonly string[]>();
  const holdsRun = (keys: readonly string[], indexed: Indexed): boolean => {
    if (keys.length < 2) return false;
    let s = plainSequences.get(indexed.doc.key);
    if (!s) {
      s = withoutFiller(sequence(indexed));
      plainSequences.set(indexed.doc.key, s);
    }
    return holdsPhrases(s, [keys]);
  };

  return (raw, options = {}) => {
    const bounded = boundQuery(raw);
    const note = bounded.note;
    const keys = bounded.terms;
    if (keys.length === 0) return { results: [], note };
    const query = parseQuery(bounded.text);
    const game = options.game;
    const limit = options.limit ?? DEFAULT_LIMIT;
    const hits = index.search(keys.join(' '), {
      tokenize: givenTerms,
      filter: game === undefined ? undefined : (hit) => byKey.get(String(hit.id))?.games.includes(game) ?? false,
    });
    const ranked = hits.flatMap((hit) => {
      const indexed = byKey.get(String(hit.id));
      if (!indexed) return [];
      const base = indexed.names ? hit.score * (namesOnly(keys, indexed.names) ? ASKS_FOR_TERM : ASKS_MORE) : hit.score;
      const paired = holdsRun(keys, indexed) ? base * (1 + SIDE_BY_SIDE) : base;
      const preferred = options.prefer !== undefined && indexed.result.game === options.prefer;
      return [{ hit, indexed, score: preferred ? paired * PREFERRED_GAME : paired }];
    });
    ranked.sort((a, b) => b.score - a.score);
    const out: RuleSearchResult[] = [];
    for (const { hit, indexed, score } of ranked) {
      if (out.length >= limit) break;
      if (query.phrases.length > 0 && !holdsPhrases(sequence(indexed), query.phrases)) continue;
      out.push({ ...indexed.result, snippet: snippet(indexed.result.text, new Set(hit.terms), query.phrases[0] ?? null), score });
    }
    return { results: out, note };
  };
}

let shared: RuleAnswerer | null = null;

/**
 * Searches every game's entries and the glossary, best first, with the note of what was cut from a very long
 * question; the index is built on the first search and kept.
 */
export function answerRules(query: string, options?: RuleSearchOptions): RuleSearchAnswer {
  shared ??= createRuleAnswerer(ALL_ENTRIES, ALL_TERMS);
  return shared(query, options);
}

/** The hits of answerRules alone. */
export function searchRules(query: string, options?: RuleSearchOptions): RuleSearchResult[] {
  return answerRules(query, options).results;
}
