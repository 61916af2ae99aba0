import { BOARD_LIMITS, type Board } from '../engine/index.js';
import { parseBoard, parseBoardText } from '../engine/index.js';
import type { FieldError } from '../engine/index.js';
import {
  ATTR,
  BOARD_FIELD_ATTRIBUTES,
  boardFromAttributes,
  counterPath,
  MARKER_FIELD_ATTRIBUTES,
  markerFromAttributes,
  markerPath,
  UNIT_FIELD_ATTRIBUTES,
  unitFromAttributes,
} from './open-format-attributes.js';

/**
 * Reads a board a page publishes in Adjutant's open format (docs/open-format.md): the board JSON in one
 * script element, or counters marked with data attributes. A pure function of the page's DOM: the page is
 * untrusted, so sizes and counts are checked before anything is parsed, and every problem is named.
 */

export const BOARD_SCRIPT_TYPE = 'application/vnd.adjutant.board+json';
export { ATTR as OPEN_FORMAT_ATTRIBUTES } from './open-format-attributes.js';

export type ReadResult =
  | { readonly ok: true; readonly board: Board; readonly from: 'script' | 'attributes' }
  /** The page has no board in the open format. */
  | { readonly ok: false; readonly absent: true }
  | { readonly ok: false; readonly absent: false; readonly errors: readonly FieldError[] };

const SCRIPT_PATH = `script[type="${BOARD_SCRIPT_TYPE}"]`;

/** Errors beyond this many are counted, not listed (as parseBoard does): a page can be wrong a thousand times. */
const MAX_LISTED = 50;

/**
 * @param unlisted errors already counted but not listed (parseBoard's own "(more)" line)
 */
function failed(errors: readonly FieldError[], unlisted = 0): ReadResult {
  const more = Math.max(0, errors.length - MAX_LISTED) + unlisted;
  if (more === 0) return { ok: false, absent: false, errors };
  const line = { path: '(more)', expected: `fewer errors: ${more} more were found and are not listed` };
  return { ok: false, absent: false, errors: [...errors.slice(0, MAX_LISTED), line] };
}

/** Elements matching a selector in root, root itself included when it is an element. */
function within(root: ParentNode, selector: string): Element[] {
  const found = Array.from(root.querySelectorAll(selector));
  const self = root as Partial<Element>;
  return typeof self.matches === 'function' && self.matches(selector) ? [root as Element, ...found] : found;
}

/** parseBoard's errors without its closing "(more)" line, and the count that line gives. */
function listedAndMore(errors: readonly FieldError[]): { listed: FieldError[]; unlisted: number } {
  const listed = errors.filter((e) => e.path !== '(more)');
  const unlisted = errors.filter((e) => e.path === '(more)').reduce((n, e) => n + Number(/(\d+) more/.exec(e.expected)?.[1] ?? 0), 0);
  return { listed, unlisted };
}

function readScript(script: Element): ReadResult {
  const text = script.textContent ?? '';
  if (text.length > BOARD_LIMITS.json) {
    return failed([{ path: SCRIPT_PATH, expected: `at most ${BOARD_LIMITS.json} characters of board JSON`, found: `${text.length} characters` }]);
  }
  const parsed = parseBoardText(text, { source: { kind: 'page', name: '' } });
  if (parsed.ok) return { ok: true, board: parsed.value, from: 'script' };
  // parseBoardText names the text as a whole "(file)": here it is the script element.
  const { listed, unlisted } = listedAndMore(parsed.errors);
  return failed(
    listed.map((e) => (e.path === '(file)' || e.path === '(top)' ? { ...e, path: SCRIPT_PATH } : e)),
    unlisted,
  );
}

/**
 * Renames a path of the board JSON built from attributes after the attribute it came from:
 * `units[3].side` becomes `counter 4 [data-adjutant-unit="x"] data-adjutant-side`.
 */
function attributePath(path: string, counters: readonly Element[]): string {
  const unit = /^units\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (unit) {
    const index = Number(unit[1]);
    const field = unit[2] ?? '';
    const el = counters[index];
    const where = counterPath(index, el?.getAttribute(ATTR.unit) ?? null);
    const attribute = UNIT_FIELD_ATTRIBUTES.get(field) ?? (field.startsWith('status') ? ATTR.status : '');
    return attribute ? `${where} ${attribute}` : where;
  }
  const marker = /^markers\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (marker) {
    const attribute = MARKER_FIELD_ATTRIBUTES.get(marker[2] ?? '');
    return attribute ? `${markerPath(Number(marker[1]))} ${attribute}` : markerPath(Number(marker[1]));
  }
  const board = BOARD_FIELD_ATTRIBUTES.get(path);
  return board ? `[${ATTR.board}] ${board}` : path;
}

/** The container's problems first, then each counter's and each marker's in the order of the page. */
function inPageOrder(errors: readonly FieldError[]): FieldError[] {
  const rank = (e: FieldError): number => {
    const m = /^(counter|marker) (\d+)/.exec(e.path);
    if (!m) return -1;
    return (m[1] === 'marker' ? BOARD_LIMITS.units + 1 : 0) + Number(m[2]);
  };
  return errors.map((e, i) => ({ e, i, r: rank(e) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.e);
}

function readAttributes(containers: readonly Element[], strayCounters: number): ReadResult {
  const container = containers[0];
  if (containers.length > 1) {
    return failed([{ path: `[${ATTR.board}]`, expected: 'one board container on the page', found: `${containers.length} containers` }]);
  }
  if (!container) {
    return failed([
      {
        path: `[${ATTR.board}]`,
        expected: `a board container: an element marked ${ATTR.board} with ${ATTR.game}, around the counters`,
        found: `${strayCounters} counters marked ${ATTR.unit} and no container`,
      },
    ]);
  }
  // querySelectorAll is bounded by the page's own size; the counts are checked before any counter is read.
  const counters = Array.from(container.querySelectorAll(`[${ATTR.unit}]`));
  const markers = Array.from(container.querySelectorAll(`[${ATTR.marker}]`));
  if (counters.length > BOARD_LIMITS.units) {
    return failed([{ path: `[${ATTR.board}]`, expected: `at most ${BOARD_LIMITS.units} counters`, found: `${counters.length} counters` }]);
  }
  if (markers.length > BOARD_LIMITS.markers) {
    return failed([{ path: `[${ATTR.board}]`, expected: `at most ${BOARD_LIMITS.markers} markers`, found: `${markers.length} markers` }]);
  }

  const top = boardFromAttributes(container);
  const errors: FieldError[] = [...top.errors];
  const units = counters.map((el, i) => {
    const read = unitFromAttributes(el, i);
    errors.push(...read.errors);
    return read.unit;
  });
  const marks = markers.map((el, i) => {
    const read = markerFromAttributes(el, i);
    errors.push(...read.errors);
    return read.marker;
  });
  const parsed = parseBoard({ ...top.board, units, markers: marks });
  let unlisted = 0;
  if (!parsed.ok) {
    const more = listedAndMore(parsed.errors);
    unlisted = more.unlisted;
    // An attribute already reported is not reported again by its JSON path.
    const seen = new Set(errors.map((e) => e.path));
    for (const e of more.listed) {
      const path = attributePath(e.path, counters);
      if (!seen.has(path)) errors.push({ ...e, path });
    }
  }
  if (errors.length > 0 || !parsed.ok) return failed(inPageOrder(errors), unlisted);
  return { ok: true, board: parsed.value, from: 'attributes' };
}

/**
 * The board a page publishes, from its script element when it has one (it is the whole board), else from
 * its data attributes. An empty script element (a page that has not filled it yet) counts as none.
 */
export function readOpenFormat(root: ParentNode): ReadResult {
  const scripts = within(root, SCRIPT_PATH);
  if (scripts.length > 1) {
    return failed([{ path: SCRIPT_PATH, expected: 'one board script element on the page', found: `${scripts.length} script elements` }]);
  }
  const script = scripts[0];
  if (script && /\S/.test(script.textContent ?? '')) return readScript(script);

  const containers = within(root, `[${ATTR.board}]`);
  if (containers.length === 0) {
    const stray = root.querySelectorAll(`[${ATTR.unit}]`).length;
    return stray === 0 ? { ok: false, absent: true } : readAttributes([], stray);
  }
  return readAttributes(containers, 0);
}
