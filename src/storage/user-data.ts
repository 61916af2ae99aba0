import { parseCombatTableInput, type CombatTableInput } from '../engine/core/combat-table-input.js';
import type { CombatTable } from '../engine/core/combat-table.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/core/field-error.js';
import { GAME_IDS, isGameId, type GameId } from '../engine/core/game-id.js';
import { parseTerrainEffectsInput, TERRAIN_EFFECTS_GAMES, type TerrainEffectsInput } from '../engine/core/terrain-effects-input.js';
import type { G88MovementSettings } from '../engine/games/gettysburg-88/movement/movement-settings.js';
import { parseG88MovementSettings } from '../engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { parseMoraleRatingsInput, type MoraleRatingsInput } from '../engine/games/high-tide/morale-ratings-input.js';
import { parseAreaTemsInput, type AreaTemsInput } from '../engine/games/they-met/area-tems-input.js';
import { gameModule } from '../engine/registry.js';
import { loadRuleSets, parseRuleSet, RULE_SETS_KEY, RULE_SETS_STORED, type RuleSet } from './rule-sets.js';
import { SELECTED_GAME_KEY } from './selected-game.js';
import { areaTemsWrite, loadAreaTemsInput } from './area-tems.js';
import { g88MovementWrite, loadG88MovementSettings } from './g88-movement-settings.js';
import { checkPerGame, describeFound } from './per-game.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkLedgerFile, exportLedger, LEDGER_LIMITS, ledgerWrite, type LedgerFile } from './ledger.js';
import { loadMoraleRatingsInput, moraleRatingsWrite } from './morale-ratings.js';
import { loadStored, storageErrorOf, writeStored, writeStoredOrThrow, type StoredSpec, type StoredWrite } from './stored-value.js';
import { loadTerrainEffectsInput, terrainEffectsWrite } from './terrain-effects.js';
import { checkTerrainMarksImport, exportTerrainMarks, terrainMarksWrite, type TerrainMarks, type TerrainMarksFile } from './terrain-marks.js';
import { checkVictorySettingsFile, loadAllVictorySettings, victorySettingsWrite, type VictorySettings, type VictorySettingsGame } from './victory-settings.js';
import type { LedgerRow } from '../engine/core/victory.js';

/** Storage keys. One key per kind of data, so a bad write to one cannot touch another. */
export const KEYS = {
  selectedGame: SELECTED_GAME_KEY,
  userTables: 'userTables',
  ruleSets: RULE_SETS_KEY,
} as const;

export const USER_DATA_FORMAT = 'adjutant-user-data/1';
/** Largest import accepted, in characters of JSON: the settings, plus room for the ledgers and their boards. */
export const IMPORT_LIMIT = 1_000_000 + LEDGER_LIMITS.importChars;

export type { RuleSet } from './rule-sets.js';

/**
 * Everything the user entered, as one file. The keys after `ruleSets` came later: an export has each only
 * when something is stored under it, and an import without one leaves that store as it is (older files).
 */
export interface UserData {
  format: typeof USER_DATA_FORMAT;
  userTables: Partial<Record<GameId, CombatTableInput>>;
  ruleSets: Partial<Record<GameId, RuleSet>>;
  /** Terrain effects charts (adjutant-terrain-effects/1), per game, as typed. */
  terrainEffects?: Partial<Record<GameId, TerrainEffectsInput>>;
  /** They Met at Gettysburg's area TEMs (adjutant-area-tems/1), as typed. */
  areaTems?: AreaTemsInput;
  /** High Tide's morale ratings (adjutant-morale-ratings/1), as typed. */
  moraleRatings?: MoraleRatingsInput;
  /** Terrain marks, as the marks panel exports them (adjutant-terrain-marks/1). */
  terrainMarks?: TerrainMarksFile;
  /** Movement settings confirmed from the rulebook, per game (Gettysburg '88 only, adjutant-g88-movement/1). */
  movementSettings?: { 'gettysburg-88'?: G88MovementSettings };
  /** The victory-point ledgers, as the ledger panel exports them (adjutant-ledger/1). */
  ledger?: LedgerFile;
  /** The victory figures entered per game (edge road hexes, optional units' costs, '88 VP), as typed. */
  victorySettings?: Partial<Record<VictorySettingsGame, VictorySettings>>;
}

/** Format 1 of every store was its value bare, as the code before format versions wrote it; format 2 wraps it unchanged. */
const UNCHANGED = { 1: (old: unknown): unknown => old } as const;

function checkTable(entry: unknown, game: GameId): Parsed<CombatTableInput> {
  const parsed = parseCombatTableInput(entry);
  if (!parsed.ok) return parsed;
  if (parsed.value.game !== game) return { ok: false, errors: [fieldError('game', `"${game}"`, parsed.value.game)] };
  return { ok: true, value: entry as CombatTableInput };
}

/** The tables as typed, per game. A table is at most some 150 KB of JSON at its limits (60 rows × 30 codes, 40 results). */
export const USER_TABLES_STORED: StoredSpec<Partial<Record<GameId, CombatTableInput>>> = {
  name: KEYS.userTables,
  keys: [KEYS.userTables],
  version: 2,
  what: () => 'your combat tables',
  migrations: UNCHANGED,
  check: (v) => checkPerGame(v, GAME_IDS, 'table', checkTable),
  maxBytes: GAME_IDS.length * 200_000,
};

export { loadSelectedGame, saveSelectedGame, SELECTED_GAME_STORED } from './selected-game.js';
export { loadRuleSet, saveRuleSet, RULE_SETS_STORED } from './rule-sets.js';

async function loadTableInputs(store: KeyValueStore): Promise<Partial<Record<GameId, CombatTableInput>>> {
  // Stored data is re-checked on load: tables that no longer validate are reported, never half-used.
  return { ...((await loadStored(store, USER_TABLES_STORED, KEYS.userTables)) ?? {}) };
}

/** The table the user entered for a game, as typed (for editing and export), or null. */
export async function loadUserTableInput(store: KeyValueStore, game: GameId): Promise<CombatTableInput | null> {
  return (await loadTableInputs(store))[game] ?? null;
}

/** The compiled table the calculator uses for a game, or null when the user has entered none. */
export async function loadUserTable(store: KeyValueStore, game: GameId): Promise<CombatTable | null> {
  const input = await loadUserTableInput(store, game);
  if (!input) return null;
  const parsed = parseCombatTableInput(input);
  return parsed.ok ? parsed.value : null;
}

/** Validates and stores a table for its game; on any error nothing is written and the errors are returned. */
export async function saveUserTable(store: KeyValueStore, input: unknown): Promise<Parsed<CombatTable>> {
  const parsed = parseCombatTableInput(input);
  if (!parsed.ok) return parsed;
  const game = parsed.value.game;
  if (gameModule(game).combatTable) {
    return { ok: false, errors: [fieldError('game', `a game whose table is not in Adjutant's sources (${game} already has its printed table)`, game)] };
  }
  const tables = await loadTableInputs(store);
  tables[game] = structuredClone(input) as CombatTableInput;
  const written = await writeStored(store, [{ spec: USER_TABLES_STORED, key: KEYS.userTables, value: tables }]);
  return written.ok ? parsed : storageErrorOf(written);
}

export async function deleteUserTable(store: KeyValueStore, game: GameId): Promise<void> {
  const tables = await loadTableInputs(store);
  delete tables[game];
  await writeStoredOrThrow(store, [{ spec: USER_TABLES_STORED, key: KEYS.userTables, value: tables }]);
}


export async function exportUserData(store: KeyValueStore): Promise<UserData> {
  const data: UserData = { format: USER_DATA_FORMAT, userTables: await loadTableInputs(store), ruleSets: await loadRuleSets(store) };
  const charts: Partial<Record<GameId, TerrainEffectsInput>> = {};
  for (const game of TERRAIN_EFFECTS_GAMES) {
    const chart = await loadTerrainEffectsInput(store, game);
    if (chart) charts[game] = chart;
  }
  if (Object.keys(charts).length > 0) data.terrainEffects = charts;
  const tems = await loadAreaTemsInput(store);
  if (tems) data.areaTems = tems;
  const ratings = await loadMoraleRatingsInput(store);
  if (ratings) data.moraleRatings = ratings;
  const marks = await exportTerrainMarks(store);
  if (Object.keys(marks.games).length > 0) data.terrainMarks = marks;
  const movement = await loadG88MovementSettings(store);
  if (movement) data.movementSettings = { 'gettysburg-88': movement };
  const ledger = await exportLedger(store);
  if (Object.keys(ledger.games).length > 0) data.ledger = ledger;
  const victory = await loadAllVictorySettings(store);
  if (Object.keys(victory).length > 0) data.victorySettings = victory;
  return data;
}

/** A nested validator's error path under the backup's key: `terrainEffects.cemetery-hill` + `terrain[0].name`. */
function under(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, path: e.path === '' || e.path === '(top)' ? prefix : e.path.startsWith('[') ? `${prefix}${e.path}` : `${prefix}.${e.path}` }));
}

/** The later stores, checked and ready to write; nothing is written while any part of the file is wrong. */
interface LaterStores {
  readonly charts: readonly TerrainEffectsInput[];
  readonly tems: unknown;
  readonly ratings: unknown;
  readonly marks: Partial<Record<GameId, TerrainMarks>> | undefined;
  readonly movement: G88MovementSettings | undefined;
  readonly ledgers: Partial<Record<GameId, readonly LedgerRow[]>> | undefined;
  readonly victory: Partial<Record<VictorySettingsGame, VictorySettings>> | undefined;
}

async function checkLaterStores(store: KeyValueStore, data: Record<string, unknown>, errors: FieldError[]): Promise<LaterStores> {
  const charts: TerrainEffectsInput[] = [];
  const rawCharts = data.terrainEffects ?? {};
  if (!isRecord(rawCharts)) errors.push(fieldError('terrainEffects', 'an object keyed by game id', rawCharts));
  else {
    for (const [game, chart] of Object.entries(rawCharts)) {
      const path = `terrainEffects.${game}`;
      if (!isGameId(game) || !TERRAIN_EFFECTS_GAMES.includes(game)) {
        errors.push(fieldError(path, `one of ${TERRAIN_EFFECTS_GAMES.join(', ')} (the games whose terrain effects you enter)`, game));
        continue;
      }
      const parsed = parseTerrainEffectsInput(chart);
      if (!parsed.ok) errors.push(...under(path, parsed.errors));
      else if (parsed.value.game !== game) errors.push(fieldError(`${path}.game`, `"${game}"`, parsed.value.game));
      else charts.push(chart as TerrainEffectsInput);
    }
  }
  const one = (key: 'areaTems' | 'moraleRatings', parse: (v: unknown) => Parsed<unknown>): unknown => {
    const v = data[key];
    if (v === undefined) return undefined;
    const parsed = parse(v);
    if (parsed.ok) return v;
    errors.push(...under(key, parsed.errors));
    return undefined;
  };
  const tems = one('areaTems', parseAreaTemsInput);
  const ratings = one('moraleRatings', parseMoraleRatingsInput);
  let marks: Partial<Record<GameId, TerrainMarks>> | undefined;
  if (data.terrainMarks !== undefined) {
    const checked = await checkTerrainMarksImport(store, data.terrainMarks);
    if (checked.ok) marks = checked.value;
    else errors.push(...under('terrainMarks', checked.errors));
  }
  let movement: G88MovementSettings | undefined;
  const rawMovement = data.movementSettings ?? {};
  if (!isRecord(rawMovement)) errors.push(fieldError('movementSettings', 'an object keyed by game id', rawMovement));
  else {
    for (const [game, settings] of Object.entries(rawMovement)) {
      if (game !== 'gettysburg-88') {
        errors.push(fieldError(`movementSettings.${game}`, 'gettysburg-88 (the one game whose movement settings you enter)', game));
        continue;
      }
      const parsed = parseG88MovementSettings(settings);
      if (parsed.ok) movement = parsed.value;
      else errors.push(...under(`movementSettings.${game}`, parsed.errors));
    }
  }
  let ledgers: Partial<Record<GameId, readonly LedgerRow[]>> | undefined;
  if (data.ledger !== undefined) {
    const checked = checkLedgerFile(data.ledger);
    if (checked.ok) ledgers = checked.value;
    else errors.push(...under('ledger', checked.errors));
  }
  let victory: Partial<Record<VictorySettingsGame, VictorySettings>> | undefined;
  if (data.victorySettings !== undefined) {
    const checked = checkVictorySettingsFile(data.victorySettings, 'victorySettings');
    if (checked.ok) victory = checked.value;
    else errors.push(...checked.errors);
  }
  return { charts, tems, ratings, marks, movement, ledgers, victory };
}

/** The writes of what checkLaterStores passed, each merged with what is stored as its store's own save would. */
async function laterWrites(store: KeyValueStore, later: LaterStores): Promise<StoredWrite[]> {
  const writes: StoredWrite[] = [];
  if (later.charts.length > 0) writes.push(await terrainEffectsWrite(store, later.charts));
  if (later.tems !== undefined) writes.push(areaTemsWrite(later.tems));
  if (later.ratings !== undefined) writes.push(moraleRatingsWrite(later.ratings));
  if (later.marks !== undefined) writes.push(terrainMarksWrite(later.marks));
  if (later.movement !== undefined) writes.push(await g88MovementWrite(store, later.movement));
  // A game's ledger is replaced whole (two games' turns cannot be merged); games not in the file keep theirs.
  for (const [game, rows] of Object.entries(later.ledgers ?? {})) {
    if (isGameId(game) && rows) writes.push(ledgerWrite(game, rows));
  }
  if (later.victory && Object.keys(later.victory).length > 0) writes.push(await victorySettingsWrite(store, later.victory));
  return writes;
}

/**
 * Checks a whole import before writing anything: a bad file is refused with every error named and
 * leaves stored data exactly as it was. A good one is written in one call, all or nothing: when it does not
 * fit (the browser's quota, a store's limit) or a store it would replace cannot be read, nothing is written
 * and the error says why. A valid file replaces the tables, rule sets, charts, TEMs,
 * ratings, marked hexes, movement settings, ledgers and victory settings it names, and keeps the rest; a file from before the
 * later stores (no such keys) leaves them untouched.
 */
export async function importUserData(store: KeyValueStore, text: string): Promise<Parsed<UserData>> {
  if (text.length > IMPORT_LIMIT) return { ok: false, errors: [fieldError('(file)', `at most ${IMPORT_LIMIT} characters of JSON`, `${text.length} characters`)] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [fieldError('(file)', 'valid JSON', e instanceof Error ? e.message : 'unreadable text')] };
  }
  const errors: FieldError[] = [];
  if (!isRecord(data)) return { ok: false, errors: [fieldError('(file)', 'a JSON object', data)] };
  if (data.format !== USER_DATA_FORMAT) errors.push(fieldError('format', `"${USER_DATA_FORMAT}"`, data.format));
  const tables: Partial<Record<GameId, CombatTableInput>> = {};
  const sets: Partial<Record<GameId, RuleSet>> = {};
  const rawTables = data.userTables ?? {};
  if (!isRecord(rawTables)) errors.push(fieldError('userTables', 'an object keyed by game id', rawTables));
  else {
    for (const [game, table] of Object.entries(rawTables)) {
      if (!isGameId(game)) {
        errors.push(fieldError(`userTables.${game}`, 'a game id', game));
        continue;
      }
      const parsed = parseCombatTableInput(table);
      if (!parsed.ok) errors.push(...parsed.errors.map((e) => ({ ...e, path: `userTables.${game}.${e.path}` })));
      else if (parsed.value.game !== game) errors.push(fieldError(`userTables.${game}.game`, `"${game}"`, parsed.value.game));
      else if (gameModule(game).combatTable) errors.push(fieldError(`userTables.${game}`, "a table only for a game whose table is not in Adjutant's sources", game));
      else tables[game] = table as CombatTableInput;
    }
  }
  const rawSets = data.ruleSets ?? {};
  if (!isRecord(rawSets)) errors.push(fieldError('ruleSets', 'an object keyed by game id', rawSets));
  else {
    for (const [game, set] of Object.entries(rawSets)) {
      if (!isGameId(game)) errors.push(fieldError(`ruleSets.${game}`, 'a game id', game));
      else sets[game] = parseRuleSet(game, set, `ruleSets.${game}`, errors);
    }
  }
  const later = await checkLaterStores(store, data, errors);
  if (errors.length) return { ok: false, errors };
  const mergedTables = { ...(await loadTableInputs(store)), ...tables };
  const mergedSets = { ...(await loadRuleSets(store)), ...sets };
  // One write of every key: the browser stores the whole import or none of it (a quota, a failure).
  const written = await writeStored(store, [
    { spec: USER_TABLES_STORED, key: KEYS.userTables, value: mergedTables },
    { spec: RULE_SETS_STORED, key: KEYS.ruleSets, value: mergedSets },
    ...(await laterWrites(store, later)),
  ]);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: await exportUserData(store) };
}
