import { cutText } from '../engine/index.js';
import { SEARCH_BOUNDS } from '../engine/index.js';

/**
 * The longest lookup taken from a page or the address bar into the rules page's address: what the search
 * reads (SEARCH_BOUNDS.characters), so a whole page chosen by mistake is not carried in an address.
 */
export const RULES_QUERY_LIMIT = SEARCH_BOUNDS.characters;

/** Ends a query that was cut, so the box shows it and the rules page can say it. */
const CUT_MARK = '…';

/**
 * Cleans text chosen on a page or typed in the address bar into a rules query: white space collapsed,
 * trimmed, no half characters (which an address cannot hold), and cut to the limit with "…" at the end
 * when it was longer. Null when nothing is left to look up.
 */
export function rulesQuery(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  // Cut before the clean-up, so a page's whole text is not worked over; white space can only shrink it.
  const query = cutText(text, RULES_QUERY_LIMIT * 4).replace(/\s+/g, ' ').trim();
  if (query === '') return null;
  return query.length <= RULES_QUERY_LIMIT ? query : `${cutText(query, RULES_QUERY_LIMIT - 1)}${CUT_MARK}`;
}

/** Whether a query from rulesQuery was cut (it ends in the mark at the limit). */
export function isCutQuery(query: string): boolean {
  return query.endsWith(CUT_MARK) && query.length >= RULES_QUERY_LIMIT - 1;
}

/** The rules page's path inside the extension, with the query it opens on. */
export function rulesPagePath(query: string): string {
  return `popup/rules.html?q=${encodeURIComponent(query)}`;
}
