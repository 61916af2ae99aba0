/**
 * Axial hex coordinates (q, r), after Red Blob Games' guide: the third cube coordinate is s = -q - r.
 * Every game's labels are converted to these, so neighbours, distances and lines are computed once.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six axial directions, in order around the hex. */
export const AXIAL_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

export function axialNeighbors(h: Hex): Hex[] {
  return AXIAL_DIRECTIONS.map((d) => hexAdd(h, d));
}

export function axialDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** A stable string key for maps and sets. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}
