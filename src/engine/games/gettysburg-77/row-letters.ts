/**
 * The 1977 map's row letters: A … Z are rows 1 … 26, then doubled letters AA, BB … ZZ are 27 … 52
 * (a doubled letter counts 26 more than the single one). The seed names rows up to MM and XX.
 */
export const LAST_ROW = 52;

export function rowIndex(letters: string): number | null {
  const m = /^([A-Z])(\1?)$/.exec(letters);
  if (!m || !m[1]) return null;
  return m[1].charCodeAt(0) - 64 + (m[2] ? 26 : 0);
}

export function rowLetters(index: number): string | null {
  if (!Number.isInteger(index) || index < 1 || index > LAST_ROW) return null;
  const letter = String.fromCharCode(64 + ((index - 1) % 26) + 1);
  return index > 26 ? letter + letter : letter;
}
