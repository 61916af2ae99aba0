import type { HexLayout } from './hex-layout.js';
import { traceLine, type GrazeAt } from './hex-line.js';
import { hexKey, type Hex } from './hex.js';

/** One place where a line runs along a hexside or passes exactly through a corner. */
export interface HexGraze {
  /** The hexes immediately to the line's left and right there (left first, on a plane with y downwards). */
  readonly hexes: readonly [Hex, Hex];
  /** 'edge': both hexes are only touched. 'vertex': one is only touched, the other is crossed. */
  readonly at: GrazeAt;
}

/**
 * A line of sight between two hex centres, exactly: what it passes through and what it only touches, each
 * in order from the first hex to the last.
 *
 * Geometry only. Whether a graze blocks is a rule of the game, decided by its caller, never here: in
 * Gettysburg (1977), for instance, a line that touches an obstruction is blocked, and another game may
 * let a line run along a woods hexside unhindered.
 */
export interface SightLine {
  /** Hexes the line passes through the inside of, both ends included. */
  readonly crossed: readonly Hex[];
  /** Every edge run along and every corner passed through. */
  readonly grazed: readonly HexGraze[];
  /** The hexes of the grazes that the line does not cross (each once; left before right along an edge). */
  readonly touched: readonly Hex[];
}

/** The line of sight from a's centre to b's centre (see traceLine for the exact method and its limits). */
export function sightLine(a: Hex, b: Hex, layout: HexLayout): SightLine {
  const crossed: Hex[] = [];
  const grazed: HexGraze[] = [];
  for (const e of traceLine(a, b, layout)) {
    if (e.kind === 'crosses') crossed.push(e.hex);
    else grazed.push({ hexes: e.pair, at: e.at });
  }
  // Touched hexes are known only once every crossed hex is: a vertex graze's crossed hex may come after it.
  const isCrossed = new Set(crossed.map(hexKey));
  const touched = grazed.flatMap((g) => g.hexes.filter((h) => !isCrossed.has(hexKey(h))));
  return { crossed, grazed, touched };
}
