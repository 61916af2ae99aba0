import type { Point } from './hex-placement.js';

/**
 * The small SVG parts the overlay's layers are drawn with (the retreat, a gun's shots): elements made with their
 * attributes set one by one, titles as text, strokes over halos, and parts reached with Tab. Nothing here ever
 * parses markup, so page and popup strings go in as text only.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attrs: Record<string, string>): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/** Gives an element its tooltip: a <title> first, its text set as text. */
export function titled<T extends SVGElement>(doc: Document, el: T, text: string): T {
  const title = doc.createElementNS(SVG_NS, 'title');
  title.textContent = text;
  el.prepend(title);
  return el;
}

export const n = (v: number): string => v.toFixed(1);
export const points = (ps: readonly Point[]): string => ps.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

/** A stroke drawn twice: a wide halo under it, then the colour. */
export function haloed(
  doc: Document,
  tag: 'polyline' | 'polygon' | 'line' | 'circle',
  attrs: Record<string, string>,
  colour: string,
  halo: string,
  width: number,
  dash: string | null,
): SVGElement[] {
  const common = { ...attrs, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  const under = svg(doc, tag, { ...common, stroke: halo, 'stroke-width': n(width + 3), 'stroke-opacity': '0.85' });
  const over = svg(doc, tag, { ...common, stroke: colour, 'stroke-width': n(width), ...(dash ? { 'stroke-dasharray': dash } : {}) });
  return [under, over];
}

/** Shows a focus ring on a part reached with Tab: a <style> may be blocked by the page's CSP, listeners are not. */
export function focusable(el: SVGGElement, ring: SVGElement): void {
  el.setAttribute('tabindex', '0');
  el.addEventListener('focus', () => ring.setAttribute('visibility', 'visible'));
  el.addEventListener('blur', () => ring.setAttribute('visibility', 'hidden'));
}

/** The ring a part reached with Tab shows while it has the focus, hidden until then. */
export function focusRing(doc: Document, centre: Point, r: number, colour: string): SVGCircleElement {
  return svg(doc, 'circle', { cx: n(centre.x), cy: n(centre.y), r: n(r), fill: 'none', stroke: colour, 'stroke-width': '3', visibility: 'hidden' });
}

/** A small transparent disc that takes the pointer, so the part it sits in shows its tooltip; the rest of the overlay lets the pointer through. */
export function pointerReach(doc: Document, kind: string, centre: Point, r: number): SVGCircleElement {
  const reach = svg(doc, 'circle', { 'data-kind': kind, cx: n(centre.x), cy: n(centre.y), r: n(r), fill: 'transparent', stroke: 'none' });
  reach.style.setProperty('pointer-events', 'all', 'important');
  return reach;
}

/**
 * Makes a part reachable for its tooltip, `title`: a small disc at `at` that takes the pointer (the rest of the
 * part lets it through), and Tab, with `ring` shown while it has the focus.
 */
export function reachable(doc: Document, part: SVGGElement, reach: { readonly kind: string; readonly at: Point; readonly r: number }, ring: SVGElement, title: string): SVGGElement {
  part.append(pointerReach(doc, reach.kind, reach.at, reach.r), ring);
  focusable(part, ring);
  return titled(doc, part, title);
}

/** A line of text centred on a point, bold, in the system's font; its text is set as text by the caller. */
export function centredText(doc: Document, at: Point, size: number, fill: string, extra: Record<string, string> = {}): SVGTextElement {
  return svg(doc, 'text', { x: n(at.x), y: n(at.y), 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'font-weight': '700', 'font-size': n(size), fill, ...extra });
}
