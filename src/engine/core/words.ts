/**
 * Words built from numbers, written one way for the engine's explanations and every page alike
 * (src/ui-text.ts hands them to the pages).
 */

/** A modification as the tables print it: +1, 0, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A count with its noun: "1 unit", "2 units"; `many` where the plural is not the noun with an s ("hexes"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
