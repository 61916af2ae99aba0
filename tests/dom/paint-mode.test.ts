import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentSession } from '../../content/content-session.js';
import { PAINT_ATTRIBUTES } from '../../content/paint-layer.js';
import { paintRoute } from '../../content/paint-route.js';
import { paintRoutes } from '../../src/background/paint-requests.js';
import { rulesTerrain } from '../../src/engine/index.js';
import { G77_MAP_DATA } from '../../src/engine/games/gettysburg-77/map-data.js';
import { dispatch } from '../../src/messaging/dispatch.js';
import { PROTOCOL, showPaintChecks } from '../../src/messaging/protocol.js';
import type { PaintChange, PaintHexsideChange, PaintMarks } from '../../src/messaging/paint-messages.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadHexsideMarks } from '../../src/storage/hexside-marks.js';
import { loadTerrainMarks } from '../../src/storage/terrain-marks.js';
import { buildPage, closeSession, following, host, ID, ORIGIN, pageCentre, POPUP, until, type PageCounter, type Sender } from '../support/board-page.js';

/**
 * The paint mode of the overlay, in jsdom: a made-up 1977 board page (tests/support/board-page.ts), the popup
 * turning painting on as the content script receives it, and the content script's reads and writes going through
 * the worker's own routes (paint-requests.ts) to a store in memory — so what a stroke stores is checked, not
 * just what it draws.
 */
const COUNTERS: readonly PageCounter[] = [
  { id: 'archer', name: 'Archer', side: 'confederate', hex: 'L34' },
  { id: 'gamble', name: 'Gamble', side: 'union', hex: 'M34' },
  { id: 'devin', name: 'Devin', side: 'union', hex: 'L40' },
];

const TAB_PAGE = { id: ID, url: 'https://example.test/board', tab: { id: 7 }, frameId: 0 };

/** The content script's messages to the worker, through the worker's routes and the protocol's validators. */
function worker(store: ReturnType<typeof memoryStore>) {
  const routes = paintRoutes(store, ID, ORIGIN);
  const send = async (message: unknown): Promise<PaintMarks | null> => {
    const reply = await dispatch(routes, PROTOCOL, message, TAB_PAGE);
    return PROTOCOL['paint-read'].reply(reply);
  };
  return {
    paintRead: (game: string) => send({ type: 'paint-read', game }),
    paintWrite: (game: string, changes: readonly PaintChange[], hexsides: readonly PaintHexsideChange[] = []) => send({ type: 'paint-write', game, changes, hexsides }),
  };
}

/** The board container with the box a browser would give it: the map the paint mode covers. */
function markMap(): void {
  const map = document.getElementById('map') as HTMLElement;
  map.setAttribute('data-adjutant-board', 'adjutant-board/1');
  const a = pageCentre('H30');
  const b = pageCentre('Q44');
  const rect = { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
  map.getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, right: rect.left + rect.width, bottom: rect.top + rect.height, toJSON: () => rect }) as DOMRect;
}

/** What the popup sends with painting: the terrain the 1977 rules name (its sunken road). */
const RULES = rulesTerrain(G77_MAP_DATA.data());

function turnPaint(s: ContentSession, on: boolean, sender: Sender = POPUP): void {
  dispatch({ 'show-paint': paintRoute(s, ID, ORIGIN) }, { 'show-paint': showPaintChecks }, { type: 'show-paint', on, rules: on ? RULES : {} }, sender);
}

function surface(s: ContentSession): SVGRectElement {
  const el = s.overlayView?.root.querySelector<SVGRectElement>('[data-kind="paint-surface"]');
  if (!el) throw new Error('no paint surface');
  return el;
}

function pointer(s: ContentSession, type: string, label: string): void {
  const c = pageCentre(label);
  surface(s).dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: c.x, clientY: c.y }));
}

function key(k: string, extra: KeyboardEventInit = {}): void {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...extra }));
}

function button(s: ContentSession, name: string): HTMLButtonElement {
  const b = Array.from(s.overlayView?.root.querySelectorAll('button') ?? []).find((x) => x.textContent?.startsWith(name));
  if (!b) throw new Error(`no button ${name}`);
  return b;
}

async function painting(store = memoryStore()) {
  const s = await following(worker(store));
  turnPaint(s, true);
  await until(() => expect(s.paintMode?.status).toMatch(/^Choose a terrain/));
  return { s, store };
}

const stored = async (store: ReturnType<typeof memoryStore>) => loadTerrainMarks(store, 'gettysburg-77');

beforeEach(() => {
  buildPage(COUNTERS);
  markMap();
});

afterEach(closeSession);

describe('the paint mode on the board', () => {
  it('paints the hexes a drag crosses with the chosen terrain, stores them in one write, and says what it did', async () => {
    const { s, store } = await painting();
    const before = document.getElementById('map')?.outerHTML;
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.brush)).toBe('woods');
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointermove', 'N36');
    pointer(s, 'pointermove', 'N36');
    pointer(s, 'pointermove', 'O36');
    pointer(s, 'pointerup', 'O36');
    await s.paintMode?.settled();
    expect(await stored(store)).toEqual({ N35: { terrain: ['woods'] }, N36: { terrain: ['woods'] }, O36: { terrain: ['woods'] } });
    expect(s.paintMode?.status).toBe('Painted woods on N35, N36, O36. Stored.');
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.marked)).toBe('3');
    const painted = Array.from(s.overlayView?.root.querySelectorAll('[data-kind="paint-hex"][data-painted]') ?? []).map((g) => g.getAttribute('data-place'));
    expect(painted.sort()).toEqual(['N35', 'N36', 'O36']);
    // The page's own elements are exactly as they were: painting lives in the overlay and the store.
    expect(document.getElementById('map')?.outerHTML).toBe(before);
  });

  it('works by keyboard: a key picks the brush, arrows move the cursor, Space paints, Delete erases, Ctrl+Z and Ctrl+Y undo and redo', async () => {
    const { s, store } = await painting();
    const start = host()?.getAttribute(PAINT_ATTRIBUTES.cursor) ?? '';
    expect(start).not.toBe('');
    key('4');
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.brush)).toBe('town');
    key(' ');
    key('ArrowDown');
    const below = host()?.getAttribute(PAINT_ATTRIBUTES.cursor) ?? '';
    expect(below).not.toBe(start);
    key('9');
    key('Enter');
    await s.paintMode?.settled();
    expect(await stored(store)).toEqual({ [start]: { terrain: ['town'] }, [below]: { elevation: 0 } });
    key('Delete');
    await s.paintMode?.settled();
    expect(Object.keys(await stored(store))).toEqual([start]);
    key('z', { ctrlKey: true });
    await s.paintMode?.settled();
    expect((await stored(store))[below]).toEqual({ elevation: 0 });
    key('y', { ctrlKey: true });
    await s.paintMode?.settled();
    expect(Object.keys(await stored(store))).toEqual([start]);
    // The buttons do the same.
    button(s, 'Undo').click();
    await s.paintMode?.settled();
    expect((await stored(store))[below]).toEqual({ elevation: 0 });
  });

  it('keeps a painted elevation under a later terrain, and a named hill under both', async () => {
    const { s, store } = await painting();
    key('0');
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    key('7');
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    key('2');
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    await s.paintMode?.settled();
    expect((await stored(store)).N35).toEqual({ elevation: 1, terrain: ['woods', 'cemetery hill'] });
  });

  it('paints a stream along the hexside a click lands near, a bridge by Shift+arrow from the cursor, and undoes them', async () => {
    const { s, store } = await painting();
    key('s');
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.brush)).toBe('stream');
    const a = pageCentre('N35');
    const b = pageCentre('N36');
    surface(s).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, clientX: (a.x + b.x) / 2 + (a.x - b.x) * 0.1, clientY: (a.y + b.y) / 2 + (a.y - b.y) * 0.1 }));
    surface(s).dispatchEvent(new MouseEvent('pointerup', { bubbles: true, cancelable: true, button: 0, clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 }));
    await s.paintMode?.settled();
    expect(await loadHexsideMarks(store, 'gettysburg-77')).toEqual({ 'N35|N36': ['stream'] });
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.sides)).toBe('1');
    expect(s.overlayView?.root.querySelector('[data-kind="paint-hexside"]')?.getAttribute('data-place')).toBe('N35|N36');
    // The hexes' own marks are untouched by a hexside brush.
    expect(await stored(store)).toEqual({});
    // By keyboard: the cursor stands on N35 (the click's hex); Shift+Right paints the side toward the next hex that way.
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.cursor)).toBe('N35');
    key('b');
    key('ArrowRight', { shiftKey: true });
    await s.paintMode?.settled();
    const after = await loadHexsideMarks(store, 'gettysburg-77');
    expect(Object.values(after).flat()).toContain('bridge');
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.cursor)).toBe('N35');
    key('z', { ctrlKey: true });
    key('z', { ctrlKey: true });
    await s.paintMode?.settled();
    expect(await loadHexsideMarks(store, 'gettysburg-77')).toEqual({});
  });

  it('shows the figure of what is known, the rules’ own sunken road counted, and it grows as the player paints', async () => {
    const { s } = await painting();
    const figure = () => host()?.getAttribute(PAINT_ATTRIBUTES.coverage) ?? '';
    const read = () => Object.fromEntries(figure().split(' ').map((p) => p.split(':')).map(([k, v]) => [k, Number(v)]));
    const first = read();
    expect(first.total).toBeGreaterThan(100);
    // Q36 and R35 (the sunken road the rules name) lie inside this map: known before anything is painted.
    expect(first.terrain).toBeGreaterThanOrEqual(1);
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    await s.paintMode?.settled();
    expect(read().terrain).toBe(first.terrain + 1);
    const text = s.overlayView?.root.querySelector('[data-kind="paint-figure"]')?.textContent ?? '';
    expect(text).toMatch(new RegExp(`^Terrain known for ${first.terrain + 1} of ${first.total.toLocaleString('en')} hexes; elevation for 0\\.`));
  });

  it('ignores input that is not the player’s, and Escape or Done ends it leaving no paint bar behind', async () => {
    const store = memoryStore();
    let trusted = false;
    const s = await following({ ...worker(store), trusted: () => trusted });
    turnPaint(s, true);
    await until(() => expect(s.paintMode?.status).toMatch(/^Choose a terrain/));
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    key('4');
    await s.paintMode?.settled();
    expect(await stored(store)).toEqual({});
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.brush)).toBe('woods');
    trusted = true;
    key('Escape');
    expect(s.paintMode).toBeNull();
    expect(host()).toBeNull();
    turnPaint(s, true);
    await until(() => expect(s.paintMode?.status).toMatch(/^Choose a terrain/));
    button(s, 'Done').click();
    expect(host()).toBeNull();
  });

  it('is turned on only by the extension’s own pages', async () => {
    const s = await following(worker(memoryStore()));
    turnPaint(s, true, { id: ID, url: 'https://example.test/board', tab: { id: 7 } });
    turnPaint(s, true, { id: 'another-extension', url: 'chrome-extension://another-extension/popup.html' });
    expect(s.paintMode).toBeNull();
  });

  it('a write the store refuses shows what is stored, never the refused stroke', async () => {
    const store = memoryStore();
    const w = worker(store);
    const s = await following({ ...w, paintWrite: (game, changes, hexsides) => w.paintWrite(game, changes.map((c) => ({ ...c, hex: 'ZZ999' })), hexsides) });
    turnPaint(s, true);
    await until(() => expect(s.paintMode?.status).toMatch(/^Choose a terrain/));
    pointer(s, 'pointerdown', 'N35');
    pointer(s, 'pointerup', 'N35');
    await s.paintMode?.settled();
    expect(s.paintMode?.status).toMatch(/^Not stored: /);
    expect(host()?.getAttribute(PAINT_ATTRIBUTES.marked)).toBe('0');
  });
});

describe('the worker’s paint routes', () => {
  it('answer only this extension’s content script in a top frame', async () => {
    const routes = paintRoutes(memoryStore(), ID, ORIGIN);
    const read = { type: 'paint-read', game: 'gettysburg-77' };
    expect(await dispatch(routes, PROTOCOL, read, POPUP)).toBeUndefined();
    expect(await dispatch(routes, PROTOCOL, read, { ...TAB_PAGE, frameId: 3 })).toBeUndefined();
    expect(await dispatch(routes, PROTOCOL, read, { ...TAB_PAGE, id: 'another' })).toBeUndefined();
    expect(PROTOCOL['paint-read'].reply(await dispatch(routes, PROTOCOL, read, TAB_PAGE))?.ok).toBe(true);
  });

  it('refuse a malformed stroke before anything is read or written', async () => {
    const store = memoryStore();
    const routes = paintRoutes(store, ID, ORIGIN);
    for (const bad of [
      { type: 'paint-write', game: 'gettysburg-77', changes: [{ hex: '<img>', mark: null }], hexsides: [] },
      { type: 'paint-write', game: 'gettysburg-77', changes: [{ hex: 'M34', mark: { terrain: 'woods' } }], hexsides: [] },
      { type: 'paint-write', game: 'no-such-game', changes: [], hexsides: [] },
      { type: 'paint-write', game: 'gettysburg-77', changes: Array.from({ length: 2001 }, () => ({ hex: 'M34', mark: null })), hexsides: [] },
      { type: 'paint-write', game: 'gettysburg-77', changes: [], hexsides: [], extra: 1 },
      { type: 'paint-write', game: 'gettysburg-77', changes: [] },
      { type: 'paint-write', game: 'gettysburg-77', changes: [], hexsides: [{ hexside: 'M34', features: ['stream'] }] },
      { type: 'paint-write', game: 'gettysburg-77', changes: [], hexsides: [{ hexside: 'M34|M35', features: ['<b>'] }] },
    ]) {
      expect(await dispatch(routes, PROTOCOL, bad, TAB_PAGE)).toBeUndefined();
    }
    expect(store.dump()).toEqual({});
  });
});
