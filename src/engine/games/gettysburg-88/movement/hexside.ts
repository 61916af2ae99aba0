/**
 * A hexside named by the two hexes it separates, in either order: "F7|F8" and "F8|F7" are one side.
 * The board model has no hexsides, so roads, streams and bridges are kept by these keys.
 */
export function hexsideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function formatHexside(a: string, b: string): string {
  return `${a}–${b}`;
}
