/**
 * Name patterns for the piece rules: '*' stands for any run of characters, '?' for one, and case does
 * not matter ("*Corps*", "CSA ?-*"). What each '*' stood for can be reused as {1}, {2}, … in the
 * rule's unit name or strength. Matching is a table over pattern and text, never backtracking, so no
 * pattern a user types can make it slow.
 */
export const PATTERN_MAX = 100;
const TEXT_MAX = 200;

/** The text each '*' matched, in order; null when the text does not match. */
export function matchGlob(pattern: string, text: string): string[] | null {
  const p = [...pattern.slice(0, PATTERN_MAX)].map((c) => c.toLowerCase());
  const original = [...text.slice(0, TEXT_MAX)];
  const t = original.map((c) => c.toLowerCase());
  const P = p.length;
  const T = t.length;
  // can[i·(T+1)+j] = 1: the pattern from i matches the text from j.
  const W = T + 1;
  const can = new Uint8Array((P + 1) * W);
  can[P * W + T] = 1;
  for (let i = P - 1; i >= 0; i--) {
    const c = p[i];
    for (let j = T; j >= 0; j--) {
      const ok = c === '*' ? can[(i + 1) * W + j] === 1 || (j < T && can[i * W + j + 1] === 1) : j < T && (c === '?' || c === t[j]) && can[(i + 1) * W + j + 1] === 1;
      can[i * W + j] = ok ? 1 : 0;
    }
  }
  if (can[0] !== 1) return null;
  const captures: string[] = [];
  let j = 0;
  for (let i = 0; i < P; i++) {
    if (p[i] === '*') {
      // The shortest run that still lets the rest match.
      let k = j;
      while (can[(i + 1) * W + k] !== 1) k++;
      captures.push(original.slice(j, k).join(''));
      j = k;
    } else j++;
  }
  return captures;
}
