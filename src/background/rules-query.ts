/** The longest lookup taken from a page or the address bar: enough for a rule's phrase, not a whole page. */
export const RULES_QUERY_LIMIT = 200;

/**
 * Cleans text chosen on a page or typed in the address bar into a rules query: white space collapsed,
 * trimmed, cut to the limit. Null when nothing is left to look up.
 */
export function rulesQuery(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const query = text.replace(/\s+/g, ' ').trim().slice(0, RULES_QUERY_LIMIT).trim();
  return query === '' ? null : query;
}

/** The rules page's path inside the extension, with the query it opens on. */
export function rulesPagePath(query: string): string {
  return `popup/rules.html?q=${encodeURIComponent(query)}`;
}
