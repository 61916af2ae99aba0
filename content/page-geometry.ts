import { BOARD_ATTRIBUTE, HEX_ATTRIBUTE, UNIT_ATTRIBUTE } from './board-nodes.js';
import type { Box, PageGeometry } from './overlay-marks.js';

/** More elements than any board shows; past this a page is not measured further. */
const MAX_ELEMENTS = 5000;

function boxOf(el: Element, scrollX: number, scrollY: number): Box | null {
  const r = el.getBoundingClientRect();
  if (!(r.width > 0 && r.height > 0)) return null;
  return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
}

function intersect(a: Box, b: Box): Box {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  return { left, top, width: Math.max(0, Math.min(a.left + a.width, b.left + b.width) - left), height: Math.max(0, Math.min(a.top + a.height, b.top + b.height) - top) };
}

/**
 * The box a map element is seen through: every ancestor that scrolls or clips it (a scrolling map pane,
 * the map's own SVG). Marks are clipped to it, so a zone of control at the pane's edge does not spill over
 * the rest of the page.
 */
function clipOf(el: Element, doc: Document, sx: number, sy: number): Box | null {
  const win = doc.defaultView;
  if (!win) return null;
  let clip: Box | null = null;
  for (let a = el.parentElement; a && a !== doc.body && a !== doc.documentElement; a = a.parentElement) {
    const style = win.getComputedStyle(a);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = boxOf(a, sx, sy);
    if (box) clip = clip ? intersect(clip, box) : box;
  }
  return clip;
}

/**
 * The map a hex element is drawn on: its outermost SVG, else the board container the open format marks; the
 * whole of it, including any part scrolled out of view.
 */
function mapOf(el: Element, sx: number, sy: number): Box | null {
  let svg: Element | null = null;
  for (let a: Element | null = el; a; a = a.parentElement) if (a.localName === 'svg') svg = a;
  const board = el.closest(`[${BOARD_ATTRIBUTE}]`);
  return (svg && boxOf(svg, sx, sy)) ?? (board && boxOf(board, sx, sy)) ?? null;
}

/**
 * Measures where the page shows its hexes and counters right now, in document coordinates (so the overlay
 * stays put when the page scrolls). Ids are compared as strings, never built into a selector.
 */
export function measurePage(doc: Document): PageGeometry {
  const win = doc.defaultView;
  const sx = win?.scrollX ?? 0;
  const sy = win?.scrollY ?? 0;
  const hexBoxes: { hex: string; box: Box }[] = [];
  for (const el of Array.from(doc.querySelectorAll(`[${HEX_ATTRIBUTE}]`)).slice(0, MAX_ELEMENTS)) {
    const hex = el.getAttribute(HEX_ATTRIBUTE) ?? '';
    const box = hex ? boxOf(el, sx, sy) : null;
    if (box) hexBoxes.push({ hex, box });
  }
  const counters = new Map<string, Box[]>();
  for (const el of Array.from(doc.querySelectorAll(`[${UNIT_ATTRIBUTE}]`)).slice(0, MAX_ELEMENTS)) {
    const id = el.getAttribute(UNIT_ATTRIBUTE) ?? '';
    const box = id ? boxOf(el, sx, sy) : null;
    if (box) counters.set(id, [...(counters.get(id) ?? []), box]);
  }
  const first = doc.querySelector(`[${HEX_ATTRIBUTE}]`);
  return { hexBoxes, clip: first ? clipOf(first, doc, sx, sy) : null, map: first ? mapOf(first, sx, sy) : null, counterBoxes: (id) => counters.get(id) ?? [] };
}
