import type { GameId, HexTerrain, PaintBrush, TerrainCoverage } from '../src/engine/index.js';
import { applyBrush, hillName, PAINT_BRUSHES, paintBrush, sameMark, terrainCoverage } from '../src/engine/index.js';
import type { PaintChange, PaintMarks } from '../src/messaging/paint-messages.js';

/** One hex of a stroke: its mark before and after. */
interface Touch {
  readonly hex: string;
  readonly before: HexTerrain | null;
  readonly after: HexTerrain | null;
}

/** What painting needs from outside: the worker's store (through messages), and a redraw after each change. */
export interface PaintDeps {
  readonly game: GameId;
  /** The terrain the game's rules name (shown as known, never the player's to store). */
  readonly rules: Readonly<Record<string, HexTerrain>>;
  read(): Promise<PaintMarks | null>;
  write(changes: readonly PaintChange[]): Promise<PaintMarks | null>;
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
    if (!stroke.has(hex)) {
      const before = this.markOf(hex);
      const after = applyBrush(before, brush, brush.kind === 'hill' ? hillName(this.hill) : null);
      if (brush.kind === 'hill' && hillName(this.hill) === null) this.status = 'Type the hill’s name in the paint bar first.';
      else if (!sameMark(before, after)) {
        stroke.set(hex, { hex, before, after });
        this.set(hex, after);
        this.deps.changed();
      }
    }
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
    const hexes = touches.map((t) => t.hex);
    this.store(
      touches.map((t) => ({ hex: t.hex, mark: t.after })),
      `${this.brush.kind === 'erase' ? 'Erased' : `Painted ${this.brush.label.toLowerCase()} on`} ${hexes.length > 3 ? `${hexes.length} hexes` : hexes.join(', ')}.`,
    );
  }

  undo(): void {
    const touches = this.undoStack.pop();
    if (!touches) return;
    this.redoStack.push(touches);
    for (const t of touches) this.set(t.hex, t.before);
    this.store(
      touches.map((t) => ({ hex: t.hex, mark: t.before })),
      `Undone: ${touches.map((t) => t.hex).join(', ')}.`,
    );
  }

  redo(): void {
    const touches = this.redoStack.pop();
    if (!touches) return;
    this.undoStack.push(touches);
    for (const t of touches) this.set(t.hex, t.after);
    this.store(
      touches.map((t) => ({ hex: t.hex, mark: t.after })),
      `Redone: ${touches.map((t) => t.hex).join(', ')}.`,
    );
  }

  /** The figure of what is known, over the map's hexes: the page's own terrain, the rules', the player's marks. */
  coverage(hexes: readonly string[], page: Readonly<Record<string, HexTerrain>>): TerrainCoverage {
    return terrainCoverage(hexes, [page, this.rules, Object.fromEntries(this.marks)]);
  }

  private set(hex: string, mark: HexTerrain | null): void {
    if (mark) this.marks.set(hex, mark);
    else this.marks.delete(hex);
  }

  private adopt(read: PaintMarks, status: string): void {
    this.marks = new Map(Object.entries(read.marks));
    this.status = status;
  }

  /** Stores changes in order, one write at a time; the last answer is what is shown once no write is under way. */
  private store(changes: readonly PaintChange[], done: string): void {
    this.status = `${done} Storing…`;
    this.pending += 1;
    this.deps.changed();
    this.writes = this.writes.then(async () => {
      const answer = await this.deps.write(changes).catch(() => null);
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
