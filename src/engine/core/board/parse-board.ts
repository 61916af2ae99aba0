import { SIDES, type Side } from '../combat-unit.js';
import { fieldError, isRecord, type Parsed } from '../field-error.js';
import { parseJsonInput } from '../json-input.js';
import type { GameId } from '../game-id.js';
import {
  BOARD_FORMAT,
  BOARD_LIMITS,
  type Board,
  type BoardMarker,
  type BoardUnit,
  type BoardUnitType,
  type GameTime,
  type HexTerrain,
  type MarkerKind,
  type UnitLocation,
  type UnitStatus,
} from './board.js';
import { FieldReader } from './field-reader.js';
import { readTerrainMap } from './hex-terrain-input.js';
import { pathIndex, pathKey } from './json-path.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from './json-shape.js';
import type { GameCatalog } from '../game-catalog.js';
import type { LocationLabels } from './location-labels.js';
import { readFormation, readStrength, readUnitIdentity, STRENGTH_LIMIT } from './unit-fields.js';

export interface ParseBoardOptions {
  /** The games a board may be of, and how each names its hexes or areas. */
  readonly games: GameCatalog;
  /** How the game names its hexes or areas, when not as the catalog says (a VASSAL module's own labels). */
  readonly labels?: (game: GameId) => LocationLabels;
  /** Where the board was read from, used when the JSON does not say. */
  readonly source?: Board['source'];
}

/** The walk before reading: deep enough for the format, wide enough for the largest list it allows. */
export const BOARD_SHAPE: ShapeLimits = {
  depth: BOARD_LIMITS.depth,
  width: Math.max(BOARD_LIMITS.units, BOARD_LIMITS.markers, BOARD_LIMITS.terrainHexes) + 1,
  nodes: 1_000_000,
};

/** Limits of single fields (the format's own, documented in docs/board-format.md). */
export const BOARD_FIELD_LIMITS = { strength: STRENGTH_LIMIT, steps: 99, turn: 999, reorganization: 99 } as const;

export const UNIT_KEYS = ['id', 'name', 'side', 'type', 'formation', 'strength', 'steps', 'status', 'location', 'reorganizationValue'] as const;
const BOARD_KEYS = ['format', 'game', 'time', 'units', 'markers', 'terrain', 'source'] as const;
const STATUS_KEYS = ['disorganized', 'shattered', 'reorganizing', 'routed', 'limbered', 'breastworks'] as const;
const TIME_KEYS = ['turn', 'day', 'hour', 'light', 'phasingSide'] as const;
const OFF_MAP_WHY = ['not-entered', 'exited', 'eliminated'] as const;
const MARKER_KINDS: readonly MarkerKind[] = ['breastworks', 'build', 'occupation'];
const SOURCE_KINDS = ['page', 'demo', 'vassal', 'text', 'file'] as const;
const LEADERS: readonly BoardUnitType[] = ['headquarters', 'general', 'leader'];

export const DEFAULT_STATUS: UnitStatus = { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' };
export const DEFAULT_TIME: GameTime = { turn: null, day: null, hour: null, light: null, phasingSide: null };

/** Steps at full strength when the board does not say: two for a combat unit (full and reduced sides), one for a leader. */
export function defaultFullSteps(type: BoardUnitType): number {
  return LEADERS.includes(type) ? 1 : 2;
}

function nullOr<T>(value: unknown, read: (v: unknown) => T | undefined): T | null | undefined {
  return value === null ? null : read(value);
}

class BoardReader extends FieldReader {
  /** Labels already checked: a board names the same hexes again and again (stacks, a division's brigades). */
  private readonly checked = new Map<string, string | null>();
  private readonly kinds: readonly string[];

  constructor(private readonly labels: LocationLabels | null) {
    super();
    this.kinds = labels ? [labels.kind, 'off-map'] : ['hex', 'area', 'off-map'];
  }

  /** A hex or area label in canonical form; unchecked (but still text) when the game itself was bad. */
  place(value: unknown, path: string): string | undefined {
    const t = this.text(value, path, BOARD_LIMITS.text);
    if (t === undefined || !this.labels) return t;
    let canonical = this.checked.get(t);
    if (canonical === undefined) {
      canonical = this.labels.canonical(t);
      this.checked.set(t, canonical);
    }
    return canonical ?? this.fail(path, `${this.labels.kind === 'hex' ? 'a hex label' : 'an area'} valid for this game: ${this.labels.help}`, value);
  }

  location(value: unknown, path: string): UnitLocation | undefined {
    const r = this.record(value, path, 'a location: {"kind": "hex", "hex"}, {"kind": "area", "area"} or {"kind": "off-map", "why"}', ['kind', 'hex', 'area', 'why']);
    if (!r) return undefined;
    const kind = this.oneOf(r.kind, pathKey(path, 'kind'), this.kinds);
    const extra = (allowed: string): void => {
      for (const k of ['hex', 'area', 'why']) if (k !== allowed && r[k] !== undefined) this.fail(pathKey(path, k), `no "${k}" in a location of kind "${kind}"`);
    };
    if (kind === 'hex') {
      extra('hex');
      const hex = this.place(r.hex, pathKey(path, 'hex'));
      return hex === undefined ? undefined : { kind, hex };
    }
    if (kind === 'area') {
      extra('area');
      const area = this.place(r.area, pathKey(path, 'area'));
      return area === undefined ? undefined : { kind, area };
    }
    if (kind === 'off-map') {
      extra('why');
      const why = this.oneOf(r.why, pathKey(path, 'why'), OFF_MAP_WHY);
      return why === undefined ? undefined : { kind, why };
    }
    return undefined;
  }

  status(value: unknown, path: string): UnitStatus | undefined {
    if (value === undefined) return DEFAULT_STATUS;
    const r = this.record(value, path, 'an object of status flags', STATUS_KEYS);
    if (!r) return undefined;
    const field = <T>(key: (typeof STATUS_KEYS)[number], fallback: T, read: (v: unknown, p: string) => T | undefined): T | undefined =>
      r[key] === undefined ? fallback : read(r[key], pathKey(path, key));
    const disorganized = field<0 | 1 | 2>('disorganized', 0, (v, p) => this.oneOf(v, p, [0, 1, 2] as const));
    const shattered = field('shattered', false, (v, p) => this.boolean(v, p));
    const reorganizing = field('reorganizing', false, (v, p) => this.boolean(v, p));
    const routed = field('routed', false, (v, p) => this.boolean(v, p));
    const limbered = field<boolean | null>('limbered', null, (v, p) => (v === null ? null : this.boolean(v, p)));
    const breastworks = field('breastworks', 'none', (v, p) => this.oneOf(v, p, ['none', 'building', 'built'] as const));
    if (disorganized === undefined || shattered === undefined || reorganizing === undefined || routed === undefined || limbered === undefined || breastworks === undefined) {
      return undefined;
    }
    return { disorganized, shattered, reorganizing, routed, limbered, breastworks };
  }

  unit(value: unknown, path: string): BoardUnit | undefined {
    const r = this.record(value, path, 'a unit object with id, name, side, type and location', UNIT_KEYS);
    if (!r) return undefined;
    const { id, name, side, type } = readUnitIdentity(this, r, path);
    const location = this.location(r.location, pathKey(path, 'location'));
    const status = this.status(r.status, pathKey(path, 'status'));

    const formation = readFormation(this, r.formation, pathKey(path, 'formation'));
    const strength = readStrength(this, r.strength, pathKey(path, 'strength'));

    let steps: BoardUnit['steps'] | undefined;
    const fallbackFull = type ? defaultFullSteps(type) : 2;
    if (r.steps === undefined) steps = { left: fallbackFull, full: fallbackFull };
    else {
      const sp = pathKey(path, 'steps');
      const s = this.record(r.steps, sp, 'an object {"left", "full"} of whole numbers', ['left', 'full']);
      if (s) {
        const full = s.full === undefined ? fallbackFull : this.whole(s.full, pathKey(sp, 'full'), 1, BOARD_FIELD_LIMITS.steps);
        const left = s.left === undefined ? full : this.whole(s.left, pathKey(sp, 'left'), 0, BOARD_FIELD_LIMITS.steps);
        if (full !== undefined && left !== undefined) {
          if (left > full) this.fail(pathKey(sp, 'left'), `at most the steps at full strength (${full})`, left);
          else steps = { left, full };
        }
      }
    }

    let reorganizationValue: number | undefined;
    let reorganizationOk = true;
    if (r.reorganizationValue !== undefined) {
      reorganizationValue = this.whole(r.reorganizationValue, pathKey(path, 'reorganizationValue'), 0, BOARD_FIELD_LIMITS.reorganization);
      reorganizationOk = reorganizationValue !== undefined;
    }

    if (!id || !name || !side || !type || !location || !status || !formation || !strength || !steps || !reorganizationOk) return undefined;
    const unit: BoardUnit = { id, name, side, type, formation, strength, steps, status, location };
    return reorganizationValue === undefined ? unit : { ...unit, reorganizationValue };
  }

  marker(value: unknown, path: string): BoardMarker | undefined {
    const r = this.record(value, path, 'a marker object {"kind", "hex", "side"}', ['kind', 'hex', 'side']);
    if (!r) return undefined;
    const kind = this.oneOf(r.kind, pathKey(path, 'kind'), MARKER_KINDS);
    const hex = this.place(r.hex, pathKey(path, 'hex'));
    const side = r.side === undefined ? null : this.oneOf<Side>(r.side, pathKey(path, 'side'), SIDES);
    if (!kind || !hex || side === undefined) return undefined;
    return side === null ? { kind, hex } : { kind, hex, side };
  }

  time(value: unknown, path: string): GameTime | undefined {
    if (value === undefined) return DEFAULT_TIME;
    const r = this.record(value, path, 'an object {"turn", "day", "hour", "light", "phasingSide"}, each optional', TIME_KEYS);
    if (!r) return undefined;
    const opt = <T>(key: (typeof TIME_KEYS)[number], read: (v: unknown, p: string) => T | undefined): T | null | undefined =>
      r[key] === undefined ? null : nullOr(r[key], (v) => read(v, pathKey(path, key)));
    const turn = opt('turn', (v, p) => this.whole(v, p, 0, BOARD_FIELD_LIMITS.turn));
    const day = opt('day', (v, p) => this.text(v, p, BOARD_LIMITS.text));
    const hour = opt('hour', (v, p) => this.text(v, p, BOARD_LIMITS.text));
    const light = opt('light', (v, p) => this.oneOf(v, p, ['day', 'night'] as const));
    const phasingSide = opt('phasingSide', (v, p) => this.oneOf<Side>(v, p, SIDES));
    if (turn === undefined || day === undefined || hour === undefined || light === undefined || phasingSide === undefined) return undefined;
    return { turn, day, hour, light, phasingSide };
  }

  source(value: unknown, path: string, fallback: Board['source']): Board['source'] | undefined {
    if (value === undefined) return fallback;
    const r = this.record(value, path, 'an object {"kind", "name"}', ['kind', 'name']);
    if (!r) return undefined;
    const kind = this.oneOf(r.kind, pathKey(path, 'kind'), SOURCE_KINDS);
    const name = r.name === undefined || r.name === '' ? '' : this.text(r.name, pathKey(path, 'name'), BOARD_LIMITS.text);
    return kind === undefined || name === undefined ? undefined : { kind, name };
  }
}

/**
 * Checks an untrusted board (from a page, a file or a message) and returns it normalized: every
 * optional field filled with its default, every label in the game's canonical form. Errors name the
 * path of each bad field and what was expected there; nothing is guessed or half-read.
 */
export function parseBoard(json: unknown, options: ParseBoardOptions): Parsed<Board> {
  const shape = checkJsonShape(json, BOARD_SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, BOARD_SHAPE))] };

  if (!isRecord(json)) return { ok: false, errors: [fieldError('(top)', 'a board: a JSON object with format, game and units', json)] };
  const game = options.games.isGameId(json.game) ? json.game : undefined;
  const r = new BoardReader(game ? (options.labels ?? options.games.labels)(game) : null);
  const top = r.record(json, '', '', BOARD_KEYS) ?? json;
  if (top.format !== BOARD_FORMAT) r.fail('format', `"${BOARD_FORMAT}"`, top.format);
  if (!game) r.fail('game', `one of ${options.games.ids.join(', ')}`, top.game);

  const time = r.time(top.time, 'time');

  const units: BoardUnit[] = [];
  const firstWithId = new Map<string, number>();
  const rawUnits = r.list(top.units, 'units', 'units', BOARD_LIMITS.units);
  rawUnits?.forEach((raw, i) => {
    const unit = r.unit(raw, pathIndex('units', i));
    if (!unit) return;
    const before = firstWithId.get(unit.id);
    if (before !== undefined) r.fail(pathKey(pathIndex('units', i), 'id'), `an id no other unit has (units[${before}] has it too)`, unit.id);
    else firstWithId.set(unit.id, i);
    units.push(unit);
  });

  const markers: BoardMarker[] = [];
  if (top.markers !== undefined) {
    r.list(top.markers, 'markers', 'markers', BOARD_LIMITS.markers)?.forEach((raw, i) => {
      const m = r.marker(raw, pathIndex('markers', i));
      if (m) markers.push(m);
    });
  }

  const terrain = top.terrain === undefined ? new Map<string, HexTerrain>() : (readTerrainMap(r, top.terrain, 'terrain', BOARD_LIMITS.terrainHexes, (key, path) => r.place(key, path)) ?? new Map<string, HexTerrain>());

  const source = r.source(top.source, 'source', options.source ?? { kind: 'page', name: '' });
  if (r.failed || !game || !time || !source) return { ok: false, errors: r.errors() };
  return { ok: true, value: { format: BOARD_FORMAT, game, time, units, markers, terrain: Object.fromEntries(terrain), source } };
}

/**
 * One unit checked exactly as parseBoard checks each unit of a board, for readers that build a board
 * unit by unit (a VASSAL save, a pasted list): a unit this refuses can be refused alone, with its own
 * reason, and the board parseBoard then sees holds only units it accepts. Error paths are the unit's
 * own ("name", "location.hex"); "(top)" when it is not a unit object at all.
 */
export function parseBoardUnit(json: unknown, game: GameId, options: Pick<ParseBoardOptions, 'labels' | 'games'>): Parsed<BoardUnit> {
  const shape = checkJsonShape(json, BOARD_SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, BOARD_SHAPE))] };
  const r = new BoardReader((options.labels ?? options.games.labels)(game));
  const unit = r.unit(json, '');
  return unit && !r.failed ? { ok: true, value: unit } : { ok: false, errors: r.errors() };
}

/** A board as text (a file, a script element): the size and nesting are checked before the text is parsed. */
export function parseBoardText(text: string, options: ParseBoardOptions): Parsed<Board> {
  const read = parseJsonInput(text, { chars: BOARD_LIMITS.json, ...BOARD_SHAPE });
  return read.ok ? parseBoard(read.value, options) : read;
}
