/**
 * A point of the plane held exactly: axial (q / scale, r / scale) with whole q, r and scale > 0.
 * Lines between hex centres meet edges and corners at such points, and floating point cannot say
 * whether a point lies exactly on an edge; whole numbers can.
 */
export interface ExactPoint {
  readonly q: number;
  readonly r: number;
  readonly scale: number;
}
