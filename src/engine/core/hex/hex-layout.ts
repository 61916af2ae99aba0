import type { HexOrientation } from './hex-grid.js';
import type { FractionalHex } from './hex-lerp.js';

/** A point on the drawing plane: x to the right, y downwards (as on a screen), hexes of size 1 (centre to corner). */
export interface PlanePoint {
  readonly x: number;
  readonly y: number;
}

/** How axial coordinates sit on the plane. Both layouts are linear maps, so they also carry directions. */
export interface HexLayout {
  readonly orientation: HexOrientation;
  toPlane(h: FractionalHex): PlanePoint;
}

const ROOT3 = Math.sqrt(3);

/** Pointy-top: rows of constant r run straight across; columns of constant q run diagonally. */
export const POINTY_TOP: HexLayout = {
  orientation: 'pointy-top',
  toPlane: (h) => ({ x: ROOT3 * (h.q + h.r / 2), y: 1.5 * h.r }),
};

/** Flat-top: columns of constant q run straight down; each column sits half a hex below the one on its left. */
export const FLAT_TOP: HexLayout = {
  orientation: 'flat-top',
  toPlane: (h) => ({ x: 1.5 * h.q, y: ROOT3 * (h.r + h.q / 2) }),
};

export function layoutFor(orientation: HexOrientation): HexLayout {
  return orientation === 'pointy-top' ? POINTY_TOP : FLAT_TOP;
}
