import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeFound } from '../../src/engine/core/field-error.js';
import { checkJsonInputShape, firstTooDeep, JSON_INPUT_DEFAULTS, parseJsonInput, parseJsonObjectInput, readJsonInput } from '../../src/engine/core/json-input.js';
import { nested, nestedText, PROTOTYPE_NAMES } from '../support/hostile-json.js';

/** Depth of a JSON value the slow, obvious way (lists and objects count; the top value is 1). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

const LIMITS = { chars: 2_000_000 };

describe('parseJsonInput: untrusted JSON text, read one bounded way', () => {
  it('reads good JSON as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const text = JSON.stringify(v);
        expect(parseJsonInput(text, LIMITS)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['3,200 levels', nestedText(3200)],
    ['10,000 levels', nestedText(10_000)],
    ['a megabyte of "["', '['.repeat(1_000_000)],
    ['nesting inside an object', `{"rows":[{"results":[${nestedText(5000)}]}]}`],
  ])('refuses nesting of %s with one field error saying how deep it may go and where it went deeper', (_, text) => {
    const read = readJsonInput(text, LIMITS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toBe('depth');
    expect(read.error.path).toBe('(file)');
    expect(read.error.expected).toBe(`lists and objects nested at most ${JSON_INPUT_DEFAULTS.depth} deep`);
    expect(read.error.found).toMatch(/^deeper nesting at character \d+$/);
  });

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(parseJsonInput(nestedText(64), LIMITS).ok).toBe(true);
    expect(parseJsonInput(nestedText(65), LIMITS).ok).toBe(false);
    expect(parseJsonInput(nestedText(3), { ...LIMITS, depth: 3 }).ok).toBe(true);
    expect(parseJsonInput(nestedText(4), { ...LIMITS, depth: 3 }).ok).toBe(false);
  });

  it('the nesting scan agrees with the parsed depth on any JSON, brackets inside strings and escapes included', () => {
    const tricky = fc.oneof(fc.string(), fc.constantFrom('[', ']', '{', '}', '\\', '"', '\\"[', '"]\\\\'));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8, stringUnit: fc.constantFrom('a', '[', ']', '{', '}', '\\', '"') }), fc.integer({ min: 0, max: 9 }), tricky, (v, depth, s) => {
        const text = JSON.stringify([s, v]);
        expect(firstTooDeep(text, depth) === -1).toBe(depthOf([s, v]) <= depth);
      }),
      { numRuns: 300 },
    );
  });

  it('checks the size before anything else, and says how large the text is', () => {
    expect(parseJsonInput(' '.repeat(11), { chars: 10 })).toEqual({ ok: false, errors: [{ path: '(file)', expected: 'at most 10 characters of JSON', found: '11 characters' }] });
  });

  it('broken JSON is a field error quoting the parser', () => {
    const read = parseJsonInput('{"format": ', LIMITS, '(JSON)');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors[0]).toMatchObject({ path: '(JSON)', expected: 'valid JSON' });
  });

  it('bounds the number of values and the width of a list after parsing', () => {
    const wide = JSON.stringify(Array.from({ length: 50 }, (_, i) => i));
    const many = JSON.stringify(Array.from({ length: 5 }, () => [1, 2, 3, 4, 5]));
    expect(parseJsonInput(many, { ...LIMITS, nodes: 20 })).toMatchObject({ ok: false, errors: [{ expected: 'at most 20 values in all' }] });
    expect(parseJsonInput(wide, { ...LIMITS, width: 10 })).toMatchObject({ ok: false, errors: [{ path: '(file)', expected: 'a list or object of at most 10 entries' }] });
  });

  it('never throws and always answers, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 4 }).map((t) => t.slice(0, Math.max(0, t.length - 1)))), (text) => {
        const read = parseJsonInput(text, { chars: 200, depth: 3 });
        expect(typeof read.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    expect(parseJsonInput(42, LIMITS)).toMatchObject({ ok: false, errors: [{ expected: 'JSON text', found: '42' }] });
  });

  it('keeps keys named like members of Object.prototype as plain data', () => {
    for (const name of PROTOTYPE_NAMES) {
      const read = parseJsonObjectInput(`{${JSON.stringify(name)}: 1}`, LIMITS);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(Object.hasOwn(read.value, name)).toBe(true);
      expect(Object.getPrototypeOf(read.value)).toBe(Object.prototype);
    }
  });

  it('parseJsonObjectInput refuses a top value that is not one object, saying what it found', () => {
    expect(parseJsonObjectInput('[1]', LIMITS, '(JSON)', 'a JSON object (one table)')).toEqual({
      ok: false,
      errors: [{ path: '(JSON)', expected: 'a JSON object (one table)', found: 'a list of 1' }],
    });
  });

  it('checkJsonInputShape bounds values already parsed (a stored one), even cyclic ones', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(checkJsonInputShape(cyclic)?.expected).toBe(`lists and objects nested at most ${JSON_INPUT_DEFAULTS.depth} deep`);
    expect(checkJsonInputShape(nested(100_000))?.path.length).toBeLessThanOrEqual(81);
    expect(checkJsonInputShape({ a: [1, 2, 3] })).toBeNull();
  });
});

describe('describeFound: what was found, safely, for any value', () => {
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  it.each<[string, unknown, string]>([
    ['an object whose toString is a number', { toString: 1 }, 'an object'],
    ['an object whose toString throws', { toString: () => { throw new Error('no'); } }, 'an object'],
    ['an object whose Symbol.toPrimitive throws', { [Symbol.toPrimitive]: () => { throw new Error('no'); } }, 'an object'],
    ['an object without a prototype', Object.create(null), 'an object'],
    ['a huge list', new Array(10_000_000), 'a list of 10000000'],
    ['a list nested 100,000 deep', nested(100_000), 'a list of 1'],
    ['a symbol', Symbol('x'), 'a symbol'],
    ['a function', () => 1, 'a function'],
    ['a bigint', 10n, '10'],
    ['a revoked proxy', revoked.proxy, 'a value that cannot be read'],
    ['a long string', 'x'.repeat(1000), `"${'x'.repeat(40)}…"`],
    ['nothing', undefined, 'nothing'],
    ['null', null, 'null'],
  ])('%s', (_, value, expected) => {
    expect(describeFound(value)).toBe(expected);
  });
});
