import { fieldError, isRecord, type FieldError, type Parsed } from '../../engine/core/field-error.js';
import { GAME_IDS, isGameId, type GameId } from '../../engine/core/game-id.js';
import type { KeyValueStore } from '../../storage/key-value-store.js';
import { DEFAULT_LABEL_MAPPING, SHIFT_MAX, templateProblem, type LabelMapping } from './label-template.js';
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

export function defaultModuleSettings(geometry: ModuleGeometry, game: GameId): VassalModuleSettings {
  return {
    format: SETTINGS_FORMAT,
    module: geometry.module.name,
    game,
    geometry,
    labels: DEFAULT_LABEL_MAPPING,
    rules: DEFAULT_PIECE_RULES,
    mapRoles: {},
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
  const mapRoles: Record<string, MapRole> = {};
  if (!isRecord(value.mapRoles)) errors.push(fieldError('mapRoles', 'an object of map name → role', value.mapRoles));
  else {
    for (const [map, role] of Object.entries(value.mapRoles)) {
      if (map.length > 200) errors.push(fieldError('mapRoles', 'map names of at most 200 characters', map));
      else if (typeof role !== 'string' || !(MAP_ROLES as readonly string[]).includes(role)) errors.push(fieldError(`mapRoles.${map}`, `one of ${MAP_ROLES.join(', ')}`, role));
      // A null-prototype copy would be safer still, but names like "__proto__" are simply refused.
      else if (map === '__proto__') errors.push(fieldError('mapRoles', 'a map name other than __proto__', map));
      else mapRoles[map] = role as MapRole;
    }
  }
  if (errors.length || !geometry.ok || !rules.ok || !isGameId(game) || typeof module !== 'string') return { ok: false, errors };
  return { ok: true, value: { format: SETTINGS_FORMAT, module, game, geometry: geometry.value, labels, rules: rules.value, mapRoles } };
}

async function loadAll(store: KeyValueStore): Promise<Map<string, VassalModuleSettings>> {
  const v = await store.get(VASSAL_KEYS.modules);
  const out = new Map<string, VassalModuleSettings>();
  if (!isRecord(v)) return out;
  // Stored settings are re-checked on load: an entry that no longer validates is ignored, never half-used.
  for (const [name, raw] of Object.entries(v)) {
    const parsed = parseModuleSettings(raw);
    if (parsed.ok && parsed.value.module === name) out.set(name, parsed.value);
  }
  return out;
}

async function storeAll(store: KeyValueStore, all: Map<string, VassalModuleSettings>): Promise<void> {
  await store.set(VASSAL_KEYS.modules, Object.fromEntries(all));
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
  await storeAll(store, all);
  await store.set(VASSAL_KEYS.lastModule, parsed.value.module);
  return parsed;
}

export async function deleteModuleSettings(store: KeyValueStore, module: string): Promise<void> {
  const all = await loadAll(store);
  all.delete(module);
  await storeAll(store, all);
}

/** The module used last, so the page opens on it. */
export async function loadLastModule(store: KeyValueStore): Promise<VassalModuleSettings | null> {
  const name = await store.get(VASSAL_KEYS.lastModule);
  return typeof name === 'string' ? loadModuleSettings(store, name) : null;
}
