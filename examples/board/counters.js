// @ts-check
/**
 * The counters: an SVG group on the map, a button in the off-map tray. Each carries the open format's
 * data attributes (docs/open-format.md), so a reader finds the units without the script element too.
 * Text goes in with textContent only.
 */
import { isCombatUnit } from './board-state.js';

/** @typedef {import('./seed-position.js').SeedUnit} SeedUnit */
/** @typedef {import('./board-state.js').UnitState} UnitState */

export const SVG_NS = 'http://www.w3.org/2000/svg';
/** Half the side of a counter on the map, in SVG units (a hex is about 35 wide). */
export const COUNTER_HALF = 12;

const TYPE_WORDS = { infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', headquarters: 'headquarters' };
const TYPE_MARKS = { infantry: 'Inf', cavalry: 'Cav', artillery: 'Art', headquarters: 'HQ' };

/** @param {SeedUnit} unit */
function sideName(unit) {
  return unit.side === 'union' ? 'Union' : 'Confederate';
}

/**
 * The strength the counter shows: the side that is up, or "?" when the players have not typed it in.
 * @param {SeedUnit} unit
 * @param {UnitState} s
 */
export function shownStrength(unit, s) {
  if (!isCombatUnit(unit)) return '';
  const value = s.reduced ? s.reducedValue : s.full;
  return value === null ? '?' : String(value);
}

/** @param {UnitState} s */
function statusWords(s) {
  /** @type {string[]} */
  const words = [];
  if (s.disorganized === 1) words.push('disorganized');
  if (s.disorganized === 2) words.push('disorganized-2');
  if (s.shattered) words.push('shattered');
  return words;
}

/** @param {UnitState} s */
function whereText(s) {
  if (s.location.kind === 'hex') return `at ${s.location.hex}`;
  return { 'not-entered': 'off map, arriving', exited: 'off map, exited', eliminated: 'eliminated' }[s.location.why];
}

/**
 * What a screen reader says for a counter.
 * @param {SeedUnit} unit
 * @param {UnitState} s
 */
export function describeCounter(unit, s) {
  const parts = [`${unit.name}, ${sideName(unit)} ${TYPE_WORDS[unit.type]}`];
  if (isCombatUnit(unit)) {
    const shown = shownStrength(unit, s);
    parts.push(`${s.reduced ? 'reduced ' : ''}strength ${shown === '?' ? 'not set' : shown}`);
    const status = statusWords(s);
    if (status.length > 0) parts.push(status.join(' and ').replace('disorganized-2', 'disorganized (2)'));
  }
  parts.push(whereText(s));
  return parts.join(', ');
}

/**
 * Writes the open format's attributes on a counter element.
 * @param {Element} el
 * @param {SeedUnit} unit
 * @param {UnitState} s
 */
function publishAttributes(el, unit, s) {
  const combat = isCombatUnit(unit);
  const set = (/** @type {string} */ name, /** @type {string | null} */ value) => {
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  set('data-adjutant-unit', unit.id);
  set('data-adjutant-name', unit.name);
  set('data-adjutant-side', unit.side);
  set('data-adjutant-type', unit.type);
  set('data-adjutant-corps', unit.formation.corps ?? null);
  set('data-adjutant-division', unit.formation.division ?? null);
  set('data-adjutant-hex', s.location.kind === 'hex' ? s.location.hex : null);
  set('data-adjutant-off-map', s.location.kind === 'off-map' ? s.location.why : null);
  set('data-adjutant-strength', combat ? (s.full === null ? '?' : String(s.full)) : null);
  set('data-adjutant-reduced-strength', combat ? (s.reducedValue === null ? '?' : String(s.reducedValue)) : null);
  set('data-adjutant-steps', combat ? `${s.reduced ? 1 : 2}/2` : '1/1');
  set('data-adjutant-status', combat ? statusWords(s).join(',') : '');
  set('data-adjutant-reorganization-value', unit.reorganizationValue !== undefined ? String(unit.reorganizationValue) : null);
}

/**
 * @param {Document} doc
 * @param {string} tag
 * @param {Record<string, string>} attributes
 * @param {string} [text]
 */
function svgElement(doc, tag, attributes, text) {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A short name that fits on a counter. @param {string} name */
function shortName(name) {
  return name.length <= 8 ? name : `${name.slice(0, 7)}.`;
}

/**
 * A counter on the map, drawn around its own origin (the caller places it with a transform).
 * @param {Document} doc
 * @param {SeedUnit} unit
 */
export function createMapCounter(doc, unit) {
  const g = svgElement(doc, 'g', { class: `counter ${unit.side} ${unit.type}`, tabindex: '0', role: 'button', 'aria-pressed': 'false' });
  const h = COUNTER_HALF;
  g.append(
    svgElement(doc, 'rect', { class: 'face', x: String(-h), y: String(-h), width: String(2 * h), height: String(2 * h), rx: '2' }),
    svgElement(doc, 'rect', { class: 'reduced-stripe', x: String(-h), y: String(h - 3), width: String(2 * h), height: '3' }),
    svgElement(doc, 'text', { class: 'type', y: '-5' }, TYPE_MARKS[unit.type]),
    svgElement(doc, 'text', { class: 'name', y: '2' }, shortName(unit.name)),
    svgElement(doc, 'text', { class: 'strength', y: '9.5' }),
    svgElement(doc, 'text', { class: 'status', x: String(h - 1), y: String(-h + 5) }),
    svgElement(doc, 'title', {}),
  );
  return g;
}

/**
 * A counter in the off-map tray.
 * @param {Document} doc
 * @param {SeedUnit} unit
 */
export function createTrayCounter(doc, unit) {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `counter chip ${unit.side} ${unit.type}`;
  button.setAttribute('aria-pressed', 'false');
  const type = doc.createElement('span');
  type.className = 'type';
  type.textContent = TYPE_MARKS[unit.type];
  const name = doc.createElement('span');
  name.className = 'name';
  name.textContent = unit.name;
  const strength = doc.createElement('span');
  strength.className = 'strength';
  button.append(type, name, strength);
  return button;
}

/**
 * Brings a counter element up to date with its unit's state.
 * @param {Element} el
 * @param {SeedUnit} unit
 * @param {UnitState} s
 * @param {boolean} selected
 */
export function updateCounter(el, unit, s, selected) {
  const description = describeCounter(unit, s);
  el.setAttribute('aria-label', description);
  el.setAttribute('aria-pressed', String(selected));
  el.classList.toggle('selected', selected);
  el.classList.toggle('reduced', isCombatUnit(unit) && s.reduced);
  const strength = el.querySelector('.strength');
  if (strength) strength.textContent = shownStrength(unit, s);
  const status = el.querySelector('.status');
  if (status) status.textContent = s.shattered ? 'S' : s.disorganized > 0 ? `D${s.disorganized}` : '';
  const title = el.querySelector('title');
  if (title) title.textContent = description;
  publishAttributes(el, unit, s);
}
