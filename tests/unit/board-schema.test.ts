import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_LIMITS, BOARD_UNIT_TYPES } from '../../src/engine/core/board/board.js';
import { parseBoard } from '../../src/engine/boards.js';
import { GAME_IDS } from '../../src/engine/index.js';

/**
 * docs/board.schema.json and parseBoard must agree. No JSON Schema library is a dependency, so this test
 * carries a small checker for the keywords the schema uses; it throws on any other keyword, so the
 * schema cannot silently outgrow it.
 */
type Schema = Record<string, unknown>;
const SCHEMA = JSON.parse(readFileSync(new URL('../../docs/board.schema.json', import.meta.url), 'utf8')) as Schema;

const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'default', '$defs']);

function typeOf(v: unknown): string[] {
  if (v === null) return ['null'];
  if (Array.isArray(v)) return ['array'];
  if (typeof v === 'number') return Number.isInteger(v) ? ['number', 'integer'] : ['number'];
  return [typeof v];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function valid(schema: Schema, v: unknown): boolean {
  for (const [k, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k)) continue;
    switch (k) {
      case '$ref': {
        const name = String(rule).replace('#/$defs/', '');
        if (!valid((SCHEMA.$defs as Record<string, Schema>)[name] as Schema, v)) return false;
        break;
      }
      case 'type': {
        const types = Array.isArray(rule) ? rule : [rule];
        if (!typeOf(v).some((t) => types.includes(t))) return false;
        break;
      }
      case 'const':
        if (v !== rule) return false;
        break;
      case 'enum':
        if (!(rule as unknown[]).includes(v)) return false;
        break;
      case 'required':
        if (isObject(v) && !(rule as string[]).every((key) => key in v)) return false;
        break;
      case 'properties':
        if (isObject(v)) for (const [key, sub] of Object.entries(rule as Record<string, Schema>)) if (key in v && !valid(sub, v[key])) return false;
        break;
      case 'additionalProperties':
        if (isObject(v)) {
          const known = Object.keys((schema.properties as Schema | undefined) ?? {});
          for (const key of Object.keys(v)) {
            if (known.includes(key)) continue;
            if (rule === false || (isObject(rule) && !valid(rule, v[key]))) return false;
          }
        }
        break;
      case 'propertyNames':
        if (isObject(v) && !Object.keys(v).every((key) => valid(rule as Schema, key))) return false;
        break;
      case 'maxProperties':
        if (isObject(v) && Object.keys(v).length > (rule as number)) return false;
        break;
      case 'items':
        if (Array.isArray(v) && !v.every((item) => valid(rule as Schema, item))) return false;
        break;
      case 'maxItems':
        if (Array.isArray(v) && v.length > (rule as number)) return false;
        break;
      case 'minimum':
        if (typeof v === 'number' && v < (rule as number)) return false;
        break;
      case 'maximum':
        if (typeof v === 'number' && v > (rule as number)) return false;
        break;
      case 'minLength':
        if (typeof v === 'string' && [...v].length < (rule as number)) return false;
        break;
      case 'maxLength':
        if (typeof v === 'string' && [...v].length > (rule as number)) return false;
        break;
      case 'pattern':
        if (typeof v === 'string' && !new RegExp(rule as string, 'u').test(v)) return false;
        break;
      case 'oneOf':
        if ((rule as Schema[]).filter((s) => valid(s, v)).length !== 1) return false;
        break;
      case 'anyOf':
        if (!(rule as Schema[]).some((s) => valid(s, v))) return false;
        break;
      default:
        throw new Error(`the test's schema checker does not know the keyword "${k}"`);
    }
  }
  return true;
}

const FULL = {
  format: 'adjutant-board/1',
  game: 'gettysburg-77',
  time: { turn: 3, day: 'July 1', hour: '9 AM', light: 'day', phasingSide: 'confederate' },
  units: [
    {
      id: 'meredith',
      name: 'Meredith',
      side: 'union',
      type: 'infantry',
      formation: { corps: 'I', division: 'Wadsworth', brigade: 'Meredith' },
      strength: { full: 7, reduced: 3 },
      steps: { left: 1, full: 2 },
      status: { disorganized: 2, shattered: true, reorganizing: false, routed: false, limbered: null, breastworks: 'building' },
      location: { kind: 'hex', hex: 'O38' },
    },
    { id: 'reynolds', name: 'Reynolds', side: 'union', type: 'headquarters', reorganizationValue: 5, location: { kind: 'off-map', why: 'not-entered' } },
  ],
  markers: [{ kind: 'occupation', hex: 'W15', side: 'confederate' }],
  terrain: { Q36: { terrain: ['sunken road'], elevation: 7, road: true } },
  source: { kind: 'demo', name: 'Demo' },
};

/** Values to put in place of a field: of every JSON type, at and past the limits. */
const POOL: unknown[] = [
  null, true, false, 0, 1, 2, 3, -1, 1.5, 99, 100, 999, 1000, 100_001, '', ' ', 'x', 'union', 'hex', 'off-map', 'not-entered', 'day',
  'cavalry', 'built', 'page', 'a\u0001b', 'x'.repeat(200), 'x'.repeat(201), [], ['woods'], {}, { kind: 'hex', hex: 'O38' },
  { kind: 'off-map', why: 'exited' }, { kind: 'area', area: '19' }, { full: 1 }, { left: 1, full: 2 }, { corps: 'II' },
  ...BOARD_UNIT_TYPES, ...GAME_IDS,
];

/** Paths whose checks go beyond the schema (labels, unique ids, steps left ≤ full): left out of the comparison. */
const PATHS: (string | number)[][] = [
  ['format'], ['time'], ['time', 'turn'], ['time', 'day'], ['time', 'light'], ['time', 'phasingSide'], ['units'],
  ['units', 0], ['units', 0, 'name'], ['units', 0, 'side'], ['units', 0, 'type'], ['units', 0, 'formation'], ['units', 0, 'formation', 'corps'],
  ['units', 0, 'strength'], ['units', 0, 'strength', 'full'], ['units', 0, 'strength', 'reduced'], ['units', 0, 'steps', 'full'],
  ['units', 0, 'status'], ['units', 0, 'status', 'disorganized'], ['units', 0, 'status', 'shattered'], ['units', 0, 'status', 'limbered'],
  ['units', 0, 'status', 'breastworks'], ['units', 0, 'location', 'kind'], ['units', 1, 'location', 'why'], ['units', 1, 'reorganizationValue'],
  ['units', 0, 'extra'], ['markers'], ['markers', 0, 'kind'], ['markers', 0, 'side'], ['terrain'], ['terrain', 'Q36'],
  ['terrain', 'Q36', 'terrain'], ['terrain', 'Q36', 'elevation'], ['terrain', 'Q36', 'road'], ['source'], ['source', 'kind'], ['source', 'name'], ['extra'],
];

function replaced(path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(FULL) as unknown as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

describe('docs/board.schema.json agrees with parseBoard', () => {
  it('on the example, a minimal board and a full one', () => {
    const example = JSON.parse(readFileSync(new URL('../../examples/boards/gettysburg-77-july-1-7am.json', import.meta.url), 'utf8'));
    const minimal = { format: 'adjutant-board/1', game: 'they-met', units: [{ id: 'a', name: 'A', side: 'union', type: 'leader', location: { kind: 'area', area: '19' } }] };
    for (const board of [example, minimal, FULL]) {
      expect(valid(SCHEMA, board)).toBe(true);
      expect(parseBoard(board).ok).toBe(true);
    }
  });

  it('on a normalized board, which is valid for both', () => {
    const r = parseBoard(FULL);
    expect(r.ok && valid(SCHEMA, JSON.parse(JSON.stringify(r.value)))).toBe(true);
  });

  it('field by field: removing or replacing any field is accepted or refused by both', () => {
    const cases: [(string | number)[], unknown][] = PATHS.flatMap((p) => [[p, undefined] as [(string | number)[], unknown], ...POOL.map((v) => [p, v] as [(string | number)[], unknown])]);
    const disagreements = cases
      .map(([path, value]) => ({ path: path.join('.'), value, schema: valid(SCHEMA, replaced(path, value)), parser: parseBoard(replaced(path, value)).ok }))
      .filter((c) => c.schema !== c.parser);
    expect(disagreements).toEqual([]);
  });

  it('on the game, whose labels the parser checks too', () => {
    for (const game of ['gettysburg-77', 'gettysburg-88', 'high-tide', 'risk', 7, null]) {
      const board = replaced(['game'], game);
      expect(valid(SCHEMA, board)).toBe(parseBoard(board).ok);
    }
    // O38 is no Cemetery Hill label: the schema cannot say so, the parser does.
    expect(valid(SCHEMA, replaced(['game'], 'cemetery-hill'))).toBe(true);
    expect(parseBoard(replaced(['game'], 'cemetery-hill')).ok).toBe(false);
  });

  it('on random replacements', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), fc.jsonValue({ maxDepth: 2 }), (path, value) => {
        const board = replaced(path, value);
        expect(valid(SCHEMA, board)).toBe(parseBoard(board).ok);
      }),
      { numRuns: 500 },
    );
  });

  it('states the same limits as BOARD_LIMITS', () => {
    const props = SCHEMA.properties as Record<string, Schema>;
    expect(props.units?.maxItems).toBe(BOARD_LIMITS.units);
    expect(props.markers?.maxItems).toBe(BOARD_LIMITS.markers);
    expect(props.terrain?.maxProperties).toBe(BOARD_LIMITS.terrainHexes);
    expect((SCHEMA.$defs as Record<string, Schema>).text?.maxLength).toBe(BOARD_LIMITS.text);
  });
});
