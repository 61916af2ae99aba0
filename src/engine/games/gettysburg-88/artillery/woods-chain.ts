import { clarification } from '../rule.js';
import { neighbourHexes, type ArtilleryBoard } from './artillery-board.js';
import type { Finding } from './artillery-answer-types.js';

/** Woods by the board's name for it: "woods", or a kind of woods ("light woods"). */
export function isWoods(names: readonly string[]): boolean {
  return names.some((n) => /\bwoods\b/.test(n));
}

/** Hexes named in a question before the rest are only counted. */
const LISTED = 12;

/**
 * Clarification 27's unbroken chain of woods: a path of woods hexes, each next to the one before, from one
 * hex to the other (S4 and U5 are two columns apart, so the chain runs through column T, not from one to the
 * other directly). The path when there is one, false when the woods reached from `from` never reach `to`,
 * null when they stop at hexes whose terrain nothing gives (asked about, never taken as clear).
 */
export function woodsChain(ab: ArtilleryBoard, from: string, to: string): Finding<readonly string[] | false | null> {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const unknown = new Set<string>();
  const queue = [from];
  for (let hex = queue.shift(); hex !== undefined; hex = queue.shift()) {
    if (hex === to) {
      const path: string[] = [];
      for (let at: string | null | undefined = to; at; at = cameFrom.get(at)) path.unshift(at);
      return { value: path, steps: [], needs: [] };
    }
    for (const next of neighbourHexes(ab, hex)) {
      if (cameFrom.has(next)) continue;
      const names = ab.names(next);
      if (names === null) unknown.add(next);
      else if (isWoods(names)) {
        cameFrom.set(next, hex);
        queue.push(next);
      }
    }
  }
  if (unknown.size === 0) return { value: false, steps: [], needs: [] };
  const hexes = [...unknown].sort();
  const listed = hexes.length > LISTED ? `${hexes.slice(0, LISTED).join(', ')} and ${hexes.length - LISTED} more` : hexes.join(', ');
  return {
    value: null,
    steps: [],
    needs: [
      {
        id: `woods-chain:${from}-${to}`,
        question: `Are ${from} and ${to} joined by an unbroken chain of woods hexes? The woods around ${from} reach hexes whose terrain nothing gives (${listed}): mark them.`,
        rule: clarification(27),
      },
    ],
  };
}
