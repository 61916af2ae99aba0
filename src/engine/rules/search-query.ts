import { words } from './search-terms.js';

/** A typed query: the words to look for, and the quoted phrases whose words must appear in that order. */
export interface SearchQuery {
  /** Every word, quoted or not, for the library to find candidates with. */
  readonly text: string;
  /** Each closed quoted phrase, as normalized words. */
  readonly phrases: readonly (readonly string[])[];
}

/** Splits off "quoted phrases"; a quote still being typed (no closing mark yet) counts as plain words. */
export function parseQuery(raw: string): SearchQuery {
  const phrases: string[][] = [];
  for (const m of raw.matchAll(/"([^"]*)"/g)) {
    const keys = words(m[1] ?? '').map((w) => w.key);
    if (keys.length > 0) phrases.push(keys);
  }
  return { text: raw.replace(/"/g, ' '), phrases };
}

/** True when the words hold every phrase as a run of consecutive words. */
export function holdsPhrases(keys: readonly string[], phrases: readonly (readonly string[])[]): boolean {
  return phrases.every((phrase) => {
    for (let i = 0; i + phrase.length <= keys.length; i++) {
      if (phrase.every((k, j) => keys[i + j] === k)) return true;
    }
    return false;
  });
}
