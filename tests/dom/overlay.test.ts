import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentSession } from '../../content/content-session.js';
import { OVERLAY_TAG } from '../../content/overlay.js';
import { readPage } from '../../content/page-reading.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { hexGrid } from '../../src/engine/maps.js';
import type { BoardAck, BoardReport } from '../../src/messaging/board-messages.js';
import { buildPage, GRID, pageCentre, placeAt, readCounters, until, type PageCounter } from '../support/board-page.js';

/**
 * The content script's session on a page in jsdom: a made-up board page whose counters carry the open
 * format's data attributes. jsdom lays nothing out, so each counter's box is set from a made-up page
 * geometry (Gettysburg 1977 hex centres × 40 px, shifted; tests/support/board-page.ts), which the overlay has to
 * find on its own.
 */
const COUNTERS: readonly PageCounter[] = [
  { id: 'csa-1', name: 'Archer', side: 'confederate', hex: 'O38' },
  { id: 'csa-2', name: 'Davis <img src=x onerror="window.pwned=1">', side: 'confederate', hex: 'Q36' },
  { id: 'usa-1', name: 'Buford', side: 'union', hex: 'O40' },
  { id: 'usa-2', name: 'Gamble', side: 'union', hex: 'T33' },
];

function counter(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-adjutant-unit="${id}"]`);
  if (!el) throw new Error(id);
  return el;
}

function altClick(el: Element, alt = true): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, altKey: alt, button: 0 });
  el.dispatchEvent(event);
  return event;
}

function session(follow: boolean, options: { readonly pageTrusted?: boolean; readonly beforeAck?: () => void } = {}) {
  const reports: BoardReport[] = [];
  const reads = vi.fn(readCounters);
  const s = new ContentSession({
    doc: document,
    read: reads,
    grid: (game) => hexGrid(game),
    debounceMs: 10,
    // jsdom marks dispatched events untrusted; these stand for the player's own unless a test says otherwise.
    ...(options.pageTrusted === false ? {} : { trusted: () => true }),
    async report(r): Promise<BoardAck> {
      reports.push(r);
      if (reports.length === 1) options.beforeAck?.();
      return { type: 'board-ack', follow };
    },
  });
  return { s, reports, reads };
}

function marks(s: ContentSession): SVGPolygonElement[] {
  return Array.from(s.overlayView?.root.querySelectorAll('polygon') ?? []);
}

function centroid(p: SVGPolygonElement): { x: number; y: number } {
  const pts = (p.getAttribute('points') ?? '').split(' ').map((xy) => xy.split(',').map(Number));
  return { x: pts.reduce((s, [x]) => s + (x ?? 0), 0) / pts.length, y: pts.reduce((s, [, y]) => s + (y ?? 0), 0) / pts.length };
}

let current: ContentSession | null = null;

beforeEach(() => {
  buildPage(COUNTERS);
});

afterEach(() => {
  current?.disable();
  current = null;
  document.querySelectorAll(OVERLAY_TAG).forEach((el) => el.remove());
});

describe('the content session on an enabled board page', () => {
  it('reads the board once and reports it; a one-time look does not follow or listen', async () => {
    const { s, reports } = session(false);
    current = s;
    await s.start();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.reading.kind).toBe('board');
    expect(s.isFollowing).toBe(false);
    const click = altClick(counter('csa-1'));
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
  });

  it('on a site that is on, reads and reports the board once per load, not again on following', async () => {
    const { s, reports, reads } = session(true);
    current = s;
    await s.start();
    expect(s.isFollowing).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(1);
  });

  it('reads again on following when the board changed before the worker answered', async () => {
    const { s, reports, reads } = session(true, { beforeAck: () => counter('csa-1').setAttribute('data-adjutant-hex', 'Q38') });
    current = s;
    await s.start();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(reports).toHaveLength(2);
  });

  it('ignores clicks and keys a page script makes up: only the player picks counters', async () => {
    const { s, reports } = session(true, { pageTrusted: false });
    current = s;
    await s.start();
    const sent = reports.length;
    for (let i = 0; i < 200; i++) expect(altClick(counter('csa-1')).defaultPrevented).toBe(false);
    counter('usa-1').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', altKey: true, bubbles: true, cancelable: true }));
    expect(reports).toHaveLength(sent);
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
  });

  it('Alt+click picks attackers (the first side picked) and defenders; plain clicks are left alone', async () => {
    const { s, reports } = session(true);
    current = s;
    await s.start();
    expect(s.isFollowing).toBe(true);
    expect(altClick(counter('usa-1'), false).defaultPrevented).toBe(false);
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();

    expect(altClick(counter('csa-1')).defaultPrevented).toBe(true);
    altClick(counter('usa-1'));
    expect(reports.at(-1)?.selection).toEqual({ attackers: ['csa-1'], defenders: ['usa-1'] });
    // Picking a counter again drops it.
    altClick(counter('usa-1'));
    expect(reports.at(-1)?.selection).toEqual({ attackers: ['csa-1'], defenders: [] });
  });

  it('adds one host element with a closed shadow root; the page itself is untouched', async () => {
    const before = document.body.innerHTML;
    const rootChildren = document.documentElement.children.length;
    const { s } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-1'));
    altClick(counter('usa-1'));

    const hosts = document.querySelectorAll(OVERLAY_TAG);
    expect(hosts).toHaveLength(1);
    const host = hosts[0] as HTMLElement;
    expect(host.parentElement).toBe(document.documentElement);
    expect(document.documentElement.children.length).toBe(rootChildren + 1);
    expect(host.shadowRoot).toBeNull(); // closed: the page cannot reach in
    expect(s.overlayView?.root.mode).toBe('closed');
    expect(host.style.getPropertyValue('pointer-events')).toBe('none');
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelectorAll('svg, polygon')).toHaveLength(0);
  });

  it('marks the selected hexes by side and their zones of control, placed over the counters', async () => {
    const { s } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-1'));
    altClick(counter('usa-1'));
    const all = marks(s);
    const units = all.filter((p) => p.dataset.kind === 'unit');
    expect(units.map((p) => [p.dataset.role, p.dataset.place])).toEqual([
      ['attacker', 'O38'],
      ['defender', 'O40'],
    ]);
    for (const p of units) {
      const c = centroid(p);
      const want = pageCentre(p.dataset.place ?? '');
      expect(Math.abs(c.x - want.x)).toBeLessThan(0.5);
      expect(Math.abs(c.y - want.y)).toBeLessThan(0.5);
      expect(p.getAttribute('points')?.split(' ')).toHaveLength(6);
    }
    const zoc = (role: string) =>
      all
        .filter((p) => p.dataset.kind === 'zoc' && p.dataset.role === role)
        .map((p) => p.dataset.place)
        .sort();
    const around = (label: string) => GRID.neighbors(GRID.parse(label) ?? { q: 0, r: 0 }).map((h) => GRID.format(h));
    expect(zoc('attacker')).toEqual(around('O38').sort());
    expect(zoc('defender')).toEqual(around('O40').sort());
    expect(zoc('attacker')).toContain('O39');
    // Zones are drawn under the selected hexes.
    const kinds = all.map((p) => p.dataset.kind);
    expect(kinds.indexOf('unit')).toBeGreaterThan(kinds.lastIndexOf('zoc'));
  });

  it('puts page strings in as text, never as markup', async () => {
    const { s } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-2'));
    const root = s.overlayView?.root;
    expect(root?.querySelector('img')).toBeNull();
    const title = root?.querySelector('polygon[data-kind="unit"] title');
    expect(title?.textContent).toBe('Attacker in Q36: Davis <img src=x onerror="window.pwned=1">');
    expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
  });

  it('Escape clears the selection and takes the overlay away', async () => {
    const { s, reports } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-1'));
    expect(document.querySelector(OVERLAY_TAG)).not.toBeNull();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
    expect(reports.at(-1)?.selection).toEqual({ attackers: [], defenders: [] });
  });

  it('reads again after a relevant change, debounced, and ignores the rest of the page', async () => {
    const { s, reads, reports } = session(true);
    current = s;
    await s.start();
    altClick(counter('usa-2'));
    const readsBefore = reads.mock.calls.length;

    // Changes that are not the board's: nothing is read.
    const note = document.createElement('p');
    note.textContent = 'chat message';
    document.body.append(note);
    counter('usa-2').setAttribute('class', 'counter dragging');
    await new Promise((r) => setTimeout(r, 40));
    expect(reads.mock.calls.length).toBe(readsBefore);

    // A counter moved (three attribute writes in a row): one reading after the page settles.
    const moved = counter('usa-2');
    moved.setAttribute('data-adjutant-hex', 'U32');
    placeAt(moved, 'U32');
    moved.setAttribute('data-adjutant-name', 'Gamble');
    moved.setAttribute('data-adjutant-hex', 'V31');
    placeAt(moved, 'V31');
    await until(() => expect(reads.mock.calls.length).toBe(readsBefore + 1));
    await new Promise((r) => setTimeout(r, 40));
    expect(reads.mock.calls.length).toBe(readsBefore + 1);
    const last = reports.at(-1);
    expect(last?.reading.kind === 'board' && last.reading.board.units.find((u) => u.id === 'usa-2')?.location).toEqual({ kind: 'hex', hex: 'V31' });
    // The overlay followed the counter.
    expect(marks(s).find((p) => p.dataset.kind === 'unit')?.dataset.place).toBe('V31');
  });

  it('a counter removed from the page drops out of the selection', async () => {
    const { s, reports } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-1'));
    altClick(counter('usa-1'));
    counter('usa-1').remove();
    await until(() => expect(reports.at(-1)?.selection).toEqual({ attackers: ['csa-1'], defenders: [] }));
  });

  it('when the site is turned off, the overlay goes, the observer stops and clicks are the page’s again', async () => {
    const { s, reads } = session(true);
    current = s;
    await s.start();
    altClick(counter('csa-1'));
    altClick(counter('usa-1'));
    expect(document.querySelector(OVERLAY_TAG)).not.toBeNull();

    s.disable();
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
    expect(s.isFollowing).toBe(false);
    const readsAfter = reads.mock.calls.length;
    counter('csa-1').setAttribute('data-adjutant-hex', 'P37');
    placeAt(counter('csa-1'), 'P37');
    await new Promise((r) => setTimeout(r, 40));
    expect(reads.mock.calls.length).toBe(readsAfter);
    expect(altClick(counter('csa-1')).defaultPrevented).toBe(false);
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();

    // Turning the site on again picks the page up where it is.
    s.follow();
    expect(reads.mock.calls.length).toBe(readsAfter + 1);
    altClick(counter('csa-1'));
    expect(marks(s).find((p) => p.dataset.kind === 'unit')?.dataset.place).toBe('P37');
  });
});

describe('with the open-format reader on a page that publishes its board', () => {
  function realSession() {
    const reports: BoardReport[] = [];
    const s = new ContentSession({
      doc: document,
      read: readPage,
      grid: (game) => hexGrid(game),
      debounceMs: 10,
      trusted: () => true,
      async report(r): Promise<BoardAck> {
        reports.push(r);
        return { type: 'board-ack', follow: true };
      },
    });
    return { s, reports };
  }

  it('reads the counters through their data attributes and marks a pick', async () => {
    const map = document.getElementById('map') as HTMLElement;
    map.setAttribute('data-adjutant-board', '');
    map.setAttribute('data-adjutant-game', 'gettysburg-77');
    for (const el of Array.from(map.children)) el.setAttribute('data-adjutant-type', 'infantry');
    const { s, reports } = realSession();
    current = s;
    await s.start();
    const first = reports[0]?.reading;
    expect(first?.kind === 'board' && first.board.units.map((u) => u.id)).toEqual(['csa-1', 'csa-2', 'usa-1', 'usa-2']);
    altClick(counter('usa-2'));
    expect(marks(s).find((p) => p.dataset.kind === 'unit')?.dataset.place).toBe('T33');
    expect(reports.at(-1)?.selection).toEqual({ attackers: ['usa-2'], defenders: [] });
  });

  it('follows the JSON script when the page rewrites it, and says what is wrong with a bad one', async () => {
    const script = document.createElement('script');
    script.type = 'application/vnd.adjutant.board+json';
    const board = (readCounters(document) as { board: Board }).board;
    script.textContent = JSON.stringify(board);
    document.body.append(script);
    const { s, reports } = realSession();
    current = s;
    await s.start();
    expect(reports.at(-1)?.reading.kind).toBe('board');

    const count = reports.length;
    script.textContent = JSON.stringify({ ...board, units: [{ ...board.units[0], location: { kind: 'hex', hex: 'not a hex' } }] });
    await until(() => expect(reports.length).toBeGreaterThan(count));
    const bad = reports.at(-1)?.reading;
    expect(bad?.kind).toBe('unreadable');
    expect(bad?.kind === 'unreadable' && bad.errors.join('\n')).toContain('units[0].location.hex');
  });
});
