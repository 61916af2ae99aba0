import { BOARD_SCRIPT_TYPE, OPEN_FORMAT_ATTRIBUTES as ATTR } from '../src/readers/open-format.js';

/**
 * Which parts of a page carry a board in the open format (docs/open-format.md): elements with the format's
 * data attributes, and the script element holding the board's JSON. Only changes to these make the content
 * script read the board again.
 */
export const ATTRIBUTE_PREFIX = 'data-adjutant-';

/** Elements whose change can change the board: the container, counters, markers, anything placed in a hex, and the JSON script. */
export const BOARD_SELECTOR = [ATTR.board, ATTR.unit, ATTR.marker, ATTR.hex].map((a) => `[${a}]`).join(',') + `,script[type="${BOARD_SCRIPT_TYPE}"]`;

/** Every attribute of the open format: the only attribute changes the observer is told about. */
export const BOARD_ATTRIBUTES: readonly string[] = Object.values(ATTR);

/** The attribute that names a counter's unit: what a modifier-click selects. */
export const UNIT_ATTRIBUTE = ATTR.unit;

/** The attribute that marks the board's container. */
export const BOARD_ATTRIBUTE = ATTR.board;

/** The attribute that names the hex an element sits in. */
export const HEX_ATTRIBUTE = ATTR.hex;

export function isElement(node: Node | null): node is Element {
  return node !== null && node.nodeType === 1;
}

/** Whether a node is, or holds, part of the board. */
export function holdsBoard(node: Node): boolean {
  if (!isElement(node)) return false;
  return node.matches(BOARD_SELECTOR) || node.querySelector(BOARD_SELECTOR) !== null;
}

/** Whether a node sits inside part of the board (a counter's text, the JSON script's text). */
export function insideBoard(node: Node | null): boolean {
  const el = isElement(node) ? node : (node?.parentElement ?? null);
  return el?.closest(BOARD_SELECTOR) != null;
}
