import { ContentSession, type SessionDeps } from '../../content/content-session.js';
import { OVERLAY_TAG } from '../../content/overlay.js';
import type { PageGeometry } from '../../content/overlay-marks.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import type { Side } from '../../src/engine/core/combat-unit.js';
import type { HexGrid } from '../../src/engine/core/hex/hex-grid.js';
import { hexGrid } from '../../src/engine/maps.js';
import type { BoardAck, PageReading } from '../../src/messaging/board-messages.js';

/**
 * A made-up board page for the overlay's tests in jsdom: counters carrying the open format's attributes, laid out
 * from Gettysburg 1977 hex centres × 40 px, read by a stand-in reader, and a content session following it as on a
 * site that is on. The popup's messages reach it as the content script receives them (its route and validator).
 */
export const GRID = hexGrid('gettysburg-77') as HexGrid;
const PX = 40;
const SHIFT = { x: -300, y: 20 };
const COUNTER = 24;

/** The extension as the content script knows it, and its popup as a sender. */
export const ID = 'abcdefghijklmnop';
export const ORIGIN = `chrome-extension://${ID}/`;
export const POPUP = { id: ID, url: `${ORIGIN}popup/popup.html` };

export type Sender = { id?: string; url?: string; tab?: { id?: number } };

export interface PageCounter {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly hex: string;
  readonly type?: 'infantry' | 'artillery';
}

export function pageCentre(label: string): { x: number; y: number } {
  const h = GRID.parse(label);
  if (!h) throw new Error(label);
  const c = GRID.center(h);
  return { x: c.x * PX + SHIFT.x, y: c.y * PX + SHIFT.y };
}

/** Gives an element the box a browser would lay it out in (jsdom lays nothing out): a counter centred on its hex. */
export function placeAt(el: Element, label: string): void {
  const c = pageCentre(label);
  const rect = { left: c.x - COUNTER / 2, top: c.y - COUNTER / 2, width: COUNTER, height: COUNTER };
  el.getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, right: rect.left + COUNTER, bottom: rect.top + COUNTER, toJSON: () => rect }) as DOMRect;
}

/** Moves a counter to another hex, as the page would after a move. */
export function moveCounter(id: string, label: string): void {
  const el = document.querySelector(`[data-adjutant-unit="${id}"]`);
  if (!el) throw new Error(id);
  el.setAttribute('data-adjutant-hex', label);
  placeAt(el, label);
}

export function buildPage(counters: readonly PageCounter[]): void {
  document.body.replaceChildren();
  const map = document.createElement('div');
  map.id = 'map';
  for (const c of counters) {
    const el = document.createElement('div');
    el.className = 'counter';
    el.setAttribute('data-adjutant-unit', c.id);
    el.setAttribute('data-adjutant-name', c.name);
    el.setAttribute('data-adjutant-side', c.side);
    el.setAttribute('data-adjutant-hex', c.hex);
    el.setAttribute('data-adjutant-type', c.type ?? 'infantry');
    el.textContent = c.name;
    placeAt(el, c.hex);
    map.append(el);
  }
  document.body.append(map);
}

/** A stand-in reader: the board the counters' attributes describe (the real one is src/readers/open-format.ts). */
export function readCounters(doc: Document): PageReading {
  const els = Array.from(doc.querySelectorAll('[data-adjutant-unit]'));
  if (els.length === 0) return { kind: 'none' };
  const units: BoardUnit[] = els.map((el) => ({
    id: el.getAttribute('data-adjutant-unit') ?? '',
    name: el.getAttribute('data-adjutant-name') ?? '',
    side: el.getAttribute('data-adjutant-side') === 'union' ? 'union' : 'confederate',
    type: el.getAttribute('data-adjutant-type') === 'artillery' ? 'artillery' : 'infantry',
    formation: {},
    strength: { full: null, reduced: null },
    steps: { left: 2, full: 2 },
    status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
    location: { kind: 'hex', hex: el.getAttribute('data-adjutant-hex') ?? '' },
  }));
  const board: Board = {
    format: BOARD_FORMAT,
    game: 'gettysburg-77',
    time: { turn: 1, day: 'July 1', hour: '7 AM', light: 'day', phasingSide: 'confederate' },
    units,
    markers: [],
    terrain: {},
    source: { kind: 'page', name: 'made-up test page' },
  };
  return { kind: 'board', board };
}

let current: ContentSession | null = null;

/** A session that has taken its first look and follows the page (the worker said the site is on). */
export async function following(extra: Partial<Pick<SessionDeps, 'paintRead' | 'paintWrite' | 'trusted'>> = {}): Promise<ContentSession> {
  const s = new ContentSession({
    doc: document,
    read: readCounters,
    grid: (game) => hexGrid(game),
    debounceMs: 10,
    trusted: () => true,
    ...extra,
    async report(): Promise<BoardAck> {
      return { type: 'board-ack', follow: true };
    },
  });
  current = s;
  await s.start();
  return s;
}

/** After each test: the session stops and no overlay stays on the page. */
export function closeSession(): void {
  current?.disable();
  current = null;
  document.querySelectorAll(OVERLAY_TAG).forEach((el) => el.remove());
}

export function root(s: ContentSession): ShadowRoot {
  const r = s.overlayView?.root;
  if (!r) throw new Error('no overlay');
  return r;
}

export const host = (): HTMLElement | null => document.querySelector<HTMLElement>(OVERLAY_TAG);

export function altClick(id: string): void {
  document.querySelector(`[data-adjutant-unit="${id}"]`)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true, button: 0 }));
}

export function pressEscape(): void {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/** Waits for a check to pass (the session reads the page again after a debounce). */
export async function until(check: () => void, ms = 1000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

/** What a page shows of a board, for the pure geometry: a counter centred on each unit's hex. */
export function pageGeometryOf(board: Board): PageGeometry {
  const boxOf = (label: string) => ({ left: pageCentre(label).x - COUNTER / 2, top: pageCentre(label).y - COUNTER / 2, width: COUNTER, height: COUNTER });
  return { hexBoxes: board.units.flatMap((u) => (u.location.kind === 'hex' ? [{ hex: u.location.hex, box: boxOf(u.location.hex) }] : [])), clip: null, counterBoxes: () => [] };
}
