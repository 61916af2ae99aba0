import type { RetreatDrawing } from './retreat-marks.js';
import { centredText, focusable, focusRing, haloed, n, points, reachable, svg, titled } from './svg-parts.js';

/**
 * The retreat layer of the overlay: arrows with their rank badges, crosses on the hexes the unit may not enter,
 * and the ring where it must or may stay. Page strings (a unit's name in a title) and the popup's reasons go in
 * as text only. Nothing here takes the pointer but the crosses, so their reasons show on hover; each cross (and
 * the stay ring) is also reached with Tab, its reason its accessible name. Its parts are svg-parts.ts's.
 *
 * Colours for light and dark pages, each drawn over a halo of the opposite lightness so it reads on any map.
 * Colour is never the only cue: arrows end in numbered badges (dashed past rank 1), refusals are crosses, and
 * staying is a double ring (dashed when the unit only may stay).
 */
const PALETTE = {
  light: { arrow: '#6a1b9a', badgeText: '#ffffff', cross: '#202124', stay: '#00695c', halo: '#ffffff', focus: '#f9ab00' },
  dark: { arrow: '#e1bee7', badgeText: '#202124', cross: '#fdd663', stay: '#80cbc4', halo: '#202124', focus: '#f9ab00' },
} as const;

type Colours = (typeof PALETTE)['light' | 'dark'];

/** Each arrow's line and head, titled with the retreat it is. */
function arrowParts(doc: Document, d: RetreatDrawing, c: Colours): SVGGElement[] {
  return d.arrows.map((a) => {
    const g = svg(doc, 'g', { 'data-kind': 'retreat-arrow', 'data-rank': String(a.rank), 'data-path': a.path.join(' '), role: 'img', 'aria-label': a.title });
    const width = Math.max(2, d.badgeRadius / 3);
    g.append(...haloed(doc, 'polyline', { points: points(a.line) }, c.arrow, c.halo, width, a.rank > 1 ? '6 4' : null));
    const [tip, left, right] = a.head;
    if (tip && left && right) g.append(svg(doc, 'path', { d: `M${points([tip])} L${points([left])} L${points([right])} Z`, fill: c.arrow, stroke: c.halo, 'stroke-width': '1' }));
    return titled(doc, g, a.title);
  });
}

/**
 * Each arrow's rank in a badge at its end (and "off" beside one that leaves the map), drawn after every line so
 * no other retreat's line runs over a number. Its arrow already names it to assistive technology.
 */
function badgeParts(doc: Document, d: RetreatDrawing, c: Colours): SVGGElement[] {
  return d.arrows.map((a) => {
    const badge = svg(doc, 'g', { 'data-kind': 'retreat-badge', 'data-rank': String(a.rank), 'aria-hidden': 'true' });
    badge.append(svg(doc, 'circle', { cx: n(a.badge.x), cy: n(a.badge.y), r: n(d.badgeRadius), fill: c.arrow, stroke: c.halo, 'stroke-width': '2' }));
    const rank = centredText(doc, a.badge, d.badgeRadius * 1.2, c.badgeText);
    rank.textContent = String(a.rank);
    badge.append(rank);
    if (a.offLabel) {
      const off = centredText(doc, a.offLabel, d.badgeRadius * 1.1, c.arrow, { 'data-kind': 'retreat-off', stroke: c.halo, 'stroke-width': '3', 'paint-order': 'stroke' });
      off.textContent = 'off';
      badge.append(off);
    }
    return titled(doc, badge, a.title);
  });
}

function crossParts(doc: Document, d: RetreatDrawing, c: Colours): SVGGElement[] {
  return d.crosses.map((x) => {
    const g = svg(doc, 'g', { 'data-kind': 'retreat-cross', 'data-place': x.hex, role: 'img', 'aria-label': x.title });
    const ring = focusRing(doc, x.centre, d.crossReach + 3, c.focus);
    for (const [a, b] of x.arms) g.append(...haloed(doc, 'line', { x1: n(a.x), y1: n(a.y), x2: n(b.x), y2: n(b.y) }, c.cross, c.halo, 3, null));
    // The one part of the retreat that takes the pointer: a small disc under the cross, for its tooltip.
    return reachable(doc, g, { kind: 'retreat-cross-reach', at: x.centre, r: d.crossReach }, ring, x.title);
  });
}

function stayPart(doc: Document, d: RetreatDrawing, c: Colours): SVGGElement[] {
  const s = d.stay;
  if (!s) return [];
  const g = svg(doc, 'g', { 'data-kind': 'retreat-stay', 'data-stay': s.kind, 'data-place': s.hex, role: 'img', 'aria-label': s.title });
  const dash = s.kind === 'may' ? '5 4' : null;
  for (const r of s.radii) g.append(...haloed(doc, 'circle', { cx: n(s.centre.x), cy: n(s.centre.y), r: n(r) }, c.stay, c.halo, 2.5, dash));
  const ring = focusRing(doc, s.centre, s.radii[1] + 4, c.focus);
  g.append(ring);
  // Reached with Tab for its reason, but never by the pointer: the unit's own counter lies under it.
  focusable(g, ring);
  return [titled(doc, g, s.title)];
}

/** The retreat layer's element: the stay ring under the arrows, their badges over every line, the crosses on top (they take the pointer). */
export function retreatLayer(doc: Document, drawing: RetreatDrawing, dark: boolean): SVGGElement {
  const c = PALETTE[dark ? 'dark' : 'light'];
  const layer = svg(doc, 'g', {});
  layer.append(...stayPart(doc, drawing, c), ...arrowParts(doc, drawing, c), ...badgeParts(doc, drawing, c), ...crossParts(doc, drawing, c));
  return layer;
}

/** The retreat in one sentence, for the overlay's accessible description. */
export function describeRetreat(d: RetreatDrawing): string {
  const parts = [`${d.arrows.length} retreat(s) drawn`, `${d.crosses.length} hex(es) it may not enter`];
  if (d.stay) parts.push(d.stay.kind === 'must' ? 'it must stay' : 'it may stay');
  if (d.unplaced > 0) parts.push(`${d.unplaced} mark(s) name a hex this map does not have`);
  if (d.omitted > 0) parts.push(`${d.omitted} more retreat(s) listed in Adjutant only`);
  return `retreat: ${parts.join('; ')}.`;
}
