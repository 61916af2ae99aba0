/**
 * A board site as the browser's permissions see it: the match pattern Adjutant asks access for, and the
 * host name the popup shows. A site is a scheme and a host name, every port and path included: Firefox's
 * match patterns take no port, so the one pattern works in both browsers.
 */
export interface Site {
  /** e.g. "https://boards.example.org/*" */
  readonly pattern: string;
  /** e.g. "boards.example.org" */
  readonly host: string;
}

const MAX_PATTERN = 300;
const PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])\/\*$/;

/** The site of a web page's address, or null for anything but http and https (browser pages, files, extensions). */
export function siteOf(url: string | undefined): Site | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const pattern = `${parsed.protocol}//${parsed.hostname}/*`;
  return isSitePattern(pattern) ? { pattern, host: parsed.hostname } : null;
}

/** True for a pattern `siteOf` can produce: checked on every message that names a site. */
export function isSitePattern(v: unknown): v is string {
  return typeof v === 'string' && v.length <= MAX_PATTERN && PATTERN.test(v);
}

/** The site a pattern names. */
export function siteOfPattern(pattern: string): Site | null {
  const m = PATTERN.exec(pattern);
  return m && pattern.length <= MAX_PATTERN ? { pattern, host: m[2] ?? '' } : null;
}

/** The id of the content script registered for a site: one per site, so turning one off leaves the others. */
export function contentScriptId(site: Site): string {
  return `adjutant-site ${site.pattern}`;
}
