import { canonicalHex } from './canonical-hex.js';
import { GETTYSBURG_77_GRID } from './hex-grid.js';

const grid = GETTYSBURG_77_GRID;

function adjacent(a: string, b: string): boolean {
  const ha = grid.parse(a);
  const hb = grid.parse(b);
  return ha !== null && hb !== null && grid.distance(ha, hb) === 1;
}

/**
 * One direction: the attack comes from one hex or from two adjacent hexes. Two directions: from three
 * or more hexes, or from two hexes that are not adjacent.
 */
export function isTwoDirectionAttack(attackHexes: readonly string[]): boolean {
  const distinct = [...new Set(attackHexes)];
  if (distinct.length >= 3) return true;
  const [a, b] = distinct;
  return a !== undefined && b !== undefined && !adjacent(a, b);
}

export type FieldOfDefence = { readonly ok: true; readonly hexes: readonly [string, string] } | { readonly ok: false; readonly problem: string };

/**
 * The defender's stated field: a pair of adjacent hexes, both next to the defended hex. Labels are
 * read in any case or with a dash and returned canonical.
 */
export function checkFieldOfDefence(defendedHex: string, field: readonly [string, string]): FieldOfDefence {
  const [a, b] = field.map((label) => canonicalHex(label));
  if (!a || !b) return { ok: false, problem: `the field of defence ${field.join(', ')} does not name two hexes of the map` };
  if (a === b) return { ok: false, problem: `the field of defence names ${a} twice; it is a pair of hexes` };
  if (!adjacent(a, defendedHex) || !adjacent(b, defendedHex)) return { ok: false, problem: `the field of defence ${a}, ${b} must be two hexes next to the defended hex ${defendedHex}` };
  if (!adjacent(a, b)) return { ok: false, problem: `the field of defence ${a}, ${b} must be two hexes next to each other` };
  return { ok: true, hexes: [a, b] };
}
