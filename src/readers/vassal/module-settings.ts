import { fieldError, isRecord, type FieldError, type Parsed } from '../../engine/index.js';
import { GAME_IDS, isGameId, type GameId } from '../../engine/index.js';
import type { KeyValueStore } from '../../storage/key-value-store.js';
import { loadStored, problemOf, storageErrorOf, writeStored, writeStoredOrThrow, type Checked, type StoredSpec } from '../../storage/stored-value.js';
import { DEFAULT_LABEL_MAPPING, SHIFT_MAX, templateProblem, type LabelMapping } from './label-template.js';
import { VASSAL_LIMITS } from './limits.js';
import { parseModuleGeometry } from './module-geometry-json.js';
import type { ModuleGeometry } from './module-geometry.js';
import { DEFAULT_PIECE_RULES, parsePieceRules, type PieceRule } from './piece-rules.js';

/**
 * Everything Adjutant remembers about one VASSAL module, keyed by the module's name: its maps and hex
 * grids (so the .vmod is dropped once), which game it is, how its hex labels become the game's, which
 * pieces are which units, and what its maps without a hex grid stand for.
 */
export const SETTINGS_FORMAT = 'adjutant-vassal-module/1';

export const VASSAL_KEYS = {
  modules: 'vassalModules',
  lastModule: 'vassalLastModule',
} as const;

/** What a map without a hex grid (or with one the user wants read otherwise) holds. */
export const MAP_ROLES = ['board', 'not-entered', 'exited', 'eliminated', 'ignore'] as const;
export type MapRole = (typeof MAP_ROLES)[number];

export interface VassalModuleSettings {
  readonly format: typeof SETTINGS_FORMAT;
  readonly module: string;
  readonly game: GameId;
  readonly geometry: ModuleGeometry;
  readonly labels: LabelMapping;
  readonly rules: readonly PieceRule[];
  /** Map name → what it holds; a map not listed is read as the board when it has a hex grid. */
  readonly mapRoles: Readonly<Record<string, MapRole>>;
}

export const MODULES_MAX = 50;
/** A module has at most VASSAL_LIMITS.maps maps; its roles are kept for as many. */
const MAP_ROLES_MAX = VASSAL_LIMITS.maps;

/** The role the user gave a map, by its own key only: a map named like "constructor" must not find Object's. */
export function mapRoleOf(settings: Pick<VassalModuleSettings, 'mapRoles'>, map: string): MapRole | null {
  return Object.prototype.hasOwnProperty.call(settings.mapRoles, map) ? (settings.mapRoles[map] ?? null) : null;
}

export function defaultModuleSettings(geometry: ModuleGeometry, game: GameId): VassalModuleSettings {
  return {
    format: SETTINGS_FORMAT,
    module: geometry.module.name,
    game,
    geometry,
    labels: DEFAULT_LABEL_MAPPING,
    rules: DEFAULT_PIECE_RULES,
    mapRoles: Object.create(null) as Record<string, MapRole>,
  };
}

function parseLabels(v: unknown, errors: FieldError[]): LabelMapping {
  if (!isRecord(v)) {
    errors.push(fieldError('labels', 'an object with template, columnShift and rowShift', v));
    return DEFAULT_LABEL_MAPPING;
  }
  const template = typeof v.template === 'string' ? v.template : '';
  const problem = templateProblem(template);
  if (problem) errors.push(fieldError('labels.template', problem, v.template));
  const shift = (key: 'columnShift' | 'rowShift'): number => {
    const n = v[key];
    if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= SHIFT_MAX) return n;
    errors.push(fieldError(`labels.${key}`, `a whole number from -${SHIFT_MAX} to ${SHIFT_MAX}`, n));
    return 0;
  };
  return { template, columnShift: shift('columnShift'), rowShift: shift('rowShift') };
}

/** Checks settings from storage or the editor; errors name the path of each bad field. */
export function parseModuleSettings(value: unknown): Parsed<VassalModuleSettings> {
  if (!isRecord(value)) return { ok: false, errors: [fieldError('(settings)', 'an object', value)] };
  const errors: FieldError[] = [];
  if (value.format !== SETTINGS_FORMAT) errors.push(fieldError('format', `"${SETTINGS_FORMAT}"`, value.format));
  const module = value.module;
  if (typeof module !== 'string' || module.length > 200) errors.push(fieldError('module', 'the module name, at most 200 characters', module));
  const game = value.game;
  if (!isGameId(game)) errors.push(fieldError('game', `one of ${GAME_IDS.join(', ')}`, game));
  const geometry = parseModuleGeometry(value.geometry);
  if (!geometry.ok) errors.push(...geometry.errors);
  const labels = parseLabels(value.labels, errors);
  const rules = parsePieceRules(value.rules);
  if (!rules.ok) errors.push(...rules.errors);
  // Keyed by the module's map names: a null-prototype object, so a map named "__proto__" or "constructor" is
  // only a name (it is stored as JSON, hence not a Map). Readers look roles up by own keys only (mapRoleOf).
  const mapRoles: Record<string, MapRole> = Object.create(null) as Record<string, MapRole>;
  if (!isRecord(value.mapRoles)) errors.push(fieldError('mapRoles', 'an object of map name → role', value.mapRoles));
  else {
    const entries = Object.entries(value.mapRoles);
    if (entries.length > MAP_ROLES_MAX) errors.push(fieldError('mapRoles', `at most ${MAP_ROLES_MAX} maps`, `${entries.length} maps`));
    else {
      for (const [map, role] of entries) {
        if (map.length > 200) errors.push(fieldError('mapRoles', 'map names of at most 200 characters', map));
        else if (typeof role !== 'string' || !(MAP_ROLES as readonly string[]).includes(role)) errors.push(fieldError(`mapRoles.${map}`, `one of ${MAP_ROLES.join(', ')}`, role));
        else mapRoles[map] = role as MapRole;
      }
    }
  }
  if (errors.length || !geometry.ok || !rules.ok || !isGameId(game) || typeof module !== 'string') return { ok: false, errors };
  return { ok: true, value: { format: SETTINGS_FORMAT, module, game, geometry: geometry.value, labels, rules: rules.value, mapRoles } };
}

/** Every module's settings, checked whole: settings that no longer validate are reported, never half-used. */
function checkStoredModules(v: unknown): Checked<Readonly<Record<string, VassalModuleSettings>>> {
  if (!isRecord(v)) return { ok: false, problem: 'expected an object of module name → settings' };
  const entries = Object.entries(v);
  if (entries.length > MODULES_MAX) return { ok: false, problem: `expected at most ${MODULES_MAX} modules (found ${entries.length})` };
  // Built with fromEntries, which defines each name as its own property (a module named "__proto__" included).
  const out: [string, VassalModuleSettings][] = [];
  for (const [name, raw] of entries) {
    const parsed = parseModuleSettings(raw);
    if (!parsed.ok) return { ok: false, problem: `the settings of module "${name.slice(0, 60)}": ${problemOf(parsed.errors)}` };
    if (parsed.value.module !== name) return { ok: false, problem: `the settings stored as module "${name.slice(0, 60)}" are for module "${parsed.value.module.slice(0, 60)}"` };
    out.push([name, parsed.value]);
  }
  return { ok: true, value: Object.fromEntries(out) };
}

/** A module's maps and grids take some 10 KB (The Longest Day's: 8 KB); 50 modules of up to 100 KB each. */
export const VASSAL_MODULES_STORED: StoredSpec<Readonly<Record<string, VassalModuleSettings>>> = {
  name: VASSAL_KEYS.modules,
  keys: [VASSAL_KEYS.modules],
  version: 2,
  what: () => 'your VASSAL module settings',
  // Format 1 was the settings by module name, bare; format 2 wraps them unchanged.
  migrations: { 1: (old) => old },
  check: checkStoredModules,
  maxBytes: MODULES_MAX * 100_000,
};

export const VASSAL_LAST_MODULE_STORED: StoredSpec<string> = {
  name: VASSAL_KEYS.lastModule,
  keys: [VASSAL_KEYS.lastModule],
  version: 2,
  what: () => 'the VASSAL module you used last',
  migrations: { 1: (old) => old },
  check: (v) => (typeof v === 'string' && v.length <= 200 ? { ok: true, value: v } : { ok: false, problem: 'expected a module name of at most 200 characters' }),
  maxBytes: 1_000,
};

async function loadAll(store: KeyValueStore): Promise<Map<string, VassalModuleSettings>> {
  return new Map(Object.entries((await loadStored(store, VASSAL_MODULES_STORED, VASSAL_KEYS.modules)) ?? {}));
}

export async function loadModuleSettings(store: KeyValueStore, module: string): Promise<VassalModuleSettings | null> {
  return (await loadAll(store)).get(module) ?? null;
}

/** The modules Adjutant has settings for, by name. */
export async function listModules(store: KeyValueStore): Promise<string[]> {
  return [...(await loadAll(store)).keys()].sort();
}

/** Validates and stores one module's settings; on any error nothing is written. */
export async function saveModuleSettings(store: KeyValueStore, settings: unknown): Promise<Parsed<VassalModuleSettings>> {
  const parsed = parseModuleSettings(settings);
  if (!parsed.ok) return parsed;
  const all = await loadAll(store);
  if (!all.has(parsed.value.module) && all.size >= MODULES_MAX) {
    return { ok: false, errors: [fieldError('module', `at most ${MODULES_MAX} modules remembered; forget one first`, parsed.value.module)] };
  }
  all.set(parsed.value.module, parsed.value);
  // The settings and the module used last in one write: both or neither.
  const written = await writeStored(store, [
    { spec: VASSAL_MODULES_STORED, key: VASSAL_KEYS.modules, value: Object.fromEntries(all) },
    { spec: VASSAL_LAST_MODULE_STORED, key: VASSAL_KEYS.lastModule, value: parsed.value.module },
  ]);
  return written.ok ? parsed : storageErrorOf(written);
}

export async function deleteModuleSettings(store: KeyValueStore, module: string): Promise<void> {
  const all = await loadAll(store);
  all.delete(module);
  await writeStoredOrThrow(store, [{ spec: VASSAL_MODULES_STORED, key: VASSAL_KEYS.modules, value: Object.fromEntries(all) }]);
}

/** The module used last, so the page opens on it. */
export async function loadLastModule(store: KeyValueStore): Promise<VassalModuleSettings | null> {
  const name = await loadStored(store, VASSAL_LAST_MODULE_STORED, VASSAL_KEYS.lastModule);
  return name === null ? null : loadModuleSettings(store, name);
}
