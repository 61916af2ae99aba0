/** A modification as the tables print it: +1, 0, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
