import { FieldReader } from '../../core/board/field-reader.js';
import { pathIndex, pathKey } from '../../core/board/json-path.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from '../../core/board/json-shape.js';
import { fieldError, type Parsed } from '../../core/field-error.js';
import type { GameId } from '../../core/game-id.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import { hexEquals } from '../../core/hex/hex.js';
import { hexsideKey } from '../../core/hex/hexside-key.js';
import { CEMETERY_HILL_MAP } from './map.js';
import { CEMETERY_HILL_MAP_DATA } from './map-data.js';

/**
 * A terrain effects chart as the user types it from their own rulebook (format adjutant-terrain-effects/1):
 * what each kind of hex and hexside does to combat and movement, and, for Cemetery Hill, the hexsides the
 * creek runs along (its map is not in Adjutant's sources). Nothing here is invented: every value is the user's.
 */
export const TERRAIN_EFFECTS_FORMAT = 'adjutant-terrain-effects/1';

/** The games whose terrain effects the user enters here (the only one whose modifiers read such a chart). */
export const TERRAIN_EFFECTS_GAMES: readonly GameId[] = ['cemetery-hill'];

export const TERRAIN_EFFECTS_LIMITS = { kinds: 40, name: 60, title: 120, pairs: 2000, multiplier: 10, drm: 10, cost: 99 } as const;

/** Two adjacent hexes: the hexside between them. */
export type HexPair = readonly [string, string];

/**
 * When a hexside's combat effect applies if only some of the hexsides between attackers and defenders are of
 * its kind: only when every one is, or as soon as any is. Absent, Adjutant asks rather than choose.
 */
export const HEXSIDE_WHEN = ['every-hexside', 'any-hexside'] as const;
export type HexsideWhen = (typeof HEXSIDE_WHEN)[number];

export interface CombatEffect {
  /** The defender's strength is multiplied by this ("doubled" is 2); null when the chart gives none. */
  readonly defenceMultiplier: number | null;
  /** Added to the combat die roll as printed; null when the chart gives none. */
  readonly drm: number | null;
}

export interface TerrainEffect {
  readonly name: string;
  readonly combat: CombatEffect;
  readonly movement: { readonly cost: number | 'prohibited' | null };
}

export interface HexsideEffect extends TerrainEffect {
  readonly combat: CombatEffect & { readonly when: HexsideWhen | null };
  /** Where this hexside runs on the map, or null when the chart does not say (Adjutant then cannot tell who crosses it). */
  readonly at: readonly HexPair[] | null;
}

export interface TerrainEffectsChart {
  readonly game: GameId;
  readonly title: string;
  readonly rule: string;
  readonly terrain: readonly TerrainEffect[];
  readonly hexsides: readonly HexsideEffect[];
  /** Cemetery Hill 14.6: the creek's hexsides, each counted as a ford hexside. */
  readonly creekHexsides: readonly HexPair[];
}

/** The JSON shape, as stored and exported. */
export interface TerrainEffectsInput {
  format: typeof TERRAIN_EFFECTS_FORMAT;
  game: GameId;
  title: string;
  rule?: string;
  terrain: { name: string; combat?: { defenceMultiplier?: number; drm?: number }; movement?: { cost?: number | 'prohibited' } }[];
  hexsides?: {
    name: string;
    combat?: { defenceMultiplier?: number; drm?: number; when?: HexsideWhen };
    movement?: { cost?: number | 'prohibited' };
    at?: [string, string][];
  }[];
  creekHexsides?: [string, string][];
}

const SHAPE: ShapeLimits = { depth: 6, width: TERRAIN_EFFECTS_LIMITS.pairs + 1, nodes: 50_000 };
const TOP_KEYS = ['format', 'game', 'title', 'rule', 'terrain', 'hexsides', 'creekHexsides'] as const;

/** Same name whatever its case and spacing: the board says "Woods" where the chart says "woods". */
export function terrainKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The hexside between two hexes, the same whichever hex is named first. */
export { hexsideKey } from '../../core/hex/hexside-key.js';

class ChartReader extends FieldReader {
  // Labels and adjacency are Cemetery Hill's, the one game such a chart is for (TERRAIN_EFFECTS_GAMES).
  private readonly grid: HexGrid | null = CEMETERY_HILL_MAP.grid(CEMETERY_HILL_MAP_DATA.gridSettings());

  combat(value: unknown, path: string, hexside: boolean): (CombatEffect & { when: HexsideWhen | null }) | undefined {
    if (value === undefined) return { defenceMultiplier: null, drm: null, when: null };
    const keys = hexside ? ['defenceMultiplier', 'drm', 'when'] : ['defenceMultiplier', 'drm'];
    const o = this.record(value, path, `combat effects {${keys.map((k) => `"${k}"`).join(', ')}}, each optional`, keys);
    if (!o) return undefined;
    const m = o.defenceMultiplier;
    const defenceMultiplier =
      m === undefined ? null : typeof m === 'number' && Number.isFinite(m) && m > 0 && m <= TERRAIN_EFFECTS_LIMITS.multiplier ? m : this.fail(pathKey(path, 'defenceMultiplier'), `a number above 0, up to ${TERRAIN_EFFECTS_LIMITS.multiplier} (2 for "doubled")`, m);
    const drm = o.drm === undefined ? null : this.whole(o.drm, pathKey(path, 'drm'), -TERRAIN_EFFECTS_LIMITS.drm, TERRAIN_EFFECTS_LIMITS.drm);
    const when = o.when === undefined ? null : this.oneOf(o.when, pathKey(path, 'when'), HEXSIDE_WHEN);
    if (defenceMultiplier === undefined || drm === undefined || when === undefined) return undefined;
    return { defenceMultiplier, drm, when };
  }

  movement(value: unknown, path: string): { cost: number | 'prohibited' | null } | undefined {
    if (value === undefined) return { cost: null };
    const o = this.record(value, path, 'movement effects {"cost"}', ['cost']);
    if (!o) return undefined;
    const c = o.cost;
    if (c === undefined) return { cost: null };
    if (c === 'prohibited') return { cost: c };
    if (typeof c === 'number' && Number.isFinite(c) && c >= 0 && c <= TERRAIN_EFFECTS_LIMITS.cost) return { cost: c };
    return this.fail(pathKey(path, 'cost'), `movement points from 0 to ${TERRAIN_EFFECTS_LIMITS.cost}, or "prohibited"`, c);
  }

  label(value: unknown, path: string): string | undefined {
    const t = this.text(value, path, 10);
    if (t === undefined || !this.grid) return t;
    const h = this.grid.parse(t);
    return h ? this.grid.format(h) : this.fail(path, `a hex label: ${this.grid.labelHelp}`, value);
  }

  /** A list of hexsides, each two adjacent hexes, no hexside twice. */
  pairs(value: unknown, path: string): HexPair[] | undefined {
    const list = this.list(value, path, 'hexsides, each a pair of adjacent hexes like ["0510", "0511"]', TERRAIN_EFFECTS_LIMITS.pairs);
    if (!list) return undefined;
    const out: HexPair[] = [];
    const seen = new Set<string>();
    let ok = true;
    list.forEach((v, i) => {
      const p = pathIndex(path, i);
      if (!Array.isArray(v) || v.length !== 2) {
        ok = false;
        this.fail(p, 'a pair of hex labels like ["0510", "0511"]', v);
        return;
      }
      const a = this.label(v[0], pathIndex(p, 0));
      const b = this.label(v[1], pathIndex(p, 1));
      if (a === undefined || b === undefined) {
        ok = false;
        return;
      }
      const ha = this.grid?.parse(a);
      const hb = this.grid?.parse(b);
      if (ha && hb && !this.grid?.neighbors(ha).some((n) => hexEquals(n, hb))) {
        ok = false;
        this.fail(p, 'two hexes that touch along a side (a hexside lies between neighbours)', v);
        return;
      }
      const key = hexsideKey(a, b);
      if (seen.has(key)) {
        ok = false;
        this.fail(p, 'a hexside not already listed', v);
        return;
      }
      seen.add(key);
      out.push([a, b]);
    });
    return ok ? out : undefined;
  }

  kinds<T extends TerrainEffect>(value: unknown, path: string, what: string, read: (v: unknown, p: string) => T | undefined): T[] | undefined {
    if (value === undefined) return [];
    const list = this.list(value, path, what, TERRAIN_EFFECTS_LIMITS.kinds);
    if (!list) return undefined;
    const out = list.map((v, i) => read(v, pathIndex(path, i)));
    if (!out.every((k): k is T => k !== undefined)) return undefined;
    const seen = new Set<string>();
    let ok = true;
    out.forEach((k, i) => {
      const key = terrainKey(k.name);
      if (seen.has(key)) {
        ok = false;
        this.fail(pathKey(pathIndex(path, i), 'name'), 'a name not already used in this list', k.name);
      }
      seen.add(key);
    });
    return ok ? out : undefined;
  }

  terrainKind(v: unknown, p: string): TerrainEffect | undefined {
    const o = this.record(v, p, 'a terrain type {"name", "combat", "movement"}', ['name', 'combat', 'movement']);
    if (!o) return undefined;
    const name = this.text(o.name, pathKey(p, 'name'), TERRAIN_EFFECTS_LIMITS.name);
    const combat = this.combat(o.combat, pathKey(p, 'combat'), false);
    const movement = this.movement(o.movement, pathKey(p, 'movement'));
    if (name === undefined || !combat || !movement) return undefined;
    return { name, combat: { defenceMultiplier: combat.defenceMultiplier, drm: combat.drm }, movement };
  }

  hexsideKind(v: unknown, p: string): HexsideEffect | undefined {
    const o = this.record(v, p, 'a hexside type {"name", "combat", "movement", "at"}', ['name', 'combat', 'movement', 'at']);
    if (!o) return undefined;
    const name = this.text(o.name, pathKey(p, 'name'), TERRAIN_EFFECTS_LIMITS.name);
    const combat = this.combat(o.combat, pathKey(p, 'combat'), true);
    const movement = this.movement(o.movement, pathKey(p, 'movement'));
    const at = o.at === undefined ? null : this.pairs(o.at, pathKey(p, 'at'));
    if (name === undefined || !combat || !movement || at === undefined) return undefined;
    return { name, combat, movement, at };
  }
}

/**
 * Checks a chart the user entered or imported. Every problem is named by the path of its field and what
 * was expected there (like the combat table's errors); nothing is guessed or filled in.
 */
export function parseTerrainEffectsInput(input: unknown): Parsed<TerrainEffectsChart> {
  const shape = checkJsonShape(input, SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, SHAPE))] };
  const game = TERRAIN_EFFECTS_GAMES.find((g) => typeof input === 'object' && input !== null && (input as Record<string, unknown>).game === g);
  const r = new ChartReader();
  const top = r.record(input, '', `a terrain effects chart: a JSON object {"format": "${TERRAIN_EFFECTS_FORMAT}", "game", "title", "terrain", …}`, TOP_KEYS);
  if (!top) return { ok: false, errors: r.errors() };
  if (top.format !== TERRAIN_EFFECTS_FORMAT) r.fail('format', `"${TERRAIN_EFFECTS_FORMAT}"`, top.format);
  if (!game) r.fail('game', `one of ${TERRAIN_EFFECTS_GAMES.join(', ')} (the games whose terrain effects you enter here)`, top.game);
  const title = r.text(top.title, 'title', TERRAIN_EFFECTS_LIMITS.title);
  const rule = top.rule === undefined ? 'Terrain Effects Chart' : r.text(top.rule, 'rule', TERRAIN_EFFECTS_LIMITS.title);
  const terrain = top.terrain === undefined ? r.fail('terrain', 'a list of terrain types (it may be empty)') : r.kinds(top.terrain, 'terrain', 'terrain types', (v, p) => r.terrainKind(v, p));
  const hexsides = r.kinds(top.hexsides, 'hexsides', 'hexside types', (v, p) => r.hexsideKind(v, p));
  const creekHexsides = top.creekHexsides === undefined ? [] : r.pairs(top.creekHexsides, 'creekHexsides');
  if (r.failed || !game || title === undefined || rule === undefined || !terrain || !hexsides || !creekHexsides) return { ok: false, errors: r.errors() };
  return { ok: true, value: { game, title, rule, terrain, hexsides, creekHexsides } };
}

/** The kind of terrain a name means in the chart, or null when the chart has no such name. */
export function findTerrain<T extends TerrainEffect>(kinds: readonly T[], name: string): T | null {
  const key = terrainKey(name);
  return kinds.find((k) => terrainKey(k.name) === key) ?? null;
}

declare module '../../core/battle.js' {
  interface BattleStatements {
    /** Cemetery Hill: the terrain effects chart the user entered in Options. */
    readonly terrainEffects?: TerrainEffectsChart;
  }
}
