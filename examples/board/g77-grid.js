// @ts-check
/**
 * Gettysburg (1977) hex labels and drawing geometry, for this demo page only (the product's own grid
 * lives in src/engine/core/hex). Rows are lettered A…Z, AA, BB… (a doubled letter counts 26 more);
 * columns are numbered and run diagonally. In axial terms q is the column and r the row index, so the
 * rows are straight lines of pointy-top hexes and (q−1, r+1) is the neighbour below and to the left.
 */

/** @typedef {{ readonly q: number, readonly r: number }} Hex */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Circumradius of a drawn hex, in SVG units. */
export const HEX_SIZE = 20;
const ROOT3 = Math.sqrt(3);

/**
 * The part of the map this page draws: every row from A to XX, and the hexes whose centres lie between
 * these two x positions (in hex widths), which take in all the objective hexes the rules name. The printed
 * map's own edges are not known, so this is a window, not the map's outline.
 */
export const MAP_WINDOW = { firstRow: 1, lastRow: 50, west: 24, east: 60 };

/**
 * Row index of a row's letters, or null.
 * @param {string} letters
 */
function rowIndex(letters) {
  const first = LETTERS.indexOf(letters[0] ?? '');
  if (first < 0) return null;
  if (letters.length === 1) return first + 1;
  if (letters.length === 2 && letters[1] === letters[0]) return first + 27;
  return null;
}

/** @param {number} r */
function rowLetters(r) {
  const letter = LETTERS[(r - 1) % 26] ?? '?';
  return r > 26 ? letter + letter : letter;
}

/**
 * The hex a label names (`O38`, `II42` or `II-42`, any case), or null.
 * @param {string} label
 * @returns {Hex | null}
 */
export function parseLabel(label) {
  const m = /^([A-Za-z]{1,2})-?([1-9][0-9]?)$/.exec(label.trim());
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const r = rowIndex(m[1].toUpperCase());
  const q = Number(m[2]);
  return r === null || q < 1 ? null : { q, r };
}

/** @param {Hex} h */
export function formatLabel(h) {
  return `${rowLetters(h.r)}${h.q}`;
}

/** @param {Hex} h */
export function isDrawn(h) {
  const across = h.q + h.r / 2;
  return h.r >= MAP_WINDOW.firstRow && h.r <= MAP_WINDOW.lastRow && h.q >= 1 && across >= MAP_WINDOW.west && across <= MAP_WINDOW.east;
}

/** Every hex the page draws, row by row. */
export function drawnHexes() {
  /** @type {Hex[]} */
  const hexes = [];
  for (let r = MAP_WINDOW.firstRow; r <= MAP_WINDOW.lastRow; r++) {
    for (let q = Math.max(1, Math.ceil(MAP_WINDOW.west - r / 2)); q + r / 2 <= MAP_WINDOW.east; q++) hexes.push({ q, r });
  }
  return hexes;
}

/**
 * Centre of a hex in SVG units, before the map's offset.
 * @param {Hex} h
 */
export function centre(h) {
  return { x: ROOT3 * HEX_SIZE * (h.q + h.r / 2), y: 1.5 * HEX_SIZE * h.r };
}

/**
 * The hex under a point, by rounding cube coordinates (Red Blob Games' method).
 * @param {number} x
 * @param {number} y
 * @returns {Hex}
 */
export function hexAt(x, y) {
  const fq = ((ROOT3 / 3) * x - y / 3) / HEX_SIZE;
  const fr = ((2 / 3) * y) / HEX_SIZE;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q, r };
}

/** Corner points of a hex centred on the origin, for a polygon's `points`. */
export function hexCorners() {
  /** @type {string[]} */
  const points = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    points.push(`${(HEX_SIZE * Math.cos(angle)).toFixed(2)},${(HEX_SIZE * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * The six neighbour directions as the keyboard reaches them: left and right along the row, and the two
 * hexes above and below (up/down alone go to the left one, with Shift to the right one).
 */
export const STEPS = {
  left: { q: -1, r: 0 },
  right: { q: 1, r: 0 },
  upLeft: { q: 0, r: -1 },
  upRight: { q: 1, r: -1 },
  downLeft: { q: -1, r: 1 },
  downRight: { q: 0, r: 1 },
};
