/**
 * A hexside named by the two hexes (or areas) it separates, in either order: "F7|F8" and "F8|F7" are one side.
 * The board model has no hexsides, so a rule's roads, streams and bridges and a game pack's hexsides are kept by
 * these keys: the two canonical labels joined by "|", the one that sorts first (by UTF-16 code units) first.
 */
export function hexsideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
