import type { GameId, HexTerrain, PaintBrush, TerrainCoverage } from '../src/engine/index.js';
import { applyBrush, applyHexsideBrush, hillName, PAINT_BRUSHES, paintBrush, sameFeatures, sameMark, terrainCoverage } from '../src/engine/index.js';
import type { PaintChange, PaintHexsideChange, PaintMarks } from '../src/messaging/paint-messages.js';

/** One hex or hexside of a stroke: its mark before and after. */
type Touch =
  | { readonly kind: 'hex'; readonly key: string; readonly before: HexTerrain | null; readonly after: HexTerrain | null }
  | { readonly kind: 'hexside'; readonly key: string; readonly before: readonly string[] | null; readonly after: readonly string[] | null };

/** A stroke's writes: each touch at its `before` (undo) or `after`. */
function writesOf(touches: readonly Touch[], at: 'before' | 'after'): { changes: PaintChange[]; hexsides: PaintHexsideChange[] } {
  const changes: PaintChange[] = [];
  const hexsides: PaintHexsideChange[] = [];
  for (const t of touches) {
    if (t.kind === 'hex') changes.push({ hex: t.key, mark: t[at] });
    else hexsides.push({ hexside: t.key, features: t[at] });
  }
  return { changes, hexsides };
}

/** What painting needs from outside: the worker's store (through messages), and a redraw after each change. */
export interface PaintDeps {
  readonly game: GameId;
  /** The terrain the game's rules name (shown as known, never the player's to store). */
  readonly rules: Readonly<Record<string, HexTerrain>>;
  read(): Promise<PaintMarks | null>;
  write(changes: readonly PaintChange[], hexsides: readonly PaintHexsideChange[]): Promise<PaintMarks | null>;
  changed(): void;
}

/** How many strokes undo keeps: a long session's worth, bounded. */
const UNDO_LIMIT = 200;

/**
 * The paint mode's state: the brush, the player's marks as last stored, the strokes that can be undone and
 * redone, and the keyboard cursor. A stroke (a click, a drag, a key) shows at once and is stored whole through
 * the worker; what the worker answers is then what is shown, so a refused stroke never looks stored.
 */
export class PaintMode {
  brush: PaintBrush = PAINT_BRUSHES[1] as PaintBrush;
  hill = 'Cemetery Hill';
  cursor: string | null = null;
  status = 'Reading your terrain marks…';
  private marks = new Map<string, HexTerrain>();
  private sides = new Map<string, readonly string[]>();
  private readonly undoStack: Touch[][] = [];
  private readonly redoStack: Touch[][] = [];
  private stroke: Map<string, Touch> | null = null;
  private writes: Promise<unknown> = Promise.resolve();
  private pending = 0;

  constructor(private readonly deps: PaintDeps) {}

  get rules(): Readonly<Record<string, HexTerrain>> {
    return this.deps.rules;
  }

  get game(): GameId {
    return this.deps.game;
  }

  async start(): Promise<void> {
    const read = await this.deps.read();
    if (read) this.adopt(read, read.ok ? 'Choose a terrain, then click or drag across hexes.' : read.message);
    else this.status = 'Adjutant could not read your terrain marks: reload the page and try again.';
    this.deps.changed();
  }

  markOf(hex: string): HexTerrain | null {
    return this.marks.get(hex) ?? null;
  }

  /** Every hex the player marked, for the drawing. */
  marked(): ReadonlyMap<string, HexTerrain> {
    return this.marks;
  }

  /** Every hexside the player marked ("E6|E7" → its features), for the drawing. */
  markedSides(): ReadonlyMap<string, readonly string[]> {
    return this.sides;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  chooseBrush(id: string): boolean {
    const brush = paintBrush(id);
    if (!brush) return false;
    this.brush = brush;
    this.status = `Brush: ${brush.label}.`;
    this.deps.changed();
    return true;
  }

  /** The brush a key picks in the paint bar, if any. */
  brushForKey(key: string): PaintBrush | undefined {
    return PAINT_BRUSHES.find((b) => b.key === key.toLowerCase());
  }

  beginStroke(): void {
    this.stroke = new Map();
  }

  /** Paints one hex with the brush, in the stroke under way (a drag crosses a hex once however long it stays). */
  paint(hex: string, brush: PaintBrush = this.brush): void {
    const open = this.stroke !== null;
    if (!open) this.beginStroke();
    const stroke = this.stroke as Map<string, Touch>;
    if (brush.kind === 'hexside') this.status = 'A hexside brush paints the side between two hexes: click near it, or press Shift and an arrow.';
    else if (!stroke.has(hex)) {
      const before = this.markOf(hex);
      const after = applyBrush(before, brush, brush.kind === 'hill' ? hillName(this.hill) : null);
      if (brush.kind === 'hill' && hillName(this.hill) === null) this.status = 'Type the hill’s name in the paint bar first.';
      else if (!sameMark(before, after)) {
        stroke.set(hex, { kind: 'hex', key: hex, before, after });
        this.set(hex, after);
      }
    }
    this.deps.changed();
    if (!open) this.endStroke();
  }

  /** Paints one hexside ("E6|E7") with the hexside brush, in the stroke under way. */
  paintSide(side: string, brush: PaintBrush = this.brush): void {
    const open = this.stroke !== null;
    if (!open) this.beginStroke();
    const stroke = this.stroke as Map<string, Touch>;
    const key = `side:${side}`;
    if (brush.kind !== 'hexside') this.status = 'Choose a hexside brush (stream, bridge, ford, clear hexside) to paint a hexside.';
    else if (!stroke.has(key)) {
      const before = this.sides.get(side) ?? null;
      const after = applyHexsideBrush(before, brush);
      if (!sameFeatures(before, after)) {
        stroke.set(key, { kind: 'hexside', key: side, before, after });
        this.setSide(side, after);
      }
    }
    this.deps.changed();
    if (!open) this.endStroke();
  }

  endStroke(): void {
    const stroke = this.stroke;
    this.stroke = null;
    if (!stroke || stroke.size === 0) return;
    const touches = [...stroke.values()];
    this.undoStack.push(touches);
    if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift();
    this.redoStack.length = 0;
    const keys = touches.map((t) => t.key);
    const what = touches[0]?.kind === 'hexside' ? 'hexsides' : 'hexes';
    this.store(
      writesOf(touches, 'after'),
      `${this.brush.kind === 'erase' || this.brush.feature === null ? 'Erased' : `Painted ${this.brush.label.toLowerCase()} on`} ${keys.length > 3 ? `${keys.length} ${what}` : keys.join(', ')}.`,
    );
  }

  undo(): void {
    this.replay(this.undoStack, this.redoStack, 'before', 'Undone');
  }

  redo(): void {
    this.replay(this.redoStack, this.undoStack, 'after', 'Redone');
  }

  /** Moves the last stroke from one history to the other, putting its marks back as they were `at`. */
  private replay(from: Touch[][], to: Touch[][], at: 'before' | 'after', word: string): void {
    const touches = from.pop();
    if (!touches) return;
    to.push(touches);
    for (const t of touches) this.put(t, at);
    this.store(writesOf(touches, at), `${word}: ${touches.map((t) => t.key).join(', ')}.`);
  }

  /** The figure of what is known, over the map's hexes: the page's own terrain, the rules', the player's marks. */
  coverage(hexes: readonly string[], page: Readonly<Record<string, HexTerrain>>): TerrainCoverage {
    return terrainCoverage(hexes, [page, this.rules, Object.fromEntries(this.marks)]);
  }

  private set(hex: string, mark: HexTerrain | null): void {
    if (mark) this.marks.set(hex, mark);
    else this.marks.delete(hex);
  }

  private setSide(side: string, features: readonly string[] | null): void {
    if (features && features.length > 0) this.sides.set(side, features);
    else this.sides.delete(side);
  }

  private put(t: Touch, at: 'before' | 'after'): void {
    if (t.kind === 'hex') this.set(t.key, t[at]);
    else this.setSide(t.key, t[at]);
  }

  private adopt(read: PaintMarks, status: string): void {
    this.marks = new Map(Object.entries(read.marks));
    this.sides = new Map(Object.entries(read.hexsides));
    this.status = status;
  }

  /** Stores changes in order, one write at a time; the last answer is what is shown once no write is under way. */
  private store({ changes, hexsides }: { readonly changes: readonly PaintChange[]; readonly hexsides: readonly PaintHexsideChange[] }, done: string): void {
    this.status = `${done} Storing…`;
    this.pending += 1;
    this.deps.changed();
    this.writes = this.writes.then(async () => {
      const answer = await this.deps.write(changes, hexsides).catch(() => null);
      this.pending -= 1;
      if (!answer) {
        this.status = 'Not stored: Adjutant did not answer. Reload the page to paint again.';
        this.deps.changed();
        return;
      }
      if (!answer.ok) {
        // Refused: show what is stored, and drop the undo history that no longer matches it.
        this.undoStack.length = 0;
        this.redoStack.length = 0;
        this.adopt(answer, answer.message);
      } else if (this.pending === 0 && this.stroke === null) this.adopt(answer, `${done} Stored.`);
      else this.status = `${done} Stored.`;
      this.deps.changed();
    });
  }

  /** Waits for every write under way (tests, and ending the paint mode). */
  settled(): Promise<unknown> {
    return this.writes;
  }
}
