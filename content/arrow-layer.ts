import type { ArrowTone, SpotTone } from '../src/messaging/arrow-marks.js';
import type { ArrowDrawing, ArrowLine, ArrowSpot } from './arrow-marks.js';
import { centredText, focusRing, haloed, n, points, reachable, svg, titled } from './svg-parts.js';

/** A colour for a light page, then for a dark one. */
type Colour = readonly [light: string, dark: string];

/**
 * The arrows layer of the overlay: what changed since the player's last look, or a battle plan — an arrow per move
 * or attack, a badge per mark on a hex. The popup's labels (unit names from the page among them) go in as text
 * only. Nothing here takes the pointer but a small disc on each badge, so its label shows on hover; each badge is
 * also reached with Tab, its label its accessible name. While the player steps through the items, the others are
 * drawn faint and the step's own on top. Its parts are svg-parts.ts's.
 *
 * Colours for light and dark pages, each drawn over a halo of the opposite lightness so it reads on any map.
 * Colour is never the only cue: moves are dashed, attacks solid and heavier; each badge says what it is in text
 * ("−1", "✕", "new", "out", "DG", a battle's odds).
 */
const ARROW: Record<ArrowTone, Colour> = { move: ['#00695c', '#80cbc4'], attack: ['#b3261e', '#ff8a80'] };
const SPOT: Record<SpotTone, Colour> = {
  lost: ['#b3261e', '#f28b82'], regained: ['#1b5e20', '#81c995'], eliminated: ['#202124', '#e8eaed'], arrived: ['#0b57d0', '#8ab4f8'],
  exited: ['#5f6368', '#bdc1c6'], status: ['#7a5900', '#fdd663'], control: ['#6a1b9a', '#e1bee7'], battle: ['#c5221f', '#ff8a80'],
};
/** The badges' text, the halo under every stroke, and the focus ring. */
const PAGE = { text: ['#ffffff', '#202124'], halo: ['#ffffff', '#202124'], focus: ['#f9ab00', '#f9ab00'] } as const satisfies Record<string, Colour>;

/** The colours of one page's lightness. */
interface Colours {
  readonly arrow: (tone: ArrowTone) => string;
  readonly spot: (tone: SpotTone) => string;
  readonly text: string;
  readonly halo: string;
  readonly focus: string;
}

function coloursFor(dark: boolean): Colours {
  const k = dark ? 1 : 0;
  return { arrow: (tone) => ARROW[tone][k], spot: (tone) => SPOT[tone][k], text: PAGE.text[k], halo: PAGE.halo[k], focus: PAGE.focus[k] };
}

/** How much of an item the player is not on shows. */
const FAINT = '0.25';

/** What every part of one item carries: its tone, its items, whether it is strong, and its label as its name. */
function itemGroup(doc: Document, kind: string, part: { readonly tone: string; readonly items: readonly number[]; readonly strong: boolean; readonly title: string }, place: Record<string, string>): SVGGElement {
  return svg(doc, 'g', {
    'data-kind': kind,
    'data-tone': part.tone,
    ...place,
    'data-items': part.items.join(' '),
    'data-strong': String(part.strong),
    ...(part.strong ? {} : { opacity: FAINT }),
    role: 'img',
    'aria-label': part.title,
  });
}

function arrowPart(doc: Document, a: ArrowLine, d: ArrowDrawing, c: Colours): SVGGElement {
  const g = itemGroup(doc, 'arrow', a, { 'data-from': a.from, 'data-to': a.to });
  const colour = c.arrow(a.tone);
  // An attack heavier and solid, a move dashed: the two are told apart without their colours.
  const width = a.tone === 'attack' ? d.sizes.line * 1.4 : d.sizes.line;
  g.append(...haloed(doc, 'polyline', { points: points(a.line) }, colour, c.halo, width, a.tone === 'move' ? '7 5' : null));
  const [tip, left, right] = a.head;
  g.append(svg(doc, 'path', { d: `M${points([tip])} L${points([left])} L${points([right])} Z`, fill: colour, stroke: c.halo, 'stroke-width': '1' }));
  return titled(doc, g, a.title);
}

function spotPart(doc: Document, s: ArrowSpot, d: ArrowDrawing, c: Colours): SVGGElement {
  const g = itemGroup(doc, 'arrow-spot', s, { 'data-place': s.hex });
  const { font } = d.sizes;
  const { width, height } = s.size;
  g.append(svg(doc, 'rect', { x: n(s.at.x - width / 2), y: n(s.at.y - height / 2), width: n(width), height: n(height), rx: n(font * 0.35), fill: c.spot(s.tone), stroke: c.halo, 'stroke-width': '2' }));
  // One text a line, centred on the badge as a block.
  const top = s.at.y - ((s.badge.length - 1) * font * 1.15) / 2;
  for (const [i, line] of s.badge.entries()) {
    const text = centredText(doc, { x: s.at.x, y: top + i * font * 1.15 }, font, c.text, { 'aria-hidden': 'true' });
    text.textContent = line;
    g.append(text);
  }
  const ring = focusRing(doc, s.at, Math.max(width, height) / 2 + 3, c.focus);
  // The one part that takes the pointer: a small disc on the badge, for its tooltip. The counter's middle stays the page's.
  return reachable(doc, g, { kind: 'arrow-spot-reach', at: s.at, r: d.sizes.reach }, ring, s.title);
}

/** The arrows layer's element: the faint items first, then the step's own over them; in each, badges over arrows. */
export function arrowLayer(doc: Document, drawing: ArrowDrawing, dark: boolean): SVGGElement {
  const c = coloursFor(dark);
  const layer = svg(doc, 'g', { 'data-kind': 'arrows' });
  for (const strong of [false, true]) {
    layer.append(
      ...drawing.arrows.filter((a) => a.strong === strong).map((a) => arrowPart(doc, a, drawing, c)),
      ...drawing.spots.filter((s) => s.strong === strong).map((s) => spotPart(doc, s, drawing, c)),
    );
  }
  return layer;
}

/** The arrows and marks in one sentence, for the overlay's accessible description. */
export function describeArrows(d: ArrowDrawing): string {
  const what = d.kind === 'plan' ? 'battle plan' : 'changes';
  const parts = [`${d.arrows.length} arrow(s) and ${d.spots.length} mark(s) drawn`, d.step === null ? `all ${d.items} item(s) alike` : `item ${d.step + 1} of ${d.items} stressed, the others faint`];
  if (d.unplaced > 0) parts.push(`${d.unplaced} mark(s) name a hex this map does not have`);
  if (d.omitted > 0) parts.push(`${d.omitted} more mark(s) listed in Adjutant only`);
  return `${what} "${d.title}": ${parts.join('; ')}.`;
}
