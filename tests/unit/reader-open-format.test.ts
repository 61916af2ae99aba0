// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { BOARD_SCRIPT_TYPE, readOpenFormat, type ReadResult } from '../../src/readers/open-format.js';

/** Every page below is made up for the test; none is a real game position beyond the seed's set-up hexes. */

const HERE = dirname(fileURLToPath(import.meta.url));
const DOC = readFileSync(resolve(HERE, '../../docs/open-format.md'), 'utf8');

function page(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

function scriptPage(json: string): Document {
  const doc = page('');
  const script = doc.createElement('script');
  script.type = BOARD_SCRIPT_TYPE;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

function errorsOf(result: ReadResult): string {
  if (result.ok || !('errors' in result)) throw new Error(`expected errors, got ${JSON.stringify(result)}`);
  return formatFieldErrors(result.errors);
}

/** A result is one of the three shapes, and an error always says where and what. */
function wellFormed(result: ReadResult): void {
  if (result.ok) {
    expect(result.board.format).toBe('adjutant-board/1');
    return;
  }
  if ('absent' in result && result.absent) return;
  expect('errors' in result && result.errors.length).toBeGreaterThan(0);
  if (!('errors' in result)) return;
  expect(result.errors.length).toBeLessThanOrEqual(51);
  for (const e of result.errors) {
    expect(typeof e.path).toBe('string');
    expect(e.path.length).toBeGreaterThan(0);
    expect(e.expected.length).toBeGreaterThan(0);
  }
}

const GAMBLE = { id: 'gamble', name: 'Gamble', side: 'union', type: 'cavalry', location: { kind: 'hex', hex: 'M34' } };

function counterHtml(attributes: Record<string, string>): string {
  const div = document.createElement('div');
  for (const [k, v] of Object.entries(attributes)) div.setAttribute(k, v);
  return div.outerHTML;
}

const BASE = {
  'data-adjutant-unit': 'davis',
  'data-adjutant-name': 'Davis',
  'data-adjutant-side': 'confederate',
  'data-adjutant-type': 'infantry',
  'data-adjutant-hex': 'D23',
};

function attributePage(counters: Record<string, string>[], container = 'data-adjutant-board data-adjutant-game="gettysburg-77"'): Document {
  return page(`<div ${container}>${counters.map(counterHtml).join('')}</div>`);
}

beforeEach(() => {
  document.body.replaceChildren();
});

describe('a page without a board', () => {
  it('is absent, not an error', () => {
    expect(readOpenFormat(page('<p>hello</p>'))).toEqual({ ok: false, absent: true });
  });

  it('treats an empty script element as no board yet', () => {
    expect(readOpenFormat(scriptPage('   '))).toEqual({ ok: false, absent: true });
  });

  it('ignores scripts of other types', () => {
    expect(readOpenFormat(page(`<script type="application/json">${JSON.stringify({ format: 'adjutant-board/1' })}</script>`))).toEqual({ ok: false, absent: true });
  });
});

describe('the script element', () => {
  it('reads the board JSON, normalized', () => {
    const result = readOpenFormat(scriptPage(JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-77', units: [{ ...GAMBLE, location: { kind: 'hex', hex: 'm-34' } }] })));
    expect(result).toMatchObject({ ok: true, from: 'script' });
    if (!result.ok) return;
    expect(result.board.units[0]).toMatchObject({ id: 'gamble', location: { kind: 'hex', hex: 'M34' }, steps: { left: 2, full: 2 }, strength: { full: null, reduced: null } });
    expect(result.board.source.kind).toBe('page');
  });

  it('names each bad field by its JSON path', () => {
    const json = { format: 'adjutant-board/1', game: 'gettysburg-77', units: [GAMBLE, { ...GAMBLE, id: 'x', side: 'blue', location: { kind: 'hex', hex: '38O' } }] };
    const text = errorsOf(readOpenFormat(scriptPage(JSON.stringify(json))));
    expect(text).toContain('units[1].side: expected one of "union", "confederate" (found "blue")');
    expect(text).toMatch(/units\[1\]\.location\.hex: expected a hex label valid for this game.*\(found "38O"\)/);
  });

  it('lists at most 50 problems of a script and counts the rest', () => {
    const units = Array.from({ length: 70 }, (_, i) => ({ ...GAMBLE, id: `u${i}`, side: 'nobody' }));
    const result = readOpenFormat(scriptPage(JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-77', units })));
    expect(!result.ok && 'errors' in result && result.errors).toHaveLength(51);
    expect(errorsOf(result).split('\n').at(-1)).toBe('(more): expected fewer errors: 20 more were found and are not listed');
  });

  it('says when the text is not JSON', () => {
    expect(errorsOf(readOpenFormat(scriptPage('{ "format": ')))).toMatch(/^script\[type="application\/vnd\.adjutant\.board\+json"\]: expected valid JSON/);
  });

  it('refuses two script elements', () => {
    const doc = scriptPage(JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-77', units: [] }));
    doc.body.append(doc.querySelector('script')?.cloneNode(true) ?? '');
    expect(errorsOf(readOpenFormat(doc))).toContain('expected one board script element on the page (found 2 script elements)');
  });

  it('refuses text over the size limit before parsing it', () => {
    const huge = `{"format":"adjutant-board/1","name":"${'x'.repeat(2_100_000)}"}`;
    const started = performance.now();
    expect(errorsOf(readOpenFormat(scriptPage(huge)))).toBe(
      `script[type="application/vnd.adjutant.board+json"]: expected at most 2000000 characters of board JSON (found ${huge.length} characters)`,
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses JSON nested too deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(errorsOf(readOpenFormat(scriptPage(deep)))).toMatch(/nested at most 12 deep/);
  });

  it('wins over data attributes on the same page', () => {
    const doc = attributePage([BASE]);
    const script = doc.createElement('script');
    script.type = BOARD_SCRIPT_TYPE;
    script.textContent = JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-77', units: [GAMBLE] });
    doc.head.append(script);
    const result = readOpenFormat(doc);
    expect(result).toMatchObject({ ok: true, from: 'script' });
    if (result.ok) expect(result.board.units.map((u) => u.id)).toEqual(['gamble']);
  });
});

describe('data attributes', () => {
  it('reads the example of docs/open-format.md', () => {
    const html = /## 2\. Data attributes\s+```html\n([\s\S]*?)```/.exec(DOC)?.[1];
    expect(html).toBeDefined();
    const result = readOpenFormat(page(html ?? ''));
    expect(result).toMatchObject({ ok: true, from: 'attributes' });
    if (!result.ok) return;
    expect(result.board.time).toEqual({ turn: 1, day: 'July 1', hour: '7 AM', light: null, phasingSide: 'union' });
    expect(result.board.units).toEqual([
      {
        id: 'gamble',
        name: 'Gamble',
        side: 'union',
        type: 'cavalry',
        formation: {},
        strength: { full: null, reduced: null },
        steps: { left: 2, full: 2 },
        status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
        location: { kind: 'hex', hex: 'M34' },
      },
      {
        id: 'davis',
        name: 'Davis',
        side: 'confederate',
        type: 'infantry',
        formation: { corps: 'III' },
        strength: { full: null, reduced: null },
        steps: { left: 2, full: 2 },
        status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
        location: { kind: 'off-map', why: 'not-entered' },
      },
    ]);
    expect(result.board.markers).toEqual([{ kind: 'occupation', hex: 'W15', side: 'confederate' }]);
  });

  it('reads every counter attribute', () => {
    const result = readOpenFormat(
      attributePage([
        {
          ...BASE,
          'data-adjutant-side': ' Confederate ',
          'data-adjutant-hex': 'ii-42',
          'data-adjutant-strength': '4',
          'data-adjutant-reduced-strength': '2',
          'data-adjutant-steps': '1',
          'data-adjutant-status': 'disorganized-2, shattered,unlimbered',
          'data-adjutant-division': 'Heth',
          'data-adjutant-brigade': 'Davis',
        },
        { 'data-adjutant-unit': 'hill', 'data-adjutant-name': 'Hill', 'data-adjutant-side': 'confederate', 'data-adjutant-type': 'headquarters', 'data-adjutant-off-map': 'eliminated', 'data-adjutant-reorganization-value': '4' },
      ]),
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.board.units[0]).toMatchObject({
      side: 'confederate',
      location: { kind: 'hex', hex: 'II42' },
      strength: { full: 4, reduced: 2 },
      steps: { left: 1, full: 2 },
      status: { disorganized: 2, shattered: true, limbered: false },
      formation: { division: 'Heth', brigade: 'Davis' },
    });
    expect(result.board.units[1]).toMatchObject({ steps: { left: 1, full: 1 }, location: { kind: 'off-map', why: 'eliminated' }, reorganizationValue: 4 });
  });

  it('names the counter and the attribute of each problem', () => {
    const text = errorsOf(
      readOpenFormat(
        attributePage([
          { ...BASE, 'data-adjutant-side': 'Blu' },
          { ...BASE, 'data-adjutant-unit': 'archer', 'data-adjutant-strength': 'four', 'data-adjutant-status': 'tired' },
          { ...BASE, 'data-adjutant-unit': 'lane', 'data-adjutant-hex': '' , 'data-adjutant-off-map': 'not-entered' },
          { 'data-adjutant-unit': 'pegram', 'data-adjutant-name': 'Pegram', 'data-adjutant-side': 'confederate', 'data-adjutant-type': 'artillery' },
          { ...BASE, 'data-adjutant-unit': 'davis-2', 'data-adjutant-hex': 'D-23-4' },
        ]),
      ),
    );
    expect(text).toContain('counter 1 [data-adjutant-unit="davis"] data-adjutant-side: expected one of "union", "confederate" (found "blu")');
    expect(text).toContain('counter 2 [data-adjutant-unit="archer"] data-adjutant-strength: expected a whole number, or ? when it is not known (found "four")');
    expect(text).toContain('counter 2 [data-adjutant-unit="archer"] data-adjutant-status: expected a comma-separated list of');
    expect(text).toContain('counter 3 [data-adjutant-unit="lane"]: expected exactly one of data-adjutant-hex, data-adjutant-area or data-adjutant-off-map');
    expect(text).toContain('counter 4 [data-adjutant-unit="pegram"]: expected exactly one of');
    expect(text).toContain('(found none of them)');
    expect(text).toMatch(/counter 5 \[data-adjutant-unit="davis-2"\] data-adjutant-hex: expected a hex label valid for this game.*\(found "D-23-4"\)/);
  });

  it('refuses duplicate ids, contradictory statuses and bad steps', () => {
    expect(errorsOf(readOpenFormat(attributePage([BASE, BASE])))).toBe(
      'counter 2 [data-adjutant-unit="davis"] data-adjutant-unit: expected an id no other unit has (units[0] has it too) (found "davis")',
    );
    const text = errorsOf(readOpenFormat(attributePage([BASE, { ...BASE, 'data-adjutant-unit': 'x', 'data-adjutant-status': 'limbered,unlimbered', 'data-adjutant-steps': '3/2' }])));
    expect(text).toContain('data-adjutant-status: expected words that do not contradict each other (found "unlimbered")');
    expect(text).toContain('data-adjutant-steps: expected at most the steps at full strength (2)');
  });

  it('needs one container, with a game', () => {
    expect(errorsOf(readOpenFormat(page(counterHtml(BASE))))).toContain('expected a board container');
    expect(errorsOf(readOpenFormat(page('<div data-adjutant-board></div><div data-adjutant-board></div>')))).toContain('expected one board container on the page (found 2 containers)');
    expect(errorsOf(readOpenFormat(attributePage([BASE], 'data-adjutant-board data-adjutant-game="chess"')))).toContain('[data-adjutant-board] data-adjutant-game: expected one of gettysburg-77');
    expect(errorsOf(readOpenFormat(attributePage([BASE], 'data-adjutant-board data-adjutant-game="gettysburg-77" data-adjutant-turn="soon"')))).toContain(
      '[data-adjutant-board] data-adjutant-turn: expected a whole number',
    );
  });

  it('reads the container itself when handed it', () => {
    const doc = attributePage([BASE]);
    const container = doc.querySelector('[data-adjutant-board]');
    if (!container) throw new Error('no container');
    expect(readOpenFormat(container)).toMatchObject({ ok: true, from: 'attributes' });
  });

  it('refuses more counters than the limit before reading any', () => {
    const doc = page('<div data-adjutant-board data-adjutant-game="gettysburg-77"></div>');
    const container = doc.querySelector('div');
    for (let i = 0; i < 2001; i++) {
      const el = doc.createElement('span');
      el.setAttribute('data-adjutant-unit', `u${i}`);
      container?.append(el);
    }
    expect(errorsOf(readOpenFormat(doc))).toContain('expected at most 2000 counters (found 2001 counters)');
  });

  it('lists at most 50 problems and counts the rest', () => {
    const counters = Array.from({ length: 80 }, (_, i) => ({ ...BASE, 'data-adjutant-unit': `u${i}`, 'data-adjutant-side': 'nobody' }));
    const result = readOpenFormat(attributePage(counters));
    expect(!result.ok && 'errors' in result && result.errors).toHaveLength(51);
    expect(errorsOf(result).split('\n').at(-1)).toBe('(more): expected fewer errors: 30 more were found and are not listed');
  });
});

describe('malformed pages (properties)', () => {
  it('any script text gives a board or clear errors, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 6 }), fc.jsonValue({ maxDepth: 15 }).map((v) => JSON.stringify(v) ?? 'null')), (text) => {
        wellFormed(readOpenFormat(scriptPage(text)));
      }),
      { numRuns: 300 },
    );
  });

  it('boards with random field values give a board or clear errors', () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('id', 'name', 'side', 'type', 'location', 'strength', 'steps', 'status', 'formation', 'extra'), value), (fields) => {
        wellFormed(readOpenFormat(scriptPage(JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-77', units: [{ ...GAMBLE, ...fields }] }))));
      }),
      { numRuns: 300 },
    );
  });

  it('random attribute values give a board or clear errors, never a throw', () => {
    const names = [
      'data-adjutant-unit',
      'data-adjutant-name',
      'data-adjutant-side',
      'data-adjutant-type',
      'data-adjutant-hex',
      'data-adjutant-area',
      'data-adjutant-off-map',
      'data-adjutant-strength',
      'data-adjutant-reduced-strength',
      'data-adjutant-steps',
      'data-adjutant-status',
      'data-adjutant-corps',
      'data-adjutant-reorganization-value',
      'data-adjutant-marker',
    ] as const;
    const attributeValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('union', 'confederate', 'infantry', '?', '1/2', 'M34', 'II-42', 'not-entered', 'shattered,disorganized', ''), fc.nat().map(String));
    const counter = fc.dictionary(fc.constantFrom(...names), attributeValue, { minKeys: 1 });
    const container = fc.dictionary(
      fc.constantFrom('data-adjutant-game', 'data-adjutant-turn', 'data-adjutant-light', 'data-adjutant-phasing-side', 'data-adjutant-day'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('gettysburg-77', 'they-met', 'cemetery-hill', 'night', 'union', '3')),
    );
    fc.assert(
      fc.property(container, fc.array(counter, { maxLength: 6 }), (box, counters) => {
        const doc = page('');
        const board = doc.createElement('div');
        board.setAttribute('data-adjutant-board', '');
        for (const [k, v] of Object.entries(box)) board.setAttribute(k, v);
        for (const c of counters) {
          const el = doc.createElement('div');
          for (const [k, v] of Object.entries(c)) el.setAttribute(k, v);
          board.append(el);
        }
        doc.body.append(board);
        wellFormed(readOpenFormat(doc));
      }),
      { numRuns: 300 },
    );
  });

  it('huge attribute values are refused quickly', () => {
    const started = performance.now();
    const text = errorsOf(readOpenFormat(attributePage([{ ...BASE, 'data-adjutant-name': 'n'.repeat(1_000_000), 'data-adjutant-status': 'shattered,'.repeat(100_000) }])));
    expect(text).toContain('data-adjutant-name: expected at most 200 characters (found 1000000 characters)');
    expect(text).toContain('data-adjutant-status: expected at most 200 characters');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
