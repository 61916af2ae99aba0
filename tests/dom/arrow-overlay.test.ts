import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrowRoute } from '../../content/arrow-route.js';
import type { ContentSession } from '../../content/content-session.js';
import { ARROW_SPOTS_ATTRIBUTE, ARROWS_ATTRIBUTE, ARROWS_KIND_ATTRIBUTE, ARROWS_STEP_ATTRIBUTE, RETREAT_RANKS_ATTRIBUTE } from '../../content/overlay.js';
import { retreatRoute } from '../../content/retreat-route.js';
import type { ArrowMarks } from '../../src/messaging/arrow-marks.js';
import { dispatch } from '../../src/messaging/dispatch.js';
import { showArrowsChecks, showRetreatChecks } from '../../src/messaging/protocol.js';
import { CHANGES, PLAN } from '../fixtures/arrow-marks.js';
import { altClick, buildPage, closeSession, following, host, ID, moveCounter, ORIGIN, pageCentre, POPUP, pressEscape, root, until, type PageCounter, type Sender } from '../support/board-page.js';

/**
 * The arrows layer of the content script's overlay, in jsdom: a made-up board page (tests/support/board-page.ts),
 * the popup's arrows and marks (what changed, a battle plan) arriving as the content script receives them (the
 * route, its sender check and the protocol's validator), and what is drawn.
 */
const COUNTERS: readonly PageCounter[] = [
  { id: 'archer', name: 'Archer <img src=x onerror="window.pwned=1">', side: 'confederate', hex: 'L34' },
  { id: 'gamble', name: 'Gamble', side: 'union', hex: 'M34' },
  { id: 'davis', name: 'Davis', side: 'confederate', hex: 'L35' },
  { id: 'devin', name: 'Devin', side: 'union', hex: 'L40' },
];

/** The popup's message as the content script's listener takes it: its route (who sent it) and its validator. */
function deliver(s: ContentSession, message: unknown, sender: Sender = POPUP): void {
  dispatch({ 'show-arrows': arrowRoute(s, ID, ORIGIN) }, { 'show-arrows': showArrowsChecks }, message, sender);
}

function show(s: ContentSession, marks: ArrowMarks | null): void {
  deliver(s, { type: 'show-arrows', marks });
}

const arrows = (s: ContentSession) => Array.from(s.overlayView?.root.querySelectorAll<SVGGElement>('[data-kind="arrow"]') ?? []);
const spots = (s: ContentSession) => Array.from(s.overlayView?.root.querySelectorAll<SVGGElement>('[data-kind="arrow-spot"]') ?? []);

beforeEach(() => buildPage(COUNTERS));

afterEach(closeSession);

describe('the arrows on the board', () => {
  it('draws each arrow and each mark, with its label as title and accessible name, and tells the host what it shows', async () => {
    const s = await following();
    expect(host()).toBeNull();
    show(s, CHANGES);
    const [move] = arrows(s);
    expect(move?.dataset.tone).toBe('move');
    expect(move?.dataset.from).toBe('K34');
    expect(move?.dataset.to).toBe('L34');
    expect(move?.getAttribute('aria-label')).toBe('Archer moved K34 → L34');
    expect(move?.querySelector('title')?.textContent).toBe('Archer moved K34 → L34');
    // A move is dashed: not told from an attack by colour alone.
    expect(move?.querySelectorAll('polyline')[1]?.getAttribute('stroke-dasharray')).not.toBeNull();
    // The line starts out from K34's centre towards L34, and the head stops short of L34's counter.
    const line = (move?.querySelectorAll('polyline')[1]?.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number));
    const [k34, l34] = [pageCentre('K34'), pageCentre('L34')];
    const spacing = Math.hypot(l34.x - k34.x, l34.y - k34.y);
    expect(Math.hypot((line[0]?.[0] ?? 0) - k34.x, (line[0]?.[1] ?? 0) - k34.y)).toBeCloseTo(0.3 * spacing, 0);
    expect(Math.hypot((line[1]?.[0] ?? 0) - l34.x, (line[1]?.[1] ?? 0) - l34.y)).toBeGreaterThan(0.3 * spacing);

    const drawn = spots(s);
    expect(drawn.map((g) => `${g.dataset.tone}@${g.dataset.place}`)).toEqual(['lost@M34', 'arrived@L40', 'control@L36']);
    expect(drawn.map((g) => Array.from(g.querySelectorAll('text')).map((t) => t.textContent).join('|'))).toEqual(['−1', 'new', 'occ.|Union']);
    expect(drawn[0]?.querySelector('title')?.textContent).toBe('Gamble lost 1 step (M34)');
    expect(drawn[0]?.getAttribute('aria-label')).toBe('Gamble lost 1 step (M34)');
    // Beside its hex, not on its counter's middle.
    const badge = drawn[0]?.querySelector('[data-kind="arrow-spot-reach"]');
    const m34 = pageCentre('M34');
    expect(Math.hypot(Number(badge?.getAttribute('cx')) - m34.x, Number(badge?.getAttribute('cy')) - m34.y)).toBeGreaterThan(12);

    expect(host()?.getAttribute(ARROWS_KIND_ATTRIBUTE)).toBe('changes');
    expect(host()?.getAttribute(ARROWS_ATTRIBUTE)).toBe('1');
    expect(host()?.getAttribute(ARROW_SPOTS_ATTRIBUTE)).toBe('3');
    expect(host()?.getAttribute(ARROWS_STEP_ATTRIBUTE)).toBe('all');
    expect(root(s).querySelector('svg')?.getAttribute('aria-label')).toContain('changes "Since your last look": 1 arrow(s) and 3 mark(s) drawn; all 4 item(s) alike.');
    expect(root(s).querySelector('svg')?.getAttribute('role')).toBe('group');
  });

  it('draws a plan’s attacks solid, and while stepping draws the other items faint under the step’s own', async () => {
    const s = await following();
    show(s, PLAN);
    expect(host()?.getAttribute(ARROWS_KIND_ATTRIBUTE)).toBe('plan');
    expect(host()?.getAttribute(ARROWS_STEP_ATTRIBUTE)).toBe('0');
    expect(arrows(s).map((a) => `${a.dataset.tone} ${a.dataset.from}>${a.dataset.to}`)).toEqual(['attack L34>M34', 'attack L35>M34']);
    expect(arrows(s)[0]?.querySelectorAll('polyline')[1]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(Array.from(spots(s)[0]?.querySelectorAll('text') ?? []).map((t) => t.textContent)).toEqual(['1: 3-2', '0.8 / 0.3']);
    // Two arrows on one defender: one mark, its label the battle's sentence.
    expect(spots(s)[0]?.querySelector('title')?.textContent).toBe(PLAN.spots[0]?.label);

    show(s, { ...CHANGES, step: 1 });
    expect(host()?.getAttribute(ARROWS_STEP_ATTRIBUTE)).toBe('1');
    const strong = spots(s).find((g) => g.dataset.items === '1');
    const faint = [...arrows(s), ...spots(s)].filter((g) => g !== strong);
    expect(strong?.dataset.strong).toBe('true');
    expect(strong?.hasAttribute('opacity')).toBe(false);
    expect(faint.map((g) => g.getAttribute('opacity'))).toEqual(['0.25', '0.25', '0.25']);
    // The step's own on top: after every faint part.
    for (const g of faint) expect(g.compareDocumentPosition(strong as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(root(s).querySelector('svg')?.getAttribute('aria-label')).toContain('item 2 of 4 stressed');
  });

  it('takes the pointer only on the marks’ small discs, each mark reached with Tab', async () => {
    const s = await following();
    show(s, CHANGES);
    expect(host()?.style.getPropertyValue('pointer-events')).toBe('none');
    const r = root(s);
    const taking = Array.from(r.querySelectorAll<SVGElement>('*')).filter((el) => el.style.getPropertyValue('pointer-events') !== '' && el.style.getPropertyValue('pointer-events') !== 'none');
    expect(taking.map((el) => el.dataset.kind)).toEqual(['arrow-spot-reach', 'arrow-spot-reach', 'arrow-spot-reach']);
    expect(r.querySelectorAll('[pointer-events]')).toHaveLength(0);
    const [first] = spots(s);
    if (!first) throw new Error('no mark');
    expect(first.getAttribute('tabindex')).toBe('0');
    const ring = first.querySelector('circle[visibility]');
    first.focus();
    expect(r.activeElement).toBe(first);
    expect(ring?.getAttribute('visibility')).toBe('visible');
    first.blur();
    expect(ring?.getAttribute('visibility')).toBe('hidden');
  });

  it('sits between the shots and a retreat; picking counters takes the retreat off but keeps the arrows', async () => {
    const s = await following();
    show(s, PLAN);
    dispatch({ 'show-retreat': retreatRoute(s, ID, ORIGIN) }, { 'show-retreat': showRetreatChecks }, { type: 'show-retreat', marks: { unit: 'gamble', from: 'M34', options: [{ path: ['N34'], rank: 1 }], omitted: 0, rejected: [], stay: null } }, POPUP);
    const layers = Array.from(root(s).querySelectorAll('[data-layer]')).map((l) => l.getAttribute('data-layer'));
    expect(layers).toEqual(['paint', 'selection', 'artillery', 'arrows', 'retreat']);
    expect(host()?.getAttribute(RETREAT_RANKS_ATTRIBUTE)).toBe('1');
    altClick('archer');
    altClick('gamble');
    expect(s.showsRetreat).toBe(false);
    expect(s.showsArrows).toBe(true);
    expect(arrows(s)).toHaveLength(2);
    expect(root(s).querySelectorAll('polygon[data-kind="unit"]').length).toBeGreaterThan(0);
    // A scroll or resize redraws the view: the arrows' very elements stay (a mark keeps its focus).
    const mark = spots(s)[0];
    window.dispatchEvent(new Event('resize'));
    await new Promise((r) => setTimeout(r, 40));
    expect(spots(s)[0]).toBe(mark);
  });

  it('shows one drawing at a time, and is taken off when the popup asks, on Escape, and when the board changes under it', async () => {
    const s = await following();
    show(s, CHANGES);
    show(s, PLAN);
    expect(host()?.getAttribute(ARROWS_KIND_ATTRIBUTE)).toBe('plan');
    expect(spots(s)).toHaveLength(1);
    show(s, null);
    // Nothing else to show: no element of Adjutant's stays on the page.
    expect(s.showsArrows).toBe(false);
    expect(host()).toBeNull();

    show(s, CHANGES);
    pressEscape();
    expect(s.showsArrows).toBe(false);
    expect(host()).toBeNull();

    show(s, CHANGES);
    altClick('devin');
    expect(host()?.getAttribute(ARROWS_ATTRIBUTE)).toBe('1');
    altClick('devin');
    moveCounter('archer', 'K34');
    await until(() => expect(s.showsArrows).toBe(false));
    expect(host()).toBeNull();
  });

  it('draws nothing on a page it does not follow, or when no mark names a hex this map has', async () => {
    const s = await following();
    show(s, { ...CHANGES, arrows: [{ from: 'QQQ998', to: 'QQQ999', tone: 'move', label: 'x', item: 0 }], spots: [] });
    expect(host()).toBeNull();
    s.disable();
    show(s, CHANGES);
    expect(s.showsArrows).toBe(false);
    expect(host()).toBeNull();
  });

  it('ignores a hostile message: another sender, over a limit, bad hexes; page and popup strings go in as text only', async () => {
    const s = await following();
    deliver(s, { type: 'show-arrows', marks: CHANGES }, { id: 'another', url: 'chrome-extension://another/popup.html' });
    deliver(s, { type: 'show-arrows', marks: CHANGES }, { id: ID, url: 'https://evil.example/', tab: { id: 3 } });
    deliver(s, { type: 'show-arrows', marks: CHANGES }, { url: `${ORIGIN}popup/popup.html` });
    expect(host()).toBeNull();

    const tooMany = { ...CHANGES, arrows: Array.from({ length: 301 }, () => CHANGES.arrows[0]) };
    const pastItems = { ...CHANGES, items: 3 };
    const badHex = { ...CHANGES, spots: [{ ...CHANGES.spots[0], hex: '<script>alert(1)</script>' }] };
    const longLabel = { ...CHANGES, arrows: [{ ...CHANGES.arrows[0], label: 'x'.repeat(201) }] };
    const badStep = { ...CHANGES, step: 4 };
    for (const marks of [tooMany, pastItems, badHex, longLabel, badStep, { ...CHANGES, extra: '<b>' }, 'marks', 42]) deliver(s, { type: 'show-arrows', marks });
    expect(host()).toBeNull();

    const script = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    show(s, { ...CHANGES, title: script, arrows: [{ from: 'L34', to: 'M34', tone: 'attack', label: script, item: 0 }], spots: [{ hex: 'M34', tone: 'status', badge: ['<b>x</b>'], label: script, item: 1 }] });
    const r = root(s);
    expect(r.querySelector('img, script, foreignObject, b')).toBeNull();
    expect(arrows(s)[0]?.querySelector('title')?.textContent).toBe(script);
    expect(spots(s)[0]?.getAttribute('aria-label')).toBe(script);
    expect(spots(s)[0]?.querySelector('text')?.textContent).toBe('<b>x</b>');
    expect(r.querySelector('svg')?.getAttribute('aria-label')).toContain(script);
    expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
  });
});
