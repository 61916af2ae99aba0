import type { GameCommand } from './command-stream.js';
import { formatCount, VASSAL_LIMITS } from './limits.js';
import { pieceKind, readPiecePlace, readPieceType, readStackState } from './piece-definition.js';
import { decodeSequence, parseJavaInt } from './sequence-decoder.js';
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
  /** Moves read from a log after the starting position. */
  readonly loggedCommands: number;
  readonly decks: number;
}

interface LivePiece {
  id: string;
  type: string;
  /** How many traits the type has: read once when the piece is added, since every change re-reads the state. Null when the type is unreadable. */
  traits: number | null;
  state: string;
  map: string | null;
  x: number | null;
  y: number | null;
  stack: string | null;
}

interface LiveStack {
  map: string | null;
  x: number | null;
  y: number | null;
  children: string[];
}

const BOARD_PICKER = 'BoardPicker';

export function replayGame(commands: readonly GameCommand[], budget: WorkBudget): ReplayedGame {
  const pieces = new Map<string, LivePiece>();
  const stacks = new Map<string, LiveStack>();
  const boards = new Map<string, BoardPlacement[]>();
  const decks = new Set<string>();
  let logged = 0;
  let anonymous = 0;

  const leaveStack = (piece: LivePiece): void => {
    if (piece.stack === null) return;
    const stack = stacks.get(piece.stack);
    if (stack) stack.children = stack.children.filter((c) => c !== piece.id);
    piece.stack = null;
  };

  const setStack = (id: string, state: string): void => {
    const facts = readStackState(state, budget);
    const old = stacks.get(id);
    if (old) {
      for (const c of old.children) {
        const child = pieces.get(c);
        if (child?.stack === id) child.stack = null;
      }
    }
    const children: string[] = [];
    for (const c of facts.children) {
      const piece = pieces.get(c);
      if (!piece || children.includes(c)) continue;
      if (piece.stack !== id) leaveStack(piece);
      piece.stack = id;
      children.push(c);
    }
    stacks.set(id, { map: facts.map, x: facts.x, y: facts.y, children });
  };

  const setPieceState = (piece: LivePiece, state: string): void => {
    piece.state = state;
    // A piece whose type cannot be read stays in the list, unplaced: the importer names it and says why.
    const place = piece.traits === null ? null : readPiecePlace(state, piece.traits, budget);
    piece.map = place?.map ?? null;
    piece.x = place?.x ?? null;
    piece.y = place?.y ?? null;
  };

  // Stack states name pieces by id, and a save may add a stack before its pieces: stacks are settled last.
  const pendingStacks = new Map<string, string>();

  for (const command of commands) {
    const text = command.text;
    if (command.logged) logged++;
    if (text.startsWith('+/')) {
      const [rawId, type = '', state = ''] = decodeSequence(text.slice(2), '/', budget);
      const id = rawId === undefined || rawId === 'null' || rawId === '' ? `(new ${++anonymous})` : rawId;
      const kind = pieceKind(type);
      if (kind === 'stack') {
        if (command.logged) setStack(id, state);
        else pendingStacks.set(id, state);
      } else if (kind === 'deck') {
        decks.add(id);
      } else {
        if (!pieces.has(id) && pieces.size >= VASSAL_LIMITS.pieces) throw new VassalReadError(`The saved game has more than ${formatCount(VASSAL_LIMITS.pieces)} pieces; Adjutant reads at most ${formatCount(VASSAL_LIMITS.pieces)}.`);
        const piece: LivePiece = pieces.get(id) ?? { id, type, traits: null, state, map: null, x: null, y: null, stack: null };
        piece.type = type;
        const read = readPieceType(type, budget);
        piece.traits = read.ok ? read.value.traits.length : null;
        setPieceState(piece, state);
        pieces.set(id, piece);
      }
    } else if (text.startsWith('-/')) {
      const id = text.slice(2);
      const piece = pieces.get(id);
      if (piece) {
        leaveStack(piece);
        pieces.delete(id);
      }
      stacks.delete(id);
      pendingStacks.delete(id);
    } else if (text.startsWith('D/')) {
      const [id = '', newState = ''] = decodeSequence(text.slice(2), '/', budget);
      const piece = pieces.get(id);
      if (piece) setPieceState(piece, newState);
      else if (stacks.has(id)) setStack(id, newState);
      else if (pendingStacks.has(id)) pendingStacks.set(id, newState);
    } else if (text.startsWith('M/')) {
      const t = decodeSequence(text.slice(2), '/', budget);
      const id = t[0] ?? '';
      const newMap = t[1] === undefined || t[1] === 'null' ? null : t[1];
      const x = parseJavaInt(t[2]);
      const y = parseJavaInt(t[3]);
      const stack = stacks.get(id);
      const piece = pieces.get(id);
      if (stack) {
        stack.map = newMap;
        stack.x = x;
        stack.y = y;
      } else if (piece) {
        leaveStack(piece);
        piece.map = newMap;
        piece.x = x;
        piece.y = y;
      }
    } else {
      const placement = readBoardPicker(text, budget);
      if (placement) boards.set(placement.map, placement.boards);
    }
    if (!command.logged && pendingStacks.size > 0 && text === 'end_save') {
      for (const [id, state] of pendingStacks) setStack(id, state);
      pendingStacks.clear();
    }
  }
  for (const [id, state] of pendingStacks) setStack(id, state);

  const placed: PlacedPiece[] = [];
  for (const piece of pieces.values()) {
    const stack = piece.stack === null ? undefined : stacks.get(piece.stack);
    placed.push({
      id: piece.id,
      type: piece.type,
      state: piece.state,
      map: stack ? stack.map : piece.map,
      x: stack ? stack.x : piece.x,
      y: stack ? stack.y : piece.y,
    });
  }
  return { pieces: placed, boards, loggedCommands: logged, decks: decks.size };
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
