// @ts-check
/**
 * Dragging counters with the mouse, a pen or a finger (pointer events): from the map or the off-map tray,
 * onto a hex (the counter snaps to the hex's centre) or back into the tray. A press that does not move is
 * left to the click handler, which selects the counter.
 */
import { centre, formatLabel, hexAt, isDrawn } from './g77-grid.js';

/** @typedef {{ kind: 'hex', hex: string } | { kind: 'tray' }} DropTarget */

/**
 * @typedef {object} DragOptions
 * @property {HTMLElement} board  the element holding the map and the tray
 * @property {SVGSVGElement} svg
 * @property {HTMLElement} tray
 * @property {SVGElement} target  outline of the hex under a dragged counter
 * @property {(id: string, to: DropTarget) => void} onDrop
 */

/** Movement, in CSS pixels, before a press becomes a drag. */
const DRAG_THRESHOLD = 5;

/**
 * The SVG point under a client point, or null when the browser cannot say (no layout).
 * @param {SVGSVGElement} svg
 * @param {number} clientX
 * @param {number} clientY
 */
function svgPoint(svg, clientX, clientY) {
  const matrix = svg.getScreenCTM?.();
  if (!matrix) return null;
  const inverse = matrix.inverse();
  return { x: inverse.a * clientX + inverse.c * clientY + inverse.e, y: inverse.b * clientX + inverse.d * clientY + inverse.f };
}

/**
 * Whether the element (or one inside it) is what shows at a client point: the map is larger than its
 * scrolling frame, so its own box would claim points where the frame hides it.
 * @param {Element} el
 * @param {number} x
 * @param {number} y
 */
function contains(el, x, y) {
  const hit = el.ownerDocument.elementFromPoint?.(x, y);
  return hit !== null && hit !== undefined && el.contains(hit);
}

/**
 * The hex label under a client point, or null when it is off the drawn map.
 * @param {SVGSVGElement} svg
 * @param {number} x
 * @param {number} y
 */
function hexUnder(svg, x, y) {
  if (!contains(svg, x, y)) return null;
  const p = svgPoint(svg, x, y);
  if (!p) return null;
  const h = hexAt(p.x, p.y);
  return isDrawn(h) ? h : null;
}

/** @param {DragOptions} options */
export function enableDragging({ board, svg, tray, target, onDrop }) {
  const doc = board.ownerDocument;
  /** @type {{ id: string, source: Element, pointerId: number, x: number, y: number, ghost: HTMLElement | null } | null} */
  let press = null;
  /** Set when a drag ends, so the click that follows it does not also select. */
  let justDragged = false;

  const showTarget = (/** @type {ReturnType<typeof hexUnder>} */ h) => {
    if (!h) {
      target.setAttribute('visibility', 'hidden');
      return;
    }
    const c = centre(h);
    target.setAttribute('x', c.x.toFixed(1));
    target.setAttribute('y', c.y.toFixed(1));
    target.setAttribute('visibility', 'visible');
  };

  const finish = () => {
    if (!press) return;
    press.ghost?.remove();
    press.source.classList.remove('dragging');
    tray.classList.remove('drop-here');
    showTarget(null);
    press = null;
  };

  /** @param {PointerEvent} event */
  const down = (event) => {
    if (event.button !== 0 || press) return;
    const source = event.target instanceof Element ? event.target.closest('[data-adjutant-unit]') : null;
    const id = source?.getAttribute('data-adjutant-unit');
    if (!source || !id) return;
    press = { id, source, pointerId: event.pointerId, x: event.clientX, y: event.clientY, ghost: null };
    source.setPointerCapture?.(event.pointerId);
  };

  /** @param {PointerEvent} event */
  const move = (event) => {
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.ghost) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD) return;
      const ghost = doc.createElement('div');
      ghost.className = `drag-ghost ${press.source.classList.contains('union') ? 'union' : 'confederate'}`;
      ghost.setAttribute('aria-hidden', 'true');
      ghost.textContent = press.source.getAttribute('data-adjutant-name') ?? '';
      doc.body.append(ghost);
      press.ghost = ghost;
      press.source.classList.add('dragging');
    }
    event.preventDefault();
    press.ghost.style.left = `${event.clientX}px`;
    press.ghost.style.top = `${event.clientY}px`;
    showTarget(hexUnder(svg, event.clientX, event.clientY));
    tray.classList.toggle('drop-here', contains(tray, event.clientX, event.clientY));
  };

  /** @param {PointerEvent} event */
  const up = (event) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const { id, ghost } = press;
    finish();
    if (!ghost) return; // a click: the click handler selects
    justDragged = true;
    setTimeout(() => (justDragged = false), 0);
    const h = hexUnder(svg, event.clientX, event.clientY);
    if (h) onDrop(id, { kind: 'hex', hex: formatLabel(h) });
    else if (contains(tray, event.clientX, event.clientY)) onDrop(id, { kind: 'tray' });
  };

  /** @param {KeyboardEvent} event */
  const key = (event) => {
    if (event.key === 'Escape' && press?.ghost) finish();
  };

  board.addEventListener('pointerdown', down);
  board.addEventListener('pointermove', move);
  board.addEventListener('pointerup', up);
  board.addEventListener('pointercancel', finish);
  doc.addEventListener('keydown', key);
  return {
    /** True just after a drag: the click it produces is not a selection. */
    consumedClick: () => justDragged,
    stop() {
      finish();
      board.removeEventListener('pointerdown', down);
      board.removeEventListener('pointermove', move);
      board.removeEventListener('pointerup', up);
      board.removeEventListener('pointercancel', finish);
      doc.removeEventListener('keydown', key);
    },
  };
}
