import { BOARD_SHAPE, checkJsonShape, describeShapeProblem, describeFound, GAME_IDS, isGameId, isRecord, parseBoard, type Board, type GameId } from '../engine/index.js';
import { gameTitle } from './game-titles.js';
import { storedBytes, utf8Length, type KeyValueStore } from './key-value-store.js';
import { envelope, problemOf, readStored, writeStored, type Checked, type StoredSpec } from './stored-value.js';

/**
 * The boards the popup has read, kept so it can say what changed since the player's last look. Per game (one
 * key each) and per source: a page's address without its hash, or an imported file's name. Each source keeps
 * its boards in the order they were read, newest last, each with when it was read. Bounded three ways: boards
 * per source, sources per game (the one read longest ago goes first), and bytes per game, the oldest boards
 * going first. Storage is input like any other: every board is checked again with the board validator on load.
 */

/** One board as read, and when: ms since the epoch. */
export interface BoardLook {
  readonly board: Board;
  readonly at: number;
}

export interface SourceHistory {
  readonly source: string;
  /** Oldest first, newest last. */
  readonly looks: readonly BoardLook[];
}

/** A game's history: the source read longest ago first. */
export type GameBoardHistory = readonly SourceHistory[];

export const BOARD_HISTORY_KEY_PREFIX = 'boardHistory:';

/**
 * Boards kept per source, sources per game, characters of a source (an address or a file name), and bytes of a
 * game's key, envelope included (some 30 boards of 200 units).
 */
export const BOARD_HISTORY_LIMITS = { boardsPerSource: 20, sourcesPerGame: 50, sourceChars: 2_000, bytesPerGame: 2_000_000 } as const;

/** How an imported board is named when its file gives no name: by what it came from. */
export function importedName(b: Board): string {
  return b.source.name || (b.source.kind === 'vassal' ? 'VASSAL save' : b.source.kind === 'text' ? 'pasted list' : 'board file');
}

/**
 * Where an imported board's looks are kept: one place for every VASSAL save or log of the game, so the opponent's
 * new file is compared with the last one imported, whatever each file is called; a file or a list by its name.
 */
export function importedSource(b: Board): string {
  return b.source.kind === 'vassal' ? 'imported: VASSAL saves' : `imported: ${importedName(b)}`;
}

export function boardHistoryKey(game: GameId): string {
  return `${BOARD_HISTORY_KEY_PREFIX}${game}`;
}

function gameOfKey(key: string): GameId {
  const game = key.slice(BOARD_HISTORY_KEY_PREFIX.length);
  if (!isGameId(game)) throw new Error(`not a board history key: ${key}`);
  return game;
}

/** The source of a page's board: its address without the hash (a page that only moves its hash is the same page). */
export function pageSource(address: string): string {
  const hash = address.indexOf('#');
  return hash < 0 ? address : address.slice(0, hash);
}

/** The largest time a Date can hold. */
const MAX_TIME = 8.64e15;

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TIME;
}

function sourceProblem(v: unknown): string | null {
  if (typeof v !== 'string' || v.length === 0 || v.length > BOARD_HISTORY_LIMITS.sourceChars) {
    return `expected a page address or file name of 1 to ${BOARD_HISTORY_LIMITS.sourceChars} characters (found ${describeFound(v)})`;
  }
  return null;
}

/** The history's nesting: list → source → looks → look → board, then the board's own. */
const HISTORY_SHAPE = {
  depth: BOARD_SHAPE.depth + 4,
  width: Math.max(BOARD_SHAPE.width, BOARD_HISTORY_LIMITS.sourcesPerGame + 1, BOARD_HISTORY_LIMITS.boardsPerSource + 1),
  nodes: BOARD_HISTORY_LIMITS.bytesPerGame,
};

/** A game's stored history, checked whole: a history that no longer validates is reported, never half-used. */
function checkHistory(raw: unknown, game: GameId): Checked<GameBoardHistory> {
  const shape = checkJsonShape(raw, HISTORY_SHAPE);
  if (shape) return { ok: false, problem: `${shape.path}: expected ${describeShapeProblem(shape, HISTORY_SHAPE)}` };
  if (!Array.isArray(raw)) return { ok: false, problem: `expected a list of sources (found ${describeFound(raw)})` };
  const list: readonly unknown[] = raw;
  if (list.length > BOARD_HISTORY_LIMITS.sourcesPerGame) return { ok: false, problem: `expected at most ${BOARD_HISTORY_LIMITS.sourcesPerGame} sources (found ${list.length})` };
  const out: SourceHistory[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of list.entries()) {
    if (!isRecord(entry) || Object.keys(entry).some((k) => k !== 'source' && k !== 'looks')) return { ok: false, problem: `[${i}]: expected an object with source and looks alone` };
    const bad = sourceProblem(entry.source);
    if (bad !== null) return { ok: false, problem: `[${i}].source: ${bad}` };
    const source = entry.source as string;
    if (seen.has(source)) return { ok: false, problem: `[${i}].source: "${source.slice(0, 60)}" is listed twice` };
    seen.add(source);
    const looks: unknown = entry.looks;
    if (!Array.isArray(looks) || looks.length === 0 || looks.length > BOARD_HISTORY_LIMITS.boardsPerSource) {
      return { ok: false, problem: `[${i}].looks: expected a list of 1 to ${BOARD_HISTORY_LIMITS.boardsPerSource} boards read` };
    }
    const kept: BoardLook[] = [];
    const lookList: readonly unknown[] = looks;
    for (const [j, look] of lookList.entries()) {
      const path = `[${i}].looks[${j}]`;
      if (!isRecord(look) || Object.keys(look).some((k) => k !== 'board' && k !== 'at')) return { ok: false, problem: `${path}: expected an object with board and at alone` };
      if (!isTime(look.at)) return { ok: false, problem: `${path}.at: expected when it was read, in ms since 1970 (found ${describeFound(look.at)})` };
      const board = parseBoard(look.board);
      if (!board.ok) return { ok: false, problem: `${path}.board: ${problemOf(board.errors)}` };
      if (board.value.game !== game) return { ok: false, problem: `${path}.board.game: expected "${game}", the history's game (found "${board.value.game}")` };
      kept.push({ board: board.value, at: look.at });
    }
    out.push({ source, looks: kept });
  }
  return { ok: true, value: out };
}

export const BOARD_HISTORY_STORED: StoredSpec<GameBoardHistory> = {
  name: 'boardHistory',
  keys: GAME_IDS.map(boardHistoryKey),
  bornEnveloped: true,
  version: 1,
  what: (key) => `the ${gameTitle(gameOfKey(key))} boards Adjutant read before (what changed since your last look)`,
  migrations: {},
  check: (v, key) => checkHistory(v, gameOfKey(key)),
  maxBytes: BOARD_HISTORY_LIMITS.bytesPerGame,
};

async function readHistory(store: KeyValueStore, game: GameId): Promise<GameBoardHistory | null> {
  const read = await readStored(store, BOARD_HISTORY_STORED, boardHistoryKey(game));
  return read.kind === 'readable' ? read.value : read.kind === 'absent' ? [] : null;
}

/** Every board read from a source, oldest first; none when nothing is kept or the history cannot be read (then reported). */
export async function boardHistory(store: KeyValueStore, game: GameId, source: string): Promise<readonly BoardLook[]> {
  return (await readHistory(store, game))?.find((s) => s.source === source)?.looks ?? [];
}

/** The board read last from a source, and when; null when there is none (or the history cannot be read). */
export async function lastLook(store: KeyValueStore, game: GameId, source: string): Promise<BoardLook | null> {
  const looks = await boardHistory(store, game, source);
  return looks[looks.length - 1] ?? null;
}

export type RecordOutcome =
  | { readonly kind: 'recorded' }
  /** The board is the one read last from that source: nothing was written. */
  | { readonly kind: 'unchanged' }
  /** Nothing was written, and why, in a player's words. */
  | { readonly kind: 'refused'; readonly problem: string };

/**
 * The history with the oldest boards dropped (never `keep`, the look just added) until the key fits its byte
 * limit; sources left with no board go too. Sizes are counted per look, then the whole checked again.
 */
function fitted(key: string, history: SourceHistory[], keep: BoardLook): SourceHistory[] | null {
  const bytes = (h: readonly SourceHistory[]): number => storedBytes(key, envelope(BOARD_HISTORY_STORED, h));
  let total = bytes(history);
  let current = history;
  while (total > BOARD_HISTORY_LIMITS.bytesPerGame) {
    // Drop the oldest looks, counting what each frees, until the count says it fits; then measure exactly.
    const order = current
      .flatMap((s, si) => s.looks.map((look, li) => ({ si, li, look })))
      .filter((x) => x.look !== keep)
      .sort((a, b) => a.look.at - b.look.at || a.li - b.li);
    if (order.length === 0) return null;
    const drop = new Set<BoardLook>();
    let freed = 0;
    for (const x of order) {
      if (total - freed <= BOARD_HISTORY_LIMITS.bytesPerGame) break;
      drop.add(x.look);
      freed += utf8Length(JSON.stringify(x.look)) + 1;
    }
    current = current.map((s) => ({ source: s.source, looks: s.looks.filter((l) => !drop.has(l)) })).filter((s) => s.looks.length > 0);
    total = bytes(current);
  }
  return current;
}

/**
 * Keeps a board read from a source (its game's history), read at `now` (ms since the epoch). Skipped when it is
 * the board read last from that source. The source goes last (read most recently); past the limits, the oldest
 * board of the source, the source read longest ago, then the oldest boards of the game make room.
 */
export async function recordBoard(store: KeyValueStore, source: string, board: Board, now: number): Promise<RecordOutcome> {
  const bad = sourceProblem(source);
  if (bad !== null) return { kind: 'refused', problem: `Adjutant did not keep the board: the source ${bad}.` };
  if (!isTime(now)) return { kind: 'refused', problem: 'Adjutant did not keep the board: the time it was read is not a time.' };
  const parsed = parseBoard(board);
  if (!parsed.ok) return { kind: 'refused', problem: `Adjutant did not keep the board: ${problemOf(parsed.errors)}.` };
  const game = parsed.value.game;
  const key = boardHistoryKey(game);
  const read = await readStored(store, BOARD_HISTORY_STORED, key);
  if (read.kind === 'unreadable') return { kind: 'refused', problem: `${read.reason} Adjutant does not write over it: export it or discard it in the notice first.` };
  const history = read.kind === 'readable' ? read.value : [];
  const before = history.find((s) => s.source === source);
  const newest = before?.looks[before.looks.length - 1];
  if (newest && JSON.stringify(newest.board) === JSON.stringify(parsed.value)) return { kind: 'unchanged' };
  const look: BoardLook = { board: parsed.value, at: now };
  const looks = [...(before?.looks ?? []), look].slice(-BOARD_HISTORY_LIMITS.boardsPerSource);
  const others = history.filter((s) => s.source !== source).slice(-(BOARD_HISTORY_LIMITS.sourcesPerGame - 1));
  const next = fitted(key, [...others, { source, looks }], look);
  if (next === null) return { kind: 'refused', problem: `Adjutant did not keep the board: it alone takes more than the ${BOARD_HISTORY_LIMITS.bytesPerGame / 1_000_000} MB kept for the boards of a game.` };
  const written = await writeStored(store, [{ spec: BOARD_HISTORY_STORED, key, value: next }]);
  return written.ok ? { kind: 'recorded' } : { kind: 'refused', problem: written.problem };
}
