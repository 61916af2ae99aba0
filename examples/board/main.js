// @ts-check
/**
 * The demo shared board: a Gettysburg (1977) map with the game's opening position, counters that move by
 * dragging or from the keyboard, kept in step between tabs, and published in Adjutant's open format.
 * It is a stand-in for a real board site, served from examples/ so Adjutant has a page to read.
 */
import { changeUnit, endPlayerTurn, initialState, seedUnit, timeOf, toBoard } from './board-state.js';
import { createMapCounter, createTrayCounter, COUNTER_HALF, updateCounter } from './counters.js';
import { enableDragging } from './drag.js';
import { centre, formatLabel, isDrawn, parseLabel, STEPS } from './g77-grid.js';
import { drawMap } from './map-view.js';
import { byId, createPanel } from './panel.js';
import { publishBoard } from './publish.js';
import { SEED_UNITS } from './seed-position.js';
import { openSync } from './sync.js';

/** @typedef {import('./board-state.js').DemoState} DemoState */
/** @typedef {import('./board-state.js').UnitState} UnitState */
/** @typedef {import('./seed-position.js').SeedUnit} SeedUnit */

/**
 * @typedef {object} DemoBoardOptions
 * @property {Storage | null} [storage]  where the position is kept (default: the page's localStorage)
 * @property {string} [storageKey]
 * @property {string} [channelName]
 */

/** @param {Document} doc */
function pageStorage(doc) {
  try {
    return doc.defaultView?.localStorage ?? null;
  } catch {
    return null; // storage disabled: the board still works in this tab
  }
}

/**
 * Where a key sends a counter on the map: left and right along the row; up and down to the hexes above
 * and below on the left (with Shift, on the right); Home, Page Up, End and Page Down as the four diagonals.
 * @param {KeyboardEvent} event
 */
function stepFor(event) {
  switch (event.key) {
    case 'ArrowLeft':
      return STEPS.left;
    case 'ArrowRight':
      return STEPS.right;
    case 'ArrowUp':
      return event.shiftKey ? STEPS.upRight : STEPS.upLeft;
    case 'ArrowDown':
      return event.shiftKey ? STEPS.downLeft : STEPS.downRight;
    case 'Home':
      return STEPS.upLeft;
    case 'PageUp':
      return STEPS.upRight;
    case 'End':
      return STEPS.downLeft;
    case 'PageDown':
      return STEPS.downRight;
    default:
      return null;
  }
}

/** @param {string} side */
const sideName = (side) => (side === 'union' ? 'Union' : 'Confederate');

/**
 * Starts the board on a page built from index.html.
 * @param {Document} doc
 * @param {DemoBoardOptions} [options]
 */
export function startDemoBoard(doc, options = {}) {
  const board = byId(doc, 'board', HTMLElement);
  const svg = byId(doc, 'map', SVGSVGElement);
  const tray = byId(doc, 'tray', HTMLElement);
  const trayGroups = byId(doc, 'tray-groups', HTMLElement);
  const script = byId(doc, 'board-json', HTMLScriptElement);
  const timeNow = byId(doc, 'time-now', HTMLElement);
  const endTurn = byId(doc, 'end-turn', HTMLButtonElement);
  const reset = byId(doc, 'reset', HTMLButtonElement);
  const announcer = byId(doc, 'announce', HTMLElement);

  const { counters: counterLayer, target } = drawMap(svg);
  /** @type {Map<string, Element>} */
  const elements = new Map();
  /** @type {string | null} */
  let selected = null;

  const sync = openSync({
    storage: options.storage !== undefined ? options.storage : pageStorage(doc),
    key: options.storageKey ?? 'adjutant-demo-board/1',
    channelName: options.channelName ?? 'adjutant-demo-board',
    onRemoteState: (remote) => {
      state = remote;
      render();
    },
  });
  /** @type {DemoState} */
  let state = sync.load() ?? initialState();

  /** @param {string} message */
  const announce = (message) => {
    announcer.textContent = message;
  };

  /**
   * A change made on this page: shown, stored and sent to the other tabs.
   * @param {DemoState} next
   * @param {string} message
   */
  const commit = (next, message) => {
    state = next;
    render();
    sync.publish(state);
    announce(message);
  };

  /**
   * @param {string} id
   * @param {import('./board-state.js').Location} location
   */
  const moveTo = (id, location) => {
    const unit = seedUnit(id);
    if (!unit) return;
    const where = location.kind === 'hex' ? `to ${location.hex}` : location.why === 'not-entered' ? 'off the map (arriving)' : `off the map (${location.why})`;
    commit(changeUnit(state, id, { location }), `${unit.name} moved ${where}.`);
  };

  const panel = createPanel(doc, {
    onChange: (id, change) => {
      const unit = seedUnit(id);
      if (!unit) return;
      if (change.location) moveTo(id, change.location);
      else commit(changeUnit(state, id, change), `${unit.name} updated.`);
    },
  });

  /** @param {string | null} id */
  const select = (id) => {
    selected = id;
    render();
  };

  /**
   * The counter element for a unit where its state puts it: on the map or in the tray.
   * @param {SeedUnit} unit
   * @param {UnitState} s
   */
  const elementFor = (unit, s) => {
    const onMap = s.location.kind === 'hex';
    const existing = elements.get(unit.id);
    if (existing && (existing.localName === 'g') === onMap) return existing;
    existing?.remove();
    const created = onMap ? createMapCounter(doc, unit) : createTrayCounter(doc, unit);
    elements.set(unit.id, created);
    return created;
  };

  const renderTray = () => {
    /** @type {Map<string, Element[]>} */
    const groups = new Map();
    for (const unit of SEED_UNITS) {
      const s = state.units[unit.id];
      if (!s || s.location.kind === 'hex') continue;
      const a = unit.arrival;
      const heading =
        s.location.why !== 'not-entered'
          ? 'Out of play: exited or eliminated'
          : a
            ? `${a.day}, ${a.hour} — ${a.road}${a.entryHex ? ` (enters at ${a.entryHex})` : ''}`
            : 'Set-up units taken off the map';
      const list = groups.get(heading) ?? [];
      list.push(elementFor(unit, s));
      groups.set(heading, list);
    }
    const blocks = [...groups].map(([heading, chips]) => {
      const block = doc.createElement('div');
      block.className = 'tray-group';
      const h = doc.createElement('h3');
      h.textContent = heading;
      const list = doc.createElement('ul');
      for (const chip of chips) {
        const li = doc.createElement('li');
        li.append(chip);
        list.append(li);
      }
      block.append(h, list);
      return block;
    });
    if (blocks.length === 0) {
      const none = doc.createElement('p');
      none.className = 'muted';
      none.textContent = 'Every counter is on the map.';
      blocks.push(none);
    }
    trayGroups.replaceChildren(...blocks);
  };

  const renderMap = () => {
    /** @type {Map<string, number>} */
    const stacked = new Map();
    /** @type {Element[]} */
    const onMap = [];
    for (const unit of SEED_UNITS) {
      const s = state.units[unit.id];
      if (!s || s.location.kind !== 'hex') continue;
      const h = parseLabel(s.location.hex);
      if (!h) continue;
      const c = centre(h);
      // Counters sharing a hex fan out up and to the right, so each stays visible and clickable.
      const depth = stacked.get(s.location.hex) ?? 0;
      stacked.set(s.location.hex, depth + 1);
      const shift = depth * (COUNTER_HALF / 3);
      const el = elementFor(unit, s);
      el.setAttribute('transform', `translate(${(c.x + shift).toFixed(1)} ${(c.y - shift).toFixed(1)})`);
      onMap.push(el);
    }
    // The selected counter is drawn last, so it sits on top of its stack.
    onMap.sort((a, b) => Number(a.getAttribute('data-adjutant-unit') === selected) - Number(b.getAttribute('data-adjutant-unit') === selected));
    counterLayer.replaceChildren(...onMap);
  };

  const render = () => {
    const focused = doc.activeElement?.closest?.('[data-adjutant-unit]')?.getAttribute('data-adjutant-unit') ?? null;
    renderMap();
    renderTray();
    for (const unit of SEED_UNITS) {
      const s = state.units[unit.id];
      const el = elements.get(unit.id);
      if (s && el) updateCounter(el, unit, s, unit.id === selected);
    }
    // Moving an element in the document drops its focus: give it back.
    const again = focused ? elements.get(focused) : undefined;
    if (again && doc.activeElement !== again) /** @type {HTMLElement | SVGElement} */ (again).focus();
    const selectedUnit = selected ? seedUnit(selected) : null;
    panel.show(selectedUnit, selected ? (state.units[selected] ?? null) : null);
    const t = timeOf(state);
    // Only changed text is written: the time line is a live region, and rewriting it would repeat it aloud.
    const now = `${t.day}, ${t.hour} — ${sideName(state.phasing)} player turn (turn ${state.time + 1})`;
    if (timeNow.textContent !== now) timeNow.textContent = now;
    const endLabel = `End the ${sideName(state.phasing)} player turn`;
    if (endTurn.textContent !== endLabel) endTurn.textContent = endLabel;
    publishBoard(script, board, toBoard(state));
  };

  /** @param {Event} event */
  const unitOf = (event) => (event.target instanceof Element ? event.target.closest('[data-adjutant-unit]')?.getAttribute('data-adjutant-unit') ?? null : null);

  const dragging = enableDragging({
    board,
    svg,
    tray,
    target,
    onDrop: (id, to) => moveTo(id, to.kind === 'hex' ? { kind: 'hex', hex: to.hex } : { kind: 'off-map', why: 'not-entered' }),
  });

  /** @param {MouseEvent} event */
  const click = (event) => {
    const id = unitOf(event);
    // A click with a modifier key is left to tools reading the board (Adjutant picks counters with Alt).
    if (!id || dragging.consumedClick() || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    select(selected === id ? null : id);
  };

  /** @param {KeyboardEvent} event */
  const keydown = (event) => {
    const id = unitOf(event);
    if (!id) return;
    const s = state.units[id];
    const onMapCounter = event.target instanceof Element && event.target.localName === 'g';
    if (onMapCounter && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      select(selected === id ? null : id);
      return;
    }
    if (event.key === 'Escape' && selected) {
      select(null);
      return;
    }
    const step = stepFor(event);
    if (!step || !s || s.location.kind !== 'hex' || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = parseLabel(s.location.hex);
    if (!from) return;
    event.preventDefault();
    const to = { q: from.q + step.q, r: from.r + step.r };
    if (!isDrawn(to)) {
      announce(`${formatLabel(to)} is outside the part of the map this page draws.`);
      return;
    }
    moveTo(id, { kind: 'hex', hex: formatLabel(to) });
  };

  const endTurnClicked = () => {
    const next = endPlayerTurn(state);
    if (next === state) {
      announce('That was the last turn of the game.');
      return;
    }
    const t = timeOf(next);
    commit(next, `${t.day}, ${t.hour}: ${sideName(next.phasing)} player turn.`);
  };

  const resetClicked = () => {
    selected = null;
    commit(initialState(), 'The board is back at the opening position.');
  };

  board.addEventListener('click', click);
  board.addEventListener('keydown', keydown);
  endTurn.addEventListener('click', endTurnClicked);
  reset.addEventListener('click', resetClicked);
  render();

  return {
    stop() {
      dragging.stop();
      sync.close();
      board.removeEventListener('click', click);
      board.removeEventListener('keydown', keydown);
      endTurn.removeEventListener('click', endTurnClicked);
      reset.removeEventListener('click', resetClicked);
    },
  };
}
