/** An exact probability as a reduced fraction, so that "1/3" is shown as 1/3 and sums are exact. */
export interface Probability {
  readonly numerator: number;
  readonly denominator: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

export function probability(numerator: number, denominator: number): Probability {
  const g = gcd(numerator, denominator);
  return { numerator: numerator / g, denominator: denominator / g };
}

export function toNumber(p: Probability): number {
  return p.numerator / p.denominator;
}

export function formatFraction(p: Probability): string {
  return p.numerator === 0 ? '0' : p.numerator === p.denominator ? '1' : `${p.numerator}/${p.denominator}`;
}

export function formatPercent(p: Probability): string {
  const pct = toNumber(p) * 100;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
