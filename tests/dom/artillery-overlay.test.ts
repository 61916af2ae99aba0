import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artilleryRoute } from '../../content/artillery-route.js';
import type { ContentSession } from '../../content/content-session.js';
import { ARTILLERY_BLOCKERS_ATTRIBUTE, ARTILLERY_SHADE_ATTRIBUTE, ARTILLERY_SHOTS_ATTRIBUTE, RETREAT_RANKS_ATTRIBUTE } from '../../content/overlay.js';
import { retreatRoute } from '../../content/retreat-route.js';
import type { ArtilleryMarks } from '../../src/messaging/artillery-marks.js';
import { dispatch } from '../../src/messaging/dispatch.js';
import { showArtilleryChecks, showRetreatChecks } from '../../src/messaging/protocol.js';
import {
  altClick,
  buildPage,
  closeSession,
  following,
  GRID,
  host,
  ID,
  moveCounter,
  ORIGIN,
  pageCentre,
  POPUP,
  pressEscape,
  root,
  until,
  type PageCounter,
  type Sender,
} from '../support/board-page.js';

/**
 * The artillery layer of the content script's overlay, in jsdom: the made-up board page of tests/support/board-page.ts
 * with a Confederate gun and Union targets, the popup's marks arriving as the content script receives them (the
 * route, its sender check and the protocol's validator), and what is drawn.
 */
const COUNTERS: readonly PageCounter[] = [
  { id: 'pegram', name: 'Pegram', side: 'confederate', hex: 'M34', type: 'artillery' },
  { id: 'buford', name: 'Buford', side: 'union', hex: 'Q36' },
  { id: 'calef', name: 'Calef', side: 'union', hex: 'R30', type: 'artillery' },
  { id: 'devin', name: 'Devin', side: 'union', hex: 'O36' },
];

/** Q36: a line through hexes only; R30: blocked, through two corners; O36: along two hexsides (dq = dr = 2). */
const MARKS: ArtilleryMarks = {
  gun: { unit: 'pegram', hex: 'M34' },
  shots: [
    { unit: 'buford', hex: 'Q36', verdict: 'eligible', blockedBy: null, reason: 'Buford: in range 4, line clear — Artillery 3' },
    { unit: 'calef', hex: 'R30', verdict: 'not-eligible', blockedBy: 'O32', reason: 'Calef: woods in O32 block the line — Line of Sight 2' },
    { unit: 'devin', hex: 'O36', verdict: 'undecided', blockedBy: null, reason: 'Devin: the line runs along a woods hexside — Line of Sight 4' },
  ],
  shade: { label: 'Confederate ranges of influence', hexes: ['L35', 'M35', 'N34', 'N35'] },
  omitted: 0,
};

function deliver(s: ContentSession, message: unknown, sender: Sender = POPUP): void {
  dispatch({ 'show-artillery': artilleryRoute(s, ID, ORIGIN) }, { 'show-artillery': showArtilleryChecks }, message, sender);
}

function show(s: ContentSession, marks: ArtilleryMarks | null): void {
  deliver(s, { type: 'show-artillery', marks });
}

const shots = (s: ContentSession) => Array.from(s.overlayView?.root.querySelectorAll<SVGGElement>('[data-kind="artillery-shot"]') ?? []);
const hexOf = (label: string) => {
  const h = GRID.parse(label);
  if (!h) throw new Error(label);
  return h;
};

beforeEach(() => buildPage(COUNTERS));

afterEach(closeSession);

describe('the gun’s shots on the board', () => {
  it('draws each shot with its verdict and hex, the host saying what is drawn', async () => {
    const s = await following();
    expect(host()).toBeNull();
    show(s, MARKS);
    expect(s.artilleryShown()).toBe(true);
    const drawn = shots(s);
    expect(drawn.map((g) => [g.dataset.verdict, g.dataset.hex, g.dataset.unit])).toEqual([
      ['eligible', 'Q36', 'buford'],
      ['not-eligible', 'R30', 'calef'],
      ['undecided', 'O36', 'devin'],
    ]);
    expect(drawn.map((g) => g.getAttribute('aria-label'))).toEqual(MARKS.shots.map((x) => x.reason));
    expect(drawn.map((g) => g.querySelector('title')?.textContent)).toEqual(MARKS.shots.map((x) => x.reason));
    expect(drawn.every((g) => g.getAttribute('role') === 'img' && g.getAttribute('tabindex') === '0')).toBe(true);
    expect(host()?.getAttribute(ARTILLERY_SHOTS_ATTRIBUTE)).toBe('eligible:Q36 not-eligible:R30 undecided:O36');
    expect(host()?.getAttribute(ARTILLERY_SHADE_ATTRIBUTE)).toBe('4');
    expect(host()?.getAttribute(ARTILLERY_BLOCKERS_ATTRIBUTE)).toBe('O32');
    expect(root(s).querySelector('svg')?.getAttribute('aria-label')).toContain(
      "Adjutant's artillery: 3 line(s) of fire drawn (1 eligible, 1 not eligible, 1 undecided); 1 blocked; 4 hex(es) shaded: Confederate ranges of influence.",
    );
  });

  it('dots each hex the line crosses between the gun and its target, as the rules’ sight line has them', async () => {
    const s = await following();
    show(s, MARKS);
    const q36 = shots(s)[0];
    const crossed = GRID.sightLine(hexOf('M34'), hexOf('Q36')).crossed;
    const dots = Array.from(q36?.querySelectorAll<SVGCircleElement>('[data-kind="artillery-crossed"]') ?? []);
    expect(dots).toHaveLength(crossed.length - 2);
    expect(dots.map((d) => d.dataset.hex)).toEqual(crossed.slice(1, -1).map((h) => GRID.format(h)));
    const n35 = dots.find((d) => d.dataset.hex === 'N35');
    expect(Number(n35?.getAttribute('cx'))).toBeCloseTo(pageCentre('N35').x, 0);
    expect(Number(n35?.getAttribute('cy'))).toBeCloseTo(pageCentre('N35').y, 0);
  });

  it('strokes the hexsides a line runs along, on the side the two hexes share', async () => {
    const s = await following();
    show(s, MARKS);
    const o36 = shots(s)[2];
    const grazes = Array.from(o36?.querySelectorAll<SVGGElement>('[data-kind="artillery-graze"]') ?? []);
    expect(grazes.map((g) => `${g.dataset.at} ${g.dataset.hexes}`)).toEqual(['edge M35 N34', 'edge N36 O35']);
    // The stroke's middle is midway between the two hexes' centres, and it runs across the line between them.
    const stroke = grazes[0]?.querySelectorAll('line')[1];
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(stroke?.getAttribute(a)));
    const [m35, n34] = [pageCentre('M35'), pageCentre('N34')];
    expect(((x1 ?? 0) + (x2 ?? 0)) / 2).toBeCloseTo((m35.x + n34.x) / 2, 0);
    expect(((y1 ?? 0) + (y2 ?? 0)) / 2).toBeCloseTo((m35.y + n34.y) / 2, 0);
    const spacing = Math.hypot(n34.x - m35.x, n34.y - m35.y);
    const length = Math.hypot((x2 ?? 0) - (x1 ?? 0), (y2 ?? 0) - (y1 ?? 0));
    const cosine = (((x2 ?? 0) - (x1 ?? 0)) * (n34.x - m35.x) + ((y2 ?? 0) - (y1 ?? 0)) * (n34.y - m35.y)) / (length * spacing);
    expect(Math.abs(cosine)).toBeLessThan(0.01);
    // A side is a centre spacing over √3 long.
    expect(length).toBeCloseTo(spacing / Math.sqrt(3), 0);
    // The blocked line to R30 passes through two corners: a diamond each.
    expect(Array.from(shots(s)[1]?.querySelectorAll<SVGGElement>('[data-kind="artillery-graze"]') ?? []).map((g) => g.dataset.at)).toEqual(['vertex', 'vertex']);
  });

  it('marks the blocking hex, and styles each target by its verdict, not by colour alone', async () => {
    const s = await following();
    show(s, MARKS);
    const [eligible, refused, undecided] = shots(s);
    const blocker = refused?.querySelector<SVGGElement>('[data-kind="artillery-blocker"]');
    expect(blocker?.dataset.hex).toBe('O32');
    expect(refused?.dataset.blockedBy).toBe('O32');
    expect(blocker?.querySelectorAll('line')).toHaveLength(4);
    expect(eligible?.querySelector('[data-kind="artillery-blocker"]')).toBeNull();
    const ring = (g: SVGGElement | undefined) => g?.querySelector('[data-kind="artillery-target"]');
    // Eligible: a solid ring. Not eligible: a ring struck through. Undecided: a dashed ring with a "?".
    expect(ring(eligible)?.querySelectorAll('circle[stroke-dasharray]')).toHaveLength(0);
    expect(ring(eligible)?.querySelectorAll('line')).toHaveLength(0);
    expect(ring(refused)?.querySelectorAll('line').length).toBeGreaterThan(0);
    expect(ring(undecided)?.querySelectorAll('circle[stroke-dasharray]').length).toBeGreaterThan(0);
    expect(ring(undecided)?.querySelector('text')?.textContent).toBe('?');
    const circle = ring(eligible)?.querySelector('circle');
    expect(Number(circle?.getAttribute('cx'))).toBeCloseTo(pageCentre('Q36').x, 0);
    expect(Number(circle?.getAttribute('cy'))).toBeCloseTo(pageCentre('Q36').y, 0);
  });

  it('shades the hexes under every shot, and takes the pointer only on the small discs of the shots', async () => {
    const s = await following();
    show(s, MARKS);
    const r = root(s);
    const shade = Array.from(r.querySelectorAll<SVGPolygonElement>('[data-kind="artillery-shade"]'));
    expect(shade.map((p) => p.dataset.hex)).toEqual(['L35', 'M35', 'N34', 'N35']);
    expect(shade.every((p) => p.getAttribute('points')?.split(' ').length === 6)).toBe(true);
    expect((shade[0]?.compareDocumentPosition(shots(s)[0] as Node) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(host()?.style.getPropertyValue('pointer-events')).toBe('none');
    const taking = Array.from(r.querySelectorAll<SVGElement>('*')).filter((el) => el.style.getPropertyValue('pointer-events') !== '' && el.style.getPropertyValue('pointer-events') !== 'none');
    expect(taking.map((el) => el.dataset.kind)).toEqual(['artillery-shot-reach', 'artillery-shot-reach', 'artillery-shot-reach']);
    expect(r.querySelectorAll('[pointer-events]')).toHaveLength(0);
    // A shade alone: no gun, no shots.
    show(s, { gun: null, shots: [], shade: { label: 'Union ranges of influence', hexes: ['P36'] }, omitted: 0 });
    expect(shots(s)).toHaveLength(0);
    expect(host()?.getAttribute(ARTILLERY_SHADE_ATTRIBUTE)).toBe('1');
    expect(host()?.getAttribute(ARTILLERY_SHOTS_ATTRIBUTE)).toBe('');
  });

  it('sits under a retreat and over the paint layer, and each keeps its marks when the other is drawn or taken off', async () => {
    const s = await following();
    show(s, MARKS);
    dispatch({ 'show-retreat': retreatRoute(s, ID, ORIGIN) }, { 'show-retreat': showRetreatChecks }, { type: 'show-retreat', marks: { unit: 'devin', from: 'O36', options: [{ path: ['P36'], rank: 1 }], omitted: 0, rejected: [], stay: null } }, POPUP);
    const layers = Array.from(root(s).querySelectorAll('[data-layer]')).map((l) => l.getAttribute('data-layer'));
    expect(layers).toEqual(['paint', 'selection', 'artillery', 'arrows', 'retreat']);
    expect(host()?.getAttribute(RETREAT_RANKS_ATTRIBUTE)).toBe('1');
    expect(shots(s)).toHaveLength(3);
    show(s, null);
    expect(shots(s)).toHaveLength(0);
    expect(host()?.hasAttribute(ARTILLERY_SHOTS_ATTRIBUTE)).toBe(false);
    expect(host()?.getAttribute(RETREAT_RANKS_ATTRIBUTE)).toBe('1');
  });

  it('is taken off on Escape, when the player picks other counters, and when the gun moves', async () => {
    const s = await following();
    show(s, MARKS);
    pressEscape();
    expect(s.artilleryShown()).toBe(false);
    // Nothing else to show: no element of Adjutant's stays on the page.
    expect(host()).toBeNull();

    show(s, MARKS);
    altClick('buford');
    expect(s.artilleryShown()).toBe(false);
    expect(shots(s)).toHaveLength(0);
    pressEscape();

    show(s, MARKS);
    expect(shots(s)).toHaveLength(3);
    moveCounter('pegram', 'M33');
    await until(() => expect(s.artilleryShown()).toBe(false));
    expect(host()).toBeNull();
  });

  it('draws no shot from a gun this board has elsewhere, and nothing on a page it does not follow', async () => {
    const s = await following();
    show(s, { ...MARKS, gun: { unit: 'pegram', hex: 'M33' }, shade: null });
    expect(host()).toBeNull();
    show(s, { ...MARKS, gun: { unit: 'pegram', hex: 'M33' } });
    expect(shots(s)).toHaveLength(0);
    expect(host()?.getAttribute(ARTILLERY_SHADE_ATTRIBUTE)).toBe('4');
    expect(root(s).querySelector('svg')?.getAttribute('aria-label')).toContain('the gun is not where its shots were worked out, so none is drawn');

    s.disable();
    show(s, MARKS);
    expect(s.artilleryShown()).toBe(false);
    expect(host()).toBeNull();
  });

  it('ignores a hostile message: another sender, a web page, marks off their limits; strings go in as text only', async () => {
    const s = await following();
    // Another extension, a web page's address (a content script's sender), no sender id: dropped before the message is read.
    deliver(s, { type: 'show-artillery', marks: MARKS }, { id: 'another', url: 'chrome-extension://another/popup.html' });
    deliver(s, { type: 'show-artillery', marks: MARKS }, { id: ID, url: 'https://evil.example/', tab: { id: 3 } });
    deliver(s, { type: 'show-artillery', marks: MARKS }, { url: `${ORIGIN}popup/popup.html` });
    expect(host()).toBeNull();
    expect(s.artilleryShown()).toBe(false);

    const first = MARKS.shots[0];
    if (!first) throw new Error('no shot');
    const badHex = { ...MARKS, shots: [{ ...first, hex: '<script>alert(1)</script>' }] };
    const longReason = { ...MARKS, shots: [{ ...first, reason: 'x'.repeat(201) }] };
    for (const marks of [badHex, longReason, { ...MARKS, gun: null }, { ...MARKS, extra: '<b>' }, 'marks', 42]) deliver(s, { type: 'show-artillery', marks });
    expect(host()).toBeNull();

    const script = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    show(s, { ...MARKS, shots: [{ ...first, reason: script }], shade: { label: script, hexes: ['M35'] } });
    const r = root(s);
    expect(r.querySelector('img, script, foreignObject')).toBeNull();
    expect(shots(s)[0]?.getAttribute('aria-label')).toBe(script);
    expect(shots(s)[0]?.querySelector('title')?.textContent).toBe(script);
    expect(r.querySelector('svg')?.getAttribute('aria-label')).toContain(`shaded: ${script}.`);
    expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
  });
});
