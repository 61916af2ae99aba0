import type { HexLayout } from './hex-layout.js';
import { traceLine } from './hex-line.js';
import { hexAdd, hexEquals, hexSubtract, type Hex } from './hex.js';

/**
 * The hex or hexes directly across `at` from `from`: follow the line from `from`'s centre through `at`'s
 * centre and see where it leaves `at`. Through an edge: the one hex beyond it (at + (at − from) when the
 * two are adjacent). Exactly through a corner: the two hexes that meet at that corner beyond `at`.
 * Nothing is opposite a hex from itself.
 */
export function oppositeHexes(at: Hex, from: Hex, layout: HexLayout): Hex[] {
  if (hexEquals(at, from)) return [];
  const beyond = hexAdd(at, hexSubtract(at, from));
  // The line from `at` onwards: the first event after `at` itself is where it leaves `at`.
  const next = traceLine(at, beyond, layout)[1];
  if (!next) return [];
  return next.kind === 'crosses' ? [next.hex] : [next.pair[0], next.pair[1]];
}
