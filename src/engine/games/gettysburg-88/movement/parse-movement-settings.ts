import { BOARD_UNIT_TYPES, type BoardUnitType } from '../../../core/board/board.js';
import { FieldReader } from '../../../core/board/field-reader.js';
import { pathIndex, pathKey } from '../../../core/board/json-path.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from '../../../core/board/json-shape.js';
import { fieldError, isRecord, type Parsed } from '../../../core/field-error.js';
import { parseJsonInput } from '../../../core/json-input.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import { hexsideKey } from './hexside.js';
import {
  BRIDGE_NEGATED_WHEN,
  COMBINE_TERRAIN,
  ENTRY_HEX_COSTS,
  G88_MOVEMENT_FORMAT,
  RULED_TERRAIN,
  UNMARKED_HEXES,
  type ArtillerySettings,
  type G88MovementSettings,
  type MapExtentSetting,
  type NamedHill,
  type MoveCost,
  type UnitTypeCosts,
} from './movement-settings.js';
import { G88_MAP } from '../map.js';

export const G88_MOVEMENT_LIMITS = {
  cost: 99,
  terrainNames: 60,
  roads: 300,
  roadHexes: 300,
  hexsides: 3000,
  stackingLimit: 99,
  text: 200,
  doubleRange: 50,
  hills: 100,
  hillHexes: 300,
  hillName: 60,
} as const;

/** Labels as boards read them: printed capitals, small letters accepted. */
const G88_LABELS = G88_MAP.labels;

/** Longest settings text read. */
export const G88_MOVEMENT_TEXT_LIMIT = 1_000_000;

const SHAPE: ShapeLimits = { depth: 8, width: G88_MOVEMENT_LIMITS.hexsides + 1, nodes: 100_000 };
/** The fields each object of the format may have (docs/cli.md's schema names the same). */
export const G88_MOVEMENT_KEYS = {
  top: ['format', 'rule', 'costs', 'unmarkedHexes', 'zoc', 'stackingLimit', 'map', 'artillery'],
  costs: ['clear', 'road', 'streamCrossing', 'bridge', 'terrain', 'combine', 'roadRateResumes', 'entryHex', 'byUnitType'],
  unitCosts: ['clear', 'road', 'streamCrossing', 'bridge', 'terrain'],
  zoc: ['adjacentHexes', 'bridgeNegated'],
  map: ['roads', 'roadsBetweenRoadHexes', 'streams', 'bridges', 'extent'],
  extent: ['firstColumn', 'lastColumn', 'firstRow', 'lastRow'],
  artillery: ['doubleRange', 'blockingTerrain', 'grazeBlocks', 'hills', 'onlyArtilleryTargets', 'supportLineOfSight'],
  hill: ['name', 'hexes'],
} as const;
const { top: TOP_KEYS, costs: COST_KEYS, unitCosts: UNIT_COST_KEYS, zoc: ZOC_KEYS, map: MAP_KEYS, extent: EXTENT_KEYS, artillery: ARTILLERY_KEYS, hill: HILL_KEYS } = G88_MOVEMENT_KEYS;
const COST_EXPECTED = `movement factors from 0 to ${G88_MOVEMENT_LIMITS.cost} (halves allowed), "prohibited", or null while not confirmed`;

/** Names the rules price themselves, and where their figure goes instead. */
const RULED_NAMES: Readonly<Record<string, string>> = {
  [RULED_TERRAIN.roughHill]: "no cost for rough hill: clarification 2's extra movement factor is built in, and the hex's other terrain (clear if none) sets the rest",
  [RULED_TERRAIN.road]: 'no road here: the road rate is costs.road',
  [RULED_TERRAIN.clear]: 'no clear here: the clear-terrain cost is costs.clear',
};

/** Terrain names are matched without regard to case or extra spaces, as the board's marks are. */
export function terrainName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

class SettingsReader extends FieldReader {
  /** Absent and null both mean "not confirmed". */
  nullable<T>(value: unknown, read: () => T | undefined): T | null | undefined {
    return value === undefined || value === null ? null : read();
  }

  cost(value: unknown, path: string): MoveCost | null | undefined {
    return this.nullable(value, () => {
      if (value === 'prohibited') return 'prohibited';
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= G88_MOVEMENT_LIMITS.cost && Number.isInteger(value * 4)) return value;
      return this.fail(path, COST_EXPECTED, value);
    });
  }

  terrainCosts(value: unknown, path: string): Record<string, MoveCost | null> | undefined {
    if (value === undefined) return {};
    if (!isRecord(value)) return this.fail(path, 'an object of terrain name → movement factors', value);
    const keys = Object.keys(value);
    if (keys.length > G88_MOVEMENT_LIMITS.terrainNames) return this.tooMany(path, G88_MOVEMENT_LIMITS.terrainNames, 'terrain names', keys.length);
    // A Map, then own properties: a name like "__proto__" stays a plain key.
    const out = new Map<string, MoveCost | null>();
    let ok = true;
    for (const key of keys) {
      const p = pathKey(path, key);
      const text = this.text(key, p, 60);
      const name = text === undefined ? undefined : terrainName(text);
      const cost = this.cost(value[key], p);
      const refusal = name !== undefined && Object.hasOwn(RULED_NAMES, name) ? RULED_NAMES[name] : undefined;
      if (name === undefined || cost === undefined) ok = false;
      else if (refusal !== undefined || out.has(name)) {
        this.fail(p, refusal ?? 'a terrain not already named under another spelling', key);
        ok = false;
      } else out.set(name, cost);
    }
    return ok ? Object.fromEntries(out) : undefined;
  }

  hexLabel(value: unknown, path: string): string | undefined {
    const t = this.text(value, path, 10);
    const label = t === undefined ? null : G88_LABELS.canonical(t);
    return label ?? this.fail(path, `a Gettysburg '88 hex: ${G88_LABELS.help}`, value);
  }

  adjacent(a: string, b: string, path: string): boolean {
    const [ha, hb] = [GETTYSBURG_88_GRID.parse(a), GETTYSBURG_88_GRID.parse(b)];
    if (ha && hb && GETTYSBURG_88_GRID.distance(ha, hb) === 1) return true;
    this.fail(path, `a hex next to ${a}`, b);
    return false;
  }

  hexside(value: unknown, path: string): [string, string] | undefined {
    const list = this.list(value, path, 'two adjacent hexes', 2);
    if (!list) return undefined;
    if (list.length !== 2) return this.fail(path, 'two adjacent hexes, like ["F7", "F8"]', value);
    const a = this.hexLabel(list[0], pathIndex(path, 0));
    const b = this.hexLabel(list[1], pathIndex(path, 1));
    return a && b && this.adjacent(a, b, pathIndex(path, 1)) ? [a, b] : undefined;
  }

  hexsides(value: unknown, path: string): [string, string][] | undefined {
    if (value === undefined) return [];
    const list = this.list(value, path, 'hexsides', G88_MOVEMENT_LIMITS.hexsides);
    if (!list) return undefined;
    const out = list.map((v, i) => this.hexside(v, pathIndex(path, i)));
    return out.every((s): s is [string, string] => s !== undefined) ? out : undefined;
  }

  /** A column letter as the grid names them (A to Z); small letters are read as capitals. */
  column(value: unknown, path: string): string | undefined {
    const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return /^[A-Z]$/.test(t) ? t : this.fail(path, 'a column letter, A to Z', value);
  }

  /** The map's columns and rows (clarification 35 needs its edge); each first no later than its last. */
  extent(value: unknown, path: string): MapExtentSetting | null | undefined {
    return this.nullable(value, () => {
      const o = this.record(value, path, 'an extent {"firstColumn", "lastColumn", "firstRow", "lastRow"}, like {"firstColumn": "A", "lastColumn": "Z", "firstRow": 1, "lastRow": 40}', EXTENT_KEYS);
      if (!o) return undefined;
      const firstColumn = this.column(o.firstColumn, pathKey(path, 'firstColumn'));
      const lastColumn = this.column(o.lastColumn, pathKey(path, 'lastColumn'));
      const firstRow = this.whole(o.firstRow, pathKey(path, 'firstRow'), 1, 99);
      const lastRow = this.whole(o.lastRow, pathKey(path, 'lastRow'), 1, 99);
      if (firstColumn === undefined || lastColumn === undefined || firstRow === undefined || lastRow === undefined) return undefined;
      if (lastColumn < firstColumn) return this.fail(pathKey(path, 'lastColumn'), `a column no earlier than ${firstColumn}`, lastColumn);
      if (lastRow < firstRow) return this.fail(pathKey(path, 'lastRow'), `a row no lower than ${firstRow}`, lastRow);
      return { firstColumn, lastColumn, firstRow, lastRow };
    });
  }

  road(value: unknown, path: string): string[] | undefined {
    const list = this.list(value, path, 'hexes', G88_MOVEMENT_LIMITS.roadHexes);
    if (!list) return undefined;
    if (list.length < 2) return this.fail(path, 'a road of at least two hexes, in the order it runs', value);
    const hexes = list.map((v, i) => this.hexLabel(v, pathIndex(path, i)));
    if (!hexes.every((h): h is string => h !== undefined)) return undefined;
    let ok = true;
    for (let i = 1; i < hexes.length; i++) ok = this.adjacent(hexes[i - 1] as string, hexes[i] as string, pathIndex(path, i)) && ok;
    return ok ? hexes : undefined;
  }

  /** Terrain names that block a line of sight, each once; clear cannot block. */
  blockingTerrain(value: unknown, path: string): string[] | null | undefined {
    return this.nullable(value, () => {
      const list = this.list(value, path, 'terrain names', G88_MOVEMENT_LIMITS.terrainNames);
      if (!list) return undefined;
      const names = new Set<string>();
      let ok = true;
      list.forEach((v, i) => {
        const text = this.text(v, pathIndex(path, i), 60);
        const name = text === undefined ? undefined : terrainName(text);
        if (name !== undefined && name !== RULED_TERRAIN.clear && !names.has(name)) {
          names.add(name);
          return;
        }
        ok = false;
        if (name !== undefined) this.fail(pathIndex(path, i), name === RULED_TERRAIN.clear ? 'a terrain that blocks a line of sight (clear never does)' : 'a terrain not already listed', v);
      });
      return ok ? [...names] : undefined;
    });
  }

  /** One named hill: its hexes, each once, all joined to one another through hexes of the same hill. */
  hill(value: unknown, path: string): NamedHill | undefined {
    const o = this.record(value, path, 'a hill {"name", "hexes"}, like {"name": "Cemetery Hill", "hexes": ["K10", "K11"]}', HILL_KEYS);
    if (!o) return undefined;
    const name = this.text(o.name, pathKey(path, 'name'), G88_MOVEMENT_LIMITS.hillName);
    const hexesPath = pathKey(path, 'hexes');
    const list = this.list(o.hexes, hexesPath, 'hexes', G88_MOVEMENT_LIMITS.hillHexes);
    if (list && list.length === 0) this.fail(hexesPath, 'at least one hex', o.hexes);
    const hexes = list?.map((v, i) => this.hexLabel(v, pathIndex(hexesPath, i)));
    if (name === undefined || !hexes || hexes.length === 0 || !hexes.every((h): h is string => h !== undefined)) return undefined;
    const twice = hexes.findIndex((h, i) => hexes.indexOf(h) !== i);
    if (twice >= 0) return this.fail(pathIndex(hexesPath, twice), 'a hex not already listed for this hill', hexes[twice]);
    const apart = unjoinedHex(hexes);
    if (apart !== null) return this.fail(hexesPath, `hexes that touch one another: ${apart} is joined to none of the others through this hill's hexes`, apart);
    return { name, hexes };
  }

  /** The map's hills: names and hexes each used once. */
  hills(value: unknown, path: string): NamedHill[] | null | undefined {
    return this.nullable(value, () => {
      const list = this.list(value, path, 'hills', G88_MOVEMENT_LIMITS.hills);
      const hills = list?.map((v, i) => this.hill(v, pathIndex(path, i)));
      if (!hills || !hills.every((h): h is NamedHill => h !== undefined)) return undefined;
      // Each name and each hex belongs to one hill: the first that claims it.
      const owner = new Map<string, string>();
      let ok = true;
      const claim = (key: string, hill: string, where: string, found: string, expected: (first: string) => string): void => {
        const first = owner.get(key);
        if (first === undefined) owner.set(key, hill);
        else {
          ok = false;
          this.fail(where, expected(first), found);
        }
      };
      hills.forEach(({ name, hexes }, i) => {
        const at = pathIndex(path, i);
        claim(`name:${terrainName(name)}`, name, pathKey(at, 'name'), name, () => 'a name no other hill has');
        hexes.forEach((hex, j) => claim(`hex:${hex}`, name, pathIndex(pathKey(at, 'hexes'), j), hex, (first) => `a hex of no other hill (it is already in ${first})`));
      });
      return ok ? hills : undefined;
    });
  }
}

/** The first hex not joined to the first hex of the list through hexes of the list, or null when all are joined. */
function unjoinedHex(hexes: readonly string[]): string | null {
  const members = new Set(hexes);
  const start = hexes[0];
  if (start === undefined) return null;
  const reached = new Set([start]);
  const queue = [start];
  for (let hex = queue.shift(); hex !== undefined; hex = queue.shift()) {
    const h = GETTYSBURG_88_GRID.parse(hex);
    for (const n of h ? GETTYSBURG_88_GRID.neighbors(h) : []) {
      const label = GETTYSBURG_88_GRID.format(n);
      if (members.has(label) && !reached.has(label)) {
        reached.add(label);
        queue.push(label);
      }
    }
  }
  return hexes.find((h) => !reached.has(h)) ?? null;
}

/** The artillery section: absent in files written before it; each field absent or null is not confirmed. */
function artillerySection(r: SettingsReader, value: unknown): ArtillerySettings | undefined {
  const o = r.record(value, 'artillery', `an object {${ARTILLERY_KEYS.map((k) => `"${k}"`).join(', ')}}, each optional`, ARTILLERY_KEYS);
  if (!o) return undefined;
  const doubleRange = r.nullable(o.doubleRange, () => r.whole(o.doubleRange, 'artillery.doubleRange', 2, G88_MOVEMENT_LIMITS.doubleRange));
  const blockingTerrain = r.blockingTerrain(o.blockingTerrain, 'artillery.blockingTerrain');
  const grazeBlocks = r.nullable(o.grazeBlocks, () => r.boolean(o.grazeBlocks, 'artillery.grazeBlocks'));
  const hills = r.hills(o.hills, 'artillery.hills');
  const onlyArtilleryTargets = r.nullable(o.onlyArtilleryTargets, () => r.boolean(o.onlyArtilleryTargets, 'artillery.onlyArtilleryTargets'));
  const supportLineOfSight = r.nullable(o.supportLineOfSight, () => r.boolean(o.supportLineOfSight, 'artillery.supportLineOfSight'));
  if (doubleRange === undefined || blockingTerrain === undefined || grazeBlocks === undefined || hills === undefined || onlyArtilleryTargets === undefined || supportLineOfSight === undefined) {
    return undefined;
  }
  return { doubleRange, blockingTerrain, grazeBlocks, hills, onlyArtilleryTargets, supportLineOfSight };
}

function unitTypeCosts(r: SettingsReader, value: unknown, path: string): UnitTypeCosts | undefined {
  const o = r.record(value, path, 'costs for this unit type {"clear", "road", "streamCrossing", "bridge", "terrain"}, each optional', UNIT_COST_KEYS);
  if (!o) return undefined;
  const out: { -readonly [K in keyof UnitTypeCosts]: UnitTypeCosts[K] } = {};
  let ok = true;
  for (const key of ['clear', 'road', 'streamCrossing', 'bridge'] as const) {
    if (o[key] === undefined) continue;
    const c = r.cost(o[key], pathKey(path, key));
    if (c === undefined) ok = false;
    else out[key] = c;
  }
  if (o.terrain !== undefined) {
    const t = r.terrainCosts(o.terrain, pathKey(path, 'terrain'));
    if (t === undefined) ok = false;
    else out.terrain = t;
  }
  return ok ? out : undefined;
}

function byUnitType(r: SettingsReader, value: unknown, path: string): Partial<Record<BoardUnitType, UnitTypeCosts>> | undefined {
  if (value === undefined) return {};
  const o = r.record(value, path, `an object keyed by unit type (${BOARD_UNIT_TYPES.join(', ')})`, BOARD_UNIT_TYPES);
  if (!o) return undefined;
  const out: Partial<Record<BoardUnitType, UnitTypeCosts>> = {};
  let ok = true;
  for (const type of BOARD_UNIT_TYPES) {
    if (o[type] === undefined) continue;
    const c = unitTypeCosts(r, o[type], pathKey(path, type));
    if (c === undefined) ok = false;
    else out[type] = c;
  }
  return ok ? out : undefined;
}

/**
 * Checks movement settings from storage, a file or the Options form: every field is named when wrong,
 * labels come back canonical, roads and hexsides must join adjacent hexes, and a bridge must cross a
 * listed stream hexside. Absent figures are null (not confirmed), never filled in.
 */
export function parseG88MovementSettings(json: unknown): Parsed<G88MovementSettings> {
  const shape = checkJsonShape(json, SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, SHAPE))] };
  const r = new SettingsReader();
  const top = r.record(json, '', `movement settings: a JSON object {"format": "${G88_MOVEMENT_FORMAT}", "costs", "zoc", "stackingLimit", "map", …}`, TOP_KEYS);
  if (!top) return { ok: false, errors: r.errors() };
  if (top.format !== G88_MOVEMENT_FORMAT) r.fail('format', `"${G88_MOVEMENT_FORMAT}"`, top.format);
  const rule = r.nullable(top.rule, () => r.text(top.rule, 'rule', G88_MOVEMENT_LIMITS.text));

  const c = top.costs === undefined ? {} : r.record(top.costs, 'costs', 'an object of costs', COST_KEYS);
  const costs = c && {
    clear: r.cost(c.clear, 'costs.clear'),
    road: r.cost(c.road, 'costs.road'),
    streamCrossing: r.cost(c.streamCrossing, 'costs.streamCrossing'),
    bridge: r.cost(c.bridge, 'costs.bridge'),
    terrain: r.terrainCosts(c.terrain, 'costs.terrain'),
    combine: r.nullable(c.combine, () => r.oneOf(c.combine, 'costs.combine', COMBINE_TERRAIN)),
    roadRateResumes: r.nullable(c.roadRateResumes, () => r.boolean(c.roadRateResumes, 'costs.roadRateResumes')),
    entryHex: r.nullable(c.entryHex, () => r.oneOf(c.entryHex, 'costs.entryHex', ENTRY_HEX_COSTS)),
    byUnitType: byUnitType(r, c.byUnitType, 'costs.byUnitType'),
  };

  const unmarkedHexes = top.unmarkedHexes === undefined ? 'ask' : r.oneOf(top.unmarkedHexes, 'unmarkedHexes', UNMARKED_HEXES);
  const z = top.zoc === undefined ? {} : r.record(top.zoc, 'zoc', 'an object {"adjacentHexes", "bridgeNegated"}', ZOC_KEYS);
  const zoc = z && {
    adjacentHexes: r.nullable(z.adjacentHexes, () => r.boolean(z.adjacentHexes, 'zoc.adjacentHexes')),
    bridgeNegated: r.nullable(z.bridgeNegated, () => r.oneOf(z.bridgeNegated, 'zoc.bridgeNegated', BRIDGE_NEGATED_WHEN)),
  };
  const stackingLimit = r.nullable(top.stackingLimit, () => r.whole(top.stackingLimit, 'stackingLimit', 1, G88_MOVEMENT_LIMITS.stackingLimit));

  const m = top.map === undefined ? {} : r.record(top.map, 'map', 'an object {"roads", "roadsBetweenRoadHexes", "streams", "bridges", "extent"}', MAP_KEYS);
  let map: G88MovementSettings['map'] | undefined;
  if (m) {
    const roadList = m.roads === undefined ? [] : r.list(m.roads, 'map.roads', 'roads', G88_MOVEMENT_LIMITS.roads);
    const roads = roadList?.map((v, i) => r.road(v, pathIndex('map.roads', i)));
    const between = m.roadsBetweenRoadHexes === undefined ? false : r.boolean(m.roadsBetweenRoadHexes, 'map.roadsBetweenRoadHexes');
    const streams = r.hexsides(m.streams, 'map.streams');
    const bridges = r.hexsides(m.bridges, 'map.bridges');
    const extent = r.extent(m.extent, 'map.extent');
    if (streams && bridges) {
      const streamSides = new Set(streams.map(([a, b]) => hexsideKey(a, b)));
      bridges.forEach(([a, b], i) => {
        if (!streamSides.has(hexsideKey(a, b))) r.fail(pathIndex('map.bridges', i), 'a bridge over a hexside listed under map.streams', `${a}, ${b}`);
      });
    }
    if (roads && roads.every((x): x is string[] => x !== undefined) && between !== undefined && streams && bridges && extent !== undefined) {
      map = { roads, roadsBetweenRoadHexes: between, streams, bridges, extent };
    }
  }

  const artillery = top.artillery === undefined ? null : artillerySection(r, top.artillery);
  if (r.failed || rule === undefined || !costs || !zoc || !unmarkedHexes || stackingLimit === undefined || !map || artillery === undefined) return { ok: false, errors: r.errors() };
  const { clear, road, streamCrossing, bridge, terrain, combine, roadRateResumes, entryHex, byUnitType: types } = costs;
  const { adjacentHexes, bridgeNegated } = zoc;
  if (
    clear === undefined || road === undefined || streamCrossing === undefined || bridge === undefined || !terrain || combine === undefined ||
    roadRateResumes === undefined || entryHex === undefined || !types || adjacentHexes === undefined || bridgeNegated === undefined
  ) {
    return { ok: false, errors: r.errors() };
  }
  return {
    ok: true,
    value: {
      format: G88_MOVEMENT_FORMAT,
      rule,
      costs: { clear, road, streamCrossing, bridge, terrain, combine, roadRateResumes, entryHex, byUnitType: types },
      unmarkedHexes,
      zoc: { adjacentHexes, bridgeNegated },
      stackingLimit,
      map,
      ...(artillery === null ? {} : { artillery }),
    },
  };
}

/** Reads settings typed as JSON text (a file, the command line), size- and depth-checked before parsing. */
export function parseG88MovementSettingsText(text: string): Parsed<G88MovementSettings> {
  const read = parseJsonInput(text, { chars: G88_MOVEMENT_TEXT_LIMIT, ...SHAPE });
  return read.ok ? parseG88MovementSettings(read.value) : read;
}
