import type { RuleRef } from '../core/rule-ref.js';
import { ALL_ENTRIES } from './all-entries.js';
import type { RuleEntry } from './rule-entry.js';

/** A trailing "(…)" adds detail to a citation (the rule an erratum amends, a roll range) but not which item it is. */
const dropParenthetical = (s: string): string => s.replace(/\s*\([^)]*\)\s*$/, '').trim();

/** Number as compared: no trailing parenthetical, one case, the long forms the engine writes made short. */
function key(number: string): string {
  return dropParenthetical(number)
    .toLowerCase()
    .replace(/^questions and answers (\d+)/, 'q&a $1')
    .replace(/^effect of shatter and disorganization (\d)/, 'shatter and disorganization, effect $1');
}

/**
 * The first item a citation names: the part before ';', and of "X 2.b and 4" only "X 2.b". A range
 * such as "8.331–8.335" stays whole; it is looked up as the heading over those rules.
 */
function firstItem(rule: string): string {
  const piece = dropParenthetical(rule.split(';')[0] ?? '');
  return piece.split(/\s+and\s+(?=\d[\w.]*$)/)[0] ?? piece;
}

const RANGE = /^(\d[\d.]*)\s*[–-]\s*\d[\d.]*$/;
const NUMERIC = /^\d[\d.]*$/;

function byGame(game: RuleRef['game']): readonly RuleEntry[] {
  return ALL_ENTRIES.filter((e) => e.game === game);
}

/** The heading entry printed just before the range's first numbered rule (e.g. 'Captured artillery' over 8.331). */
function headingBefore(entries: readonly RuleEntry[], first: string): RuleEntry | null {
  const at = entries.findIndex((e) => e.number === first);
  const before = at > 0 ? entries[at - 1] : undefined;
  return before && !NUMERIC.test(before.number) ? before : null;
}

/**
 * The index entry a calculator's citation points at, or null when the citation names a document Adjutant
 * does not hold (the player's own rulebook, a chart they typed in). Only the first item of a citation is
 * linked: it is the one the step applies.
 */
export function entryForRule(ref: RuleRef): RuleEntry | null {
  const entries = byGame(ref.game);
  const exact = entries.find((e) => e.number === ref.rule);
  if (exact) return exact;
  const item = firstItem(ref.rule);
  const range = RANGE.exec(item);
  if (range?.[1] !== undefined) return headingBefore(entries, range[1]);
  const wanted = key(item);
  const found = entries.find((e) => key(e.number) === wanted);
  if (found) return found;
  // "Heading: detail" that the index keeps as one item under the heading.
  const colon = item.indexOf(':');
  if (colon > 0) {
    const head = key(item.slice(0, colon));
    return entries.find((e) => key(e.number) === head) ?? null;
  }
  return null;
}
