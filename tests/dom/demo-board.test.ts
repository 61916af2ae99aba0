import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Board, BoardUnit } from '../../src/engine/core/board/board.js';
import { parsePackText } from '../../src/engine/packs.js';
import { readOpenFormat } from '../../src/readers/open-format.js';
import { startDemoBoard, type DemoBoard } from '../../examples/board/main.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * The demo shared board (examples/board/) in jsdom: the position it publishes in the open format is the
 * seed's own opening (checked against the seed's text, not a copy of it), and a move changes what it
 * publishes, in this tab and in another.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const root = (path: string): string => resolve(HERE, '../..', path);
const PAGE = readFileSync(root('examples/board/index.html'), 'utf8');
const SEED = readSeed('002_581d685a3c63a356.txt');

/** The chart's misspellings (../shared/facts/games.md) never reach the page. */
const MISSPELLINGS = ['von Sieinwehr', 'Mullenbrough', 'Tobert', 'Sedgewick', 'Pleasanton', 'Meritt', 'Handover'];

interface SeedEntry {
  readonly name: string;
  readonly hour: string;
  readonly road: string;
  readonly hex: string | null;
}

/**
 * The set-up and the 7, 8 and 9 AM (July 1) entries of the seed's Intermediate Order of Appearance,
 * read from its text: time lines ("7 AM **Emmitsburg Rd:**"), road lines ("Cashtown Pike:") and unit
 * lines ("Davis (3mf) (III)", "Gamble (Cav) *Buford* (M34)").
 */
function seedOpening(): SeedEntry[] {
  const chart = SEED.slice(SEED.indexOf("Gettysburg '77 Intermediate Order of Appearance"));
  const setUp = chart.indexOf('Set-up');
  const lines = chart.slice(setUp, chart.indexOf('\n10 AM', setUp)).split('\n');
  const entries: SeedEntry[] = [];
  let hour = 'Set-up';
  let road = '';
  for (const raw of lines) {
    const line = raw.replace(/\*/g, '').trim();
    if (line === '' || line === 'July 1') continue;
    const time = /^(Set-up|\d{1,2} AM)\s+(.*?):?$/.exec(line);
    if (time?.[1] && time[2] !== undefined) {
      hour = time[1];
      road = time[2].replace(/:$/, '');
      continue;
    }
    if (/^[A-Z][A-Za-z ]+:$/.test(line)) {
      road = line.slice(0, -1);
      continue;
    }
    const unit = /^([A-Z][A-Za-z'. ]*?) \(/.exec(line);
    if (!unit?.[1]) throw new Error(`unexpected line in the seed's chart: ${line}`);
    const hex = /\(([A-Z]{1,2}\d{1,2})\)$/.exec(line);
    entries.push({ name: unit[1], hour, road, hex: hex?.[1] ?? null });
  }
  return entries;
}

function loadPage(doc: Document): void {
  const parsed = new DOMParser().parseFromString(PAGE, 'text/html');
  doc.replaceChild(doc.importNode(parsed.documentElement, true), doc.documentElement);
}

function published(doc: Document = document): Board {
  const read = readOpenFormat(doc);
  if (!read.ok) throw new Error(`the demo publishes no readable board: ${JSON.stringify(read)}`);
  return read.board;
}

function unitNamed(board: Board, name: string): BoardUnit {
  const unit = board.units.find((u) => u.name === name);
  if (!unit) throw new Error(`no unit named ${name}`);
  return unit;
}

function counter(id: string, doc: Document = document): Element {
  const el = doc.querySelector(`[data-adjutant-unit="${id}"]`);
  if (!el) throw new Error(`no counter ${id}`);
  return el;
}

function key(el: Element, k: string, shiftKey = false): void {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
}

function typeInto(id: string, value: string): void {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(id);
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A Storage over a Map, shared by the boards of one test as localStorage is by the tabs of one site. */
function sharedStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

let storage: Storage;
let channelName: string;
const started: DemoBoard[] = [];
let channelCount = 0;

function start(doc: Document = document): DemoBoard {
  const board = startDemoBoard(doc, { storage, channelName });
  started.push(board);
  return board;
}

/** Waits until a BroadcastChannel message has had time to arrive. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((done) => setTimeout(done, 5));
}

beforeEach(() => {
  storage = sharedStorage();
  channelName = `demo-board-test-${++channelCount}`;
  loadPage(document);
});

afterEach(() => {
  for (const b of started.splice(0)) b.stop();
});

describe('the opening position', () => {
  itWithShared('reads the seed chart as expected (set-up, then 7, 8 and 9 AM)', () => {
    const entries = seedOpening();
    expect(entries.filter((e) => e.hour === 'Set-up')).toEqual([
      { name: 'Gamble', hour: 'Set-up', road: 'Within 6 hexes of a Gettysburg town hex', hex: 'M34' },
      { name: 'Devin', hour: 'Set-up', road: 'Within 6 hexes of a Gettysburg town hex', hex: 'L40' },
    ]);
    expect(entries).toHaveLength(21);
  });

  itWithShared('publishes the set-up and the 7, 8 and 9 AM arrivals of the seed, and nothing else', () => {
    start();
    const board = published();
    expect(board.game).toBe('gettysburg-77');
    expect(board.source.kind).toBe('demo');
    const entries = seedOpening();
    expect(board.units.map((u) => u.name).sort()).toEqual(entries.map((e) => e.name).sort());
    for (const e of entries) {
      const unit = unitNamed(board, e.name);
      if (e.hour === 'Set-up') expect(unit.location, e.name).toEqual({ kind: 'hex', hex: e.hex });
      else expect(unit.location, e.name).toEqual({ kind: 'off-map', why: 'not-entered' });
    }
    expect(unitNamed(board, 'Gamble')).toMatchObject({ side: 'union', type: 'cavalry' });
    expect(unitNamed(board, 'Devin')).toMatchObject({ side: 'union', type: 'cavalry' });
  });

  itWithShared('sets each arrival in the tray under its hour and road', () => {
    start();
    for (const e of seedOpening().filter((x) => x.hour !== 'Set-up')) {
      const chip = [...document.querySelectorAll('#tray [data-adjutant-unit]')].find((el) => el.getAttribute('data-adjutant-name') === e.name);
      const heading = chip?.closest('.tray-group')?.querySelector('h3')?.textContent ?? '';
      expect(heading, e.name).toContain(`July 1, ${e.hour}`);
      expect(heading, e.name).toContain(e.road);
    }
    // Only Cashtown Pike's entrance hex is in the seed (D23, from the victory-point list).
    const headings = [...document.querySelectorAll('#tray h3')].map((h) => h.textContent ?? '');
    expect(headings.filter((h) => h.includes('enters at'))).toEqual(['July 1, 7 AM — Cashtown Pike (enters at D23)', 'July 1, 9 AM — Cashtown Pike (enters at D23)']);
  });

  itWithShared('gives no strength the seed does not print, and puts the Cashtown Pike units on the Confederate side', () => {
    start();
    const board = published();
    for (const u of board.units) expect(u.strength, u.name).toEqual({ full: null, reduced: null });
    for (const e of seedOpening()) {
      expect(unitNamed(board, e.name).side, e.name).toBe(e.road === 'Cashtown Pike' ? 'confederate' : 'union');
    }
    expect(unitNamed(board, 'Pegram').type).toBe('artillery'); // "Pegram's artillery battalion" (Order of Battle)
    expect(unitNamed(board, 'Reynolds')).toMatchObject({ type: 'headquarters', reorganizationValue: 5 });
    for (const el of document.querySelectorAll('g.counter .strength')) expect(['?', '']).toContain(el.textContent);
    for (const word of MISSPELLINGS) expect(document.documentElement.outerHTML).not.toContain(word);
  });

  it('starts at 7 AM on July 1 with the Union moving, every objective held by the Union but the Hagerstown Road entrance', () => {
    start();
    const board = published();
    expect(board.time).toEqual({ turn: 1, day: 'July 1', hour: '7 AM', light: 'day', phasingSide: 'union' });
    expect(board.markers).toHaveLength(17);
    expect(board.markers.filter((m) => m.side === 'confederate')).toEqual([{ kind: 'occupation', hex: 'W15', side: 'confederate' }]);
    expect(Object.keys(board.terrain).sort()).toEqual(['Q36', 'R35', 'S34', 'T33', 'U32', 'U31', 'V30', 'V31'].sort());
  });

  it('publishes the same board through the data attributes alone', () => {
    start();
    const fromScript = published();
    document.getElementById('board-json')?.remove();
    const read = readOpenFormat(document);
    expect(read).toMatchObject({ ok: true, from: 'attributes' });
    if (!read.ok) return;
    expect(read.board.units).toEqual(fromScript.units);
    expect(read.board.markers).toEqual(fromScript.markers);
    expect(read.board.time).toEqual(fromScript.time);
  });

  it('draws every objective and sunken road hex with its label', () => {
    start();
    const labels = new Set([...document.querySelectorAll('.hex-labels text')].map((t) => t.textContent));
    for (const hex of ['M34', 'L40', 'D23', 'II42', 'XX22', 'W15', 'KK26', 'MM24', 'E39', 'Q44', 'Q36', 'V30', 'O38', 'O39']) expect(labels.has(hex), hex).toBe(true);
    expect(document.querySelectorAll('.marks .sunken-road')).toHaveLength(8);
  });
});

describe("the board's seed pack", () => {
  it('links the seed pack shipped beside the page, as a download, and says what it holds', () => {
    start();
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === "Download this board's seed pack");
    if (!link) throw new Error('no seed pack link');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('href')).toBe('seed-pack.json');
    // The file it names is served from examples/board/ and is a Gettysburg 1977 pack (tests/unit/seed-pack.test.ts checks its content).
    const pack = parsePackText(readFileSync(root('examples/board/seed-pack.json'), 'utf8'));
    expect(pack.ok && pack.value.game).toBe('gettysburg-77');
    const sentence = link.closest('p')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(sentence).toContain('only what the rules name');
    expect(sentence).toContain('yours to paint');
  });
});

describe('moving counters', () => {
  it('moves a counter one hex with the arrow keys and republishes the board', () => {
    start();
    const gamble = counter('usa-gamble');
    key(gamble, 'ArrowRight');
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'M35' });
    expect(counter('usa-gamble').getAttribute('data-adjutant-hex')).toBe('M35');
    key(counter('usa-gamble'), 'ArrowUp'); // above, to the left: (q, r − 1)
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'L35' });
    key(counter('usa-gamble'), 'ArrowUp', true); // above, to the right: (q + 1, r − 1)
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'K36' });
    key(counter('usa-gamble'), 'ArrowDown', true); // below, to the left: back again
    key(counter('usa-gamble'), 'ArrowDown');
    key(counter('usa-gamble'), 'ArrowLeft');
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'M34' });
  });

  it('keeps the focus on a counter it moves', () => {
    start();
    const gamble = counter('usa-gamble') as SVGElement;
    gamble.focus();
    key(gamble, 'ArrowRight');
    expect(document.activeElement?.getAttribute('data-adjutant-unit')).toBe('usa-gamble');
  });

  it('brings an arrival onto the map from the panel, at its entrance hex', () => {
    start();
    (counter('csa-davis') as HTMLButtonElement).click();
    expect(document.getElementById('panel-title')?.textContent).toBe('Davis');
    const hex = document.getElementById('unit-hex') as HTMLInputElement;
    expect(hex.value).toBe('D23');
    (document.getElementById('unit-where') as HTMLSelectElement).value = 'hex';
    document.getElementById('where-form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(unitNamed(published(), 'Davis').location).toEqual({ kind: 'hex', hex: 'D23' });
    expect(counter('csa-davis').localName).toBe('g');
  });

  it('refuses a hex label the map does not have, and says why', () => {
    start();
    (counter('usa-reynolds') as HTMLButtonElement).click();
    (document.getElementById('unit-where') as HTMLSelectElement).value = 'hex';
    (document.getElementById('unit-hex') as HTMLInputElement).value = 'Blu9';
    document.getElementById('where-form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(document.getElementById('where-problem')?.textContent).toMatch(/hex label/);
    expect(unitNamed(published(), 'Reynolds').location).toEqual({ kind: 'off-map', why: 'not-entered' });
  });

  it('lets the players set the printed values, never guessing them', () => {
    start();
    counter('usa-gamble').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    typeInto('unit-full', '4');
    typeInto('unit-reduced-value', '2');
    expect(unitNamed(published(), 'Gamble').strength).toEqual({ full: 4, reduced: 2 });
    typeInto('unit-full', 'x');
    expect(document.getElementById('values-problem')?.textContent).toMatch(/whole number/);
    expect(unitNamed(published(), 'Gamble').strength).toEqual({ full: 4, reduced: 2 });
    const reduced = document.getElementById('unit-reduced') as HTMLInputElement;
    reduced.checked = true;
    reduced.dispatchEvent(new Event('change', { bubbles: true }));
    const shattered = document.getElementById('unit-shattered') as HTMLInputElement;
    shattered.checked = true;
    shattered.dispatchEvent(new Event('change', { bubbles: true }));
    const gamble = unitNamed(published(), 'Gamble');
    expect(gamble.steps).toEqual({ left: 1, full: 2 });
    expect(gamble.status.shattered).toBe(true);
    expect(counter('usa-gamble').querySelector('.strength')?.textContent).toBe('2');
  });

  it('ends player turns: the Union, then the Confederates, then the next hour', () => {
    start();
    const endTurn = document.getElementById('end-turn') as HTMLButtonElement;
    endTurn.click();
    expect(published().time).toMatchObject({ turn: 1, hour: '7 AM', phasingSide: 'confederate' });
    endTurn.click();
    expect(published().time).toMatchObject({ turn: 2, hour: '8 AM', phasingSide: 'union' });
  });

  it('resets to the opening position', () => {
    start();
    key(counter('usa-gamble'), 'ArrowRight');
    (document.getElementById('reset') as HTMLButtonElement).click();
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'M34' });
  });
});

describe('two tabs', () => {
  function secondTab(): Document {
    const doc = document.implementation.createHTMLDocument('second tab');
    loadPage(doc);
    return doc;
  }

  it('shows a move made in one tab in the other', async () => {
    start();
    const other = secondTab();
    start(other);
    key(counter('usa-devin'), 'ArrowLeft');
    await until(() => counter('usa-devin', other).getAttribute('data-adjutant-hex') === 'L39');
    expect(unitNamed(published(other), 'Devin').location).toEqual({ kind: 'hex', hex: 'L39' });
  });

  it('opens a new tab on the current position', () => {
    start();
    key(counter('usa-devin'), 'ArrowLeft');
    const later = secondTab();
    start(later);
    expect(unitNamed(published(later), 'Devin').location).toEqual({ kind: 'hex', hex: 'L39' });
  });

  it('ignores a stored position it cannot read, and a message that is not a position', async () => {
    storage.setItem('adjutant-demo-board/1', '{"version":1,"time":999,"units":[]}');
    start();
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'M34' });
    const stranger = new BroadcastChannel(channelName);
    stranger.postMessage({ version: 1, time: 0, phasing: 'union', units: { 'usa-gamble': { location: { kind: 'hex', hex: '<img src=x>' } } } });
    stranger.postMessage('not a position');
    await new Promise((done) => setTimeout(done, 30));
    stranger.close();
    expect(unitNamed(published(), 'Gamble').location).toEqual({ kind: 'hex', hex: 'M34' });
  });
});
