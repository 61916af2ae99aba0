import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentSession } from '../../content/content-session.js';
import { RETREAT_CROSSES_ATTRIBUTE, RETREAT_RANKS_ATTRIBUTE } from '../../content/overlay.js';
import { retreatRoute } from '../../content/retreat-route.js';
import { dispatch } from '../../src/messaging/dispatch.js';
import { showRetreatChecks } from '../../src/messaging/protocol.js';
import type { RetreatMarks } from '../../src/messaging/retreat-marks.js';
import { altClick, buildPage, closeSession, following, host, ID, moveCounter, ORIGIN, pageCentre, POPUP, pressEscape, root, until, type PageCounter, type Sender } from '../support/board-page.js';

/**
 * The retreat layer of the content script's overlay, in jsdom: a made-up board page (tests/support/board-page.ts),
 * the popup's retreat arriving as the content script receives it (the route, its sender check and the protocol's
 * validator), and what is drawn.
 */
const COUNTERS: readonly PageCounter[] = [
  { id: 'archer', name: 'Archer <img src=x onerror="window.pwned=1">', side: 'confederate', hex: 'L34' },
  { id: 'gamble', name: 'Gamble', side: 'union', hex: 'M34' },
  { id: 'devin', name: 'Devin', side: 'union', hex: 'L40' },
];

const MARKS: RetreatMarks = {
  unit: 'gamble',
  from: 'M34',
  options: [
    { path: ['N34'], rank: 1 },
    { path: ['N34', 'N35'], rank: 1 },
    { path: ['N34', 'O34'], rank: 2 },
    { path: ['N34', 'off'], rank: 3 },
  ],
  omitted: 0,
  rejected: [
    { hex: 'L34', reason: 'enemy units hold it (Archer) — Movement 4' },
    { hex: 'M33', reason: 'not directly opposite an enemy unit — Retreat 1' },
  ],
  stay: { hex: 'M34', kind: 'may', reason: 'woods at M34 — Retreat Restrictions 3' },
};

/** The popup's message as the content script's listener takes it: its route (who sent it) and its validator. */
function deliver(s: ContentSession, message: unknown, sender: Sender = POPUP): void {
  dispatch({ 'show-retreat': retreatRoute(s, ID, ORIGIN) }, { 'show-retreat': showRetreatChecks }, message, sender);
}

function show(s: ContentSession, marks: RetreatMarks | null): void {
  deliver(s, { type: 'show-retreat', marks });
}

const arrows = (s: ContentSession) => Array.from(s.overlayView?.root.querySelectorAll<SVGGElement>('[data-kind="retreat-arrow"]') ?? []);
const crosses = (s: ContentSession) => Array.from(s.overlayView?.root.querySelectorAll<SVGGElement>('[data-kind="retreat-cross"]') ?? []);

beforeEach(() => buildPage(COUNTERS));

afterEach(closeSession);

describe('the retreat on the board', () => {
  it('draws an arrow for each option with its rank in a badge at its end; equal ranks show the same number', async () => {
    const s = await following();
    expect(host()).toBeNull();
    show(s, MARKS);
    const drawn = arrows(s);
    expect(drawn.map((a) => a.dataset.rank)).toEqual(['1', '1', '2', '3']);
    // Each arrow's badge, drawn over every line, shows its rank at its end.
    const badges = Array.from(root(s).querySelectorAll<SVGGElement>('[data-kind="retreat-badge"]'));
    expect(badges.map((b) => b.querySelector('text')?.textContent)).toEqual(['1', '1', '2', '3']);
    expect(badges.map((b) => b.querySelector('title')?.textContent)).toEqual(drawn.map((a) => a.getAttribute('aria-label')));
    const lastArrow = drawn.at(-1);
    const lastBadge = badges.at(-1);
    if (!lastArrow || !lastBadge) throw new Error('no arrow');
    expect(lastArrow.compareDocumentPosition(badges[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(drawn.map((a) => a.dataset.path)).toEqual(['N34', 'N34 N35', 'N34 O34', 'N34 off']);
    expect(lastBadge.querySelector('[data-kind="retreat-off"]')?.textContent).toBe('off');
    const endOf = (b: SVGGElement) => ({ x: Number(b.querySelector('circle')?.getAttribute('cx')), y: Number(b.querySelector('circle')?.getAttribute('cy')) });
    expect(endOf(badges[1] as SVGGElement).x).toBeCloseTo(pageCentre('N35').x, 0);
    expect(endOf(badges[1] as SVGGElement).y).toBeCloseTo(pageCentre('N35').y, 0);
    expect(drawn[1]?.querySelector('title')?.textContent).toBe('Gamble, retreat rank 1: N34 → N35');
    // Past rank 1 the line is dashed: the rank is not told by colour alone.
    expect(drawn[0]?.querySelectorAll('polyline')[1]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(drawn[2]?.querySelectorAll('polyline')[1]?.getAttribute('stroke-dasharray')).not.toBeNull();
    // The line leaves the unit's hex towards the first hex of the path and turns on that hex's centre.
    const line = (drawn[1]?.querySelectorAll('polyline')[1]?.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number));
    const [m34, n34] = [pageCentre('M34'), pageCentre('N34')];
    const out = { x: (line[0]?.[0] ?? 0) - m34.x, y: (line[0]?.[1] ?? 0) - m34.y };
    expect(Math.abs(out.x * (n34.y - m34.y) - out.y * (n34.x - m34.x))).toBeLessThan(1);
    expect(line[1]?.[0]).toBeCloseTo(n34.x, 0);
    expect(line[1]?.[1]).toBeCloseTo(n34.y, 0);
    expect(host()?.getAttribute(RETREAT_RANKS_ATTRIBUTE)).toBe('1,1,2,3');
    expect(host()?.getAttribute(RETREAT_CROSSES_ATTRIBUTE)).toBe('2');
    expect(s.overlayView?.root.querySelector('svg')?.getAttribute('aria-label')).toContain('4 retreat(s) drawn; 2 hex(es) it may not enter; it may stay');
  });

  it('crosses each refused neighbour, its reason a title and the accessible name of a part reached with Tab', async () => {
    const s = await following();
    show(s, MARKS);
    const drawn = crosses(s);
    expect(drawn.map((c) => c.dataset.place)).toEqual(['L34', 'M33']);
    const [first] = drawn;
    if (!first) throw new Error('no cross');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('role')).toBe('img');
    expect(first.getAttribute('aria-label')).toBe('Not L34: enemy units hold it (Archer) — Movement 4');
    expect(first.querySelector('title')?.textContent).toBe('Not L34: enemy units hold it (Archer) — Movement 4');
    // A focus ring shows while it has the focus.
    const ring = first.querySelector('circle[visibility]');
    first.focus();
    expect(root(s).activeElement).toBe(first);
    expect(ring?.getAttribute('visibility')).toBe('visible');
    first.blur();
    expect(ring?.getAttribute('visibility')).toBe('hidden');
  });

  it('takes the pointer only on the crosses: the host, the picture, the arrows and the stay ring let it through to the page', async () => {
    const s = await following();
    altClick('archer');
    altClick('gamble');
    show(s, MARKS);
    expect(host()?.style.getPropertyValue('pointer-events')).toBe('none');
    const r = root(s);
    expect(r.querySelector('svg')?.style.getPropertyValue('pointer-events')).toBe('none');
    const taking = Array.from(r.querySelectorAll<SVGElement>('*')).filter((el) => el.style.getPropertyValue('pointer-events') !== '' && el.style.getPropertyValue('pointer-events') !== 'none');
    expect(taking.map((el) => el.dataset.kind)).toEqual(['retreat-cross-reach', 'retreat-cross-reach']);
    expect(taking.every((el) => el.closest('[data-kind="retreat-cross"]') !== null)).toBe(true);
    expect(r.querySelectorAll('[pointer-events]')).toHaveLength(0);
  });

  it('rings the hex where the unit must or may stay, dashed when it only may', async () => {
    const s = await following();
    show(s, MARKS);
    const may = root(s).querySelector<SVGGElement>('[data-kind="retreat-stay"]');
    expect(may?.dataset.stay).toBe('may');
    expect(may?.dataset.place).toBe('M34');
    expect(may?.querySelector('title')?.textContent).toBe('May stay: woods at M34 — Retreat Restrictions 3');
    expect(may?.getAttribute('tabindex')).toBe('0');
    expect(may?.querySelectorAll('circle[stroke-dasharray]').length).toBeGreaterThan(0);
    show(s, { ...MARKS, options: [], stay: { hex: 'M34', kind: 'must', reason: 'the enemy holds every hex opposite.' } });
    const must = root(s).querySelector<SVGGElement>('[data-kind="retreat-stay"]');
    expect(must?.dataset.stay).toBe('must');
    expect(must?.getAttribute('aria-label')).toBe('Must stay: the enemy holds every hex opposite.');
    expect(must?.querySelectorAll('circle[stroke-dasharray]')).toHaveLength(0);
    expect(arrows(s)).toHaveLength(0);
  });

  it('keeps the selection’s marks when the retreat is drawn or taken off, and the retreat when the view is redrawn', async () => {
    const s = await following();
    altClick('archer');
    altClick('gamble');
    const selection = () => Array.from(root(s).querySelectorAll('polygon')).map((p) => `${p.getAttribute('data-kind')} ${p.getAttribute('data-place')}`);
    const before = selection();
    expect(before).toContain('unit L34');
    show(s, MARKS);
    expect(selection()).toEqual(before);
    expect(arrows(s)).toHaveLength(4);
    // A scroll or resize redraws the view: both layers stay, and the retreat's very elements (a cross keeps its focus).
    const cross = crosses(s)[0];
    window.dispatchEvent(new Event('resize'));
    await new Promise((r) => setTimeout(r, 40));
    expect(selection()).toEqual(before);
    expect(crosses(s)[0]).toBe(cross);
    show(s, null);
    expect(arrows(s)).toHaveLength(0);
    expect(selection()).toEqual(before);
    expect(host()?.hasAttribute(RETREAT_RANKS_ATTRIBUTE)).toBe(false);
  });

  it('is taken off when the popup asks, when the player picks other counters or presses Escape, and when the board changes under it', async () => {
    const s = await following();
    show(s, MARKS);
    expect(s.showsRetreat).toBe(true);
    show(s, null);
    // Nothing else to show: no element of Adjutant's stays on the page.
    expect(host()).toBeNull();

    show(s, MARKS);
    altClick('devin');
    expect(s.showsRetreat).toBe(false);
    expect(arrows(s)).toHaveLength(0);

    // Escape takes it off too, with nothing picked: the player's way when the popup is closed.
    show(s, MARKS);
    pressEscape();
    expect(s.showsRetreat).toBe(false);
    expect(host()).toBeNull();

    show(s, MARKS);
    moveCounter('archer', 'K34');
    await until(() => expect(s.showsRetreat).toBe(false));
    expect(arrows(s)).toHaveLength(0);
  });

  it('draws nothing for a board that does not have the unit where the retreat starts, or on a page it does not follow', async () => {
    const s = await following();
    show(s, { ...MARKS, from: 'N34', stay: null });
    expect(host()).toBeNull();
    show(s, { ...MARKS, unit: 'nobody' });
    expect(host()).toBeNull();

    s.disable();
    show(s, MARKS);
    expect(s.showsRetreat).toBe(false);
    expect(host()).toBeNull();
  });

  it('ignores a hostile message: another sender, too many options, bad hex labels; page and popup strings go in as text only', async () => {
    const s = await following();
    // Another extension, a web page's address, no sender id: dropped before the message is read.
    deliver(s, { type: 'show-retreat', marks: MARKS }, { id: 'another', url: `chrome-extension://another/popup.html` });
    deliver(s, { type: 'show-retreat', marks: MARKS }, { id: ID, url: 'https://evil.example/', tab: { id: 3 } });
    deliver(s, { type: 'show-retreat', marks: MARKS }, { url: `${ORIGIN}popup/popup.html` });
    expect(host()).toBeNull();

    const tooMany = { ...MARKS, options: Array.from({ length: 65 }, () => ({ path: ['N34'], rank: 1 })) };
    const badHex = { ...MARKS, options: [{ path: ['<script>alert(1)</script>'], rank: 1 }] };
    const badReason = { ...MARKS, rejected: [{ hex: 'L34', reason: 'x'.repeat(201) }] };
    for (const marks of [tooMany, badHex, badReason, { ...MARKS, extra: '<b>' }, 'marks', 42]) deliver(s, { type: 'show-retreat', marks });
    expect(host()).toBeNull();

    const script = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    show(s, { ...MARKS, rejected: [{ hex: 'L34', reason: script }], stay: { hex: 'M34', kind: 'must', reason: script } });
    const r = root(s);
    expect(r.querySelector('img, script, foreignObject')).toBeNull();
    expect(crosses(s)[0]?.getAttribute('aria-label')).toBe(`Not L34: ${script}`);
    expect(crosses(s)[0]?.querySelector('title')?.textContent).toBe(`Not L34: ${script}`);
    expect(r.querySelector('[data-kind="retreat-stay"] title')?.textContent).toBe(`Must stay: ${script}`);
    // The page's own unit names too.
    show(s, { ...MARKS, unit: 'archer', from: 'L34', stay: null, rejected: [] });
    expect(arrows(s)[0]?.querySelector('title')?.textContent).toBe('Archer <img src=x onerror="window.pwned=1">, retreat rank 1: N34');
    expect(r.querySelector('img')).toBeNull();
    expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
  });
});
