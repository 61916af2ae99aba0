import type { HexTerrain } from './board.js';

/**
 * The brushes of the paint mode (the overlay paints terrain on the board): what one stroke does to a hex's mark.
 * Terrain names are the ones the games' rules read (a woods hex, a town hex, the sunken road, breastworks, a named
 * hill); elevation and road are separate facts of a hex, so painting one never wipes another. A brush sets only
 * what the player points at: nothing here says what any hex of any map is.
 */
export type PaintBrushKind = 'terrain' | 'hill' | 'road' | 'elevation' | 'erase' | 'hexside';

export interface PaintBrush {
  readonly id: string;
  /** The brush in the player's words, on its button. */
  readonly label: string;
  readonly kind: PaintBrushKind;
  /** The terrain names a terrain brush sets (the hex's whole terrain: a hex is one kind of ground). */
  readonly terrain?: readonly string[];
  /** The level an elevation brush sets. */
  readonly elevation?: number;
  /** The feature a hexside brush adds to the hexside it touches; null clears the hexside. */
  readonly feature?: string | null;
  /** The key that picks it in the paint bar. */
  readonly key: string;
}

export const PAINT_BRUSHES: readonly PaintBrush[] = [
  { id: 'clear', label: 'Clear', kind: 'terrain', terrain: ['clear'], key: '1' },
  { id: 'woods', label: 'Woods', kind: 'terrain', terrain: ['woods'], key: '2' },
  { id: 'rough-woods', label: 'Rough/woods', kind: 'terrain', terrain: ['rough', 'woods'], key: '3' },
  { id: 'town', label: 'Town', kind: 'terrain', terrain: ['town'], key: '4' },
  { id: 'sunken-road', label: 'Sunken road', kind: 'terrain', terrain: ['sunken road'], key: '5' },
  { id: 'breastworks', label: 'Breastworks', kind: 'terrain', terrain: ['breastworks'], key: '6' },
  { id: 'hill', label: 'Named hill', kind: 'hill', key: '7' },
  { id: 'road', label: 'Road', kind: 'road', key: '8' },
  { id: 'level-0', label: 'Level 0', kind: 'elevation', elevation: 0, key: '9' },
  { id: 'level-1', label: 'Level 1', kind: 'elevation', elevation: 1, key: '0' },
  { id: 'level-2', label: 'Level 2', kind: 'elevation', elevation: 2, key: '-' },
  { id: 'level-3', label: 'Level 3', kind: 'elevation', elevation: 3, key: '=' },
  { id: 'erase', label: 'Erase', kind: 'erase', key: 'e' },
  // Hexside brushes paint the side between two hexes (a click near it, or Shift+arrow from the cursor).
  { id: 'stream', label: 'Stream hexside', kind: 'hexside', feature: 'stream', key: 's' },
  { id: 'bridge', label: 'Bridge hexside', kind: 'hexside', feature: 'bridge', key: 'b' },
  { id: 'ford', label: 'Ford hexside', kind: 'hexside', feature: 'ford', key: 'f' },
  { id: 'clear-hexside', label: 'Clear hexside', kind: 'hexside', feature: null, key: 'x' },
];

/** A hexside's features after one stroke of a hexside brush (null: no mark): the brush's feature added, or all cleared. */
export function applyHexsideBrush(features: readonly string[] | null, brush: PaintBrush): readonly string[] | null {
  if (brush.kind !== 'hexside') return features;
  if (!brush.feature) return null;
  return [...new Set([...(features ?? []), brush.feature])];
}

/** Whether two hexside marks say the same, in any order. */
export function sameFeatures(a: readonly string[] | null, b: readonly string[] | null): boolean {
  const key = (f: readonly string[] | null) => (f && f.length > 0 ? [...f].sort().join('|') : '');
  return key(a) === key(b);
}

export function paintBrush(id: string): PaintBrush | undefined {
  return PAINT_BRUSHES.find((b) => b.id === id);
}

/** A hill's name as the rules read it ('88's named hills end in "hill"): "Cemetery" and "cemetery hill" both give "cemetery hill". */
export function hillName(typed: string): string | null {
  const name = typed.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  if (name === '') return null;
  return name === 'hill' || name.endsWith(' hill') ? name : `${name} hill`;
}

function isEmpty(t: HexTerrain): boolean {
  return t.terrain === undefined && t.elevation === undefined && t.road === undefined;
}

/**
 * A hex's mark after one stroke of `brush` (null: no mark). A terrain brush replaces the hex's terrain but keeps a
 * named hill on it (a wooded hill is both); a hill brush adds the hill's name; road and elevation set their own
 * field; erase removes the whole mark. Painting a hex with what it already has gives the same mark back.
 */
export function applyBrush(mark: HexTerrain | null, brush: PaintBrush, hill: string | null = null): HexTerrain | null {
  const was = mark ?? {};
  const hills = (was.terrain ?? []).filter((t) => t === 'hill' || t.endsWith(' hill'));
  let next: HexTerrain;
  switch (brush.kind) {
    case 'erase':
      return null;
    case 'hexside':
      // A hexside brush leaves the hex's own mark as it is.
      return mark;
    case 'terrain':
      next = { ...was, terrain: [...new Set([...(brush.terrain ?? []), ...hills])] };
      break;
    case 'hill': {
      if (hill === null) return mark;
      const kept = (was.terrain ?? []).filter((t) => t !== 'clear');
      next = { ...was, terrain: [...new Set([...kept, hill])] };
      break;
    }
    case 'road':
      next = { ...was, road: true };
      break;
    case 'elevation':
      next = { ...was, elevation: brush.elevation ?? 0 };
      break;
  }
  return isEmpty(next) ? null : next;
}

/** Whether two marks say the same (terrain names in any order). */
export function sameMark(a: HexTerrain | null, b: HexTerrain | null): boolean {
  if (a === null || b === null) return a === b;
  const names = (t: HexTerrain) => (t.terrain ? [...t.terrain].sort().join('|') : null);
  return names(a) === names(b) && a.elevation === b.elevation && a.road === b.road;
}

/** What is known of the map's hexes, for the paint mode's figure: of `total` hexes, how many have their terrain and their elevation known. */
export interface TerrainCoverage {
  readonly total: number;
  readonly terrain: number;
  readonly elevation: number;
}

/**
 * Counts what the calculators can read of each hex: its terrain and its elevation, from any of the sources given
 * (the page's own terrain, the facts the rules name, the player's marks), each hex once.
 */
export function terrainCoverage(hexes: readonly string[], sources: readonly Readonly<Record<string, HexTerrain>>[]): TerrainCoverage {
  let terrain = 0;
  let elevation = 0;
  for (const hex of hexes) {
    const facts = sources.flatMap((s) => (Object.hasOwn(s, hex) ? [s[hex] as HexTerrain] : []));
    if (facts.some((t) => t.terrain !== undefined && t.terrain.length > 0)) terrain += 1;
    if (facts.some((t) => t.elevation !== undefined)) elevation += 1;
  }
  return { total: hexes.length, terrain, elevation };
}
