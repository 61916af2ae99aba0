import type { ShotVerdict } from '../src/messaging/artillery-marks.js';
import type { ArtilleryDrawing, ArtilleryShot } from './artillery-marks.js';
import { centredText, focusRing, haloed, n, points, reachable, svg } from './svg-parts.js';

/**
 * The artillery layer of the overlay: a shade of hexes under everything, then each of a gun's shots — its line,
 * the dots and hexside strokes of what the line crosses and grazes, an X on the hex that blocks it, and the ring
 * on its target. The popup's reasons and labels go in as text only. Nothing here takes the pointer but a small
 * disc where each line meets its ring (for the reason's tooltip); each shot is also reached with Tab, its reason
 * its accessible name.
 *
 * Colours for light and dark pages, each drawn over a halo of the opposite lightness so it reads on any map.
 * Colour is never the only cue: an eligible target's ring is solid, a refused one's struck through (its line
 * dotted), an undecided one's dashed with a "?"; the blocker is an X, a hexside a heavy stroke, a corner a diamond.
 */
const PALETTE = {
  light: {
    verdict: { eligible: '#1b5e20', 'not-eligible': '#b3261e', undecided: '#7a5900' },
    graze: '#202124',
    blocker: '#e65100',
    shade: '#1565c0',
    halo: '#ffffff',
    focus: '#f9ab00',
  },
  dark: {
    verdict: { eligible: '#81c995', 'not-eligible': '#f28b82', undecided: '#fdd663' },
    graze: '#e8eaed',
    blocker: '#ffab40',
    shade: '#90caf9',
    halo: '#202124',
    focus: '#f9ab00',
  },
} as const;

type Colours = (typeof PALETTE)['light' | 'dark'];

/** How each verdict's line and ring are stroked: solid, dotted or dashed, besides their colour. */
const DASH: Record<ShotVerdict, { readonly line: string | null; readonly ring: string | null }> = {
  eligible: { line: null, ring: null },
  'not-eligible': { line: '1 6', ring: null },
  undecided: { line: '7 5', ring: '5 4' },
};

/** The shaded hexes, one faint polygon each; named in the overlay's description, so hidden from assistive technology here. */
function shadePart(doc: Document, d: ArtilleryDrawing, c: Colours): SVGGElement[] {
  if (!d.shade || d.shade.hexes.length === 0) return [];
  const g = svg(doc, 'g', { 'data-kind': 'artillery-shade-layer', 'aria-hidden': 'true' });
  g.append(
    ...d.shade.hexes.map((h) =>
      svg(doc, 'polygon', { 'data-kind': 'artillery-shade', 'data-hex': h.hex, points: points(h.points), fill: c.shade, 'fill-opacity': '0.16', stroke: c.shade, 'stroke-opacity': '0.35', 'stroke-width': '1' }),
    ),
  );
  return [g];
}

/** What the line passes through: a dot in each hex crossed, a heavy stroke along each hexside, a diamond on each corner. */
function tracedParts(doc: Document, shot: ArtilleryShot, d: ArtilleryDrawing, colour: string, c: Colours): SVGElement[] {
  const dots = shot.crossed.map((x) =>
    svg(doc, 'circle', { 'data-kind': 'artillery-crossed', 'data-hex': x.hex, cx: n(x.centre.x), cy: n(x.centre.y), r: n(d.sizes.dot), fill: colour, stroke: c.halo, 'stroke-width': '1.5' }),
  );
  const grazes = shot.grazes.map((g) => {
    const part = svg(doc, 'g', { 'data-kind': 'artillery-graze', 'data-at': g.at, 'data-hexes': g.hexes.join(' ') });
    const [a, b] = g.points;
    if (g.at === 'edge' && a && b) part.append(...haloed(doc, 'line', { x1: n(a.x), y1: n(a.y), x2: n(b.x), y2: n(b.y) }, c.graze, c.halo, d.sizes.line * 2, null));
    else part.append(svg(doc, 'polygon', { points: points(g.points), fill: c.graze, stroke: c.halo, 'stroke-width': '1.5' }));
    return part;
  });
  return [...dots, ...grazes];
}

function blockerPart(doc: Document, shot: ArtilleryShot, c: Colours): SVGGElement[] {
  const b = shot.blocker;
  if (!b) return [];
  const g = svg(doc, 'g', { 'data-kind': 'artillery-blocker', 'data-hex': b.hex });
  for (const [p, q] of b.arms) g.append(...haloed(doc, 'line', { x1: n(p.x), y1: n(p.y), x2: n(q.x), y2: n(q.y) }, c.blocker, c.halo, 4, null));
  return [g];
}

/** The target's ring, styled by the verdict: solid, struck through, or dashed with a "?". */
function ringPart(doc: Document, shot: ArtilleryShot, d: ArtilleryDrawing, colour: string, c: Colours): SVGGElement {
  const { target: t } = shot;
  const part = svg(doc, 'g', { 'data-kind': 'artillery-target' });
  const parts: SVGElement[] = haloed(doc, 'circle', { cx: n(t.x), cy: n(t.y), r: n(d.sizes.ring) }, colour, c.halo, 2.5, DASH[shot.verdict].ring);
  if (shot.strike) {
    const [a, b] = shot.strike;
    parts.push(...haloed(doc, 'line', { x1: n(a.x), y1: n(a.y), x2: n(b.x), y2: n(b.y) }, colour, c.halo, 2.5, null));
  }
  if (shot.query) {
    const q = centredText(doc, shot.query, Math.max(11, d.sizes.ring * 0.7), colour, { stroke: c.halo, 'stroke-width': '3', 'paint-order': 'stroke', 'aria-hidden': 'true' });
    q.textContent = '?';
    parts.push(q);
  }
  part.append(...parts);
  return part;
}

function shotPart(doc: Document, shot: ArtilleryShot, d: ArtilleryDrawing, c: Colours): SVGGElement {
  const colour = c.verdict[shot.verdict];
  const g = svg(doc, 'g', {
    'data-kind': 'artillery-shot',
    'data-verdict': shot.verdict,
    'data-hex': shot.hex,
    ...(shot.unit === null ? {} : { 'data-unit': shot.unit }),
    ...(shot.blocker ? { 'data-blocked-by': shot.blocker.hex } : {}),
    role: 'img',
    'aria-label': shot.title,
  });
  const [a, b] = shot.line;
  g.append(...haloed(doc, 'line', { x1: n(a.x), y1: n(a.y), x2: n(b.x), y2: n(b.y) }, colour, c.halo, d.sizes.line, DASH[shot.verdict].line));
  g.append(...tracedParts(doc, shot, d, colour, c), ...blockerPart(doc, shot, c), ringPart(doc, shot, d, colour, c));
  const ring = focusRing(doc, shot.target, d.sizes.ring + 4, c.focus);
  // The disc sits where the line meets the ring, not on the target's counter: the counter's middle stays the player's to click.
  return reachable(doc, g, { kind: 'artillery-shot-reach', at: shot.reach, r: d.sizes.reach }, ring, shot.title);
}

/** The artillery layer's element: the shade under every shot. */
export function artilleryLayer(doc: Document, drawing: ArtilleryDrawing, dark: boolean): SVGGElement {
  const c = PALETTE[dark ? 'dark' : 'light'];
  const layer = svg(doc, 'g', {});
  layer.append(...shadePart(doc, drawing, c), ...drawing.shots.map((s) => shotPart(doc, s, drawing, c)));
  return layer;
}

/** The shots and shade in one sentence, for the overlay's accessible description. */
export function describeArtillery(d: ArtilleryDrawing): string {
  const count = (v: ShotVerdict): number => d.shots.filter((s) => s.verdict === v).length;
  const parts = [`${d.shots.length} line(s) of fire drawn (${count('eligible')} eligible, ${count('not-eligible')} not eligible, ${count('undecided')} undecided)`];
  const blocked = d.shots.filter((s) => s.blocker).length;
  if (blocked > 0) parts.push(`${blocked} blocked`);
  if (d.gunElsewhere) parts.push('the gun is not where its shots were worked out, so none is drawn');
  if (d.shade) parts.push(`${d.shade.hexes.length} hex(es) shaded: ${d.shade.label}`);
  if (d.unplaced > 0) parts.push(`${d.unplaced} mark(s) name a hex this map does not have`);
  if (d.omitted > 0) parts.push(`${d.omitted} more shot(s) listed in Adjutant only`);
  return `artillery: ${parts.join('; ')}.`;
}
