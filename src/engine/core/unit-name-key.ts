/**
 * A unit's name as an order of battle is searched by it: case, accents, spaces and punctuation aside ("F. Lee" and
 * "f lee" are one name), so a board that writes a name its own way still finds the unit. The popup and a game pack
 * on the command line match by it alike.
 */
export function unitNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
