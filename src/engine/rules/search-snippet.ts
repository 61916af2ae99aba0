import { words } from './search-terms.js';

const WIDTH = 160;
const LEAD = 40;

/**
 * The part of a text around its first matching word (or the phrase), cut at word boundaries and marked
 * with "…" where it was shortened. A text that fits is returned whole.
 */
export function snippet(text: string, matched: ReadonlySet<string>, phrase: readonly string[] | null = null): string {
  if (text.length <= WIDTH) return text;
  const ws = words(text);
  let at = -1;
  if (phrase && phrase.length > 0) {
    for (let i = 0; i + phrase.length <= ws.length && at < 0; i++) {
      if (phrase.every((k, j) => ws[i + j]?.key === k)) at = ws[i]?.start ?? -1;
    }
  }
  if (at < 0) at = ws.find((w) => matched.has(w.key))?.start ?? 0;
  let start = Math.max(0, at - LEAD);
  if (start > 0) {
    // Begin on a word, not in the middle of one.
    const space = text.lastIndexOf(' ', start);
    start = space < 0 ? 0 : space + 1;
  }
  let end = Math.min(text.length, start + WIDTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
