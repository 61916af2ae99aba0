import type { Board, HexTerrain } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import type { BoardAck, BoardReport, PageReading } from '../src/messaging/board-messages.js';
import type { ArrowMarks } from '../src/messaging/arrow-marks.js';
import type { ArtilleryMarks } from '../src/messaging/artillery-marks.js';
import type { RetreatMarks } from '../src/messaging/retreat-marks.js';
import { arrowDrawing } from './arrow-marks.js';
import { artilleryDrawing, type SightGrid } from './artillery-marks.js';
import { BOARD_MUTATIONS, watchBoard, WATCH_DEFAULTS, type BoardWatch } from './board-watch.js';
import { CounterSelection } from './counter-selection.js';
import { Overlay } from './overlay.js';
import { overlayMarks, type PageGeometry } from './overlay-marks.js';
import { measurePage } from './page-geometry.js';
import { PaintView } from './paint-layer.js';
import { paintMap, type PaintMap } from './paint-map.js';
import { PaintMode } from './paint-mode.js';
import type { PaintChange, PaintHexsideChange, PaintMarks } from '../src/messaging/paint-messages.js';
import { touchesBoard } from './relevant-mutation.js';
import { retreatDrawing } from './retreat-marks.js';
import { listenForSelection } from './selection-input.js';

/** What the session needs from outside: the entry file passes the real reader and messaging, tests stand-ins. */
export interface SessionDeps {
  readonly doc: Document;
  read(doc: Document): PageReading;
  /** Sends a report to the worker; null when it does not answer. */
  report(report: BoardReport): Promise<BoardAck | null>;
  grid(game: GameId): SightGrid | null;
  /** The worker's store of terrain marks, for painting: null when it does not answer. */
  readonly paintRead?: (game: GameId) => Promise<PaintMarks | null>;
  readonly paintWrite?: (game: GameId, changes: readonly PaintChange[], hexsides: readonly PaintHexsideChange[]) => Promise<PaintMarks | null>;
  readonly debounceMs?: number;
  /** Whether an input event came from the player; the browser's isTrusted unless a test says otherwise. */
  readonly trusted?: (e: Event) => boolean;
}

/** Marks the popup shows, with the board they were drawn on (to see when that board changes). */
interface Kept<M> {
  readonly marks: M;
  readonly ground: string;
}

/**
 * The content script's life on one page. `start` takes one look (all that activeTab allows) and tells the
 * worker; when the site is on, the session follows the page: it reads the board again after each relevant
 * change, lets the player pick counters with Alt+click, and marks them in the overlay. It also draws the one
 * retreat the popup shows (`showRetreat`) and the one gun's shots or shade it shows (`showArtillery`), each until
 * the popup takes it off, the player picks other counters or presses Escape, or the board changes under it (the
 * popup worked it out on the board it was given, so it would be stale). The arrows and marks of what changed or of
 * a battle plan (`showArrows`) go the same way, but stay while the player picks counters: they are not one battle's.
 * `disable` undoes all of it: observer, listeners and overlay.
 */
export class ContentSession {
  private reading: PageReading = { kind: 'none' };
  private following = false;
  private watcher: BoardWatch | null = null;
  private stopInput: (() => void) | null = null;
  private overlay: Overlay | null = null;
  private readonly selection = new CounterSelection();
  /** The retreat the popup shows, with the board it was drawn on. */
  private retreat: Kept<RetreatMarks> | null = null;
  /** The gun's shots and shade the popup shows, with the board they were drawn on, as the retreat. */
  private artillery: Kept<ArtilleryMarks> | null = null;
  /** The arrows and marks the popup shows (what changed, a battle plan), as the retreat: one drawing at a time. */
  private arrows: Kept<ArrowMarks> | null = null;
  /** The paint mode while it is on: its state, its part of the overlay, and the map it was last drawn over. */
  private painting: { readonly mode: PaintMode; view: PaintView | null; map: PaintMap | null } | null = null;
  private redrawQueued = false;
  /** Notes, between the first look and the worker's answer, whether the board changed (so follow need not read again). */
  private sinceRead: MutationObserver | null = null;
  private changedSinceRead = true;
  private readonly onViewChange = (): void => this.queueRedraw();

  constructor(private readonly deps: SessionDeps) {}

  get hasBoard(): boolean {
    return this.reading.kind === 'board';
  }

  get isFollowing(): boolean {
    return this.following;
  }

  /** The overlay while it shows anything (for tests: the shadow root is closed to the page). */
  get overlayView(): Overlay | null {
    return this.overlay;
  }

  private get board(): Board | null {
    return this.reading.kind === 'board' ? this.reading.board : null;
  }

  async start(): Promise<void> {
    this.read();
    this.noteChanges();
    const ack = await this.send();
    if (ack?.follow) this.follow();
    else {
      // Not following: nothing is watched, so a later "follow" cannot know the page is unchanged.
      this.stopNoting();
      this.changedSinceRead = true;
    }
  }

  follow(): void {
    if (this.following) return;
    const { doc } = this.deps;
    const win = doc.defaultView;
    this.following = true;
    this.watcher = watchBoard(doc, () => this.pageChanged(), {
      ...WATCH_DEFAULTS,
      ...(this.deps.debounceMs === undefined ? {} : { debounceMs: this.deps.debounceMs }),
      ownHost: () => this.overlay?.host ?? null,
    });
    if (win) {
      this.stopInput = listenForSelection(win, { toggle: (id) => this.toggle(id), clear: () => this.clear() }, this.deps.trusted);
      win.addEventListener('resize', this.onViewChange);
    }
    doc.addEventListener('scroll', this.onViewChange, { capture: true, passive: true });
    // Read again only if the board changed since the first look: a page is read once per load.
    if (this.sinceRead && touchesBoard(this.sinceRead.takeRecords(), null)) this.changedSinceRead = true;
    this.stopNoting();
    if (this.changedSinceRead) this.pageChanged();
  }

  private noteChanges(): void {
    this.stopNoting();
    this.changedSinceRead = false;
    const observer = new MutationObserver((records) => {
      if (!touchesBoard(records, null)) return;
      this.changedSinceRead = true;
      this.stopNoting();
    });
    observer.observe(this.deps.doc.documentElement, BOARD_MUTATIONS);
    this.sinceRead = observer;
  }

  private stopNoting(): void {
    this.sinceRead?.disconnect();
    this.sinceRead = null;
  }

  disable(): void {
    this.following = false;
    this.stopNoting();
    this.changedSinceRead = true;
    this.watcher?.stop();
    this.watcher = null;
    this.stopInput?.();
    this.stopInput = null;
    this.deps.doc.defaultView?.removeEventListener('resize', this.onViewChange);
    this.deps.doc.removeEventListener('scroll', this.onViewChange, { capture: true });
    this.selection.clear();
    this.retreat = null;
    this.artillery = null;
    this.arrows = null;
    this.endPaint();
    this.overlay?.remove();
    this.overlay = null;
  }

  /**
   * Turns the paint mode on (the paint bar and the coverage over the map) or off. Only on a page the session
   * follows whose game has a hex grid; every stroke goes to the worker's store (paint-messages.ts).
   */
  showPaint(on: boolean, rules: Readonly<Record<string, HexTerrain>> = {}): void {
    const board = this.board;
    if (!on || !board || !this.following || !this.deps.grid(board.game)) {
      this.endPaint();
      this.redraw();
      return;
    }
    if (this.painting?.mode.game === board.game) return;
    this.endPaint();
    const game = board.game;
    const mode = new PaintMode({
      game,
      rules,
      read: () => this.deps.paintRead?.(game) ?? Promise.resolve(null),
      write: (changes, hexsides) => this.deps.paintWrite?.(game, changes, hexsides) ?? Promise.resolve(null),
      changed: () => this.paintChanged(),
    });
    this.painting = { mode, view: null, map: null };
    this.redraw();
    void mode.start();
  }

  /** The paint mode (for tests). */
  get paintMode(): PaintMode | null {
    return this.painting?.mode ?? null;
  }

  private endPaint(): void {
    this.painting?.view?.remove();
    this.painting = null;
  }

  /** A stroke or a brush changed: draw the paint layer again over the map already measured. */
  private paintChanged(): void {
    const p = this.painting;
    if (p?.view) p.view.render(p.map, this.board?.terrain ?? {});
  }

  private drawPaint(page: PageGeometry | null): void {
    const p = this.painting;
    const board = this.board;
    const overlay = this.overlay;
    if (!p || !board || !overlay) return;
    const grid = this.deps.grid(board.game);
    p.map = grid && page ? paintMap(board, grid, page) : null;
    if (!p.view || !p.view.attachedTo(overlay.host)) {
      p.view?.remove();
      p.view = new PaintView(this.deps.doc, overlay.host, overlay.root, overlay.paintLayer, p.mode, {
        trusted: this.deps.trusted ?? ((e) => e.isTrusted),
        end: () => this.showPaint(false),
      });
    }
    p.view.render(p.map, board.terrain);
  }

  /**
   * Shows one unit's retreat (null takes it off). Only on a page the session follows, whose board is kept
   * current; and only while that board has the unit in the hex the popup worked the retreat out from.
   */
  showRetreat(marks: RetreatMarks | null): void {
    this.retreat = this.kept(marks);
    this.redraw();
  }

  /** Marks to keep with the board they were drawn on: none to clear, and none on a page the session does not follow. */
  private kept<M>(marks: M | null): Kept<M> | null {
    // The page as it is now: a change still waiting for its (debounced, in a background tab throttled) re-read
    // would otherwise be taken for a change after the marks, and take them off as soon as they are drawn.
    if (marks && this.following) this.read();
    const board = this.board;
    return marks && board && this.following ? { marks, ground: groundOf(board) } : null;
  }

  /** Whether a retreat is shown (for tests). */
  get showsRetreat(): boolean {
    return this.retreat !== null;
  }

  /**
   * Shows a gun's shots and a shade of hexes (null takes them off), on the same terms as a retreat: only on a page
   * the session follows; the shots only while that board has the gun where the popup worked them out from.
   */
  showArtillery(marks: ArtilleryMarks | null): void {
    this.artillery = this.kept(marks);
    this.redraw();
  }

  /** Whether a gun's shots or a shade are shown (for tests). */
  artilleryShown(): boolean {
    return this.artillery !== null;
  }

  /**
   * Shows the arrows and marks of what changed or of a battle plan (null takes them off), replacing any shown, on the
   * same terms as a retreat: only on a page the session follows, and only until its board changes.
   */
  showArrows(marks: ArrowMarks | null): void {
    this.arrows = this.kept(marks);
    this.redraw();
  }

  /** Whether arrows are shown (for tests). */
  get showsArrows(): boolean {
    return this.arrows !== null;
  }

  private read(): void {
    this.reading = this.deps.read(this.deps.doc);
    this.changedSinceRead = false;
  }

  private pageChanged(): void {
    if (!this.following) return;
    this.read();
    // The board as text only when something drawn depends on it: a large board is long to write out.
    const ground = this.board && (this.retreat || this.artillery || this.arrows) ? groundOf(this.board) : null;
    if (this.retreat?.ground !== ground) this.retreat = null;
    if (this.artillery?.ground !== ground) this.artillery = null;
    if (this.arrows?.ground !== ground) this.arrows = null;
    this.selection.prune(this.board);
    this.redraw();
    void this.send();
  }

  private toggle(id: string): void {
    if (!this.selection.toggle(id, this.board)) return;
    // Another battle: the retreat and the shots shown were of the last one. The arrows stay: they are of no one battle.
    this.retreat = null;
    this.artillery = null;
    this.redraw();
    void this.send();
  }

  /** Escape: no counter picked and no retreat, shots or arrows shown (the player's one way to take them off with the popup closed). */
  private clear(): boolean {
    const picked = this.selection.clear();
    const shown = this.retreat !== null || this.artillery !== null || this.arrows !== null;
    this.retreat = null;
    this.artillery = null;
    this.arrows = null;
    if (!picked && !shown) return false;
    this.redraw();
    if (picked) void this.send();
    return true;
  }

  private async send(): Promise<BoardAck | null> {
    const report: BoardReport = { type: 'board-report', reading: this.reading, selection: this.selection.roles(this.board) };
    return this.deps.report(report).catch(() => null);
  }

  private queueRedraw(): void {
    if (this.redrawQueued || !this.overlay) return;
    this.redrawQueued = true;
    const win = this.deps.doc.defaultView;
    const run = (): void => {
      this.redrawQueued = false;
      this.redraw();
    };
    if (win?.requestAnimationFrame) win.requestAnimationFrame(run);
    else setTimeout(run, 16);
  }

  private redraw(): void {
    const board = this.board;
    const { doc } = this.deps;
    const page = board && this.following && (this.selection.size > 0 || this.retreat || this.artillery || this.arrows || this.painting) ? measurePage(doc) : null;
    const grid = board ? this.deps.grid(board.game) : null;
    const marks = board && page && this.selection.size > 0 ? overlayMarks(board, this.selection.roles(board), grid, page) : [];
    const retreat = board && page && this.retreat ? retreatDrawing(board, this.retreat.marks, grid, page) : null;
    const artillery = board && page && this.artillery ? artilleryDrawing(board, this.artillery.marks, grid, page) : null;
    const arrows = board && page && this.arrows ? arrowDrawing(board, this.arrows.marks, grid, page) : null;
    if (marks.length === 0 && !retreat && !artillery && !arrows && !(this.painting && board)) {
      // Nothing to show: no element of Adjutant's stays on the page.
      if (this.painting) {
        this.painting.view?.remove();
        this.painting.view = null;
      }
      this.overlay?.remove();
      this.overlay = null;
      return;
    }
    if (!this.overlay?.attached) this.overlay = Overlay.open(doc);
    const root = doc.documentElement;
    const dark = doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    this.overlay.draw({ marks, retreat, artillery, arrows }, { width: root.scrollWidth, height: root.scrollHeight }, dark, page?.clip ?? null);
    this.drawPaint(page);
  }
}

/** The board a retreat, shots or arrows were worked out on, as text: any change to it (a counter moved, a hex's terrain) makes them stale. */
function groundOf(board: Board): string {
  return JSON.stringify(board);
}
