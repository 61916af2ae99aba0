import { FieldReader } from '../../core/board/field-reader.js';
import { pathIndex, pathKey } from '../../core/board/json-path.js';
import { EDGES, type Edge } from '../../core/board/map-data.js';
import type { FieldError, Parsed } from '../../core/field-error.js';
import type { ChMap } from './map-edges.js';

/** The user setting (in a game's victory settings) listing the hexes where a road leaves each map edge. */
export const EDGE_ROAD_HEXES_SETTING = 'edgeRoadHexes';

/**
 * The map-edge road hexes per edge, as the user reads them off the printed map. The seeds do not list
 * them (14.51–14.52 and 14.33 rely on them), so an edge not given is null: unknown, asked, never guessed.
 * An empty list says that edge has none.
 */
export type EdgeRoadHexes = Readonly<Record<Edge, readonly string[] | null>>;

export const NO_EDGE_ROAD_HEXES: EdgeRoadHexes = { north: null, south: null, east: null, west: null };

const MAX_PER_EDGE = 100;

/** Reads the setting (absent → all unknown), checking each label is on the map and on the edge it is listed under. */
export function parseEdgeRoadHexes(value: unknown, map: ChMap): Parsed<EdgeRoadHexes> {
  if (value === undefined) return { ok: true, value: NO_EDGE_ROAD_HEXES };
  const reader = new FieldReader();
  const path = EDGE_ROAD_HEXES_SETTING;
  const r = reader.record(value, path, 'an object listing road hexes per edge, like {"east": ["2112"]}', EDGES);
  if (!r) return { ok: false, errors: reader.errors() };
  const out: Record<Edge, string[] | null> = { north: null, south: null, east: null, west: null };
  for (const edge of EDGES) {
    if (r[edge] === undefined) continue;
    const edgePath = pathKey(path, edge);
    const list = reader.list(r[edge], edgePath, 'hex labels', MAX_PER_EDGE);
    if (!list) continue;
    const labels: string[] = [];
    list.forEach((v, i) => {
      const at = pathIndex(edgePath, i);
      const text = reader.text(v, at, 10);
      if (text === undefined) return;
      const h = map.bounded.parse(text);
      if (!h) return reader.fail(at, `a hex on the map: ${map.bounded.labelHelp}`, v);
      if (!map.edgesOf(h).includes(edge)) return reader.fail(at, `a hex on the ${edge} edge`, v);
      labels.push(map.bounded.format(h));
    });
    out[edge] = [...new Set(labels)];
  }
  const errors: FieldError[] = reader.errors();
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: out };
}
