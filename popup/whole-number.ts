/** Stored in place of the text when the browser reports the typed value is not a number at all. */
export const NOT_A_NUMBER = '\u0000not-a-number';

export type WholeNumber = { readonly kind: 'empty' } | { readonly kind: 'ok'; readonly value: number } | { readonly kind: 'bad' };

/** Reads a field that must hold a whole number in [min, max]; blank is reported as empty, not as 0. */
export function readWholeNumber(text: string, min: number, max: number): WholeNumber {
  if (text === NOT_A_NUMBER) return { kind: 'bad' };
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[+-]?\d+$/.test(trimmed)) return { kind: 'bad' };
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= min && value <= max ? { kind: 'ok', value } : { kind: 'bad' };
}

/** "Attack strength must be a whole number from 0 to 999; you entered -3." */
export function wholeNumberMessage(field: string, text: string, min: number, max: number): string {
  const found = text === NOT_A_NUMBER ? '' : `; you entered ${text.trim()}`;
  return `${field} must be a whole number from ${min} to ${max}${found}.`;
}
