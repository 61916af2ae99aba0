import { parseCombatTableInput, type CombatTableInput } from '../engine/index.js';
import type { CombatTable } from '../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import { GAME_IDS, isGameId, type GameId } from '../engine/index.js';
import type { TerrainEffectsInput } from '../engine/index.js';
import type { G88MovementSettings } from '../engine/index.js';
import type { MoraleRatingsInput } from '../engine/index.js';
import type { AreaTemsInput } from '../engine/index.js';
import { gameBasics } from '../engine/index.js';
import { loadRuleSets, parseRuleSet, RULE_SETS_KEY, RULE_SETS_STORED, type RuleSet } from './rule-sets.js';
import { SELECTED_GAME_KEY } from './selected-game.js';
import { AREA_TEMS } from './area-tems.js';
import { errorsUnder } from './errors-under.js';
import { MOVEMENT_SETTINGS, type MovementSettingsByGame } from './g88-movement-settings.js';
import { gameJsonStore, type GameEntries } from './game-json-store.js';
import { HEXSIDE_MARKS, type HexsideMarks } from './hexside-marks.js';
import { readJsonFile } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkLedgerFile, exportLedger, LEDGER_LIMITS, ledgerWrite, type LedgerFile } from './ledger.js';
import { MORALE_RATINGS } from './morale-ratings.js';
import { storageErrorOf, writeStored, type StoredWrite } from './stored-value.js';
import { TERRAIN_EFFECTS } from './terrain-effects.js';
import { checkTerrainMarksImport, exportTerrainMarks, terrainMarksWrite, type TerrainMarks, type TerrainMarksFile } from './terrain-marks.js';
import { UNIT_STRENGTHS, type RememberedStrengths } from './unit-strengths.js';
import { ORDER_OF_BATTLE } from './order-of-battle.js';
import { VICTORY_SETTINGS, type VictorySettings } from './victory-settings.js';
import type { LedgerRow, PackUnit } from '../engine/index.js';

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
  /** Hexside marks (stream, bridge, ford), per game and hexside ("E6|E7"). */
  hexsideMarks?: Partial<Record<GameId, HexsideMarks>>;
  /** Movement settings confirmed from the rulebook, per game (those listing the movement-settings input; adjutant-g88-movement/1). */
  movementSettings?: Partial<Record<GameId, G88MovementSettings>>;
  /** The victory-point ledgers, as the ledger panel exports them (adjutant-ledger/1). */
  ledger?: LedgerFile;
  /** The victory figures entered per game (edge road hexes, optional units' costs, '88 VP), as typed. */
  victorySettings?: Partial<Record<GameId, VictorySettings>>;
  /** Strengths entered for counters whose board does not show them, per game and counter id. */
  unitStrengths?: Partial<Record<GameId, RememberedStrengths>>;
  /** The units of each game's order of battle the player changed or added (the seeds' list is not copied). */
  orderOfBattle?: Partial<Record<GameId, PackUnit[]>>;
}

/** A table names its game; it is kept under that game alone. */
function parseTable(input: unknown, game: GameId): Parsed<CombatTable> {
  const parsed = parseCombatTableInput(input);
  if (!parsed.ok) return parsed;
  if (parsed.value.game !== game) return { ok: false, errors: [fieldError('game', `"${game}"`, parsed.value.game)] };
  return parsed;
}

/** The tables as typed, per game. */
export const USER_TABLES = gameJsonStore<GameId, CombatTableInput, CombatTable>({
  key: KEYS.userTables,
  version: 2,
  what: 'your combat tables',
  games: GAME_IDS,
  entryName: 'table',
  parse: parseTable,
  keep: (input) => input as CombatTableInput,
  // A table is at most some 150 KB of JSON at its limits (60 rows × 30 codes, 40 results).
  maxBytes: GAME_IDS.length * 200_000,
});

export const USER_TABLES_STORED = USER_TABLES.spec;

export { loadSelectedGame, saveSelectedGame, SELECTED_GAME_STORED } from './selected-game.js';
export { loadRuleSet, saveRuleSet, RULE_SETS_STORED } from './rule-sets.js';

/** The table the user entered for a game, as typed (for editing and export), or null. */
export const loadUserTableInput = USER_TABLES.load;
/** The compiled table the calculator uses for a game, or null when the user has entered none. */
export const loadUserTable = USER_TABLES.loadValue;
export const deleteUserTable = USER_TABLES.remove;

/** Validates and stores a table for the game it names; on any error nothing is written and the errors are returned. */
export async function saveUserTable(store: KeyValueStore, input: unknown): Promise<Parsed<CombatTable>> {
  const parsed = parseCombatTableInput(input);
  if (!parsed.ok) return parsed;
  const game = parsed.value.game;
  if (gameBasics(game).combatTable) {
    return { ok: false, errors: [fieldError('game', `a game whose table is not in Adjutant's sources (${game} already has its printed table)`, game)] };
  }
  return USER_TABLES.save(store, game, input);
}

/** The stores after the tables and rule sets, which a backup holds only when something is stored there. */
type LaterKey = Exclude<keyof UserData, 'format' | 'userTables' | 'ruleSets'>;

/** A later store's part of a backup, only when something is stored there (`held`: its entries, by default the value's own). */
function part<K extends LaterKey>(key: K, value: UserData[K] | null, held: object | null | undefined = value): Partial<UserData> {
  return value !== null && value !== undefined && held && Object.keys(held).length > 0 ? ({ [key]: value } as Partial<UserData>) : {};
}

export async function exportUserData(store: KeyValueStore): Promise<UserData> {
  const marks = await exportTerrainMarks(store);
  const ledger = await exportLedger(store);
  // The later stores only when something is stored there.
  return {
    format: USER_DATA_FORMAT,
    userTables: await USER_TABLES.loadAll(store),
    ruleSets: await loadRuleSets(store),
    ...part('terrainEffects', await TERRAIN_EFFECTS.loadAll(store)),
    ...part('areaTems', await AREA_TEMS.load(store)),
    ...part('moraleRatings', await MORALE_RATINGS.load(store)),
    ...part('terrainMarks', marks, marks.games),
    ...part('hexsideMarks', await HEXSIDE_MARKS.loadAll(store)),
    ...part('movementSettings', await MOVEMENT_SETTINGS.loadAll(store)),
    ...part('ledger', ledger, ledger.games),
    ...part('victorySettings', await VICTORY_SETTINGS.loadAll(store)),
    ...part('unitStrengths', await UNIT_STRENGTHS.loadAll(store)),
    ...part('orderOfBattle', await ORDER_OF_BATTLE.loadAll(store)),
  };
}

/** The later stores, checked and ready to write; nothing is written while any part of the file is wrong. */
interface LaterStores {
  readonly charts: GameEntries<GameId, TerrainEffectsInput> | undefined;
  readonly tems: AreaTemsInput | undefined;
  readonly ratings: MoraleRatingsInput | undefined;
  readonly marks: Partial<Record<GameId, TerrainMarks>> | undefined;
  readonly hexsides: Partial<Record<GameId, HexsideMarks>> | undefined;
  readonly movement: MovementSettingsByGame | undefined;
  readonly ledgers: Partial<Record<GameId, readonly LedgerRow[]>> | undefined;
  readonly victory: Partial<Record<GameId, VictorySettings>> | undefined;
  readonly strengths: Partial<Record<GameId, RememberedStrengths>> | undefined;
  readonly orders: Partial<Record<GameId, PackUnit[]>> | undefined;
}

async function checkLaterStores(store: KeyValueStore, data: Record<string, unknown>, errors: FieldError[]): Promise<LaterStores> {
  /** A part's value when it passed its check; otherwise its errors go on the list, under `key`. */
  const passed = <T>(checked: Parsed<T>, key?: string): T | undefined => {
    if (checked.ok) return checked.value;
    errors.push(...(key === undefined ? checked.errors : errorsUnder(key, checked.errors)));
    return undefined;
  };
  // Each part that a backup may lack is checked only when present; a file from before it leaves that store alone.
  const charts = passed(TERRAIN_EFFECTS.checkBackup(data.terrainEffects ?? {}, 'terrainEffects'));
  const tems = data.areaTems === undefined ? undefined : passed(AREA_TEMS.check(data.areaTems), 'areaTems');
  const ratings = data.moraleRatings === undefined ? undefined : passed(MORALE_RATINGS.check(data.moraleRatings), 'moraleRatings');
  const marks = data.terrainMarks === undefined ? undefined : passed(await checkTerrainMarksImport(store, data.terrainMarks), 'terrainMarks');
  const hexsides = data.hexsideMarks === undefined ? undefined : passed(HEXSIDE_MARKS.checkBackup(data.hexsideMarks, 'hexsideMarks'));
  const movement = passed(MOVEMENT_SETTINGS.checkBackup(data.movementSettings ?? {}, 'movementSettings'));
  const ledgers = data.ledger === undefined ? undefined : passed(checkLedgerFile(data.ledger), 'ledger');
  const victory = data.victorySettings === undefined ? undefined : passed(VICTORY_SETTINGS.checkBackup(data.victorySettings, 'victorySettings'));
  const strengths = data.unitStrengths === undefined ? undefined : passed(UNIT_STRENGTHS.checkBackup(data.unitStrengths, 'unitStrengths'));
  const orders = data.orderOfBattle === undefined ? undefined : passed(ORDER_OF_BATTLE.checkBackup(data.orderOfBattle, 'orderOfBattle'));
  return { charts, tems, ratings, marks, hexsides, movement, ledgers, victory, strengths, orders };
}

/** The writes of what checkLaterStores passed, each merged with what is stored as its store's own save would. */
async function laterWrites(store: KeyValueStore, later: LaterStores): Promise<StoredWrite[]> {
  const writes: StoredWrite[] = [];
  if (later.charts && Object.keys(later.charts).length > 0) writes.push(await TERRAIN_EFFECTS.write(store, later.charts));
  if (later.tems !== undefined) writes.push(AREA_TEMS.write(later.tems));
  if (later.ratings !== undefined) writes.push(MORALE_RATINGS.write(later.ratings));
  if (later.marks !== undefined) writes.push(terrainMarksWrite(later.marks));
  // A game's hexside marks in the file replace that game's; other games keep theirs.
  if (later.hexsides && Object.keys(later.hexsides).length > 0) writes.push(await HEXSIDE_MARKS.write(store, later.hexsides));
  if (later.movement && Object.keys(later.movement).length > 0) writes.push(await MOVEMENT_SETTINGS.write(store, later.movement));
  // A game's ledger is replaced whole (two games' turns cannot be merged); games not in the file keep theirs.
  for (const [game, rows] of Object.entries(later.ledgers ?? {})) {
    if (isGameId(game) && rows) writes.push(ledgerWrite(game, rows));
  }
  if (later.victory && Object.keys(later.victory).length > 0) writes.push(await VICTORY_SETTINGS.write(store, later.victory));
  // A game's strengths in the file replace that game's; other games keep theirs.
  if (later.strengths && Object.keys(later.strengths).length > 0) writes.push(await UNIT_STRENGTHS.write(store, later.strengths));
  // Likewise a game's order of battle.
  if (later.orders && Object.keys(later.orders).length > 0) writes.push(await ORDER_OF_BATTLE.write(store, later.orders));
  return writes;
}

/**
 * Checks a whole import before writing anything: a bad file is refused with every error named and
 * leaves stored data exactly as it was. A good one is written in one call, all or nothing: when it does not
 * fit (the browser's quota, a store's limit) or a store it would replace cannot be read, nothing is written
 * and the error says why. A valid file replaces the tables, rule sets, charts, TEMs,
 * ratings, marked hexes and hexsides, movement settings, ledgers, victory settings, counter strengths and orders of battle it names, and keeps the rest; a file from before the
 * later stores (no such keys) leaves them untouched.
 */
export async function importUserData(store: KeyValueStore, text: string): Promise<Parsed<UserData>> {
  const read = readJsonFile(text, IMPORT_LIMIT);
  // The backup has always worded its length refusal this way.
  if (!read.ok) return { ok: false, errors: [read.problem === 'size' ? fieldError('(file)', `at most ${IMPORT_LIMIT} characters of JSON`, `${text.length} characters`) : read.error] };
  const data = read.value;
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
      else if (gameBasics(game).combatTable) errors.push(fieldError(`userTables.${game}`, "a table only for a game whose table is not in Adjutant's sources", game));
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
  const mergedSets = { ...(await loadRuleSets(store)), ...sets };
  // One write of every key: the browser stores the whole import or none of it (a quota, a failure).
  const written = await writeStored(store, [
    await USER_TABLES.write(store, tables),
    { spec: RULE_SETS_STORED, key: KEYS.ruleSets, value: mergedSets },
    ...(await laterWrites(store, later)),
  ]);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: await exportUserData(store) };
}
