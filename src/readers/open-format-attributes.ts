import { BOARD_FORMAT, BOARD_LIMITS } from '../engine/index.js';
import { fieldError, type FieldError } from '../engine/index.js';

/**
 * The open format's data attributes (docs/open-format.md): a board container, counters and markers marked
 * on the page's own elements. This turns them into board JSON for parseBoard, collecting an error for each
 * attribute whose syntax is wrong; parseBoard then checks the values (game, labels, limits).
 */

export const ATTR = {
  board: 'data-adjutant-board',
  game: 'data-adjutant-game',
  turn: 'data-adjutant-turn',
  day: 'data-adjutant-day',
  hour: 'data-adjutant-hour',
  light: 'data-adjutant-light',
  phasingSide: 'data-adjutant-phasing-side',
  source: 'data-adjutant-source',
  unit: 'data-adjutant-unit',
  name: 'data-adjutant-name',
  side: 'data-adjutant-side',
  type: 'data-adjutant-type',
  hex: 'data-adjutant-hex',
  area: 'data-adjutant-area',
  offMap: 'data-adjutant-off-map',
  strength: 'data-adjutant-strength',
  reducedStrength: 'data-adjutant-reduced-strength',
  steps: 'data-adjutant-steps',
  status: 'data-adjutant-status',
  corps: 'data-adjutant-corps',
  division: 'data-adjutant-division',
  brigade: 'data-adjutant-brigade',
  reorganizationValue: 'data-adjutant-reorganization-value',
  marker: 'data-adjutant-marker',
} as const;

/** The words of data-adjutant-status, and what each sets. */
export const STATUS_WORDS = [
  'disorganized',
  'disorganized-1',
  'disorganized-2',
  'shattered',
  'reorganizing',
  'routed',
  'limbered',
  'unlimbered',
  'breastworks-building',
  'breastworks-built',
] as const;
type StatusWord = (typeof STATUS_WORDS)[number];

/** Longer than any value the format allows; what is beyond it is not read at all. */
const MAX_ATTRIBUTE = BOARD_LIMITS.text + 50;
const MAX_STATUS_WORDS = STATUS_WORDS.length;

/** How an element is named in an error: by its unit id when it has a usable one, else by its place in the page. */
export function counterPath(index: number, id: string | null): string {
  const usable = id !== null && id.length > 0 && id.length <= 40 && !/[\u0000-\u001f"]/.test(id);
  return usable ? `counter ${index + 1} [${ATTR.unit}="${id}"]` : `counter ${index + 1}`;
}

export function markerPath(index: number): string {
  return `marker ${index + 1} [${ATTR.marker}]`;
}

class AttributeReader {
  readonly errors: FieldError[] = [];

  constructor(private readonly el: Element, private readonly path: string) {}

  /** The attribute's text, trimmed; undefined when absent or too long (then an error is noted). */
  text(name: string): string | undefined {
    const raw = this.el.getAttribute(name);
    if (raw === null) return undefined;
    if (raw.length > MAX_ATTRIBUTE) {
      this.errors.push({ path: `${this.path} ${name}`, expected: `at most ${BOARD_LIMITS.text} characters`, found: `${raw.length} characters` });
      return undefined;
    }
    return raw.trim();
  }

  /** Notes an error about one attribute (or about the element, when name is empty), quoting the value found. */
  fail(name: string, expected: string, found: string): undefined {
    this.errors.push(fieldError(name ? `${this.path} ${name}` : this.path, expected, found));
    return undefined;
  }

  /** The same, when what was found is a description rather than a value. */
  failDescribed(name: string, expected: string, description: string): undefined {
    this.errors.push({ path: name ? `${this.path} ${name}` : this.path, expected, found: description });
    return undefined;
  }

  /** A whole number; null for "?" or an empty value (not known); undefined when absent or wrong. */
  whole(name: string): number | null | undefined {
    const t = this.text(name);
    if (t === undefined) return undefined;
    if (t === '' || t === '?') return null;
    if (!/^\d{1,6}$/.test(t)) return this.fail(name, 'a whole number, or ? when it is not known', t);
    return Number(t);
  }
}

type Json = Record<string, unknown>;

function statusFrom(r: AttributeReader): Json | undefined {
  const t = r.text(ATTR.status);
  if (t === undefined || t === '') return undefined;
  const words = t.toLowerCase().split(/[\s,]+/).filter((w) => w !== '');
  if (words.length > MAX_STATUS_WORDS) return r.failDescribed(ATTR.status, `at most ${MAX_STATUS_WORDS} words`, `${words.length} words`);
  const status: Json = {};
  const set = (key: string, value: unknown, word: string): void => {
    if (status[key] !== undefined && status[key] !== value) r.fail(ATTR.status, `words that do not contradict each other`, word);
    else status[key] = value;
  };
  for (const word of words) {
    if (!(STATUS_WORDS as readonly string[]).includes(word)) {
      r.fail(ATTR.status, `a comma-separated list of: ${STATUS_WORDS.join(', ')}`, word);
      continue;
    }
    switch (word as StatusWord) {
      case 'disorganized':
      case 'disorganized-1':
        set('disorganized', 1, word);
        break;
      case 'disorganized-2':
        set('disorganized', 2, word);
        break;
      case 'shattered':
        set('shattered', true, word);
        break;
      case 'reorganizing':
        set('reorganizing', true, word);
        break;
      case 'routed':
        set('routed', true, word);
        break;
      case 'limbered':
        set('limbered', true, word);
        break;
      case 'unlimbered':
        set('limbered', false, word);
        break;
      case 'breastworks-building':
        set('breastworks', 'building', word);
        break;
      case 'breastworks-built':
        set('breastworks', 'built', word);
        break;
    }
  }
  return status;
}

function locationFrom(r: AttributeReader): Json | undefined {
  const given = [
    { name: ATTR.hex, value: r.text(ATTR.hex), json: (v: string): Json => ({ kind: 'hex', hex: v }) },
    { name: ATTR.area, value: r.text(ATTR.area), json: (v: string): Json => ({ kind: 'area', area: v }) },
    { name: ATTR.offMap, value: r.text(ATTR.offMap), json: (v: string): Json => ({ kind: 'off-map', why: v.toLowerCase() }) },
  ].filter((g): g is typeof g & { value: string } => g.value !== undefined);
  const where = `exactly one of ${ATTR.hex}, ${ATTR.area} or ${ATTR.offMap} (not-entered, exited or eliminated)`;
  const only = given[0];
  if (given.length !== 1 || !only) return r.failDescribed('', where, given.length === 0 ? 'none of them' : given.map((g) => g.name).join(' and '));
  return only.json(only.value);
}

function stepsFrom(r: AttributeReader): Json | undefined {
  const t = r.text(ATTR.steps);
  if (t === undefined || t === '') return undefined;
  const m = /^(\d{1,3})(?:\s*\/\s*(\d{1,3}))?$/.exec(t);
  if (!m) return r.fail(ATTR.steps, 'the steps left, or left/full, like 2 or 1/2', t);
  return m[2] === undefined ? { left: Number(m[1]) } : { left: Number(m[1]), full: Number(m[2]) };
}

/** A counter's attributes as a unit of the board JSON; `errors` lists what could not be read. */
export function unitFromAttributes(el: Element, index: number): { unit: Json; errors: FieldError[] } {
  const r = new AttributeReader(el, counterPath(index, el.getAttribute(ATTR.unit)));
  const unit: Json = {
    id: r.text(ATTR.unit),
    name: r.text(ATTR.name),
    side: r.text(ATTR.side)?.toLowerCase(),
    type: r.text(ATTR.type)?.toLowerCase(),
    location: locationFrom(r),
  };
  const formation: Json = {};
  for (const [key, name] of [['corps', ATTR.corps], ['division', ATTR.division], ['brigade', ATTR.brigade]] as const) {
    const t = r.text(name);
    if (t !== undefined && t !== '') formation[key] = t;
  }
  if (Object.keys(formation).length > 0) unit.formation = formation;
  const full = r.whole(ATTR.strength);
  const reduced = r.whole(ATTR.reducedStrength);
  if (full !== undefined || reduced !== undefined) unit.strength = { full: full ?? null, reduced: reduced ?? null };
  const steps = stepsFrom(r);
  if (steps) unit.steps = steps;
  const status = statusFrom(r);
  if (status) unit.status = status;
  const reorganization = r.whole(ATTR.reorganizationValue);
  if (reorganization !== undefined && reorganization !== null) unit.reorganizationValue = reorganization;
  return { unit, errors: r.errors };
}

export function markerFromAttributes(el: Element, index: number): { marker: Json; errors: FieldError[] } {
  const r = new AttributeReader(el, markerPath(index));
  const marker: Json = { kind: r.text(ATTR.marker)?.toLowerCase(), hex: r.text(ATTR.hex) };
  const side = r.text(ATTR.side);
  if (side !== undefined && side !== '') marker.side = side.toLowerCase();
  return { marker, errors: r.errors };
}

/** The container's attributes: the game, the time, where the board comes from. */
export function boardFromAttributes(container: Element): { board: Json; errors: FieldError[] } {
  const r = new AttributeReader(container, `[${ATTR.board}]`);
  const time: Json = {};
  const turn = r.whole(ATTR.turn);
  if (turn !== undefined && turn !== null) time.turn = turn;
  for (const [key, name] of [['day', ATTR.day], ['hour', ATTR.hour]] as const) {
    const t = r.text(name);
    if (t !== undefined && t !== '') time[key] = t;
  }
  const light = r.text(ATTR.light);
  if (light !== undefined && light !== '') time.light = light.toLowerCase();
  const phasing = r.text(ATTR.phasingSide);
  if (phasing !== undefined && phasing !== '') time.phasingSide = phasing.toLowerCase();
  const format = r.text(ATTR.board);
  if (format !== undefined && format !== '' && format !== BOARD_FORMAT) r.fail(ATTR.board, `"${BOARD_FORMAT}", or no value`, format);
  const sourceName = r.text(ATTR.source);
  return {
    board: {
      format: BOARD_FORMAT,
      game: r.text(ATTR.game),
      time,
      source: { kind: 'page', name: sourceName ?? '' },
    },
    errors: r.errors,
  };
}

/** The attribute a path of the board JSON came from, to name it in parseBoard's errors (Maps: paths may carry a page's keys). */
export const UNIT_FIELD_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['id', ATTR.unit],
  ['name', ATTR.name],
  ['side', ATTR.side],
  ['type', ATTR.type],
  ['location.hex', ATTR.hex],
  ['location.area', ATTR.area],
  ['location.why', ATTR.offMap],
  ['location.kind', ATTR.hex],
  ['strength.full', ATTR.strength],
  ['strength.reduced', ATTR.reducedStrength],
  ['steps.left', ATTR.steps],
  ['steps.full', ATTR.steps],
  ['formation.corps', ATTR.corps],
  ['formation.division', ATTR.division],
  ['formation.brigade', ATTR.brigade],
  ['reorganizationValue', ATTR.reorganizationValue],
]);

export const MARKER_FIELD_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['kind', ATTR.marker],
  ['hex', ATTR.hex],
  ['side', ATTR.side],
]);

export const BOARD_FIELD_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['format', ATTR.board],
  ['game', ATTR.game],
  ['time.turn', ATTR.turn],
  ['time.day', ATTR.day],
  ['time.hour', ATTR.hour],
  ['time.light', ATTR.light],
  ['time.phasingSide', ATTR.phasingSide],
  ['source.name', ATTR.source],
]);
