import type { HexTerrain } from '../core/board/board.js';
import type { PackContent, PackEdge, PackEdgeUse, PackExtent, PackPart, PackSettingsFile, PackTables, PackUnit } from './pack-format.js';

/** One entry of the map part: its extent, an edge, or a side's use of edges. */
export type PackMapEntry = PackExtent | PackEdge | PackEdgeUse;

/** What one key of each part holds: a merge compares, keeps or replaces these whole. */
export interface PackPartValues {
  readonly terrain: HexTerrain;
  readonly hexsides: readonly string[];
  readonly map: PackMapEntry;
  readonly orderOfBattle: PackUnit;
  readonly tables: NonNullable<PackTables[keyof PackTables]>;
  readonly settings: PackSettingsFile;
}

export type PackEntry<P extends PackPart> = readonly [string, PackPartValues[P]];

/**
 * A part as keyed entries and back: the key is what a merge matches on (a hex label, a hexside, a unit's id, a
 * table's name, "extent", "edges.north", "edgeUse.union.cavalry-exit").
 */
export interface PartCodec<P extends PackPart> {
  entries(part: NonNullable<PackContent[P]>): PackEntry<P>[];
  build(entries: readonly PackEntry<P>[]): NonNullable<PackContent[P]>;
}

function isEdge(v: PackMapEntry): v is PackEdge {
  return 'edge' in v;
}

function isEdgeUse(v: PackMapEntry): v is PackEdgeUse {
  return 'use' in v;
}

/** Keyed by name: terrain, hexsides, tables and settings are objects already. */
function byName<P extends 'terrain' | 'hexsides' | 'tables' | 'settings'>(): PartCodec<P> {
  return {
    entries: (part) => Object.entries(part) as PackEntry<P>[],
    build: (entries) => Object.fromEntries(entries) as NonNullable<PackContent[P]>,
  };
}

export const PART_CODECS: { readonly [P in PackPart]: PartCodec<P> } = {
  terrain: byName<'terrain'>(),
  hexsides: byName<'hexsides'>(),
  tables: byName<'tables'>(),
  settings: byName<'settings'>(),
  orderOfBattle: {
    entries: (units) => units.map((u) => [u.id, u] as const),
    build: (entries) => entries.map(([, u]) => u),
  },
  map: {
    entries: (map) => [
      ...(map.extent ? [['extent', map.extent] as const] : []),
      ...(map.edges ?? []).map((e) => [`edges.${e.edge}`, e] as const),
      ...(map.edgeUse ?? []).map((u) => [`edgeUse.${u.side}.${u.use}`, u] as const),
    ],
    build: (entries) => {
      const values = entries.map(([, v]) => v);
      const extent = values.find((v): v is PackExtent => !isEdge(v) && !isEdgeUse(v));
      const edges = values.filter(isEdge);
      const edgeUse = values.filter(isEdgeUse);
      return { ...(extent ? { extent } : {}), ...(edges.length > 0 ? { edges } : {}), ...(edgeUse.length > 0 ? { edgeUse } : {}) };
    },
  },
};
