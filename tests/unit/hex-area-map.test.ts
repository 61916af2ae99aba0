import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { areaDistance } from '../../src/engine/core/hex/area-distance.js';
import { isAreaLabel } from '../../src/engine/core/hex/area-label.js';
import { AdjacencyAreaMap } from '../../src/engine/core/hex/area-map.js';
import { areaMap } from '../../src/engine/maps.js';
import { AREA_MAP_FORMAT, AREA_MAP_LIMITS } from '../../src/engine/core/hex/parse-area-map.js';
import { THEY_MET_NOT_ADJACENT } from '../../src/engine/games/they-met/area-map.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

// A made-up test list (not the game's real map, which Adjutant does not have): five areas and one Zone.
const MADE_UP = {
  format: AREA_MAP_FORMAT,
  game: 'they-met',
  adjacency: {
    '1': [2, 3],
    '2': ['1', '3', 'Test Zone'],
    '3': [1, 2, 4],
    '4': [3],
    '5': [],
    'Test Zone': ['2'],
  },
};

function parsed(input: unknown) {
  const p = areaMap('they-met', input);
  if (!p) throw new Error('they-met has an area map');
  return p;
}

function errorsOf(input: unknown): string {
  const p = parsed(input);
  expect(p.ok).toBe(false);
  return p.ok ? '' : formatFieldErrors(p.errors);
}

const withAdjacency = (adjacency: Record<string, unknown>) => ({ ...MADE_UP, adjacency });

describe('they-met area map', () => {
  it('is built from a list the user supplies, adjacency both ways, areas and Zones', () => {
    const p = parsed(MADE_UP);
    if (!p.ok) throw new Error(formatFieldErrors(p.errors));
    const map = p.value;
    expect(map.game).toBe('they-met');
    expect(map.adjacent('1', '2')).toBe(true);
    expect(map.adjacent('2', '1')).toBe(true);
    expect(map.adjacent('1', '4')).toBe(false);
    expect(map.adjacent('1', 'nowhere')).toBe(false);
    expect(map.isArea('5')).toBe(true);
    expect(map.isArea('6')).toBe(false);
    expect(map.isZone('Test Zone')).toBe(true);
    expect(map.isZone('2')).toBe(false);
    expect(map.neighbors('2')).toEqual(['1', '3', 'Test Zone']);
    expect(areaDistance(map, '1', '4')).toBe(2);
    expect(areaDistance(map, 'Test Zone', '4')).toBe(3);
    expect(areaDistance(map, '4', '4')).toBe(0);
    expect(areaDistance(map, '1', '5')).toBeNull();
    expect(areaDistance(map, '1', '99')).toBeNull();
  });

  it('needs the list: none is invented, and other games have no area map', () => {
    const p = areaMap('they-met');
    expect(p?.ok).toBe(false);
    if (p && !p.ok) expect(formatFieldErrors(p.errors)).toMatch(/adjacency list/);
    for (const game of ['gettysburg-77', 'gettysburg-88', 'cemetery-hill', 'high-tide'] as const) expect(areaMap(game, MADE_UP)).toBeNull();
  });

  itWithShared('the errata’s corner-only pairs are exactly those of seed 004, and a list that pairs them is refused', () => {
    const seed = readSeed('004_83998f965c11d736.txt');
    const pairs = [...seed.matchAll(/Area (\d+) is not adjacent to Area (\d+)/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ['19', '38'],
      ['20', '37'],
    ]);
    expect(THEY_MET_NOT_ADJACENT.map((n) => n.areas)).toEqual(pairs);
    const bad = withAdjacency({ '19': ['38'], '38': ['19'], '20': [], '37': [] });
    const text = errorsOf(bad);
    expect(text).toContain('adjacency["19"][0]');
    expect(text).toContain('adjacency["38"][0]');
    expect(text).toMatch(/meet only at a point/);
  });

  it('names each bad entry by its path', () => {
    expect(errorsOf(withAdjacency({ '1': ['2'], '2': [] }))).toContain('adjacency["1"][0]: expected 2 to list 1 as well');
    expect(errorsOf(withAdjacency({ '1': ['9'] }))).toContain('adjacency["1"][0]: expected an area or Zone that has its own entry');
    expect(errorsOf(withAdjacency({ '1': ['1'] }))).toContain('adjacency["1"][0]: expected another area');
    expect(errorsOf(withAdjacency({ '1': ['2', 2], '2': ['1'] }))).toContain('adjacency["1"][1]: expected each adjacent area listed once');
    expect(errorsOf(withAdjacency({ '1': [true] }))).toContain('adjacency["1"][0]: expected an area number');
    expect(errorsOf(withAdjacency({ '1': '2' }))).toContain('adjacency["1"]: expected a list');
    expect(errorsOf(withAdjacency({ '0': [] }))).toContain('adjacency["0"]: expected a key that is an area number');
    expect(errorsOf(withAdjacency({ '  Zone': [] }))).toContain('adjacency["  Zone"]');
    expect(errorsOf(withAdjacency({}))).toContain('adjacency: expected at least one area');
    expect(errorsOf({ ...MADE_UP, format: 'x' })).toContain('format: expected "adjutant-area-map/1"');
    expect(errorsOf({ ...MADE_UP, game: 'gettysburg-77' })).toContain('game: expected "they-met"');
    expect(errorsOf({ ...MADE_UP, adjacency: [] })).toContain('adjacency: expected an object');
    expect(errorsOf('text')).toContain('(top): expected an object');
  });

  it('refuses a list beyond its size limits before reading it', () => {
    const many: Record<string, string[]> = {};
    for (let i = 1; i <= AREA_MAP_LIMITS.areas + 1; i++) many[`Zone ${i}`] = [];
    expect(errorsOf(withAdjacency(many))).toContain(`at most ${AREA_MAP_LIMITS.areas}`);
    expect(errorsOf(withAdjacency({ '1': Array.from({ length: AREA_MAP_LIMITS.neighborsPerArea + 1 }, (_, i) => i + 2) }))).toContain('at most');
  });

  it('never throws on malformed input, and what it accepts is symmetric', () => {
    const label = fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.constantFrom('Zone A', 'Zone B', '', '__proto__', 'constructor'));
    const entry = fc.oneof(fc.integer({ min: -1, max: 12 }), label, fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(label, fc.array(entry, { maxLength: 6 }), { maxKeys: 8 }).map(withAdjacency)), (input) => {
        const p = parsed(input);
        if (!p.ok) return;
        for (const [a, set] of p.value.adjacency) for (const b of set) expect(p.value.adjacent(b, a)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the class keeps adjacency symmetric even when given one-way pairs', () => {
    const map = new AdjacencyAreaMap('they-met', ['1', '2', '3'], [['1', '2'], ['3', '3']]);
    expect(map.adjacent('2', '1')).toBe(true);
    expect(map.adjacent('3', '3')).toBe(false);
  });

  it('knows an area label from a Zone name by its form', () => {
    for (const good of ['1', '19', '999', 'Zone A', 'Chambersburg Pike']) expect(isAreaLabel(good), good).toBe(true);
    for (const bad of ['0', '019', '1000', '', ' Zone', '1A', 'Zone\n', 'x'.repeat(41)]) expect(isAreaLabel(bad), bad).toBe(false);
  });
});
