import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_LIMITS, type Board } from '../../src/engine/core/board/board.js';
import { parseBoard, parseBoardText } from '../../src/engine/boards.js';
import { formatFieldErrors, type FieldError } from '../../src/engine/core/field-error.js';

const MINIMAL = {
  format: 'adjutant-board/1',
  game: 'gettysburg-77',
  units: [{ id: 'u1', name: 'Gamble', side: 'union', type: 'cavalry', location: { kind: 'hex', hex: 'M34' } }],
};

function ok(json: unknown): Board {
  const r = parseBoard(json);
  if (!r.ok) throw new Error(formatFieldErrors(r.errors));
  return r.value;
}

function errors(json: unknown): FieldError[] {
  const r = parseBoard(json);
  if (r.ok) throw new Error('expected errors');
  return [...r.errors];
}

const paths = (json: unknown): string[] => errors(json).map((e) => e.path);

function withUnit(patch: Record<string, unknown>, game = 'gettysburg-77'): unknown {
  return { ...MINIMAL, game, units: [{ ...MINIMAL.units[0], ...patch }] };
}

describe('parseBoard: a minimal board', () => {
  it('fills every omitted field with its default', () => {
    const b = ok(MINIMAL);
    expect(b.time).toEqual({ turn: null, day: null, hour: null, light: null, phasingSide: null });
    expect(b.markers).toEqual([]);
    expect(b.terrain).toEqual({});
    expect(b.source).toEqual({ kind: 'page', name: '' });
    expect(b.units[0]).toEqual({
      id: 'u1',
      name: 'Gamble',
      side: 'union',
      type: 'cavalry',
      formation: {},
      strength: { full: null, reduced: null },
      steps: { left: 2, full: 2 },
      status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
      location: { kind: 'hex', hex: 'M34' },
    });
  });

  it('gives a leader one step, and steps left default to the full steps given', () => {
    const b = ok({
      ...MINIMAL,
      units: [
        { id: 'hq', name: 'Reynolds', side: 'union', type: 'headquarters', location: { kind: 'off-map', why: 'not-entered' } },
        { id: 'b', name: 'Davis', side: 'confederate', type: 'infantry', steps: { full: 3 }, location: { kind: 'hex', hex: 'D23' } },
      ],
    });
    expect(b.units[0]?.steps).toEqual({ left: 1, full: 1 });
    expect(b.units[1]?.steps).toEqual({ left: 3, full: 3 });
  });

  it('takes the source from the options when the board does not name one', () => {
    const r = parseBoard(MINIMAL, { source: { kind: 'file', name: 'x.json' } });
    expect(r.ok && r.value.source).toEqual({ kind: 'file', name: 'x.json' });
  });
});

describe('parseBoard: a full board', () => {
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
        location: { kind: 'hex', hex: 'ii-42' },
      },
      { id: 'reynolds', name: 'Reynolds', side: 'union', type: 'headquarters', reorganizationValue: 5, location: { kind: 'off-map', why: 'eliminated' } },
    ],
    markers: [
      { kind: 'occupation', hex: 'W15', side: 'confederate' },
      { kind: 'breastworks', hex: 'II-42' },
    ],
    terrain: { 'II-42': { road: true }, Q36: { terrain: ['sunken road', 'road', 'road'], elevation: 7 } },
    source: { kind: 'demo', name: 'Demo board' },
  };

  it('keeps every field and prints labels canonically', () => {
    const b = ok(FULL);
    expect(b.time).toEqual(FULL.time);
    expect(b.units[0]?.location).toEqual({ kind: 'hex', hex: 'II42' });
    expect(b.units[0]?.status.disorganized).toBe(2);
    expect(b.units[0]?.formation).toEqual({ corps: 'I', division: 'Wadsworth', brigade: 'Meredith' });
    expect(b.units[1]?.reorganizationValue).toBe(5);
    expect(b.markers).toEqual([
      { kind: 'occupation', hex: 'W15', side: 'confederate' },
      { kind: 'breastworks', hex: 'II42' },
    ]);
    expect(b.terrain).toEqual({ II42: { road: true }, Q36: { terrain: ['sunken road', 'road'], elevation: 7 } });
    expect(b.source).toEqual({ kind: 'demo', name: 'Demo board' });
  });

  it('is a fixed point: a normalized board parses to itself', () => {
    const b = ok(FULL);
    expect(ok(JSON.parse(JSON.stringify(b)))).toEqual(b);
  });

  it('reads They Met boards by area, and each game by its own labels', () => {
    const b = ok({ ...MINIMAL, game: 'they-met', units: [{ ...MINIMAL.units[0], location: { kind: 'area', area: '19' } }] });
    expect(b.units[0]?.location).toEqual({ kind: 'area', area: '19' });
    expect(ok(withUnit({ location: { kind: 'hex', hex: 'E6' } }, 'gettysburg-88')).units[0]?.location).toEqual({ kind: 'hex', hex: 'E6' });
    expect(ok(withUnit({ location: { kind: 'hex', hex: '0127' } }, 'cemetery-hill')).units[0]?.location).toEqual({ kind: 'hex', hex: '0127' });
  });
});

describe('parseBoard: errors name the path and what was expected', () => {
  it('names a bad hex label with the game’s label help', () => {
    const json = { ...MINIMAL, units: [...Array(3).fill(MINIMAL.units[0]).map((u, i) => ({ ...u, id: `u${i}` })), { ...MINIMAL.units[0], id: 'u3', location: { kind: 'hex', hex: '38O' } }] };
    const [e] = errors(json);
    expect(e?.path).toBe('units[3].location.hex');
    expect(e?.expected).toMatch(/hex label valid for this game: .*O38/);
    expect(e?.found).toBe('"38O"');
  });

  it('refuses a hex in They Met and an area in a hex game', () => {
    expect(paths(withUnit({ location: { kind: 'hex', hex: '19' } }, 'they-met'))).toEqual(['units[0].location.kind']);
    expect(paths(withUnit({ location: { kind: 'area', area: '19' } }))).toEqual(['units[0].location.kind']);
  });

  it('refuses a location with a field of another kind', () => {
    expect(paths(withUnit({ location: { kind: 'off-map', why: 'exited', hex: 'M34' } }))).toEqual(['units[0].location.hex']);
  });

  it('reports every bad field of a unit, not only the first', () => {
    const e = errors(withUnit({ side: 'blue', type: 'dragoons', name: '', steps: { left: 3, full: 2 }, status: { disorganized: 3, shattered: 'yes' } }));
    expect(e.map((x) => x.path).sort()).toEqual(['units[0].name', 'units[0].side', 'units[0].status.disorganized', 'units[0].status.shattered', 'units[0].steps.left', 'units[0].type']);
    expect(e.find((x) => x.path === 'units[0].side')?.expected).toBe('one of "union", "confederate"');
  });

  it('refuses unknown fields by name', () => {
    const e = errors({ ...MINIMAL, colour: 'red', units: [{ ...MINIMAL.units[0], locaton: 'M34' }] });
    expect(e.map((x) => x.path)).toEqual(['colour', 'units[0].locaton']);
    expect(e[0]?.expected).toMatch(/^no field of this name here/);
  });

  it('refuses a duplicate unit id, naming the first', () => {
    const e = errors({ ...MINIMAL, units: [MINIMAL.units[0], { ...MINIMAL.units[0], name: 'Devin' }] });
    expect(e).toEqual([{ path: 'units[1].id', expected: 'an id no other unit has (units[0] has it too)', found: '"u1"' }]);
  });

  it('refuses a hex given twice in terrain under two spellings', () => {
    const e = errors({ ...MINIMAL, terrain: { II42: { road: true }, 'II-42': { road: false } } });
    expect(e.map((x) => x.path)).toEqual(['terrain["II-42"]']);
  });

  it('names the format and the game', () => {
    expect(paths({ ...MINIMAL, format: 'adjutant-board/2', game: 'risk' })).toEqual(['format', 'game']);
    expect(errors('a string')).toEqual([{ path: '(top)', expected: 'a board: a JSON object with format, game and units', found: '"a string"' }]);
  });

  it('enforces the limits', () => {
    const many = { ...MINIMAL, units: Array.from({ length: BOARD_LIMITS.units + 1 }, (_, i) => ({ ...MINIMAL.units[0], id: `u${i}` })) };
    expect(errors(many)).toEqual([{ path: 'units', expected: `at most ${BOARD_LIMITS.units} units`, found: `${BOARD_LIMITS.units + 1} units` }]);
    const long = 'x'.repeat(BOARD_LIMITS.text + 1);
    expect(paths(withUnit({ name: long }))).toEqual(['units[0].name']);
    expect(paths({ ...MINIMAL, markers: Array.from({ length: BOARD_LIMITS.markers + 1 }, () => ({ kind: 'build', hex: 'M34' })) })).toEqual(['markers']);
  });

  it('checks the depth before walking the fields', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const e = errors({ ...MINIMAL, units: [{ ...MINIMAL.units[0], formation: deep }] });
    expect(e).toHaveLength(1);
    expect(e[0]?.expected).toBe(`lists and objects nested at most ${BOARD_LIMITS.depth} deep`);
    expect(e[0]?.path.startsWith('units[0].formation.a.a')).toBe(true);
  });

  it('stops on a cyclic object instead of hanging', () => {
    const cyclic: Record<string, unknown> = { ...MINIMAL };
    cyclic.self = cyclic;
    expect(errors(cyclic)[0]?.expected).toMatch(/nested at most/);
  });

  it('lists at most 50 errors and counts the rest', () => {
    const bad = { ...MINIMAL, units: Array.from({ length: 80 }, (_, i) => ({ ...MINIMAL.units[0], id: `u${i}`, side: 'blue' })) };
    const e = errors(bad);
    expect(e).toHaveLength(51);
    expect(e[50]).toEqual({ path: '(more)', expected: 'fewer errors: 30 more were found and are not listed' });
  });

  it('parseBoardText checks the size before parsing, and reports bad JSON', () => {
    const big = parseBoardText(' '.repeat(BOARD_LIMITS.json + 1));
    expect(!big.ok && big.errors[0]?.path).toBe('(file)');
    const bad = parseBoardText('{"format":');
    expect(!bad.ok && bad.errors[0]?.expected).toBe('valid JSON');
    expect(parseBoardText(JSON.stringify(MINIMAL)).ok).toBe(true);
  });
});

describe('parseBoard: properties', () => {
  it('never throws on any JSON value, and every error has a path and an expectation', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        const r = parseBoard(json);
        if (!r.ok) for (const e of r.errors) expect(e.path.length > 0 && e.expected.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads -0 as 0, so a board read and written back as JSON is the same board (a case the property below found)', () => {
    const r = parseBoard(withUnit({ reorganizationValue: -0 }));
    expect(r.ok && Object.is(r.value.units[0]?.reorganizationValue, 0)).toBe(true);
  });

  it('never throws when one field of a valid board is replaced by anything', () => {
    const fields = ['id', 'name', 'side', 'type', 'location', 'status', 'steps', 'strength', 'formation', 'reorganizationValue'];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.anything({ maxDepth: 3 }), (field, value) => {
        const r = parseBoard(withUnit({ [field]: value }));
        if (r.ok) expect(ok(JSON.parse(JSON.stringify(r.value)))).toEqual(r.value);
        else expect(r.errors.every((e) => e.path.startsWith('units[0]') || e.path === '(top)' || e.path.startsWith('units'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
