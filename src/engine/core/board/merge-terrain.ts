import type { HexTerrain } from './board.js';

export type TerrainField = 'terrain' | 'elevation' | 'road';

/** A hex where the user's mark says one thing and the page another: the page's value is kept, the UI shows both. */
export interface TerrainConflict {
  readonly hex: string;
  readonly field: TerrainField;
  readonly page: HexTerrain[TerrainField];
  readonly mark: HexTerrain[TerrainField];
}

export interface MergedTerrain {
  /** The page's terrain, with the user's marks filling what the page leaves unsaid. */
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  /** Every field the marks filled, so the UI can say where a value came from. */
  readonly fromMarks: readonly { readonly hex: string; readonly field: TerrainField }[];
  readonly conflicts: readonly TerrainConflict[];
}

const FIELDS: readonly TerrainField[] = ['terrain', 'elevation', 'road'];

function sameTerrain(a: readonly string[], b: readonly string[]): boolean {
  const norm = (l: readonly string[]): string => [...new Set(l.map((t) => t.trim().toLowerCase()))].sort().join('\n');
  return norm(a) === norm(b);
}

function same(field: TerrainField, a: HexTerrain, b: HexTerrain): boolean {
  return field === 'terrain' ? sameTerrain(a.terrain ?? [], b.terrain ?? []) : a[field] === b[field];
}

/**
 * The board's terrain with the user's marks under it, field by field (terrain names, elevation, road):
 * what the page provides always stands; a mark only fills a field the page does not give. Where a mark
 * disagrees with the page it is not used, and the disagreement is returned rather than hidden.
 * Both inputs are keyed by canonical label (as parseBoard and the marks store keep them).
 */
export function mergeTerrain(page: Readonly<Record<string, HexTerrain>>, marks: Readonly<Record<string, HexTerrain>>): MergedTerrain {
  const terrain = new Map<string, HexTerrain>(Object.entries(page));
  const fromMarks: { hex: string; field: TerrainField }[] = [];
  const conflicts: TerrainConflict[] = [];
  for (const [hex, mark] of Object.entries(marks)) {
    const given = Object.hasOwn(page, hex) ? page[hex] : undefined;
    const merged: { terrain?: readonly string[]; elevation?: number; road?: boolean } = { ...given };
    for (const field of FIELDS) {
      if (mark[field] === undefined) continue;
      if (given?.[field] === undefined) {
        Object.assign(merged, { [field]: mark[field] });
        fromMarks.push({ hex, field });
      } else if (!same(field, given, mark)) conflicts.push({ hex, field, page: given[field], mark: mark[field] });
    }
    terrain.set(hex, merged);
  }
  return { terrain: Object.fromEntries(terrain), fromMarks, conflicts };
}
