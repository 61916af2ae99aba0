import type { PackContent, PackPart } from '../src/engine/index.js';
import { plural } from '../src/ui-text.js';

/** Each part of a game pack in the player's words, and what one key of it is (Options' panel and the popup's drop). */
export const PART_WORDS: Readonly<Record<PackPart, { readonly name: string; readonly one: string; readonly many: string; readonly key: string }>> = {
  terrain: { name: 'Terrain', one: 'hex', many: 'hexes', key: 'Hex' },
  hexsides: { name: 'Hexsides', one: 'hexside', many: 'hexsides', key: 'Hexside' },
  map: { name: 'Map edges', one: 'map entry', many: 'map entries', key: 'Map' },
  orderOfBattle: { name: 'Order of battle', one: 'counter', many: 'counters', key: 'Counter' },
  tables: { name: 'Tables', one: 'table', many: 'tables', key: 'Table' },
  settings: { name: 'Settings', one: 'settings file', many: 'settings files', key: 'Settings' },
};

/** "3 hexes", "1 counter". */
export const countOf = (part: PackPart, n: number): string => plural(n, PART_WORDS[part].one, PART_WORDS[part].many);

/** How many keys a part holds: hexes, counters, tables. */
export function partSize(content: PackContent, part: PackPart): number {
  const value = content[part];
  if (value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  if (part === 'map') return Object.values(value).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
  return Object.keys(value).length;
}

/** The parts a pack carries that Adjutant has no place for, in words ("map edges", "hexsides and map edges" for a game without hexes). */
export function partNames(parts: readonly PackPart[]): string {
  return parts.map((p) => PART_WORDS[p].name.toLowerCase()).join(' and ');
}
