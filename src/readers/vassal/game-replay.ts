import type { GameCommand } from './command-stream.js';
import { formatCount, VASSAL_LIMITS } from './limits.js';
import { pieceKind, readPiecePlace, readPieceType, readStackState } from './piece-definition.js';
import { decodeSequence, parseJavaInt } from './sequence-decoder.js';
import { GameTable, standingOf, type TablePiece, type TableStack } from './game-state.js';
import { VassalReadError } from './vassal-error.js';
import type { WorkBudget } from './work-budget.js';

/**
 * Plays a saved game's commands (and a log's moves) the way VASSAL's BasicCommandEncoder defines them,
 * keeping only what says where pieces are: "+/" adds a piece (id, type, state), "-/" removes one,
 * "D/" changes a piece's state, "M/" moves a piece or stack to a map and point. A piece in a stack
 * stands where its stack stands. The boards each map uses come from its BoardPicker's command.
 */
export interface PlacedPiece {
  readonly id: string;
  readonly type: string;
  readonly state: string;
  readonly map: string | null;
  readonly x: number | null;
  readonly y: number | null;
}

/** One board of a map as the save lays it out: its name, whether it is turned round, its column and row. */
export interface BoardPlacement {
  readonly name: string;
  readonly reversed: boolean;
  readonly column: number;
  readonly row: number;
}

export interface ReplayedGame {
  readonly pieces: readonly PlacedPiece[];
  /** Map identifier → its boards, when the save says which. */
  readonly boards: ReadonlyMap<string, readonly BoardPlacement[]>;
  /** Boards laid out by a module's own picker whose command names no map (VASL's "bd"), in the save's order. */
  readonly pickerBoards: readonly BoardPlacement[];
  /** Moves read from a log after the starting position. */
  readonly loggedCommands: number;
  readonly decks: number;
}

const BOARD_PICKER = 'BoardPicker';
/** An added stack with no pieces: its id, and its state (a map and point, or "null" and perhaps a point, then perhaps its layer). */
const EMPTY_STACK = /^\+\/([^/\\';]+)\/stack\/((?:null(?:;-?\d+;-?\d+)?|[^;/\\']+;-?\d+;-?\d+)(?:;@@-?\d+)?)$/;
/** VASL's ASLBoardPicker: "bd", column, row, board name, "VER", the board's version; once per board. */
const VASL_BOARDS = 'bd\t';

export function replayGame(commands: readonly GameCommand[], budget: WorkBudget): ReplayedGame {
  const table = new GameTable();
  const boards = new Map<string, BoardPlacement[]>();
  let pickerBoards: BoardPlacement[] = [];
  const decks = new Set<string>();
  let logged = 0;
  let anonymous = 0;
  let pieceCount = 0;

  const setPieceState = (piece: TablePiece, state: string): void => {
    piece.state = state;
    // A piece whose type cannot be read stays in the list, unplaced: the importer names it and says why.
    const place = piece.traits === null ? null : readPiecePlace(state, piece.traits, budget);
    table.setPiecePlace(piece, place?.map ?? null, place?.x ?? null, place?.y ?? null);
  };
  const setStackState = (stack: TableStack, state: string): void => {
    const facts = readStackState(state, budget);
    table.setStackState(stack, facts.map, facts.x, facts.y, facts.children);
  };

  // A save lists stacks by their pieces' ids, and may add a stack before its pieces: a save's stacks are settled at its end.
  const pendingStacks = new Map<string, string>();
  const emptyStacks = new EmptyStacks();

  for (const command of commands) {
    const text = command.text;
    if (command.logged) logged++;
    const empty = text.startsWith('+/') ? EMPTY_STACK.exec(text) : null;
    if (empty) {
      // Most of some saves (71,205 of a Quatre Bras save's 71,542 additions): read without splitting.
      const id = empty[1] ?? '';
      if (pendingStacks.size > 0) pendingStacks.delete(id);
      if (command.logged) {
        const old = table.byId.get(id);
        if (old?.kind === 'stack') table.remove(old);
      }
      emptyStacks.add(id, empty[2] ?? '');
    } else if (text.startsWith('+/')) {
      const [rawId, type = '', state = ''] = decodeSequence(text.slice(2), '/', budget);
      const id = rawId === undefined || rawId === 'null' || rawId === '' ? `(new ${++anonymous})` : rawId;
      const kind = pieceKind(type);
      if (kind === 'stack') {
        if (command.logged) addStack(id, state);
        else pendingStacks.set(id, state);
      } else if (kind === 'deck') {
        decks.add(id);
      } else {
        if (!(table.byId.get(id)?.kind === 'piece') && pieceCount >= VASSAL_LIMITS.pieces) {
          throw new VassalReadError(`The saved game has more than ${formatCount(VASSAL_LIMITS.pieces)} pieces; Adjutant reads at most ${formatCount(VASSAL_LIMITS.pieces)}.`);
        }
        // AddPiece makes a new piece under the id; one already there is taken off first.
        const old = table.byId.get(id);
        if (old?.kind === 'piece') table.remove(old);
        else pieceCount++;
        const read = readPieceType(type, budget);
        const piece: TablePiece = { kind: 'piece', id, type, traits: read.ok ? read.value.traits.length : null, noStack: read.ok && neverStacks(read.value.traits), state, map: null, x: null, y: null, stack: null };
        table.byId.set(id, piece);
        setPieceState(piece, state);
      }
    } else if (text.startsWith('-/')) {
      const id = text.slice(2);
      const e = table.byId.get(id);
      if (e) {
        if (e.kind === 'piece') pieceCount--;
        table.remove(e);
      }
      pendingStacks.delete(id);
      emptyStacks.drop(id);
    } else if (text.startsWith('D/')) {
      const [id = '', newState = ''] = decodeSequence(text.slice(2), '/', budget);
      const e = table.byId.get(id) ?? emptyStack(id);
      if (e?.kind === 'piece') setPieceState(e, newState);
      else if (e?.kind === 'stack') setStackState(e, newState);
      else if (pendingStacks.has(id)) pendingStacks.set(id, newState);
    } else if (text.startsWith('M/')) {
      // id, new map, x, y, the piece it goes on, old map, old x, old y, the piece it was on, player.
      const t = decodeSequence(text.slice(2), '/', budget);
      const e = table.byId.get(t[0] ?? '');
      const under = mapId(t[4]);
      // A piece put on an empty stack joins it: the stack is made then.
      if (under !== null) emptyStack(under);
      if (e) table.move(e, mapId(t[1]), parseJavaInt(t[2]), parseJavaInt(t[3]), under, mapId(t[5]));
    } else {
      const placement = readBoardPicker(text, budget);
      if (placement) boards.set(placement.map, placement.boards);
      else if (text.startsWith(VASL_BOARDS)) pickerBoards = readVaslBoards(text, budget);
    }
    if (!command.logged && pendingStacks.size > 0 && text === 'end_save') settleStacks();
  }
  settleStacks();

  function settleStacks(): void {
    for (const [id, state] of pendingStacks) addStack(id, state);
    pendingStacks.clear();
  }

  /**
   * A stack with no pieces says nothing of where pieces are, and some saves hold tens of thousands (a
   * Quatre Bras save 71,205 of its 71,542 additions): its state is kept, and the stack is made only
   * when a later command gives it pieces.
   */
  function addStack(id: string, state: string): void {
    const facts = readStackState(state, budget);
    if (facts.children.length === 0) {
      const old = table.byId.get(id);
      if (old?.kind === 'stack') table.remove(old);
      emptyStacks.add(id, state);
      return;
    }
    emptyStacks.drop(id);
    const stack: TableStack = { kind: 'stack', id, map: null, x: null, y: null, children: [] };
    table.byId.set(id, stack);
    table.setStackState(stack, facts.map, facts.x, facts.y, facts.children);
  }

  function emptyStack(id: string): TableStack | undefined {
    if (table.byId.has(id)) return undefined;
    const state = emptyStacks.take(id);
    if (state === undefined) return undefined;
    const facts = readStackState(state, budget);
    const stack: TableStack = { kind: 'stack', id, map: null, x: null, y: null, children: [] };
    table.byId.set(id, stack);
    table.setStackState(stack, facts.map, facts.x, facts.y, []);
    return stack;
  }

  const placed: PlacedPiece[] = [];
  for (const e of table.byId.values()) {
    if (e.kind !== 'piece') continue;
    const at = standingOf(e);
    placed.push({ id: e.id, type: e.type, state: e.state, map: at.map, x: at.x, y: at.y });
  }
  return { pieces: placed, boards, pickerBoards, loggedCommands: logged, decks: decks.size };
}

/**
 * Stacks added with no pieces, until a command gives one pieces. A save may hold tens of thousands and
 * no command ever names them again: they are noted in two lists, and looked up by id (a table built
 * once) only when a command names an id nothing else has.
 */
class EmptyStacks {
  private readonly ids: string[] = [];
  /** The state each was added with, or null where it was removed or given pieces. */
  private readonly states: (string | null)[] = [];
  private index: Map<string, string> | null = null;

  add(id: string, state: string): void {
    if (this.index !== null) this.index.set(id, state);
    else {
      this.ids.push(id);
      this.states.push(state);
    }
  }

  drop(id: string): void {
    if (this.index !== null) this.index.delete(id);
    else if (this.ids.length > 0) {
      this.ids.push(id);
      this.states.push(null);
    }
  }

  /** The state of the empty stack of this id, taken out of the list; undefined when there is none. */
  take(id: string): string | undefined {
    if (this.index === null) {
      const index = new Map<string, string>();
      this.ids.forEach((key, i) => {
        const state = this.states[i];
        if (state === null || state === undefined) index.delete(key);
        else index.set(key, state);
      });
      this.index = index;
      this.ids.length = 0;
      this.states.length = 0;
    }
    const state = this.index.get(id);
    if (state !== undefined) this.index.delete(id);
    return state;
  }
}

/** A map id, a piece id: "null" (or nothing) is none. */
function mapId(s: string | undefined): string | null {
  return s === undefined || s === 'null' || s === '' ? null : s;
}

/** VASSAL's Does Not Stack (immob;, stacking not "L") and mats never join a stack. */
function neverStacks(traits: readonly string[]): boolean {
  return traits.some((t) => (t.startsWith('immob;') && !(decodeSequence(t, ';')[3] ?? '').startsWith('L')) || t.startsWith('mat;'));
}

/** "<map>BoardPicker", then for each board its name (and "/rev" when turned round), its column and its row. */
function readBoardPicker(text: string, budget: WorkBudget): { map: string; boards: BoardPlacement[] } | null {
  const tab = text.indexOf('\t');
  const head = tab < 0 ? text : text.slice(0, tab);
  if (!head.endsWith(BOARD_PICKER)) return null;
  const t = decodeSequence(text, '\t', budget);
  const map = (t[0] ?? '').slice(0, -BOARD_PICKER.length);
  const boards: BoardPlacement[] = [];
  for (let i = 1; i < t.length; i += 3) {
    const [name = '', flag] = decodeSequence(t[i] ?? '', '/', budget);
    if (boards.length >= VASSAL_LIMITS.boardsPerMap) break;
    boards.push({ name, reversed: flag === 'rev', column: parseJavaInt(t[i + 1]) ?? 0, row: parseJavaInt(t[i + 2]) ?? 0 });
  }
  return { map, boards };
}

function readVaslBoards(text: string, budget: WorkBudget): BoardPlacement[] {
  const t = decodeSequence(text, '\t', budget);
  const boards: BoardPlacement[] = [];
  for (let i = 0; i + 3 < t.length && t[i] === 'bd' && boards.length < VASSAL_LIMITS.boardsPerMap; ) {
    boards.push({ name: t[i + 3] ?? '', reversed: false, column: parseJavaInt(t[i + 1]) ?? 0, row: parseJavaInt(t[i + 2]) ?? 0 });
    i += t[i + 4] === 'VER' ? 6 : 4;
  }
  return boards;
}
