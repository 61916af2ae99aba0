import type { HexTerrain } from '../src/engine/index.js';
import { hexsideKey, PAINT_BRUSHES, paintBrush } from '../src/engine/index.js';
import type { Point } from './hex-placement.js';
import type { PaintMap } from './paint-map.js';
import type { PaintMode } from './paint-mode.js';
import { n, points, svg, titled } from './svg-parts.js';

/**
 * The paint mode's part of the overlay: the coverage layer (a faint fill on every hex whose terrain is known, a
 * letter for the terrain the player painted, the level where an elevation is known), the keyboard cursor, a
 * surface over the map that takes the pointer while painting (so a click paints and never reaches the page), and
 * the paint bar (brushes, undo, redo, the figure of what is known, Done). All of it is Adjutant's own elements in
 * the overlay's closed shadow root, styled inline; the page's DOM is never changed and its strings never drawn.
 */

/** On the host, for the end-to-end tests that cannot open the closed root: what painting shows. */
export const PAINT_ATTRIBUTES = {
  on: 'data-paint',
  brush: 'data-paint-brush',
  cursor: 'data-paint-cursor',
  coverage: 'data-paint-coverage',
  marked: 'data-paint-marked',
  sides: 'data-paint-sides',
} as const;

/** How each hexside feature is drawn along its side: colour, width, dash (colour is never the only cue). */
const SIDE_STYLES: Readonly<Record<string, { colour: string; width: number; dash: string | null }>> = {
  stream: { colour: '#1e88e5', width: 5, dash: null },
  ford: { colour: '#26a69a', width: 5, dash: '3 3' },
  bridge: { colour: '#6d4c41', width: 9, dash: '2 6' },
};

const COLOURS: Readonly<Record<string, string>> = {
  woods: '#2e7d32',
  rough: '#6d4c41',
  town: '#c62828',
  'sunken road': '#8d6e63',
  breastworks: '#4e342e',
  clear: '#9e9e9e',
  hill: '#f9a825',
};

/** The letter a painted terrain shows: colour is never the only cue. */
function letterOf(t: HexTerrain): string {
  const names = t.terrain ?? [];
  const has = (x: string) => names.some((nm) => nm === x || nm.endsWith(` ${x}`));
  if (has('rough') && has('woods')) return 'RW';
  if (has('woods')) return 'W';
  if (has('town')) return 'T';
  if (has('sunken road')) return 'S';
  if (has('breastworks')) return 'B';
  if (has('clear')) return 'C';
  if (has('hill')) return 'H';
  return names.length > 0 ? '•' : '';
}

function colourOf(t: HexTerrain): string {
  const names = t.terrain ?? [];
  for (const [name, colour] of Object.entries(COLOURS)) if (names.some((nm) => nm === name || nm.endsWith(` ${name}`))) return colour;
  return '#1565c0';
}

function describe(t: HexTerrain): string {
  const parts = [t.terrain?.join(', '), t.elevation === undefined ? undefined : `level ${t.elevation}`, t.road ? 'road' : undefined];
  return parts.filter((p): p is string => p !== undefined && p !== '').join('; ');
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).localName !== 'string') return false;
  const el = target as HTMLElement;
  return el.localName === 'input' || el.localName === 'textarea' || el.localName === 'select' || el.isContentEditable === true;
}

const ARROWS: Readonly<Record<string, Point>> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };

export interface PaintViewDeps {
  /** Whether an input event came from the player (the browser's isTrusted unless a test says otherwise). */
  trusted(e: Event): boolean;
  /** The player ended painting (Done, or Escape). */
  end(): void;
}

export class PaintView {
  private map: PaintMap | null = null;
  private pageTerrain: Readonly<Record<string, HexTerrain>> = {};
  private readonly bar: HTMLDivElement;
  private readonly figure: HTMLParagraphElement;
  private readonly statusLine: HTMLParagraphElement;
  private readonly brushButtons = new Map<string, HTMLButtonElement>();
  private readonly undoButton: HTMLButtonElement;
  private readonly redoButton: HTMLButtonElement;
  private readonly coverageGroup: SVGGElement;
  private readonly surface: SVGRectElement;
  private dragging = false;
  private readonly win: Window | null;

  constructor(
    private readonly doc: Document,
    private readonly host: HTMLElement,
    root: ShadowRoot,
    private readonly group: SVGGElement,
    private readonly mode: PaintMode,
    private readonly deps: PaintViewDeps,
  ) {
    this.win = doc.defaultView;
    this.coverageGroup = svg(doc, 'g', { 'data-kind': 'paint-coverage' });
    this.surface = svg(doc, 'rect', { 'data-kind': 'paint-surface', fill: 'transparent' });
    this.surface.style.setProperty('pointer-events', 'all', 'important');
    this.surface.style.setProperty('cursor', 'crosshair', 'important');
    group.replaceChildren(this.coverageGroup, this.surface);
    // Focusable, and focused when painting starts and at each stroke: the paint keys then never reach a field of the page.
    this.bar = this.el('div', { role: 'toolbar', 'aria-label': 'Adjutant: paint terrain', tabindex: '-1' });
    style(this.bar, {
      position: 'fixed', top: '8px', right: '8px', 'max-width': '330px', 'pointer-events': 'auto', background: '#ffffff', color: '#202124',
      border: '2px solid #1a73e8', 'border-radius': '8px', padding: '8px', font: '13px/1.35 system-ui, sans-serif', 'box-shadow': '0 2px 8px rgba(0,0,0,.3)', 'z-index': '2147483647',
    });
    const title = this.el('p', {});
    title.textContent = 'Adjutant · paint terrain';
    style(title, { margin: '0 0 4px', 'font-weight': '700' });
    const brushes = this.el('div', { role: 'group', 'aria-label': 'Brush' });
    style(brushes, { display: 'flex', 'flex-wrap': 'wrap', gap: '4px' });
    for (const b of PAINT_BRUSHES) {
      const button = this.button(`${b.label} (${b.key})`, () => this.mode.chooseBrush(b.id));
      button.setAttribute('data-brush', b.id);
      this.brushButtons.set(b.id, button);
      brushes.append(button);
    }
    const hillLabel = this.el('label', {});
    hillLabel.textContent = 'Hill name ';
    const hill = this.el('input', { type: 'text', maxlength: '40', value: this.mode.hill, 'aria-label': 'Name of the hill the Named hill brush paints' });
    hill.addEventListener('input', () => {
      this.mode.hill = hill.value;
    });
    hillLabel.append(hill);
    style(hillLabel, { display: 'block', margin: '4px 0' });
    this.undoButton = this.button('Undo (Ctrl+Z)', () => this.mode.undo());
    this.redoButton = this.button('Redo (Ctrl+Y)', () => this.mode.redo());
    const done = this.button('Done (Esc)', () => this.deps.end());
    const actions = this.el('div', {});
    style(actions, { display: 'flex', gap: '4px', margin: '4px 0' });
    actions.append(this.undoButton, this.redoButton, done);
    this.figure = this.el('p', { 'data-kind': 'paint-figure' });
    this.statusLine = this.el('p', { role: 'status', 'aria-live': 'polite' });
    const keys = this.el('p', {});
    keys.textContent = 'Click or drag across hexes (near a hexside with a hexside brush). Keys: arrows move the cursor, Space paints, Delete erases, Shift+arrow paints a hexside, a brush’s key picks it.';
    for (const p of [this.figure, this.statusLine, keys]) style(p, { margin: '4px 0 0' });
    style(keys, { color: '#5f6368', 'font-size': '12px' });
    this.bar.append(title, brushes, hillLabel, actions, this.figure, this.statusLine, keys);
    root.append(this.bar);
    this.bar.focus({ preventScroll: true });
    this.surface.addEventListener('pointerdown', this.onDown);
    this.surface.addEventListener('pointermove', this.onMove);
    this.surface.addEventListener('pointerup', this.onUp);
    this.surface.addEventListener('pointercancel', this.onUp);
    this.win?.addEventListener('keydown', this.onKey, { capture: true });
    host.setAttribute(PAINT_ATTRIBUTES.on, 'on');
  }

  /** Draws what is known over `map` (null: the page gives no map to paint on, said in the bar). */
  render(map: PaintMap | null, pageTerrain: Readonly<Record<string, HexTerrain>>): void {
    this.map = map;
    this.pageTerrain = pageTerrain;
    const { doc, mode } = this;
    if (map && mode.cursor === null) mode.cursor = this.startHex(map);
    const parts: SVGElement[] = [];
    if (map) {
      // Bounds by a loop: a spread of every corner of a large map would pass the engine's argument limit.
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const h of map.hexes) {
        for (const c of h.corners) {
          left = Math.min(left, c.x);
          top = Math.min(top, c.y);
          right = Math.max(right, c.x);
          bottom = Math.max(bottom, c.y);
        }
      }
      for (const [k, v] of Object.entries({ x: left, y: top, width: right - left, height: bottom - top })) this.surface.setAttribute(k, n(v));
      const r = map.spacing * 0.28;
      for (const h of map.hexes) {
        const mine = mode.markOf(h.label);
        const rules = Object.hasOwn(mode.rules, h.label) ? mode.rules[h.label] : undefined;
        const page = Object.hasOwn(pageTerrain, h.label) ? pageTerrain[h.label] : undefined;
        if (!mine && !rules && !page) continue;
        const g = svg(doc, 'g', { 'data-kind': 'paint-hex', 'data-place': h.label, ...(mine ? { 'data-painted': describe(mine) } : {}) });
        const shown = mine ?? rules ?? page ?? {};
        g.append(
          svg(doc, 'polygon', {
            points: points(h.corners),
            fill: mine ? colourOf(mine) : '#1a73e8',
            'fill-opacity': mine ? '0.35' : '0.12',
            stroke: mine ? colourOf(mine) : '#1a73e8',
            'stroke-width': '1',
            ...(mine ? {} : { 'stroke-dasharray': '2 2' }),
          }),
        );
        const letter = mine ? letterOf(mine) : '';
        const level = shown.elevation === undefined ? '' : String(shown.elevation);
        if (letter || level) {
          const t = svg(doc, 'text', { x: n(h.centre.x), y: n(h.centre.y), 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'font-weight': '700', 'font-size': n(r * 1.1), fill: '#111', stroke: '#fff', 'stroke-width': '2', 'paint-order': 'stroke' });
          t.textContent = [letter, level].filter((x) => x !== '').join(' ');
          g.append(t);
        }
        if (shown.road) g.append(svg(doc, 'circle', { cx: n(h.centre.x), cy: n(h.centre.y + r * 1.2), r: n(r * 0.25), fill: '#111' }));
        const whose = mine ? 'your mark' : rules ? 'named by the rules' : 'shown by the page';
        parts.push(titled(doc, g, `${h.label}: ${describe(shown) || 'known'} (${whose})`));
      }
      for (const [side, features] of mode.markedSides()) {
        const ends = map.edge(side);
        if (!ends) continue;
        const g = svg(doc, 'g', { 'data-kind': 'paint-hexside', 'data-place': side, 'data-painted': features.join(', ') });
        for (const f of features) {
          const st = SIDE_STYLES[f] ?? { colour: '#5e35b1', width: 4, dash: null };
          g.append(svg(doc, 'line', { x1: n(ends[0].x), y1: n(ends[0].y), x2: n(ends[1].x), y2: n(ends[1].y), stroke: st.colour, 'stroke-width': n(st.width), 'stroke-linecap': 'round', ...(st.dash ? { 'stroke-dasharray': st.dash } : {}) }));
        }
        parts.push(titled(doc, g, `${side.replace('|', '–')}: ${features.join(', ')} (your mark)`));
      }
      const cursor = mode.cursor ? map.byLabel(mode.cursor) : undefined;
      if (cursor) parts.push(svg(doc, 'polygon', { 'data-kind': 'paint-cursor', points: points(cursor.corners), fill: 'none', stroke: '#f9ab00', 'stroke-width': '3' }));
      const c = mode.coverage(
        map.hexes.map((h) => h.label),
        pageTerrain,
      );
      this.figure.textContent = `Terrain known for ${c.terrain.toLocaleString('en')} of ${c.total.toLocaleString('en')} hexes; elevation for ${c.elevation.toLocaleString('en')}.${mode.cursor ? ` Cursor: ${mode.cursor}.` : ''}`;
      this.host.setAttribute(PAINT_ATTRIBUTES.coverage, `terrain:${c.terrain} elevation:${c.elevation} total:${c.total}`);
    } else {
      this.figure.textContent = 'This page gives no map to paint on: Adjutant needs counters or markers placed in hexes to find the grid.';
      this.host.removeAttribute(PAINT_ATTRIBUTES.coverage);
    }
    this.coverageGroup.replaceChildren(...parts);
    this.statusLine.textContent = mode.status;
    for (const [id, button] of this.brushButtons) button.setAttribute('aria-pressed', String(id === mode.brush.id));
    for (const [id, button] of this.brushButtons) style(button, { background: id === mode.brush.id ? '#d2e3fc' : '#f1f3f4' });
    this.undoButton.disabled = !mode.canUndo;
    this.redoButton.disabled = !mode.canRedo;
    this.host.setAttribute(PAINT_ATTRIBUTES.brush, mode.brush.id);
    this.host.setAttribute(PAINT_ATTRIBUTES.marked, String(mode.marked().size));
    this.host.setAttribute(PAINT_ATTRIBUTES.sides, String(mode.markedSides().size));
    if (mode.cursor) this.host.setAttribute(PAINT_ATTRIBUTES.cursor, mode.cursor);
    else this.host.removeAttribute(PAINT_ATTRIBUTES.cursor);
  }

  /** Whether this view draws in the overlay of `host` (a new overlay needs a new view). */
  attachedTo(host: HTMLElement): boolean {
    return this.host === host && host.isConnected;
  }

  remove(): void {
    this.win?.removeEventListener('keydown', this.onKey, { capture: true });
    this.bar.remove();
    this.group.replaceChildren();
    for (const name of Object.values(PAINT_ATTRIBUTES)) this.host.removeAttribute(name);
  }

  /** The hex the cursor starts on: the one nearest the middle of the map's part in view. */
  private startHex(map: PaintMap): string | null {
    const win = this.win;
    const mid = win ? { x: win.scrollX + win.innerWidth / 2, y: win.scrollY + win.innerHeight / 2 } : { x: 0, y: 0 };
    let best: string | null = null;
    let bestD = Infinity;
    for (const h of map.hexes) {
      const d = Math.hypot(h.centre.x - mid.x, h.centre.y - mid.y);
      if (d < bestD) {
        bestD = d;
        best = h.label;
      }
    }
    return best;
  }

  private pointOf(e: PointerEvent): Point {
    const win = this.win;
    return { x: e.clientX + (win?.scrollX ?? 0), y: e.clientY + (win?.scrollY ?? 0) };
  }

  private hexUnder(e: PointerEvent): string | null {
    return this.map?.hexAt(this.pointOf(e))?.label ?? null;
  }

  /** Paints what the pointer is over: the hexside near it with a hexside brush, else its hex. */
  private paintUnder(e: PointerEvent): void {
    const hex = this.hexUnder(e);
    if (this.mode.brush.kind === 'hexside') {
      const side = this.map?.hexsideAt(this.pointOf(e)) ?? null;
      if (hex) this.mode.cursor = hex;
      if (side) this.mode.paintSide(side);
      return;
    }
    if (hex && hex !== this.mode.cursor) this.mode.cursor = hex;
    if (hex) this.mode.paint(hex);
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (!this.deps.trusted(e) || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    this.bar.focus({ preventScroll: true });
    this.dragging = true;
    try {
      this.surface.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer has no capture: the drag still works while the pointer stays over the map.
    }
    this.mode.beginStroke();
    this.paintUnder(e);
  };

  private readonly onMove = (e: PointerEvent): void => {
    if (!this.dragging || !this.deps.trusted(e)) return;
    // A stroke paints each hex or hexside once, however long the pointer stays over it.
    this.paintUnder(e);
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (!this.dragging) return;
    this.dragging = false;
    if (this.deps.trusted(e)) e.stopPropagation();
    this.mode.endStroke();
    this.rerender();
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.deps.trusted(e) || isEditable(e.composedPath()[0] ?? null)) return;
    const { mode } = this;
    const ctrl = e.ctrlKey || e.metaKey;
    let handled = true;
    if (e.key === 'Escape') this.deps.end();
    else if (ctrl && (e.key === 'z' || e.key === 'Z') && !e.shiftKey) mode.undo();
    else if (ctrl && (e.key === 'y' || e.key === 'Y' || ((e.key === 'z' || e.key === 'Z') && e.shiftKey))) mode.redo();
    else if (ctrl || e.altKey) handled = false;
    else if (e.key in ARROWS && this.map && mode.cursor) {
      const next = this.map.step(mode.cursor, ARROWS[e.key] as Point);
      // Shift with a hexside brush paints the side toward that neighbour; otherwise the cursor moves.
      if (e.shiftKey && mode.brush.kind === 'hexside') {
        if (next) mode.paintSide(hexsideKey(mode.cursor, next.label));
      } else if (next) mode.cursor = next.label;
      this.rerender();
    } else if ((e.key === ' ' || e.key === 'Enter') && mode.cursor) mode.paint(mode.cursor);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && mode.cursor) mode.paint(mode.cursor, paintBrush('erase') ?? mode.brush);
    else {
      const brush = mode.brushForKey(e.key);
      if (brush) mode.chooseBrush(brush.id);
      else handled = false;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  private rerender(): void {
    this.render(this.map, this.pageTerrain);
  }

  private el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>): HTMLElementTagNameMap[K] {
    const e = this.doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  }

  private button(text: string, act: () => void): HTMLButtonElement {
    const b = this.el('button', { type: 'button' });
    b.textContent = text;
    style(b, { font: 'inherit', padding: '2px 6px', border: '1px solid #80868b', 'border-radius': '4px', cursor: 'pointer', color: '#202124', background: '#f1f3f4' });
    b.addEventListener('click', (e) => {
      if (!this.deps.trusted(e)) return;
      e.stopPropagation();
      act();
    });
    return b;
  }
}

/** Inline styles that the page's own stylesheet cannot override (a <style> may be blocked by the page's CSP). */
function style(el: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) el.style.setProperty(name, value, 'important');
}
