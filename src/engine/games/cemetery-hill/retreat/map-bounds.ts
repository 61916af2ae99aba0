import type { Edge, MapData } from '../../../core/board/map-data.js';

/** One edge of the map: the last row or column of hexes before it, and whether the map data infers it. */
export interface Bound {
  readonly line: number;
  readonly inferred: boolean;
}

/** The map's four edges as far as the map data says; null where it says nothing firm (absent or a mere guess). */
export type MapBounds = Readonly<Record<Edge, Bound | null>>;

/** Where a printed (column, row) lies against the bounds: on the map, past an edge, or not known. */
export type Placement = { readonly kind: 'on' } | { readonly kind: 'off'; readonly edge: Edge; readonly bound: Bound | null } | { readonly kind: 'unknown' };

/**
 * The bounds the map data gives. Stated and inferred figures count (the module's victory trace and
 * reinforcement checks already rest on the inferred extent); an 'unverified' one is a guess and counts as
 * unknown. An edge entry of its own overrides the extent's figure for that side.
 */
export function mapBounds(data: MapData): MapBounds {
  const firm = (c: string): boolean => c === 'stated' || c === 'inferred';
  const b: Record<Edge, Bound | null> = { north: null, south: null, west: null, east: null };
  const ext = data.extent;
  if (ext && firm(ext.certainty)) {
    const inferred = ext.certainty === 'inferred';
    b.west = { line: ext.columns.first, inferred };
    b.east = { line: ext.columns.last, inferred };
    b.north = { line: ext.rows.first, inferred };
    b.south = { line: ext.rows.last, inferred };
  }
  for (const e of data.edges) {
    const line = e.row ?? e.column;
    if (line !== undefined && firm(e.certainty)) b[e.edge] = { line, inferred: e.certainty === 'inferred' };
  }
  return b;
}

/** A printed column and row. */
export interface Position {
  readonly column: number;
  readonly row: number;
}

/**
 * Where a hex next to the unit lies. Labels start at column 01 and row 01, so anything before them is past
 * the edge whatever the map data says. A known edge decides the rest. Where an edge is unknown, the unit's
 * own hex is on the map, so a neighbour no further out than the unit on that side is on it too; only one
 * further out is in doubt.
 */
export function place(bounds: MapBounds, at: Position, unit: Position): Placement {
  const sides: readonly { edge: Edge; out: (p: Position) => number; labelsEnd: boolean }[] = [
    { edge: 'west', out: (p) => -p.column, labelsEnd: at.column < 1 },
    { edge: 'east', out: (p) => p.column, labelsEnd: at.column > 99 },
    { edge: 'north', out: (p) => -p.row, labelsEnd: at.row < 1 },
    { edge: 'south', out: (p) => p.row, labelsEnd: at.row > 99 },
  ];
  let doubt = false;
  for (const { edge, out, labelsEnd } of sides) {
    const bound = bounds[edge];
    const line = bound === null ? null : edge === 'west' || edge === 'north' ? -bound.line : bound.line;
    if (labelsEnd || (line !== null && out(at) > line)) return { kind: 'off', edge, bound };
    if (line === null && out(at) > out(unit)) doubt = true;
  }
  return doubt ? { kind: 'unknown' } : { kind: 'on' };
}
