import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_LIMITS, BOARD_UNIT_TYPES } from '../../src/engine/core/board/board.js';
import { parseBoard } from '../../src/engine/boards.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { replacedAt, schemaChecker } from '../support/json-schema-check.js';

/** docs/board.schema.json and parseBoard must agree, checked by the tests' small schema checker. */
type Schema = Record<string, unknown>;
const SCHEMA = JSON.parse(readFileSync(new URL('../../docs/board.schema.json', import.meta.url), 'utf8')) as Schema;
const checkSchema = schemaChecker(SCHEMA);
const valid = (_schema: Schema, v: unknown): boolean => checkSchema(v);

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
  return replacedAt(FULL, path, value);
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

  it('on a blank or control-character hex label, which both refuse (a random run found the schema let a blank key through)', () => {
    for (const label of [' ', '\t', 'O\u000138']) {
      for (const board of [replaced(['terrain'], { [label]: {} }), replaced(['markers', 0, 'hex'], label)]) {
        expect(valid(SCHEMA, board)).toBe(false);
        expect(parseBoard(board).ok).toBe(false);
      }
    }
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
