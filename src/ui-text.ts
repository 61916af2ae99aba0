/**
 * Words the pages build from numbers, written one way for the popup, the options page and the command line
 * alike (the engine words its own explanations).
 */

/** A modification as the tables print it: +1, 0, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A count with its noun: "1 unit", "2 units"; `many` where the plural is not the noun with an s ("hexes"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
