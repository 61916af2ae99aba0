import type { WorkBudget } from './work-budget.js';

/**
 * VASSAL writes lists of strings joined by one delimiter character (its SequenceEncoder). A delimiter
 * inside a value is written with a backslash before it; a value that starts with a backslash, or is
 * wrapped in single quotes, is wrapped in one more pair of single quotes. This splits such a list
 * back into its values, following VASSAL's own decoder: a backslash right before a delimiter makes it
 * part of the value, and one pair of enclosing quotes is removed from each value.
 */
export function decodeSequence(value: string, delimiter: string, budget?: WorkBudget): string[] {
  budget?.spend(value.length);
  const tokens: string[] = [];
  let current = '';
  let segmentStart = 0;
  let from = 0;
  for (;;) {
    const i = value.indexOf(delimiter, from);
    if (i < 0) break;
    if (i > 0 && value.charCodeAt(i - 1) === 0x5c) {
      // An escaped delimiter: drop the backslash, keep the delimiter in the value.
      current += value.slice(segmentStart, i - 1);
      segmentStart = i;
    } else {
      tokens.push(unquote(current + value.slice(segmentStart, i)));
      current = '';
      segmentStart = i + 1;
    }
    from = i + 1;
  }
  tokens.push(unquote(current + value.slice(segmentStart)));
  return tokens;
}

/** One pair of enclosing single quotes taken off, as VASSAL's decoder does to each value. */
export function unquote(s: string): string {
  return s.length > 1 && s.startsWith("'") && s.endsWith("'") ? s.slice(1, -1) : s;
}

/** VASSAL's Integer.parseInt: an optional sign and decimal digits, within 32 bits; anything else is null. */
export function parseJavaInt(s: string | undefined): number | null {
  if (s === undefined || !/^[+-]?\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}
