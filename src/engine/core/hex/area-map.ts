import type { GameId } from '../game-id.js';
import { isAreaNumber } from './area-label.js';
import type { AreaMap } from './hex-grid.js';

/**
 * An area map built from pairs of areas that share a side. Adjacency goes both ways by construction; areas
 * that meet only at a corner are simply not paired. Labels are checked by parse-area-map.ts before this.
 */
export class AdjacencyAreaMap implements AreaMap {
  readonly adjacency: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(
    readonly game: GameId,
    labels: Iterable<string>,
    pairs: Iterable<readonly [string, string]>,
  ) {
    const adjacency = new Map<string, Set<string>>();
    for (const label of labels) adjacency.set(label, new Set());
    const link = (from: string, to: string): void => {
      const set = adjacency.get(from) ?? new Set<string>();
      adjacency.set(from, set.add(to));
    };
    for (const [a, b] of pairs) {
      if (a === b) continue;
      link(a, b);
      link(b, a);
    }
    this.adjacency = adjacency;
  }

  isArea(label: string): boolean {
    return this.adjacency.has(label);
  }

  /** An off-map Zone rather than a numbered area. */
  isZone(label: string): boolean {
    return this.adjacency.has(label) && !isAreaNumber(label);
  }

  adjacent(a: string, b: string): boolean {
    return this.adjacency.get(a)?.has(b) ?? false;
  }

  /** The areas adjacent to one, numbers in order first, then Zones by name. */
  neighbors(label: string): string[] {
    return [...(this.adjacency.get(label) ?? [])].sort(compareAreaLabels);
  }
}

export function compareAreaLabels(a: string, b: string): number {
  const an = isAreaNumber(a);
  const bn = isAreaNumber(b);
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
