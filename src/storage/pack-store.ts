import type { BoardUnit, FieldError, GameId, PackContent, PackPart, PackSettings, PackSettingsFile, PackTables, PackUnit, Parsed, UserInputKind } from '../engine/index.js';
import { fieldError, gameBasics, gameFeatures } from '../engine/index.js';
import { AREA_TEMS } from './area-tems.js';
import { errorsUnder } from './errors-under.js';
import { MOVEMENT_SETTINGS } from './g88-movement-settings.js';
import { checkHexsideMarks, HEXSIDE_GAMES, hexsideMarksWrite, loadHexsideMarks } from './hexside-marks.js';
import { loadImportedBoard } from './imported-board.js';
import type { KeyValueStore } from './key-value-store.js';
import { MORALE_RATINGS } from './morale-ratings.js';
import { loadOrderOfBattle, orderOfBattleWrite, type OrderOfBattle } from './order-of-battle.js';
import { isOneOf } from './per-game.js';
import { storageErrorOf, writeStored, type StoredWrite } from './stored-value.js';
import { TERRAIN_EFFECTS } from './terrain-effects.js';
import { exportTerrainMarks, TERRAIN_MARK_LIMITS, terrainMarksWrite } from './terrain-marks.js';
import { UNIT_STRENGTH_LIMITS, UNIT_STRENGTHS, type RememberedStrength, type RememberedStrengths } from './unit-strengths.js';
import { USER_TABLES } from './user-data.js';
import { VICTORY_SETTINGS } from './victory-settings.js';

/**
 * What Options keeps of a game that a game pack (docs/game-packs.md) carries, read for an export or a merge and
 * written back from a merged pack in one change. The map's edges have no store yet: a pack's are shown, never kept.
 */

/** The parts a pack may carry that Options keeps somewhere. */
export const KEPT_PARTS: readonly PackPart[] = ['terrain', 'hexsides', 'orderOfBattle', 'tables', 'settings'];

/** The parts kept for one game: hexsides only for a game played on a grid of hexes (the hexside marks' games). */
export function keptParts(game: GameId): readonly PackPart[] {
  return isOneOf(HEXSIDE_GAMES, game) ? KEPT_PARTS : KEPT_PARTS.filter((p) => p !== 'hexsides');
}

/** One game's stored data as a pack sees it. */
export interface StoredForPack {
  readonly game: GameId;
  /** Terrain and hexside marks, tables and settings; the order of battle is built apart (below). */
  readonly content: PackContent;
  /** The game's order of battle (Options): the seeds' units and the ones the player changed or added. */
  readonly order: OrderOfBattle;
  /** Remembered strengths by counter id: the store keeps strengths alone. */
  readonly strengths: RememberedStrengths;
  /** The imported board's counters, when the board is of this game: the one place a counter's name, side and type are kept. */
  readonly counters: ReadonlyMap<string, BoardUnit>;
}

function takes(game: GameId, kind: UserInputKind): boolean {
  return gameFeatures(game).userInputs.includes(kind);
}

/** A store of one entry per game (a chart, settings), as the backup import checks and writes it. */
interface PerGameStore<E> {
  checkBackup(value: unknown, prefix: string): Parsed<E>;
  write(store: KeyValueStore, entries: E): Promise<StoredWrite>;
}

/** A store of one file for the browser (area TEMs, morale ratings). */
interface OneFileStore<K> {
  check(input: unknown): Parsed<K>;
  write(kept: K): StoredWrite;
}

/** Drops the fields left undefined, so an empty part is no part. */
function present<T extends object>(o: T): T | undefined {
  const kept = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A settings object as a pack carries it: a plain record of its fields. */
function settingsFile(settings: object | null): PackSettingsFile | undefined {
  return settings === null ? undefined : { ...settings };
}

export async function readStoredForPack(store: KeyValueStore, game: GameId): Promise<StoredForPack> {
  const marks = (await exportTerrainMarks(store, game)).games[game];
  const hexsides = await loadHexsideMarks(store, game);
  // A store kept for every game (area TEMs, morale ratings) belongs in a pack only of a game that takes it.
  const tables = present<PackTables>({
    combatTable: gameBasics(game).combatTable ? undefined : ((await USER_TABLES.load(store, game)) ?? undefined),
    terrainEffects: takes(game, 'terrain-effects') ? ((await TERRAIN_EFFECTS.load(store, game)) ?? undefined) : undefined,
    areaTems: takes(game, 'area-tems') ? ((await AREA_TEMS.load(store)) ?? undefined) : undefined,
    moraleRatings: takes(game, 'morale-ratings') ? ((await MORALE_RATINGS.load(store)) ?? undefined) : undefined,
  });
  const settings = present<PackSettings>({
    movement: takes(game, 'movement-settings') ? settingsFile(await MOVEMENT_SETTINGS.load(store, game)) : undefined,
    victory: takes(game, 'victory-settings') ? ((await VICTORY_SETTINGS.load(store, game)) ?? undefined) : undefined,
  });
  const board = await loadImportedBoard(store);
  const counters = new Map(board?.game === game ? board.units.map((u) => [u.id, u] as const) : []);
  const content: PackContent = {
    ...(marks && Object.keys(marks).length > 0 ? { terrain: marks } : {}),
    ...(Object.keys(hexsides).length > 0 ? { hexsides } : {}),
    ...(tables ? { tables } : {}),
    ...(settings ? { settings } : {}),
  };
  return { game, content, order: await loadOrderOfBattle(store, game), strengths: (await UNIT_STRENGTHS.load(store, game)) ?? {}, counters };
}

function packStrength(s: RememberedStrength, fallback: PackUnit['strength'] = { full: null, reduced: null }): PackUnit['strength'] {
  return { full: s.full ?? fallback.full, reduced: s.reduced ?? fallback.reduced };
}

/** A board counter as the order of battle names it: its printed facts, with the strengths the player entered. */
function unitOf(u: BoardUnit, s: RememberedStrength): PackUnit {
  const formation = present({ ...u.formation });
  return { id: u.id, name: u.name, side: u.side, type: u.type, ...(formation ? { formation } : {}), strength: packStrength(s) };
}

export interface ExportableContent {
  readonly content: PackContent;
  /** Counter ids with a remembered strength left out: a pack names each unit's name, side and type, not known for these. */
  readonly unitsLeftOut: readonly string[];
}

/**
 * What an export may hold. The order of battle's units the player changed or added go in as they are. A counter's
 * remembered strength goes in as a unit when its name, side and type are known: from the imported board of the
 * game, or from the order of battle's unit of that id (the seeds' ids are the demo board's). The rest are counted,
 * never guessed.
 */
export function exportableContent(stored: StoredForPack): ExportableContent {
  const units: PackUnit[] = [...stored.order.entered];
  const taken = new Set(units.map((u) => u.id));
  const listed = new Map(stored.order.units.map((u) => [u.id, u]));
  const unitsLeftOut: string[] = [];
  for (const [id, s] of Object.entries(stored.strengths)) {
    if (taken.has(id)) continue;
    const counter = stored.counters.get(id);
    const unit = listed.get(id);
    if (counter) units.push(unitOf(counter, s));
    else if (unit) units.push({ ...unit, strength: packStrength(s, unit.strength) });
    else unitsLeftOut.push(id);
  }
  return { content: { ...stored.content, ...(units.length > 0 ? { orderOfBattle: units } : {}) }, unitsLeftOut };
}

/**
 * What is stored, for a merge with this pack's order of battle: the order of battle's unit of the same id where the
 * player changed or added it; else, for a counter with a remembered strength, the pack's unit of that id (its name,
 * side and type are not stored, so they cannot differ) with the strengths the player entered, a side never entered
 * taking the pack's. A unit the seeds give and the player never touched is not stored: the pack's is added.
 */
export function storedForMerge(stored: StoredForPack, incoming: PackContent): PackContent {
  const hexsides = hexsidesInPackOrder(stored.content.hexsides, incoming.hexsides);
  const entered = new Map(stored.order.entered.map((u) => [u.id, u]));
  const units = (incoming.orderOfBattle ?? []).flatMap((u) => {
    const mine = entered.get(u.id);
    if (mine) return [mine];
    const s = stored.strengths[u.id];
    return s ? [{ ...u, strength: packStrength(s, u.strength) }] : [];
  });
  return { ...stored.content, ...(hexsides ? { hexsides } : {}), ...(units.length > 0 ? { orderOfBattle: units } : {}) };
}

/**
 * The stored hexsides with a hexside's features in the pack's order where both name the same ones: the store keeps
 * its own order, and a merge compares lists as written, so ["ford", "stream"] is no conflict with ["stream", "ford"].
 */
function hexsidesInPackOrder(mine: PackContent['hexsides'], theirs: PackContent['hexsides']): PackContent['hexsides'] {
  if (!mine || !theirs) return mine;
  const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((f) => b.includes(f));
  return Object.fromEntries(
    Object.entries(mine).map(([side, features]) => {
      const given = Object.hasOwn(theirs, side) ? theirs[side] : undefined;
      return [side, given && sameSet(features, given) ? given : features];
    }),
  );
}

/** The value of a check, or its errors placed under the pack's field. */
function checked<T>(parsed: Parsed<T>, errors: FieldError[]): T | undefined {
  if (parsed.ok) return parsed.value;
  errors.push(...parsed.errors);
  return undefined;
}

/** The strengths of a merged order of battle, over the game's remembered ones (a strength the counter does not print is not kept). */
function strengthsAfter(stored: StoredForPack, units: readonly PackUnit[]): Record<string, RememberedStrength> {
  const out: Record<string, RememberedStrength> = { ...stored.strengths };
  for (const u of units) {
    const s = present<{ full?: number; reduced?: number }>({ full: u.strength.full ?? undefined, reduced: u.strength.reduced ?? undefined });
    if (s) out[u.id] = s;
  }
  return out;
}

/** The writes of one game's merged content, each checked by its own store's check first. */
async function packWrites(store: KeyValueStore, stored: StoredForPack, merged: PackContent, errors: FieldError[]): Promise<StoredWrite[]> {
  const { game } = stored;
  const writes: StoredWrite[] = [];
  if (merged.terrain) {
    const n = Object.keys(merged.terrain).length;
    if (n > TERRAIN_MARK_LIMITS.hexesPerGame) errors.push(fieldError('terrain', `at most ${TERRAIN_MARK_LIMITS.hexesPerGame} marked hexes with the ones already stored`, `${n} hexes`));
    else writes.push(terrainMarksWrite({ ...(await exportTerrainMarks(store)).games, [game]: merged.terrain }));
  }
  // Only a hex game keeps hexsides (keptParts); a feature outside the store's words refuses the whole pack, by its field.
  if (merged.hexsides && isOneOf(HEXSIDE_GAMES, game)) {
    const read = checkHexsideMarks(merged.hexsides, game);
    if (!read.ok) errors.push(...errorsUnder('hexsides', read.errors));
    else writes.push(await hexsideMarksWrite(store, { [game]: read.value }));
  }
  if (merged.orderOfBattle) {
    const next = strengthsAfter(stored, merged.orderOfBattle);
    const n = Object.keys(next).length;
    if (n > UNIT_STRENGTH_LIMITS.unitsPerGame) errors.push(fieldError('orderOfBattle', `at most ${UNIT_STRENGTH_LIMITS.unitsPerGame} counters with a remembered strength, with the ones already stored`, `${n} counters`));
    else {
      const kept = checked(UNIT_STRENGTHS.checkBackup({ [game]: next }, 'orderOfBattle'), errors);
      if (kept) writes.push(await UNIT_STRENGTHS.write(store, kept));
    }
    // And the units themselves into the order of battle, over the player's by id: the board readers fill by name from it.
    const order = checked(await orderOfBattleWrite(store, game, merged.orderOfBattle, 'orderOfBattle'), errors);
    if (order) writes.push(order);
  }
  const perGame = async <E>(s: PerGameStore<E>, entry: unknown, path: string): Promise<void> => {
    if (entry === undefined) return;
    const kept = checked(s.checkBackup({ [game]: entry }, path), errors);
    if (kept) writes.push(await s.write(store, kept));
  };
  const oneFile = <K>(s: OneFileStore<K>, file: unknown): void => {
    if (file === undefined) return;
    const kept = checked(s.check(file), errors);
    if (kept) writes.push(s.write(kept));
  };
  await perGame(USER_TABLES, merged.tables?.combatTable, 'tables.combatTable');
  await perGame(TERRAIN_EFFECTS, merged.tables?.terrainEffects, 'tables.terrainEffects');
  oneFile(AREA_TEMS, merged.tables?.areaTems);
  oneFile(MORALE_RATINGS, merged.tables?.moraleRatings);
  await perGame(MOVEMENT_SETTINGS, merged.settings?.movement, 'settings.movement');
  await perGame(VICTORY_SETTINGS, merged.settings?.victory, 'settings.victory');
  return writes;
}

/**
 * Writes a merged pack's content (the stored content with the pack's additions and the player's choices) into the
 * stores of the game, in one change: every store is checked first, and the browser stores all of it or none of it
 * (writeStored, as the backup import). On any error nothing has changed and every error is returned, by its field.
 */
export async function writePackContent(store: KeyValueStore, stored: StoredForPack, merged: PackContent): Promise<Parsed<true>> {
  const errors: FieldError[] = [];
  const writes = await packWrites(store, stored, merged, errors);
  if (errors.length > 0) return { ok: false, errors };
  const written = await writeStored(store, writes);
  return written.ok ? { ok: true, value: true } : storageErrorOf(written);
}
