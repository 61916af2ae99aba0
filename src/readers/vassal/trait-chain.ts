import { unquote } from './sequence-decoder.js';
import type { WorkBudget } from './work-budget.js';

/**
 * A piece's type or state as VASSAL nests it, read in one pass. VASSAL writes a piece as its outermost
 * trait's part, a tab, then the rest of the piece encoded once more (its SequenceEncoder): every tab of
 * the rest gets one more backslash before it, and a rest that starts and ends with a quote is wrapped
 * in one more pair. Splitting level by level (decodeSequence on the rest, again and again) reads the
 * whole rest at every trait, so a piece of n traits costs n times its length; real modules have pieces
 * of 60 to 200 traits, and a log changes them thousands of times.
 *
 * Read once instead: a tab with k backslashes right before it is a plain tab k levels down, so it is
 * the separator of level k (those k backslashes belong to it), and each level's part is the text
 * between two separators with the extra backslashes of its own tabs left out. The result is the same
 * as VASSAL's decoder, level by level (and as decodeSequence's), at the cost of one scan of the text.
 */
export class TraitChain {
  /** Where each tab is, in order. */
  private readonly tabs: number[] = [];
  /** How many backslashes come right before each tab. */
  private readonly runs: number[] = [];
  /** Tab positions by their backslash count: the separators of each level. */
  private readonly byRun = new Map<number, number[]>();
  /** The current level and the part of the text that holds it (quotes already taken off). */
  private level = 0;
  private from = 0;
  private to: number;

  constructor(
    private readonly text: string,
    budget?: WorkBudget,
  ) {
    budget?.spend(text.length);
    this.to = text.length;
    for (let p = text.indexOf('\t'); p >= 0; p = text.indexOf('\t', p + 1)) {
      let run = 0;
      while (p - run - 1 >= 0 && text.charCodeAt(p - run - 1) === 0x5c) run++;
      this.tabs.push(p);
      this.runs.push(run);
      const list = this.byRun.get(run);
      if (list) list.push(p);
      else this.byRun.set(run, [p]);
    }
  }

  /** Whether the rest, as it stands at this level, starts with these characters (which hold no tab or backslash). */
  restStartsWith(prefix: string): boolean {
    return this.to - this.from >= prefix.length && this.text.startsWith(prefix, this.from);
  }

  /** The rest at this level exactly as decodeSequence would hand it on: what the basic piece reads. */
  rest(): string {
    return this.slice(this.from, this.to, this.level);
  }

  /**
   * Splits the rest at this level: its first part (unquoted, as decodeSequence gives it), and moves to
   * the next level. Null when there is no separator at this level: the rest is one part (use `only`).
   */
  next(): string | null {
    const k = this.level;
    const list = this.byRun.get(k);
    const at = list ? firstAtOrAfter(list, this.from) : -1;
    const sep = list && at >= 0 ? (list[at] ?? -1) : -1;
    if (sep < 0 || sep >= this.to) return null;
    const part = unquote(this.slice(this.from, sep - k, k + 1));
    // The rest runs to the next separator of this level, if any (VASSAL writes none; a damaged file may).
    const following = list?.[at + 1];
    let from = sep + 1;
    let to = following !== undefined && following < this.to ? following - k : this.to;
    if (to - from > 1 && this.text.charCodeAt(from) === 0x27 && this.text.charCodeAt(to - 1) === 0x27) {
      from++;
      to--;
    }
    this.from = from;
    this.to = Math.max(from, to);
    this.level = k + 1;
    return part;
  }

  /** The rest at this level taken as one part, as decodeSequence gives a text with no separator. */
  only(): string {
    return unquote(this.slice(this.from, this.to, this.level + 1));
  }

  /** Empties the rest: a state shorter than its type has nothing more at any level. */
  end(): void {
    this.from = this.to;
    this.level++;
  }

  /** text[from, to) with `drop` backslashes taken from before each tab: those are escapes of the levels above. */
  private slice(from: number, to: number, drop: number): string {
    if (drop === 0) return this.text.slice(from, to);
    let i = firstAtOrAfter(this.tabs, from);
    if (i < 0 || (this.tabs[i] ?? to) >= to) return this.text.slice(from, to);
    let out = '';
    let start = from;
    for (; i < this.tabs.length; i++) {
      const p = this.tabs[i] ?? to;
      if (p >= to) break;
      const cut = Math.min(drop, this.runs[i] ?? 0);
      out += this.text.slice(start, p - cut);
      start = p;
    }
    return out + this.text.slice(start, to);
  }
}

/** Index of the first value at or after `min` in an ascending list, or -1. */
function firstAtOrAfter(list: readonly number[], min: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < min) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length ? lo : -1;
}
