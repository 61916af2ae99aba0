import type { AreaMap } from './hex-grid.js';

/** The fewest steps between two areas through adjacent areas (0 for the same area); null when no path joins them. */
export function areaDistance(map: AreaMap, from: string, to: string): number | null {
  if (!map.isArea(from) || !map.isArea(to)) return null;
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string;
    const steps = seen.get(here) ?? 0;
    if (here === to) return steps;
    for (const next of map.adjacency.get(here) ?? []) {
      if (!seen.has(next)) {
        seen.set(next, steps + 1);
        queue.push(next);
      }
    }
  }
  return null;
}
