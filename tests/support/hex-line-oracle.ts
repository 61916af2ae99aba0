import type { Hex } from '../../src/engine/core/hex/hex.js';

/**
 * An independent check of line tracing, hex by hex: a hex is the set of points whose cube offsets from its
 * centre satisfy |Δq − Δr|, |Δr − Δs|, |Δs − Δq| ≤ 1, so along the segment p(t) = a + t (b − a) each bound is
 * a linear inequality in t. The segment enters a hex's inside when the strict inequalities leave an
 * interval of t; it only touches the hex when just the non-strict ones do. Exact rational arithmetic.
 */
interface Ratio {
  readonly n: number;
  readonly d: number; // > 0
}
const cmp = (x: Ratio, y: Ratio): number => x.n * y.d - y.n * x.d;
const ratio = (n: number, d: number): Ratio => (d < 0 ? { n: -n, d: -d } : { n, d });

export interface OracleHex {
  readonly hex: Hex;
  readonly enters: Ratio;
  readonly crossed: boolean;
}

export function oracleHex(a: Hex, b: Hex, h: Hex): OracleHex | null {
  const cube = (p: Hex): [number, number, number] => [p.q, p.r, -p.q - p.r];
  const [aq, ar, as] = cube(a);
  const [bq, br, bs] = cube(b);
  const [hq, hr, hs] = cube(h);
  // Each bound f(t) = f0 + t f1 with |f(t)| ≤ 1.
  const bounds: [number, number][] = [
    [aq - ar - (hq - hr), bq - br - (aq - ar)],
    [ar - as - (hr - hs), br - bs - (ar - as)],
    [as - aq - (hs - hq), bs - bq - (as - aq)],
  ];
  let lo: Ratio = { n: 0, d: 1 };
  let hi: Ratio = { n: 1, d: 1 };
  let strictOk = true;
  for (const [f0, f1] of bounds) {
    if (f1 === 0) {
      if (Math.abs(f0) > 1) return null;
      if (Math.abs(f0) === 1) strictOk = false;
      continue;
    }
    // -1 ≤ f0 + t f1 ≤ 1  →  t between (-1 - f0) / f1 and (1 - f0) / f1.
    const x = ratio(-1 - f0, f1);
    const y = ratio(1 - f0, f1);
    const [from, to] = cmp(x, y) <= 0 ? [x, y] : [y, x];
    if (cmp(from, lo) > 0) lo = from;
    if (cmp(to, hi) < 0) hi = to;
  }
  const c = cmp(lo, hi);
  if (c > 0) return null;
  return { hex: h, enters: lo, crossed: strictOk && c < 0 };
}

/** Every hex the segment between two centres crosses (in order) and every hex it only touches. */
export function oracleLine(a: Hex, b: Hex): { crossed: Hex[]; touched: Hex[] } {
  const found: OracleHex[] = [];
  for (let q = Math.min(a.q, b.q) - 2; q <= Math.max(a.q, b.q) + 2; q++) {
    for (let r = Math.min(a.r, b.r) - 2; r <= Math.max(a.r, b.r) + 2; r++) {
      const o = oracleHex(a, b, { q, r });
      if (o) found.push(o);
    }
  }
  const crossed = found.filter((o) => o.crossed).sort((x, y) => cmp(x.enters, y.enters));
  return { crossed: crossed.map((o) => o.hex), touched: found.filter((o) => !o.crossed).map((o) => o.hex) };
}
