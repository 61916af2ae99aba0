/**
 * Edit distance with adjacent swaps counted as one edit (optimal string alignment), so the typos people
 * make most — a letter wrong, missing, extra, or two swapped ("dmr" for "drm") — each cost 1.
 */
export function editDistance(a: string, b: string): number {
  // Words past this length are not typos of a command-line word; cap the work.
  const x = a.slice(0, 64);
  const y = b.slice(0, 64);
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const up = rows[i - 1] as number[];
      let best = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[x.length] as number[])[y.length] as number;
}

/** How far a word may be from a known one and still be taken for a typo of it. */
function closeEnough(word: string, distance: number): boolean {
  return distance <= Math.min(3, Math.max(1, Math.floor(word.length / 3)));
}

/** The known word the typed one is most likely a typo of (compared without case), or null when none is close. */
export function didYouMean(word: string, known: Iterable<string>): string | null {
  const w = word.toLowerCase();
  let best: { word: string; distance: number } | null = null;
  for (const k of known) {
    const kl = k.toLowerCase();
    // A word cut short is as good as a typo: "--att" for "--attackers".
    const distance = w.length >= 2 && kl.startsWith(w) ? 1 : editDistance(w, kl);
    if (closeEnough(w, distance) && (best === null || distance < best.distance)) best = { word: k, distance };
  }
  return best?.word ?? null;
}

/** Every known word, nearest the typed one first (ties in their given order). */
export function byNearness(word: string, known: readonly string[]): string[] {
  const w = word.toLowerCase();
  return known
    .map((k, i) => ({ k, i, d: editDistance(w, k.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((e) => e.k);
}

/** "a, b, c" for a few, "a, b, … and 31 more" for many: the first `shown` nearest the typed word. */
export function nearestList(word: string, known: readonly string[], shown = 10): string {
  const sorted = byNearness(word, known);
  const listed = sorted.slice(0, shown).join(', ');
  return sorted.length > shown ? `${listed} and ${sorted.length - shown} more` : listed;
}
