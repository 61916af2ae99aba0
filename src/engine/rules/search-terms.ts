/**
 * How text is cut into searchable words, shared by the index, the query, phrases and snippets so they
 * always agree. Rule numbers such as 14.53 or 8.331 stay whole; "Q&A" is one word.
 */
const WORD = /\d+(?:\.\d+)*|[\p{L}\p{N}]+/gu;

/** Words a player's question carries that say nothing about which rule is meant. */
const FILLER = new Set(
  [
    'a', 'an', 'the', 'i', 'me', 'my', 'we', 'you', 'it', 'its', 'is', 'are', 'be', 'was', 'do', 'does', 'did',
    'can', 'could', 'how', 'what', 'when', 'where', 'which', 'who', 'why', 'much', 'many', 'of', 'to', 'in',
    'on', 'at', 'for', 'and', 'or', 'if', 'with', 'from', 'by', 'as', 'about', 'there', 'this', 'that', 'then',
    'happens', 'happen', 'mean', 'means', 'work', 'works', 'rule', 'rules',
  ].map(stem),
);

export interface Word {
  /** The word as normalized for matching. */
  readonly key: string;
  /** Where it sits in the original text. */
  readonly start: number;
  readonly end: number;
}

/** Lower-cases and cuts text into words, keeping their places. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  const lower = text.toLowerCase().replace(/q&a/g, 'qa_');
  for (const m of lower.matchAll(WORD)) {
    out.push({ key: stem(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Plural and simple verb endings fold onto one form so "exits" finds "exit" and "costs" finds "cost". */
export function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The tokenizer handed to the search library: words already lower-cased and stemmed. */
export function tokenize(text: string): string[] {
  return words(text).map((w) => w.key);
}

/** Drops filler words from the index and the query alike. */
export function keepTerm(term: string): string | null {
  return FILLER.has(term) ? null : term;
}

export function isNumberTerm(term: string): boolean {
  return /^\d/.test(term);
}
