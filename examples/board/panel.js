// @ts-check
/**
 * The side panel for the selected counter: where it is, and the values a real board site would show
 * from the printed counter (full and reduced strength, which side is up) and its markers (disorganized,
 * shattered). The players type the strengths in; nothing is filled in for them.
 */
import { isCombatUnit, MAX_STRENGTH } from './board-state.js';
import { formatLabel, isDrawn, parseLabel } from './g77-grid.js';

/** @typedef {import('./seed-position.js').SeedUnit} SeedUnit */
/** @typedef {import('./board-state.js').UnitState} UnitState */
/** @typedef {import('./board-state.js').Location} Location */

/**
 * @template {Element} T
 * @param {Document} doc
 * @param {string} id
 * @param {{ new (): T, prototype: T }} type
 * @returns {T}
 */
export function byId(doc, id, type) {
  const el = doc.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the demo page lacks its #${id} element`);
  return el;
}

/**
 * The text a strength field holds, as a strength: null for empty, undefined when it is not one.
 * @param {string} text
 */
function readStrength(text) {
  const t = text.trim();
  if (t === '' || t === '?') return null;
  if (!/^\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_STRENGTH ? n : undefined;
}

/** @param {SeedUnit} unit */
function summary(unit) {
  const side = unit.side === 'union' ? 'Union' : 'Confederate';
  const parts = [`${side} ${unit.type}`];
  if (unit.formation.corps) parts.push(`${unit.formation.corps} Corps`);
  if (unit.formation.division) parts.push(`${unit.formation.division}'s division`);
  return parts.join(' · ');
}

/** @param {SeedUnit} unit */
function arrivalText(unit) {
  const a = unit.arrival;
  if (!a) return 'Placed at the start of the game.';
  const entry = a.entryHex ? `entrance hex ${a.entryHex}` : 'its entrance hex is not known to this demo';
  const movement = a.entryMovement !== null ? ` It enters with a movement allowance of ${a.entryMovement} that turn.` : '';
  return `Arrives ${a.day}, ${a.hour}, by ${a.road} (${entry}).${movement}`;
}

/**
 * @param {Document} doc
 * @param {{ onChange: (id: string, change: Partial<UnitState>) => void }} handlers
 */
export function createPanel(doc, { onChange }) {
  const empty = byId(doc, 'panel-empty', HTMLElement);
  const body = byId(doc, 'panel-unit', HTMLElement);
  const title = byId(doc, 'panel-title', HTMLElement);
  const summaryEl = byId(doc, 'unit-summary', HTMLElement);
  const arrivalEl = byId(doc, 'unit-arrival', HTMLElement);
  const whereForm = byId(doc, 'where-form', HTMLFormElement);
  const where = byId(doc, 'unit-where', HTMLSelectElement);
  const hexInput = byId(doc, 'unit-hex', HTMLInputElement);
  const whereProblem = byId(doc, 'where-problem', HTMLElement);
  const values = byId(doc, 'unit-values', HTMLFieldSetElement);
  const full = byId(doc, 'unit-full', HTMLInputElement);
  const reducedValue = byId(doc, 'unit-reduced-value', HTMLInputElement);
  const reduced = byId(doc, 'unit-reduced', HTMLInputElement);
  const valuesProblem = byId(doc, 'values-problem', HTMLElement);
  const disorganized = byId(doc, 'unit-disorganized', HTMLSelectElement);
  const shattered = byId(doc, 'unit-shattered', HTMLInputElement);
  const hqNote = byId(doc, 'unit-hq-note', HTMLElement);

  /** @type {{ unit: SeedUnit, state: UnitState } | null} */
  let shown = null;

  /** Sets a field unless the player is typing in it. @param {HTMLInputElement | HTMLSelectElement} field @param {string} value */
  const fill = (field, value) => {
    if (doc.activeElement !== field) field.value = value;
  };

  const syncHexField = () => {
    hexInput.disabled = where.value !== 'hex';
  };

  /** @param {SubmitEvent} event */
  const submitWhere = (event) => {
    event.preventDefault();
    if (!shown) return;
    whereProblem.textContent = '';
    /** @type {Location} */
    let location;
    if (where.value === 'hex') {
      const h = parseLabel(hexInput.value);
      if (!h) {
        whereProblem.textContent = `Type a hex label of this map: a row of letters and a column number, like M34.`;
        return;
      }
      if (!isDrawn(h)) {
        whereProblem.textContent = `${formatLabel(h)} is outside the part of the map this page draws.`;
        return;
      }
      location = { kind: 'hex', hex: formatLabel(h) };
    } else if (where.value === 'not-entered' || where.value === 'exited' || where.value === 'eliminated') {
      location = { kind: 'off-map', why: where.value };
    } else return;
    onChange(shown.unit.id, { location });
  };

  /** @param {HTMLInputElement} field @param {'full' | 'reducedValue'} key */
  const strengthChanged = (field, key) => {
    if (!shown) return;
    const value = readStrength(field.value);
    if (value === undefined) {
      valuesProblem.textContent = `Type a whole number from 0 to ${MAX_STRENGTH}, or leave it empty while it is not known.`;
      return;
    }
    valuesProblem.textContent = '';
    onChange(shown.unit.id, { [key]: value });
  };

  where.addEventListener('change', syncHexField);
  whereForm.addEventListener('submit', submitWhere);
  full.addEventListener('change', () => strengthChanged(full, 'full'));
  reducedValue.addEventListener('change', () => strengthChanged(reducedValue, 'reducedValue'));
  reduced.addEventListener('change', () => shown && onChange(shown.unit.id, { reduced: reduced.checked }));
  shattered.addEventListener('change', () => shown && onChange(shown.unit.id, { shattered: shattered.checked }));
  disorganized.addEventListener('change', () => {
    const level = Number(disorganized.value);
    if (shown && (level === 0 || level === 1 || level === 2)) onChange(shown.unit.id, { disorganized: level });
  });

  return {
    /**
     * Shows a counter (or the hint when none is selected).
     * @param {SeedUnit | null} unit
     * @param {UnitState | null} state
     */
    show(unit, state) {
      const changed = shown?.unit.id !== unit?.id;
      shown = unit && state ? { unit, state } : null;
      empty.hidden = shown !== null;
      body.hidden = shown === null;
      if (!unit || !state) {
        title.textContent = 'Counter';
        return;
      }
      if (changed) {
        whereProblem.textContent = '';
        valuesProblem.textContent = '';
      }
      title.textContent = unit.name;
      summaryEl.textContent = summary(unit);
      arrivalEl.textContent = arrivalText(unit);
      fill(where, state.location.kind === 'hex' ? 'hex' : state.location.why);
      fill(hexInput, state.location.kind === 'hex' ? state.location.hex : (unit.arrival?.entryHex ?? ''));
      syncHexField();
      const combat = isCombatUnit(unit);
      values.hidden = !combat;
      disorganized.closest('fieldset')?.toggleAttribute('hidden', !combat);
      hqNote.hidden = combat;
      hqNote.textContent = combat
        ? ''
        : `Headquarters have no combat strength.${unit.reorganizationValue !== undefined ? ` Reorganization value: ${unit.reorganizationValue}.` : ''}`;
      fill(full, state.full === null ? '' : String(state.full));
      fill(reducedValue, state.reducedValue === null ? '' : String(state.reducedValue));
      reduced.checked = state.reduced;
      fill(disorganized, String(state.disorganized));
      shattered.checked = state.shattered;
    },
  };
}
