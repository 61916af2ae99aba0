import { BOARD_FIELD_LIMITS, BOARD_SHAPE, parseBoard } from '../engine/index.js';
import type { Board } from '../engine/index.js';
import { FieldReader, MAX_LISTED_ERRORS } from '../engine/index.js';
import { pathIndex, pathKey } from '../engine/index.js';
import { checkJsonShape, describeShapeProblem, type ShapeLimits } from '../engine/index.js';
import { locationLabels } from '../engine/index.js';
import type { LocationLabels } from '../engine/index.js';
import { SIDES, type Side } from '../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import { GAME_IDS, isGameId, type GameId } from '../engine/index.js';
import type { LedgerEvent, LedgerRow } from '../engine/index.js';
import { gameTitle } from './game-titles.js';
import { readJsonFile } from './json-text.js';
import type { KeyValueStore } from './key-value-store.js';
import { FORMAT_1_BARE, problemOf, readStored, storageErrorOf, writeStored, writeStoredOrThrow, type Checked, type StoredSpec, type StoredWrite } from './stored-value.js';

/**
 * Each game's ledger: the end of every player-turn in play order, with the board as read then (or null when
 * entered by hand) and what happened that the board alone cannot show. One storage key per game, so a long
 * game's boards do not have to be rewritten with every other game's. Storage is input like any other: every
 * load checks the rows again (boards with the board validator), and a ledger that no longer validates is not
 * half-used. Tallies are never stored: the game's victory rules recompute them from the first row.
 */
export const LEDGER_KEY_PREFIX = 'ledger:';
export const LEDGER_FORMAT = 'adjutant-ledger/1';
export const LEDGER_LIMITS = { rowsPerGame: 200, eventsPerRow: 200, text: 200, turn: BOARD_FIELD_LIMITS.turn, importChars: 20_000_000 } as const;

export function ledgerKey(game: GameId): string {
  return `${LEDGER_KEY_PREFIX}${game}`;
}

export interface LedgerFile {
  readonly format: typeof LEDGER_FORMAT;
  readonly games: Partial<Record<GameId, readonly LedgerRow[]>>;
}

export interface LedgerOptions {
  /** How a game names its hexes; the default is the game's own grid. */
  readonly labels?: (game: GameId) => LocationLabels;
}

/** A ledger file: file → games → game → rows → row → board, then the board's own nesting. */
const FILE_SHAPE: ShapeLimits = {
  depth: BOARD_SHAPE.depth + 5,
  width: Math.max(BOARD_SHAPE.width, LEDGER_LIMITS.rowsPerGame + 1, LEDGER_LIMITS.eventsPerRow + 1),
  nodes: 4_000_000,
};
const GAME_SHAPE: ShapeLimits = { ...FILE_SHAPE, depth: BOARD_SHAPE.depth + 3 };
const ROW_SHAPE: ShapeLimits = { ...FILE_SHAPE, depth: BOARD_SHAPE.depth + 2, nodes: BOARD_SHAPE.nodes + 10_000 };

const ROW_KEYS = ['turn', 'playerTurn', 'board', 'events'] as const;
const EVENT_KINDS = ['exit', 'eliminated', 'occupied', 'reorganized', 'note'] as const;
const EXIT_DURING = ['movement', 'combat'] as const;

/** A board's errors, placed under the row's path ("games.x[2].board.units[0].side"). */
function underPath(base: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, path: e.path === '(top)' ? base : e.path.startsWith('[') ? `${base}${e.path}` : `${base}.${e.path}` }));
}

/** The reader's errors and the boards' (already placed), no more listed than the reader would list. */
function allErrors(r: FieldReader, boardErrors: readonly FieldError[]): FieldError[] {
  const all = [...r.errors(), ...boardErrors];
  return all.length > MAX_LISTED_ERRORS ? [...all.slice(0, MAX_LISTED_ERRORS), fieldError('(more)', `fewer errors: ${all.length - MAX_LISTED_ERRORS} more were found and are not listed`)] : all;
}

function readStrength(r: FieldReader, value: unknown, path: string): number | null | undefined {
  return value === null ? null : r.whole(value, path, 0, BOARD_FIELD_LIMITS.strength);
}

function readEvent(r: FieldReader, value: unknown, path: string, labels: LocationLabels): LedgerEvent | undefined {
  if (!isRecord(value)) return r.fail(path, `an event: an object with kind (one of ${EVENT_KINDS.join(', ')})`, value);
  const kind = r.oneOf(value.kind, pathKey(path, 'kind'), EVENT_KINDS);
  if (kind === undefined) return undefined;
  const side = (): Side | undefined => r.oneOf(value.side, pathKey(path, 'side'), SIDES);
  const unitId = (): string | undefined => r.text(value.unitId, pathKey(path, 'unitId'), LEDGER_LIMITS.text);
  switch (kind) {
    case 'exit': {
      if (!r.record(value, path, '', ['kind', 'unitId', 'side', 'cavalry', 'strength', 'during'])) return undefined;
      const [id, s, cavalry, strength] = [unitId(), side(), r.boolean(value.cavalry, pathKey(path, 'cavalry')), readStrength(r, value.strength ?? null, pathKey(path, 'strength'))];
      // Optional: Gettysburg '88 (clarification 35) scores a unit moved off apart from one retreated off.
      const during = value.during === undefined ? null : (r.oneOf(value.during, pathKey(path, 'during'), EXIT_DURING) ?? 'bad');
      if (id === undefined || s === undefined || cavalry === undefined || strength === undefined || during === 'bad') return undefined;
      return during === null ? { kind, unitId: id, side: s, cavalry, strength } : { kind, unitId: id, side: s, cavalry, strength, during };
    }
    case 'eliminated': {
      if (!r.record(value, path, '', ['kind', 'unitId', 'side', 'strength'])) return undefined;
      const [id, s, strength] = [unitId(), side(), readStrength(r, value.strength ?? null, pathKey(path, 'strength'))];
      return id === undefined || s === undefined || strength === undefined ? undefined : { kind, unitId: id, side: s, strength };
    }
    case 'occupied': {
      if (!r.record(value, path, '', ['kind', 'hex', 'side'])) return undefined;
      const p = pathKey(path, 'hex');
      const t = r.text(value.hex, p, 40);
      const hex = t === undefined ? undefined : (labels.canonical(t) ?? r.fail(p, `a label valid for this game: ${labels.help}`, value.hex));
      const s = side();
      return hex === undefined || s === undefined ? undefined : { kind, hex, side: s };
    }
    case 'reorganized': {
      if (!r.record(value, path, '', ['kind', 'unitId', 'side'])) return undefined;
      const [id, s] = [unitId(), side()];
      return id === undefined || s === undefined ? undefined : { kind, unitId: id, side: s };
    }
    case 'note': {
      if (!r.record(value, path, '', ['kind', 'text'])) return undefined;
      const t = r.text(value.text, pathKey(path, 'text'), LEDGER_LIMITS.text);
      return t === undefined ? undefined : { kind, text: t };
    }
  }
}

/** One row, checked field by field; its board goes through the board validator and must be of the ledger's game. */
function readRow(r: FieldReader, boardErrors: FieldError[], value: unknown, path: string, game: GameId, options: LedgerOptions): LedgerRow | undefined {
  const labels = (options.labels ?? locationLabels)(game);
  const top = r.record(value, path, 'a ledger row: an object with turn, playerTurn, board and events', ROW_KEYS);
  if (!top) return undefined;
  const turn = r.whole(top.turn, pathKey(path, 'turn'), 1, LEDGER_LIMITS.turn);
  const playerTurn = r.oneOf(top.playerTurn, pathKey(path, 'playerTurn'), SIDES);
  let board: Board | null | undefined = null;
  if (top.board !== null && top.board !== undefined) {
    const parsed = parseBoard(top.board, options.labels ? { labels: options.labels } : {});
    if (!parsed.ok) {
      boardErrors.push(...underPath(pathKey(path, 'board'), parsed.errors));
      board = undefined;
    } else if (parsed.value.game !== game) {
      board = r.fail(pathKey(pathKey(path, 'board'), 'game'), `"${game}", the ledger's game`, parsed.value.game);
    } else board = parsed.value;
  }
  const events: LedgerEvent[] = [];
  let eventsOk = true;
  const raw = r.list(top.events ?? [], pathKey(path, 'events'), 'events', LEDGER_LIMITS.eventsPerRow);
  if (!raw) eventsOk = false;
  raw?.forEach((e, i) => {
    const ev = readEvent(r, e, pathIndex(pathKey(path, 'events'), i), labels);
    if (ev) events.push(ev);
    else eventsOk = false;
  });
  if (turn === undefined || playerTurn === undefined || board === undefined || !eventsOk) return undefined;
  return { turn, playerTurn, board, events };
}

/**
 * Where a row may stand: game turns never go back, and no player-turn is in the ledger twice. Which side moves
 * first is the game's own affair; the ledger keeps the order the player-turns were recorded in.
 */
function orderProblem(rows: readonly LedgerRow[], index: number, ahead = true): string | null {
  const row = rows[index];
  if (!row) return null;
  const before = rows[index - 1];
  const after = ahead ? rows[index + 1] : undefined;
  if (before && before.turn > row.turn) return `a game turn no earlier than the row before (turn ${before.turn})`;
  if (after && after.turn < row.turn) return `a game turn no later than the row after (turn ${after.turn})`;
  const twin = rows.findIndex((o, i) => i !== index && (ahead || i < index) && o.turn === row.turn && o.playerTurn === row.playerTurn);
  if (twin >= 0) return `a player-turn not already in the ledger (row ${twin + 1} is the ${row.playerTurn} player-turn of turn ${row.turn})`;
  return null;
}

/** A list of rows, each checked, then their order. */
function readRows(r: FieldReader, boardErrors: FieldError[], value: unknown, path: string, game: GameId, options: LedgerOptions): LedgerRow[] | undefined {
  const list = r.list(value, path, 'ledger rows', LEDGER_LIMITS.rowsPerGame);
  if (!list) return undefined;
  const rows: LedgerRow[] = [];
  let ok = true;
  list.forEach((raw, i) => {
    const row = readRow(r, boardErrors, raw, pathIndex(path, i), game, options);
    if (row) rows.push(row);
    else ok = false;
  });
  if (!ok) return undefined;
  for (let i = 0; i < rows.length; i++) {
    // Read top down: the first row out of place is the one named.
    const problem = orderProblem(rows, i, false);
    if (problem) {
      r.fail(pathIndex(path, i), problem, `turn ${rows[i]?.turn}, ${rows[i]?.playerTurn}`);
      return undefined;
    }
  }
  return rows;
}

/** A game's stored rows, checked whole: a ledger that no longer validates is reported, never half-used. */
function checkStoredRows(raw: unknown, game: GameId, options: LedgerOptions): Checked<readonly LedgerRow[]> {
  const shape = checkJsonShape(raw, GAME_SHAPE);
  if (shape) return { ok: false, problem: `${shape.path}: ${describeShapeProblem(shape, GAME_SHAPE)}` };
  const r = new FieldReader();
  const boardErrors: FieldError[] = [];
  const rows = readRows(r, boardErrors, raw, '', game, options);
  return rows ? { ok: true, value: rows } : { ok: false, problem: problemOf(allErrors(r, boardErrors)) };
}

function gameOfKey(key: string): GameId {
  const game = key.slice(LEDGER_KEY_PREFIX.length);
  if (!isGameId(game)) throw new Error(`not a ledger key: ${key}`);
  return game;
}

/**
 * A game's rows. A ledger is bounded by its rows and their boards; its limit in bytes is set for a full game
 * with room to spare: Gettysburg (1977)'s 96 player-turns with a board of some 200 units each take about 6 MB.
 */
export const LEDGER_STORED: StoredSpec<readonly LedgerRow[]> = {
  name: 'ledger',
  keys: GAME_IDS.map(ledgerKey),
  version: 2,
  what: (key) => `your ${gameTitle(gameOfKey(key))} ledger`,
  migrations: FORMAT_1_BARE,
  check: (v, key) => checkStoredRows(v, gameOfKey(key), {}),
  maxBytes: 16_000_000,
};

/** The write of a game's checked rows (a ledger or backup import writes every game's in one change). */
export function ledgerWrite(game: GameId, rows: readonly LedgerRow[], options: LedgerOptions = {}): StoredWrite {
  return { spec: LEDGER_STORED, key: ledgerKey(game), value: rows, check: (v) => checkStoredRows(v, game, options) };
}

/** The game's stored rows, or none when nothing is stored or what is stored no longer validates (then reported). */
export async function loadLedger(store: KeyValueStore, game: GameId, options: LedgerOptions = {}): Promise<readonly LedgerRow[]> {
  const read = await readStored(store, LEDGER_STORED, ledgerKey(game), (v) => checkStoredRows(v, game, options));
  return read.kind === 'readable' ? read.value : [];
}

type Edit = { readonly kind: 'append' } | { readonly kind: 'replace'; readonly index: number };

async function writeRow(store: KeyValueStore, game: GameId, row: unknown, edit: Edit, options: LedgerOptions): Promise<Parsed<readonly LedgerRow[]>> {
  const shape = checkJsonShape(row, ROW_SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path === '(top)' ? 'row' : `row.${shape.path}`, describeShapeProblem(shape, ROW_SHAPE))] };
  const r = new FieldReader();
  const boardErrors: FieldError[] = [];
  const read = readRow(r, boardErrors, row, 'row', game, options);
  if (!read) return { ok: false, errors: allErrors(r, boardErrors) };
  const rows = [...(await loadLedger(store, game, options))];
  let index: number;
  if (edit.kind === 'append') {
    if (rows.length >= LEDGER_LIMITS.rowsPerGame) return { ok: false, errors: [fieldError('row', `at most ${LEDGER_LIMITS.rowsPerGame} rows per game: delete one first`)] };
    index = rows.push(read) - 1;
  } else {
    if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index >= rows.length) {
      return { ok: false, errors: [fieldError('row', `a row of the ledger (1 to ${rows.length})`, edit.index + 1)] };
    }
    index = edit.index;
    rows[index] = read;
  }
  const problem = orderProblem(rows, index);
  if (problem) return { ok: false, errors: [fieldError('row.turn', problem, `turn ${read.turn}, ${read.playerTurn}`)] };
  const written = await writeStored(store, [ledgerWrite(game, rows, options)]);
  return written.ok ? { ok: true, value: rows } : storageErrorOf(written);
}

/** Adds the end of a player-turn after the last row. A bad row is refused with its errors and nothing is written. */
export function appendLedgerRow(store: KeyValueStore, game: GameId, row: unknown, options: LedgerOptions = {}): Promise<Parsed<readonly LedgerRow[]>> {
  return writeRow(store, game, row, { kind: 'append' }, options);
}

/** Corrects an earlier row (its turn, board or events) in place; every later tally follows, being recomputed. */
export function replaceLedgerRow(store: KeyValueStore, game: GameId, index: number, row: unknown, options: LedgerOptions = {}): Promise<Parsed<readonly LedgerRow[]>> {
  return writeRow(store, game, row, { kind: 'replace', index }, options);
}

export async function deleteLedgerRow(store: KeyValueStore, game: GameId, index: number, options: LedgerOptions = {}): Promise<readonly LedgerRow[]> {
  const rows = (await loadLedger(store, game, options)).filter((_, i) => i !== index);
  await writeStoredOrThrow(store, [ledgerWrite(game, rows, options)]);
  return rows;
}

export async function clearLedger(store: KeyValueStore, game: GameId, options: LedgerOptions = {}): Promise<void> {
  await writeStoredOrThrow(store, [{ ...ledgerWrite(game, [], options), value: undefined }]);
}

/** Every game's ledger as a file, or one game's. Games with no rows are left out. */
export async function exportLedger(store: KeyValueStore, game?: GameId, options: LedgerOptions = {}): Promise<LedgerFile> {
  const games: Partial<Record<GameId, readonly LedgerRow[]>> = {};
  for (const g of game ? [game] : GAME_IDS) {
    const rows = await loadLedger(store, g, options);
    if (rows.length > 0) games[g] = rows;
  }
  return { format: LEDGER_FORMAT, games };
}

/** Checks a parsed ledger file, writing nothing: each game it names with its rows, or every error. */
export function checkLedgerFile(json: unknown, options: LedgerOptions = {}): Parsed<Partial<Record<GameId, readonly LedgerRow[]>>> {
  const shape = checkJsonShape(json, FILE_SHAPE);
  if (shape) return { ok: false, errors: [fieldError(shape.path, describeShapeProblem(shape, FILE_SHAPE))] };
  const r = new FieldReader();
  const boardErrors: FieldError[] = [];
  const top = r.record(json, '', `a ledger: a JSON object {"format": "${LEDGER_FORMAT}", "games": {…}}`, ['format', 'games']);
  if (!top) return { ok: false, errors: r.errors() };
  if (top.format !== LEDGER_FORMAT) r.fail('format', `"${LEDGER_FORMAT}"`, top.format);
  const games: Partial<Record<GameId, readonly LedgerRow[]>> = {};
  if (!isRecord(top.games)) r.fail('games', 'an object keyed by game id', top.games);
  else {
    for (const [game, rows] of Object.entries(top.games)) {
      const path = pathKey('games', game);
      if (!isGameId(game)) r.fail(path, `one of ${GAME_IDS.join(', ')}`, game);
      else {
        const read = readRows(r, boardErrors, rows, path, game, options);
        if (read) games[game] = read;
      }
    }
  }
  return r.failed || boardErrors.length > 0 ? { ok: false, errors: allErrors(r, boardErrors) } : { ok: true, value: games };
}

/**
 * Reads a ledger file whole before writing anything: a bad file is refused with every error named by its path
 * and leaves every stored ledger exactly as it was. A good one replaces the ledger of each game it names (rows
 * of two ledgers cannot be merged: they would be two games' turns); games it does not name are left alone.
 */
export async function importLedger(store: KeyValueStore, text: string, options: LedgerOptions = {}): Promise<Parsed<LedgerFile>> {
  const read = readJsonFile(text, LEDGER_LIMITS.importChars);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const checked = checkLedgerFile(read.value, options);
  if (!checked.ok) return checked;
  // Every game's rows in one write: all of them are stored or none.
  const writes = Object.entries(checked.value).flatMap(([game, rows]) => (isGameId(game) && rows ? [ledgerWrite(game, rows, options)] : []));
  const written = await writeStored(store, writes);
  if (!written.ok) return storageErrorOf(written);
  return { ok: true, value: { format: LEDGER_FORMAT, games: checked.value } };
}
