import { pathKey } from '../core/board/json-path.js';
import { EDGES, EDGE_USES, readEdgeLine, readRange, type Edge } from '../core/board/map-data.js';
import { SIDES } from '../core/combat-unit.js';
import type { PackEdge, PackEdgeUse, PackExtent, PackMap } from './pack-format.js';
import type { PackReader } from './pack-reader.js';

const EDGE_USE_SIDES = [...SIDES, 'both'] as const;
/** Every side (and both) with every use, once each. */
const MOST_EDGE_USES = EDGE_USE_SIDES.length * EDGE_USES.length;

function readExtent(r: PackReader, value: unknown, path: string): PackExtent | undefined {
  const o = r.record(value, path, 'an extent {"columns": {"first", "last"}, "rows": {"first", "last"}}', ['columns', 'rows']);
  if (!o) return undefined;
  const columns = readRange(r, o.columns, pathKey(path, 'columns'));
  const rows = readRange(r, o.rows, pathKey(path, 'rows'));
  return columns && rows ? { columns, rows } : undefined;
}

function readEdge(r: PackReader, value: unknown, path: string): PackEdge | undefined {
  const o = r.record(value, path, 'an edge {"edge", and "row" (north, south) or "column" (east, west)}', ['edge', 'row', 'column']);
  return o ? readEdgeLine(r, o, path) : undefined;
}

function readEdgeUse(r: PackReader, value: unknown, path: string): PackEdgeUse | undefined {
  const o = r.record(value, path, 'an edge use {"side", "use", "edges"}', ['side', 'use', 'edges']);
  if (!o) return undefined;
  const side = r.oneOf(o.side, pathKey(path, 'side'), EDGE_USE_SIDES);
  const use = r.oneOf(o.use, pathKey(path, 'use'), EDGE_USES);
  const edges = r.once<Edge>(o.edges, pathKey(path, 'edges'), 'edges', EDGES.length, (v, p) => r.oneOf(v, p, EDGES), { key: (e) => e, what: 'an edge' });
  return side && use && edges ? { side, use, edges } : undefined;
}

/** The map's extent and edges as the player reads them off their map, each edge and each side's use once. */
export function readPackMap(r: PackReader, value: unknown, path: string): PackMap | undefined {
  const o = r.record(value, path, 'a map {"extent", "edges", "edgeUse"}, each optional', ['extent', 'edges', 'edgeUse']);
  if (!o) return undefined;
  const extent = o.extent === undefined ? null : readExtent(r, o.extent, pathKey(path, 'extent'));
  const edges = o.edges === undefined ? null : r.once(o.edges, pathKey(path, 'edges'), 'edges', EDGES.length, (v, p) => readEdge(r, v, p), { key: (e) => e.edge, what: 'an edge' });
  const edgeUse =
    o.edgeUse === undefined
      ? null
      : r.once(o.edgeUse, pathKey(path, 'edgeUse'), 'edge uses', MOST_EDGE_USES, (v, p) => readEdgeUse(r, v, p), { key: (u) => `${u.side} ${u.use}`, what: 'a side and use' });
  if (extent === undefined || edges === undefined || edgeUse === undefined) return undefined;
  return { ...(extent ? { extent } : {}), ...(edges ? { edges } : {}), ...(edgeUse ? { edgeUse } : {}) };
}
