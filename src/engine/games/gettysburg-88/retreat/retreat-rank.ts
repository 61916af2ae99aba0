import type { RawPath } from './retreat-sequence.js';

/**
 * What ranks a way of the sequence: the step that chose each hex, hex by hex. Staying stuck with friends
 * counts after step d, since the sequence wanted to go on. A way off the board is left out: 35 allows it
 * whatever else is open, so it always ranks first.
 */
export function rankKey(p: RawPath): string {
  return p.hops.map((h) => h.step).join('') + (p.end === 'stuck' ? 'e' : '');
}

/**
 * Dense ranks: ways whose hexes come from earlier steps rank first, compared hex by hex at the first
 * difference; ways chosen by the same steps share a rank (the owner's choice). No key is a proper prefix of
 * another, since a path ends only after a or c, when stuck, or off the board.
 */
export function rankPaths(paths: readonly RawPath[]): Map<RawPath, number> {
  const keys = [...new Set(paths.filter((p) => p.end !== 'off').map(rankKey))].sort();
  const ranks = new Map<RawPath, number>();
  for (const p of paths) ranks.set(p, p.end === 'off' ? 1 : keys.indexOf(rankKey(p)) + 1);
  return ranks;
}
