/**
 * Where VASSAL keeps pieces while it plays a game's commands: one table of pieces and stacks by id (its
 * GameState), each map's list of the pieces and stacks drawn on it (Map.pieces), and each piece's
 * stack. The operations are VASSAL's own, followed step by step (Map.addPiece, Map.placeAt,
 * StackMetrics.merge, MovePiece.executeCommand, BasicPiece.setState, Stack.setState, RemovePiece):
 * a piece in a stack stands where its stack stands; a move onto a point where a stack or a piece is
 * drawn joins it; a piece moved alone leaves its stack; a state change moves a piece only when it names
 * another map. Only what says where a piece is, is kept.
 */
export interface TablePiece {
  readonly kind: 'piece';
  readonly id: string;
  type: string;
  /** How many traits the type has (its state has as many parts), or null when the type is unreadable. */
  traits: number | null;
  /** A Does Not Stack trait (immob; without stacking) or a mat: VASSAL never merges it with others. */
  noStack: boolean;
  state: string;
  /** Its own map and point: where it is when it is in no stack. */
  map: string | null;
  x: number | null;
  y: number | null;
  stack: TableStack | null;
}

export interface TableStack {
  readonly kind: 'stack';
  readonly id: string;
  map: string | null;
  x: number | null;
  y: number | null;
  /** Bottom first. */
  children: TablePiece[];
}

export type TableEntity = TablePiece | TableStack;

/** Where a piece or stack stands: a piece in a stack where its stack does. */
export interface Standing {
  readonly map: string | null;
  readonly x: number | null;
  readonly y: number | null;
}

export function standingOf(e: TableEntity): Standing {
  const at = e.kind === 'piece' && e.stack !== null ? e.stack : e;
  return { map: at.map, x: at.x, y: at.y };
}

export class GameTable {
  /** Every piece and stack by id, as VASSAL's GameState holds them: a piece and a stack share ids. */
  readonly byId = new Map<string, TableEntity>();
  /** What each map draws, in the order it was added (VASSAL's Map.pieces, all maps in one list). */
  private readonly drawn = new Set<TableEntity>();
  private localStacks = 0;

  /** Stacks VASSAL makes on its own while it plays (a move onto an empty point, a merge onto a lone piece) get ids no file names. */
  newStack(): TableStack {
    return { kind: 'stack', id: `(stack ${++this.localStacks})`, map: null, x: null, y: null, children: [] };
  }

  /** Map.addPiece: drawn on `map` (leaving its stack and any other map), unless it already is. */
  addToMap(e: TableEntity, map: string): void {
    if (this.drawn.has(e) && e.map === map && (e.kind === 'stack' || e.stack === null)) return;
    if (e.kind === 'piece' && e.stack !== null) this.leaveStack(e);
    this.drawn.delete(e);
    e.map = map;
    this.drawn.add(e);
  }

  /** Map.placeAt for a piece already in the game. */
  placeAt(e: TableEntity, map: string, x: number | null, y: number | null): void {
    this.addToMap(e, map);
    e.x = x;
    e.y = y;
  }

  /** Stack.remove. */
  leaveStack(p: TablePiece): void {
    const s = p.stack;
    if (s === null) return;
    const i = s.children.indexOf(p);
    if (i >= 0) s.children.splice(i, 1);
    p.stack = null;
  }

  /** Stack.insertChild: out of its stack, or off its map's drawing, into this stack at `index`. */
  insertChild(s: TableStack, p: TablePiece, index: number): void {
    if (p.stack !== null) this.leaveStack(p);
    else this.drawn.delete(p);
    p.stack = s;
    s.children.splice(Math.max(0, Math.min(index, s.children.length)), 0, p);
  }

  /** Stack.insert: to `index`, moving it within the stack when it is already there. */
  insert(s: TableStack, p: TablePiece, index: number): void {
    const at = s.children.indexOf(p);
    if (at < 0) {
      this.insertChild(s, p, index);
      return;
    }
    s.children.splice(at, 1);
    s.children.splice(Math.max(0, Math.min(index, s.children.length)), 0, p);
  }

  /**
   * BasicPiece.setState's place: its own point, and another map only when the state names another. A
   * piece in a stack stays in it whatever map its state names: VASSAL compares the state's map with
   * the map the piece last had, which older VASSAL left behind when the stack moved on (and wrote as
   * "null" for a piece in a stack), and later VASSAL keeps in step with the stack's.
   */
  setPiecePlace(p: TablePiece, map: string | null, x: number | null, y: number | null): void {
    p.x = x;
    p.y = y;
    if (p.stack !== null || map === p.map) return;
    if (map !== null) this.addToMap(p, map);
    else {
      this.drawn.delete(p);
      p.map = null;
    }
  }

  /** Stack.setState: its point, its pieces (bottom first) and its map. Pieces it no longer lists keep it as their stack, as in VASSAL. */
  setStackState(s: TableStack, map: string | null, x: number | null, y: number | null, children: readonly string[]): void {
    s.x = map === null ? 0 : x;
    s.y = map === null ? 0 : y;
    s.children = [];
    for (const id of children) {
      const child = this.byId.get(id);
      if (child?.kind === 'piece') this.insertChild(s, child, s.children.length);
    }
    if (map === s.map) return;
    if (map !== null) this.addToMap(s, map);
    else s.map = null;
  }

  /** MovePiece.executeCommand: onto a map, joining what is drawn there, or (no map) off the old one. */
  move(e: TableEntity, map: string | null, x: number | null, y: number | null, underId: string | null, oldMap: string | null): void {
    if (map === null) {
      // VASSAL takes it off the old map's drawing (a piece in a stack is not drawn alone, so it stays); it is then shown nowhere.
      if (oldMap !== null && this.drawn.has(e)) {
        this.drawn.delete(e);
        e.map = null;
      }
      return;
    }
    const under = underId === null ? undefined : this.byId.get(underId);
    if (under !== undefined) {
      const at = standingOf(under);
      if (at.x === x && at.y === y && at.map === map) {
        this.merge(under, e);
        return;
      }
    }
    const found = this.mergeTarget(e, map, x, y);
    if (found) this.merge(found, e);
    else this.stackOrPlace(e, map, x, y);
    // Without a piece to go on, a piece that ends in a stack goes to its bottom.
    if (underId === null && e.kind === 'piece' && e.stack !== null) this.insert(e.stack, e, 0);
  }

  /** MovePiece's merge finder: the first stack with pieces, or lone piece, drawn at the point that the moving piece may join. */
  private mergeTarget(moving: TableEntity, map: string, x: number | null, y: number | null): TableEntity | undefined {
    if (moving.kind === 'piece' && moving.noStack) return undefined;
    for (const e of this.drawn) {
      if (e.map !== map || e.x !== x || e.y !== y) continue;
      if (e.kind === 'stack' ? e.children.length > 0 : !e.noStack && e.stack === null) return e;
    }
    return undefined;
  }

  /** MovePiece.stackOrPlacePiece: a lone piece moved to a point gets a stack of its own there. */
  private stackOrPlace(e: TableEntity, map: string, x: number | null, y: number | null): void {
    if (e.kind === 'piece' && e.stack === null && !e.noStack) {
      const s = this.newStack();
      this.insertChild(s, e, 0);
      this.placeAt(s, map, x, y);
    } else this.placeAt(e, map, x, y);
  }

  /** StackMetrics.merge: the moving piece (or each piece of a moving stack) goes just above `fixed`. */
  merge(fixed: TableEntity, moving: TableEntity): void {
    if (fixed.kind === 'stack' && fixed.children.length > 0) {
      this.merge(fixed.children[fixed.children.length - 1] as TablePiece, moving);
      return;
    }
    let parent = fixed.kind === 'piece' ? fixed.stack : null;
    let index = parent === null ? 0 : parent.children.indexOf(fixed as TablePiece) + 1;
    if (moving === fixed || moving === parent) return;
    if (parent === null) {
      if (fixed.kind === 'stack') {
        parent = fixed;
        index = fixed.children.length;
      } else {
        parent = this.newStack();
        const at = standingOf(fixed);
        this.insertChild(parent, fixed, 0);
        if (at.map !== null) this.placeAt(parent, at.map, at.x, at.y);
        index = 1;
      }
    }
    if (moving.kind === 'stack') {
      for (const child of [...moving.children]) this.insertChild(parent, child, index++);
      return;
    }
    if (moving.stack === parent && parent.children.indexOf(moving) < index) index--;
    this.insert(parent, moving, index);
  }

  /**
   * RemovePiece: off its map, out of its stack, and gone from the game. A stack removed with pieces in it
   * leaves them where it stood, each alone: older VASSAL logged a new stack and its removal at once
   * when a piece was put down by itself, and the next log starts with the piece there.
   */
  remove(e: TableEntity): void {
    this.drawn.delete(e);
    if (e.kind === 'piece') {
      this.leaveStack(e);
      e.map = null;
    } else {
      const { map, x, y } = e;
      for (const child of [...e.children]) {
        this.leaveStack(child);
        if (map !== null) this.placeAt(child, map, x, y);
      }
      e.map = null;
    }
    if (this.byId.get(e.id) === e) this.byId.delete(e.id);
  }
}
