import { cutText } from '../core/cut-text.js';
import { keepTerm, words } from './search-terms.js';
import { plural } from '../core/words.js';

/**
 * How much of a question the rules search reads. The index's typo matching builds a table whose size
 * grows with the square of a word's length (a 66,000-letter word asked for 4 GB), and every word is a
 * walk of the index: so the question, its words and each word are capped, and typos and word starts are
 * tried only on short words. Whatever is cut is said in the answer, never dropped silently.
 */
export const SEARCH_BOUNDS = {
  /** Characters of a question read; a player's question is a line, not a page. */
  characters: 200,
  /** Words (fillers aside) handed to the index. */
  words: 16,
  /**
   * A longer word is left out: the rules' longest word has 15 letters (tested), so a word of more than
   * 32 cannot be one of them, even with typos or cut short.
   */
  wordLength: 32,
  /** Typos and word starts are tried only on words up to this long (the rules' longest, and some). */
  fuzzyWordLength: 20,
} as const;

/** A question cut to what the search reads, the words it hands the index, and what was cut. */
export interface BoundedQuery {
  /** The part of the question read: at most SEARCH_BOUNDS.characters characters. */
  readonly text: string;
  /** The words handed to the index, normalized, fillers left out; at most SEARCH_BOUNDS.words, none longer than SEARCH_BOUNDS.wordLength. */
  readonly terms: readonly string[];
  /** What was cut, in a player's words; null when the whole question was read. */
  readonly note: string | null;
}

/**
 * The first terms whose query, joined by spaces, stays within the character bound: a word the text ran into
 * the next ("1zoc" is "1" and "zoc") gains a space when joined, so the joined query can outgrow the text.
 */
function fitWithin(terms: readonly string[], characters: number): string[] {
  const out: string[] = [];
  let length = -1;
  for (const t of terms) {
    if (length + 1 + t.length > characters) break;
    length += 1 + t.length;
    out.push(t);
  }
  return out;
}

/** Cuts a question to the bounds; the work is linear in what is read, whatever was typed or pasted. */
export function boundQuery(raw: string): BoundedQuery {
  const { characters, words: maxWords, wordLength } = SEARCH_BOUNDS;
  const text = cutText(raw, characters);
  // Only what follows the cut counts: white space past it is no loss.
  const cutChars = raw.length > characters && /\S/.test(raw.slice(text.length));
  const keys = words(text).flatMap((w) => keepTerm(w.key) ?? []);
  const short = keys.filter((k) => k.length <= wordLength);
  const tooLong = keys.length - short.length;
  const terms = fitWithin(short.slice(0, maxWords), characters);
  const parts = [
    cutChars ? `searched the first ${characters} characters` : null,
    tooLong > 0 ? `left out ${plural(tooLong, 'word', 'words')} longer than ${wordLength} letters` : null,
    terms.length < short.length ? `used the first ${plural(terms.length, 'word', 'words')}` : null,
  ].filter((p): p is string => p !== null);
  const note = parts.length === 0 ? null : `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
  return { text, terms, note };
}
