import { SIDES, type Side } from '../combat-unit.js';
import { fieldError, isRecord, type Parsed } from '../field-error.js';
import type { GameCatalog } from '../game-catalog.js';
import type { GameId } from '../game-id.js';
import { FieldReader } from './field-reader.js';
import { pathIndex, pathKey } from './json-path.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from './json-shape.js';
import type { LocationLabels } from './location-labels.js';

/**
 * What the seeds say about a game's map, and nothing more: named hexes, victory hexes, entry roads,
 * elevation levels, map edges. Kept as plain JSON (src/engine/games/<id>/map-data.json) so it can be
 * read and corrected without touching code; every value names the document and heading it comes from.
 * Anything the seeds do not give is absent, or "unknown" where its absence must be said.
 */
export const MAP_DATA_FORMAT = 'adjutant-map-data/1';

/** Where a value comes from: a file under ../shared (seeds/… or facts/…), a heading in it, and optionally the entry's own words. */
export interface MapSource {
  readonly document: string;
  readonly heading: string;
  readonly item?: string;
}

/** Stated by the document (the default), inferred from what it states, or a guess kept as a setting. */
export type Certainty = 'stated' | 'inferred' | 'unverified';

export interface HexGroup {
  readonly id: string;
  readonly name: string;
  readonly hexes: readonly string[];
  /** The terrain every hex of the group has, in the words of Board terrain. */
  readonly terrain: readonly string[];
  readonly source: MapSource;
}

export interface MapPlace {
  readonly id: string;
  readonly name: string;
  /** 'in' one hex, or 'between' two. */
  readonly relation: 'in' | 'between';
  readonly hexes: readonly string[];
  readonly source: MapSource;
}

export interface VictoryHexRow {
  readonly objective: string;
  readonly hexes: readonly string[];
  /** Points per hex occupied, per side; null when that side scores nothing there. */
  readonly points: { readonly union: number | null; readonly confederate: number | null };
  readonly initialControl: Side;
  readonly note?: string;
  readonly source: MapSource;
}

export interface EntryRoad {
  /** The road as the order of appearance names it. */
  readonly road: string;
  /** Every spelling the seed uses for it. */
  readonly seedNames: readonly string[];
  /** The entry hex, or null when the seeds do not give it ("unknown" in the JSON). */
  readonly hex: string | null;
  readonly note?: string;
  readonly source: MapSource;
}

export interface ElevationLevels {
  readonly baseFeet: number;
  readonly levels: readonly { readonly level: number; readonly color: string; readonly feet: number }[];
  readonly note?: string;
  readonly source: MapSource;
}

export interface SetUpHex {
  readonly unit: string;
  readonly side: Side;
  readonly hex: string;
  readonly source: MapSource;
}

export interface GridSetting {
  /** Which columns sit half a hex lower (cemetery-hill's shifted parity). */
  readonly shiftedColumns: 'even' | 'odd';
  readonly certainty: Certainty;
  readonly note?: string;
  readonly source: MapSource;
}

export interface MapExtent {
  readonly columns: { readonly first: number; readonly last: number };
  readonly rows: { readonly first: number; readonly last: number };
  readonly certainty: Certainty;
  readonly note?: string;
  readonly source: MapSource;
}

export const EDGES = ['north', 'south', 'east', 'west'] as const;
export type Edge = (typeof EDGES)[number];

/** A map edge and the row or column of hexes along it. */
export interface MapEdge {
  readonly edge: Edge;
  readonly row?: number;
  readonly column?: number;
  readonly certainty: Certainty;
  readonly source: MapSource;
}

export const EDGE_USES = ['reinforcements-enter', 'cavalry-exit', 'victory-trace'] as const;

/** Which side uses which edges, and for what. */
export interface EdgeUse {
  readonly side: Side | 'both';
  readonly use: (typeof EDGE_USES)[number];
  readonly edges: readonly Edge[];
  readonly note?: string;
  readonly source: MapSource;
}

export interface ReinforcementEntry {
  readonly side: Side;
  readonly turn: number;
  readonly hex: string;
  readonly source: MapSource;
}

export interface NotAdjacent {
  readonly areas: readonly [string, string];
  readonly why: string;
  readonly source: MapSource;
}

export interface AreaTerrain {
  readonly area: string;
  /** The terrain effects modifier printed in the area. */
  readonly printedTem: number;
  readonly source: MapSource;
}

export interface MapData {
  readonly format: typeof MAP_DATA_FORMAT;
  readonly game: GameId;
  readonly note?: string;
  readonly hexGroups: readonly HexGroup[];
  readonly places: readonly MapPlace[];
  readonly victoryHexes: readonly VictoryHexRow[];
  readonly entryRoads: readonly EntryRoad[];
  readonly elevation: ElevationLevels | null;
  readonly setUp: readonly SetUpHex[];
  readonly grid: GridSetting | null;
  readonly extent: MapExtent | null;
  readonly edges: readonly MapEdge[];
  readonly edgeUse: readonly EdgeUse[];
  readonly reinforcementEntries: readonly ReinforcementEntry[];
  readonly notAdjacent: readonly NotAdjacent[];
  readonly areaTerrain: readonly AreaTerrain[];
}

const SHAPE: ShapeLimits = { depth: 8, width: 500, nodes: 50_000 };
const TEXT = 300;
const LIST = 500;
const TOP_KEYS = [
  'format', 'game', 'note', 'hexGroups', 'places', 'victoryHexes', 'entryRoads', 'elevation', 'setUp',
  'grid', 'extent', 'edges', 'edgeUse', 'reinforcementEntries', 'notAdjacent', 'areaTerrain',
] as const;
const CERTAINTIES: readonly Certainty[] = ['stated', 'inferred', 'unverified'];

class MapDataReader extends FieldReader {
  constructor(private readonly labels: LocationLabels | null) {
    super();
  }

  optionalText(value: unknown, path: string): string | undefined | null {
    return value === undefined ? null : this.text(value, path, TEXT);
  }

  label(value: unknown, path: string): string | undefined {
    const t = this.text(value, path, 40);
    if (t === undefined || !this.labels) return t;
    return this.labels.canonical(t) ?? this.fail(path, `a label valid for this game: ${this.labels.help}`, value);
  }

  labelList(value: unknown, path: string, min: number, max: number): string[] | undefined {
    const list = this.list(value, path, 'labels', max);
    if (!list) return undefined;
    if (list.length < min) return this.fail(path, `at least ${min} labels`, value);
    const out = list.map((v, i) => this.label(v, pathIndex(path, i)));
    return out.every((l): l is string => l !== undefined) ? out : undefined;
  }

  source(value: unknown, path: string): MapSource | undefined {
    const r = this.record(value, path, 'a source {"document", "heading", "item"}', ['document', 'heading', 'item']);
    if (!r) return undefined;
    const document = this.text(r.document, pathKey(path, 'document'), TEXT);
    if (document !== undefined && !/^(seeds|facts)\/[A-Za-z0-9_.-]+$/.test(document)) this.fail(pathKey(path, 'document'), 'a file under seeds/ or facts/', document);
    const heading = this.text(r.heading, pathKey(path, 'heading'), TEXT);
    const item = this.optionalText(r.item, pathKey(path, 'item'));
    if (document === undefined || heading === undefined || item === undefined) return undefined;
    return item === null ? { document, heading } : { document, heading, item };
  }

  certainty(value: unknown, path: string): Certainty | undefined {
    return value === undefined ? 'stated' : this.oneOf(value, path, CERTAINTIES);
  }

  /** Reads a list of entries with `read`; undefined when any entry was bad. */
  entries<T>(value: unknown, path: string, what: string, read: (v: unknown, p: string) => T | undefined): T[] | undefined {
    if (value === undefined) return [];
    const list = this.list(value, path, what, LIST);
    if (!list) return undefined;
    const out = list.map((v, i) => read(v, pathIndex(path, i)));
    return out.every((e): e is T => e !== undefined) ? out : undefined;
  }
}

/** Copies the fields that were read, leaving out a note that was absent. */
function withNote<T extends object>(base: T, note: string | null): T & { note?: string } {
  return note === null ? base : { ...base, note };
}

function hexGroup(r: MapDataReader, v: unknown, p: string): HexGroup | undefined {
  const o = r.record(v, p, 'a hex group {"id", "name", "hexes", "terrain", "source"}', ['id', 'name', 'hexes', 'terrain', 'source']);
  if (!o) return undefined;
  const id = r.text(o.id, pathKey(p, 'id'), 60);
  const name = r.text(o.name, pathKey(p, 'name'), TEXT);
  const hexes = r.labelList(o.hexes, pathKey(p, 'hexes'), 1, LIST);
  const terrain = r.entries(o.terrain, pathKey(p, 'terrain'), 'terrain names', (t, tp) => r.text(t, tp, 60));
  const source = r.source(o.source, pathKey(p, 'source'));
  return id && name && hexes && terrain && source ? { id, name, hexes, terrain, source } : undefined;
}

function place(r: MapDataReader, v: unknown, p: string): MapPlace | undefined {
  const o = r.record(v, p, 'a place {"id", "name", "relation", "hexes", "source"}', ['id', 'name', 'relation', 'hexes', 'source']);
  if (!o) return undefined;
  const id = r.text(o.id, pathKey(p, 'id'), 60);
  const name = r.text(o.name, pathKey(p, 'name'), TEXT);
  const relation = r.oneOf(o.relation, pathKey(p, 'relation'), ['in', 'between'] as const);
  const count = relation === 'between' ? 2 : 1;
  const hexes = r.labelList(o.hexes, pathKey(p, 'hexes'), count, count);
  const source = r.source(o.source, pathKey(p, 'source'));
  return id && name && relation && hexes && source ? { id, name, relation, hexes, source } : undefined;
}

function victoryRow(r: MapDataReader, v: unknown, p: string): VictoryHexRow | undefined {
  const o = r.record(v, p, 'a victory-point row {"objective", "hexes", "points", "initialControl", "note", "source"}', ['objective', 'hexes', 'points', 'initialControl', 'note', 'source']);
  if (!o) return undefined;
  const objective = r.text(o.objective, pathKey(p, 'objective'), TEXT);
  const hexes = r.labelList(o.hexes, pathKey(p, 'hexes'), 1, 10);
  const pp = pathKey(p, 'points');
  const pts = r.record(o.points, pp, 'points per side {"union", "confederate"}, each a whole number or null', ['union', 'confederate']);
  const side = (key: Side): number | null | undefined => (pts?.[key] === null ? null : r.whole(pts?.[key], pathKey(pp, key), 0, 1000));
  const union = pts ? side('union') : undefined;
  const confederate = pts ? side('confederate') : undefined;
  const initialControl = r.oneOf<Side>(o.initialControl, pathKey(p, 'initialControl'), SIDES);
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!objective || !hexes || union === undefined || confederate === undefined || !initialControl || note === undefined || !source) return undefined;
  return withNote({ objective, hexes, points: { union, confederate }, initialControl, source }, note);
}

function entryRoad(r: MapDataReader, v: unknown, p: string): EntryRoad | undefined {
  const o = r.record(v, p, 'an entry road {"road", "seedNames", "hex", "note", "source"}', ['road', 'seedNames', 'hex', 'note', 'source']);
  if (!o) return undefined;
  const road = r.text(o.road, pathKey(p, 'road'), TEXT);
  const seedNames = r.entries(o.seedNames, pathKey(p, 'seedNames'), 'names', (n, np) => r.text(n, np, TEXT));
  const hex = o.hex === 'unknown' ? null : r.label(o.hex, pathKey(p, 'hex'));
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!road || !seedNames || hex === undefined || note === undefined || !source) return undefined;
  return withNote({ road, seedNames, hex, source }, note);
}

function elevation(r: MapDataReader, v: unknown, p: string): ElevationLevels | null | undefined {
  if (v === undefined) return null;
  const o = r.record(v, p, 'elevation levels {"baseFeet", "levels", "note", "source"}', ['baseFeet', 'levels', 'note', 'source']);
  if (!o) return undefined;
  const baseFeet = r.whole(o.baseFeet, pathKey(p, 'baseFeet'), -1000, 30_000);
  const levels = r.entries(o.levels, pathKey(p, 'levels'), 'levels', (l, lp) => {
    const lo = r.record(l, lp, 'a level {"level", "color", "feet"}', ['level', 'color', 'feet']);
    if (!lo) return undefined;
    const level = r.whole(lo.level, pathKey(lp, 'level'), 0, 100);
    const color = r.text(lo.color, pathKey(lp, 'color'), 60);
    const feet = r.whole(lo.feet, pathKey(lp, 'feet'), -1000, 30_000);
    return level !== undefined && color && feet !== undefined ? { level, color, feet } : undefined;
  });
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (baseFeet === undefined || !levels || note === undefined || !source) return undefined;
  return withNote({ baseFeet, levels, source }, note);
}

function setUp(r: MapDataReader, v: unknown, p: string): SetUpHex | undefined {
  const o = r.record(v, p, 'a set-up hex {"unit", "side", "hex", "source"}', ['unit', 'side', 'hex', 'source']);
  if (!o) return undefined;
  const unit = r.text(o.unit, pathKey(p, 'unit'), TEXT);
  const side = r.oneOf<Side>(o.side, pathKey(p, 'side'), SIDES);
  const hex = r.label(o.hex, pathKey(p, 'hex'));
  const source = r.source(o.source, pathKey(p, 'source'));
  return unit && side && hex && source ? { unit, side, hex, source } : undefined;
}

function grid(r: MapDataReader, v: unknown, p: string): GridSetting | null | undefined {
  if (v === undefined) return null;
  const o = r.record(v, p, 'a grid setting {"shiftedColumns", "certainty", "note", "source"}', ['shiftedColumns', 'certainty', 'note', 'source']);
  if (!o) return undefined;
  const shiftedColumns = r.oneOf(o.shiftedColumns, pathKey(p, 'shiftedColumns'), ['even', 'odd'] as const);
  const certainty = r.certainty(o.certainty, pathKey(p, 'certainty'));
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!shiftedColumns || !certainty || note === undefined || !source) return undefined;
  return withNote({ shiftedColumns, certainty, source }, note);
}

/** A first and last column or row, the last not before the first (the map data's extent, a game pack's map). */
export function readRange(r: FieldReader, v: unknown, p: string): { first: number; last: number } | undefined {
  const o = r.record(v, p, 'a range {"first", "last"}', ['first', 'last']);
  if (!o) return undefined;
  const first = r.whole(o.first, pathKey(p, 'first'), 0, 999);
  const last = r.whole(o.last, pathKey(p, 'last'), 0, 999);
  if (first === undefined || last === undefined) return undefined;
  return last < first ? r.fail(pathKey(p, 'last'), `at least first (${first})`, last) : { first, last };
}

function extent(r: MapDataReader, v: unknown, p: string): MapExtent | null | undefined {
  if (v === undefined) return null;
  const o = r.record(v, p, 'an extent {"columns", "rows", "certainty", "note", "source"}', ['columns', 'rows', 'certainty', 'note', 'source']);
  if (!o) return undefined;
  const columns = readRange(r, o.columns, pathKey(p, 'columns'));
  const rows = readRange(r, o.rows, pathKey(p, 'rows'));
  const certainty = r.certainty(o.certainty, pathKey(p, 'certainty'));
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!columns || !rows || !certainty || note === undefined || !source) return undefined;
  return withNote({ columns, rows, certainty, source }, note);
}

/** An edge and the row (north, south) or column (east, west) of hexes along it, from an edge object already read. */
export function readEdgeLine(r: FieldReader, o: Record<string, unknown>, p: string): Pick<MapEdge, 'edge' | 'row' | 'column'> | undefined {
  const e = r.oneOf(o.edge, pathKey(p, 'edge'), EDGES);
  const byRow = e === 'north' || e === 'south';
  const key = byRow ? 'row' : 'column';
  const other = byRow ? 'column' : 'row';
  const line = r.whole(o[key], pathKey(p, key), 0, 999);
  if (o[other] !== undefined) r.fail(pathKey(p, other), `no ${other} on the ${e ?? ''} edge (it runs along a ${key})`);
  if (!e || line === undefined || o[other] !== undefined) return undefined;
  return byRow ? { edge: e, row: line } : { edge: e, column: line };
}

function edge(r: MapDataReader, v: unknown, p: string): MapEdge | undefined {
  const o = r.record(v, p, 'an edge {"edge", "row" or "column", "certainty", "source"}', ['edge', 'row', 'column', 'certainty', 'source']);
  if (!o) return undefined;
  const line = readEdgeLine(r, o, p);
  const certainty = r.certainty(o.certainty, pathKey(p, 'certainty'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!line || !certainty || !source) return undefined;
  return { ...line, certainty, source };
}

function edgeUse(r: MapDataReader, v: unknown, p: string): EdgeUse | undefined {
  const o = r.record(v, p, 'an edge use {"side", "use", "edges", "note", "source"}', ['side', 'use', 'edges', 'note', 'source']);
  if (!o) return undefined;
  const side = r.oneOf(o.side, pathKey(p, 'side'), [...SIDES, 'both'] as const);
  const use = r.oneOf(o.use, pathKey(p, 'use'), EDGE_USES);
  const edges = r.entries(o.edges, pathKey(p, 'edges'), 'edges', (e, ep) => r.oneOf(e, ep, EDGES));
  const note = r.optionalText(o.note, pathKey(p, 'note'));
  const source = r.source(o.source, pathKey(p, 'source'));
  if (!side || !use || !edges || note === undefined || !source) return undefined;
  return withNote({ side, use, edges, source }, note);
}

function reinforcementEntry(r: MapDataReader, v: unknown, p: string): ReinforcementEntry | undefined {
  const o = r.record(v, p, 'a reinforcement entry {"side", "turn", "hex", "source"}', ['side', 'turn', 'hex', 'source']);
  if (!o) return undefined;
  const side = r.oneOf<Side>(o.side, pathKey(p, 'side'), SIDES);
  const turn = r.whole(o.turn, pathKey(p, 'turn'), 0, 999);
  const hex = r.label(o.hex, pathKey(p, 'hex'));
  const source = r.source(o.source, pathKey(p, 'source'));
  return side && turn !== undefined && hex && source ? { side, turn, hex, source } : undefined;
}

function notAdjacent(r: MapDataReader, v: unknown, p: string): NotAdjacent | undefined {
  const o = r.record(v, p, 'a pair {"areas", "why", "source"}', ['areas', 'why', 'source']);
  if (!o) return undefined;
  const areas = r.labelList(o.areas, pathKey(p, 'areas'), 2, 2);
  const why = r.text(o.why, pathKey(p, 'why'), TEXT);
  const source = r.source(o.source, pathKey(p, 'source'));
  const [a, b] = areas ?? [];
  return a && b && why && source ? { areas: [a, b], why, source } : undefined;
}

function areaTerrain(r: MapDataReader, v: unknown, p: string): AreaTerrain | undefined {
  const o = r.record(v, p, 'an area {"area", "printedTem", "source"}', ['area', 'printedTem', 'source']);
  if (!o) return undefined;
  const area = r.label(o.area, pathKey(p, 'area'));
  const printedTem = r.whole(o.printedTem, pathKey(p, 'printedTem'), -10, 10);
  const source = r.source(o.source, pathKey(p, 'source'));
  return area && printedTem !== undefined && source ? { area, printedTem, source } : undefined;
}

function victoryHexes(r: MapDataReader, v: unknown, p: string): VictoryHexRow[] | undefined {
  if (v === undefined) return [];
  const o = r.record(v, p, 'victory hexes {"initialControlSource", "pointsAre", "rows"}', ['initialControlSource', 'pointsAre', 'rows']);
  if (!o) return undefined;
  r.source(o.initialControlSource, pathKey(p, 'initialControlSource'));
  r.oneOf(o.pointsAre, pathKey(p, 'pointsAre'), ['per hex occupied'] as const);
  return r.entries(o.rows, pathKey(p, 'rows'), 'rows', (row, rp) => victoryRow(r, row, rp));
}

export interface ParseMapDataOptions {
  /** The games a map may belong to, and how each names its hexes or areas. */
  readonly games: GameCatalog;
}

/** Checks a game's map data on load: the shape, every label against the game's grid, every source. */
export function parseMapData(json: unknown, options: ParseMapDataOptions): Parsed<MapData> {
  const shape = checkJsonShape(json, SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, SHAPE))] };
  if (!isRecord(json)) return { ok: false, errors: [fieldError('(top)', 'map data: a JSON object with format and game', json)] };
  const game = options.games.isGameId(json.game) ? json.game : undefined;
  const r = new MapDataReader(game ? options.games.labels(game) : null);
  r.record(json, '', '', TOP_KEYS);
  if (json.format !== MAP_DATA_FORMAT) r.fail('format', `"${MAP_DATA_FORMAT}"`, json.format);
  if (!game) r.fail('game', `one of ${options.games.ids.join(', ')}`, json.game);
  const note = r.optionalText(json.note, 'note');
  const data = {
    hexGroups: r.entries(json.hexGroups, 'hexGroups', 'hex groups', (v, p) => hexGroup(r, v, p)),
    places: r.entries(json.places, 'places', 'places', (v, p) => place(r, v, p)),
    victoryHexes: victoryHexes(r, json.victoryHexes, 'victoryHexes'),
    entryRoads: r.entries(json.entryRoads, 'entryRoads', 'entry roads', (v, p) => entryRoad(r, v, p)),
    elevation: elevation(r, json.elevation, 'elevation'),
    setUp: r.entries(json.setUp, 'setUp', 'set-up hexes', (v, p) => setUp(r, v, p)),
    grid: grid(r, json.grid, 'grid'),
    extent: extent(r, json.extent, 'extent'),
    edges: r.entries(json.edges, 'edges', 'edges', (v, p) => edge(r, v, p)),
    edgeUse: r.entries(json.edgeUse, 'edgeUse', 'edge uses', (v, p) => edgeUse(r, v, p)),
    reinforcementEntries: r.entries(json.reinforcementEntries, 'reinforcementEntries', 'entries', (v, p) => reinforcementEntry(r, v, p)),
    notAdjacent: r.entries(json.notAdjacent, 'notAdjacent', 'pairs', (v, p) => notAdjacent(r, v, p)),
    areaTerrain: r.entries(json.areaTerrain, 'areaTerrain', 'areas', (v, p) => areaTerrain(r, v, p)),
  };
  if (r.failed || !game || note === undefined) return { ok: false, errors: r.errors() };
  const {
    hexGroups, places, victoryHexes: vh, entryRoads, elevation: el, setUp: su, grid: g, extent: ex, edges, edgeUse: eu,
    reinforcementEntries, notAdjacent: na, areaTerrain: at,
  } = data;
  if (!hexGroups || !places || !vh || !entryRoads || el === undefined || !su || g === undefined || ex === undefined || !edges || !eu || !reinforcementEntries || !na || !at) {
    return { ok: false, errors: r.errors() };
  }
  return {
    ok: true,
    value: withNote(
      {
        format: MAP_DATA_FORMAT,
        game,
        hexGroups, places, victoryHexes: vh, entryRoads, elevation: el, setUp: su, grid: g, extent: ex, edges, edgeUse: eu,
        reinforcementEntries, notAdjacent: na, areaTerrain: at,
      },
      note,
    ),
  };
}
