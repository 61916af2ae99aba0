// @ts-check
/**
 * Draws the map: a window of Gettysburg (1977)'s hex grid with every hex labelled, the sunken road hexes,
 * the town square and the objective hexes of the victory-point list with their occupation markers. Terrain,
 * elevation and roads are not in the seed, so the map shows none of them.
 */
import { centre, drawnHexes, formatLabel, hexCorners, HEX_SIZE, parseLabel } from './g77-grid.js';
import { SVG_NS } from './counters.js';
import { OBJECTIVES, SUNKEN_ROAD_HEXES, TOWN_SQUARE_BETWEEN } from './seed-position.js';

/**
 * @param {Document} doc
 * @param {string} tag
 * @param {Record<string, string>} [attributes]
 * @param {string} [text]
 */
function el(doc, tag, attributes = {}, text) {
  const e = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @param {string} label */
function centreOf(label) {
  const h = parseLabel(label);
  if (!h) throw new Error(`not a hex label: ${label}`);
  return centre(h);
}

/** @param {number} n */
const fixed = (n) => n.toFixed(1);

/** @param {number | null} points */
const vp = (points) => (points === null ? 'nothing' : `${points} VP`);

/**
 * Fills the map's SVG element. Returns the layer the counters go in and the outline that shows the hex a
 * dragged counter would land in.
 * @param {SVGSVGElement} svg
 */
export function drawMap(svg) {
  const doc = svg.ownerDocument;
  const hexes = drawnHexes();
  const xs = hexes.map((h) => centre(h).x);
  const ys = hexes.map((h) => centre(h).y);
  const pad = HEX_SIZE + 4;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  svg.setAttribute('viewBox', `${fixed(minX)} ${fixed(minY)} ${fixed(Math.max(...xs) - minX + pad)} ${fixed(Math.max(...ys) - minY + pad)}`);

  const defs = el(doc, 'defs');
  defs.append(el(doc, 'polygon', { id: 'hex-shape', points: hexCorners() }));
  const grid = el(doc, 'g', { class: 'hexes', 'aria-hidden': 'true' });
  const labels = el(doc, 'g', { class: 'hex-labels', 'aria-hidden': 'true' });
  for (const h of hexes) {
    const c = centre(h);
    grid.append(el(doc, 'use', { href: '#hex-shape', x: fixed(c.x), y: fixed(c.y) }));
    labels.append(el(doc, 'text', { x: fixed(c.x), y: fixed(c.y - 12.5) }, formatLabel(h)));
  }

  const marks = el(doc, 'g', { class: 'marks' });
  for (const label of SUNKEN_ROAD_HEXES) {
    const c = centreOf(label);
    const mark = el(doc, 'use', { href: '#hex-shape', x: fixed(c.x), y: fixed(c.y), class: 'sunken-road' });
    mark.append(el(doc, 'title', {}, `${label}: sunken road`));
    marks.append(mark);
  }
  const [a, b] = TOWN_SQUARE_BETWEEN.map(centreOf);
  if (a && b) {
    const square = el(doc, 'g', { class: 'town-square', transform: `translate(${fixed((a.x + b.x) / 2)} ${fixed((a.y + b.y) / 2)})` });
    square.append(el(doc, 'rect', { x: '-3.5', y: '-3.5', width: '7', height: '7', transform: 'rotate(45)' }), el(doc, 'title', {}, 'Gettysburg town square'));
    marks.append(square);
  }
  for (const o of OBJECTIVES) {
    const c = centreOf(o.hex);
    // The objective carries the occupation marker the rules place on it, published as an open-format
    // marker; the attributes sit on the group centred on the hex, so the page position is the hex's.
    const objective = el(doc, 'g', {
      class: 'objective',
      transform: `translate(${fixed(c.x)} ${fixed(c.y)})`,
      'data-adjutant-marker': 'occupation',
      'data-adjutant-hex': o.hex,
      'data-adjutant-side': o.control,
    });
    objective.append(
      el(doc, 'circle', { r: String(HEX_SIZE - 4) }),
      el(doc, 'rect', { class: `occupation ${o.control}`, x: String(HEX_SIZE * 0.35), y: String(HEX_SIZE * 0.2), width: '6', height: '6' }),
      el(doc, 'title', {}, `${o.hex}: ${o.name}. Union ${vp(o.union)}, Confederate ${vp(o.confederate)}; held by the ${o.control === 'union' ? 'Union' : 'Confederates'}.`),
    );
    marks.append(objective);
  }

  const target = el(doc, 'use', { href: '#hex-shape', class: 'drop-target', visibility: 'hidden' });
  const counters = el(doc, 'g', { class: 'counters' });
  svg.replaceChildren(defs, grid, marks, labels, target, counters);
  return { counters, target };
}
