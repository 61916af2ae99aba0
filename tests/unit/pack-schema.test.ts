import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, formatFieldErrors } from '../../src/engine/index.js';
import { PACK_LIMITS, parsePack } from '../../src/engine/packs.js';
import { MADE_UP_PACK } from '../fixtures/made-up-pack.js';
import { replacedAt, schemaChecker, type Schema } from '../support/json-schema-check.js';

/** docs/pack.schema.json and parsePack must agree, as docs/board.schema.json and parseBoard do. */
const SCHEMA = JSON.parse(readFileSync(new URL('../../docs/pack.schema.json', import.meta.url), 'utf8')) as Schema;
const valid = schemaChecker(SCHEMA);

const replaced = (path: readonly (string | number)[], value: unknown): unknown => replacedAt(MADE_UP_PACK, path, value);

/** Values to put in place of a field: of every JSON type, at and past the limits. */
const POOL: unknown[] = [
  null, true, false, 0, 1, 3, -1, 1.5, 99, 100, 999, 1000, '', ' ', 'x', 'union', 'both', 'north', 'east', 'cavalry-exit', 'infantry',
  '2024-05-01', '2024-05-01T18:30:00Z', 'May 2024', `sha256:${'0'.repeat(64)}`, 'a\u0001b', 'x'.repeat(200), 'x'.repeat(201), [], ['woods'], ['north'],
  {}, { first: 1, last: 2 }, { road: true }, { full: 1 }, { corps: 'II' }, { edge: 'north', row: 1 }, ...GAME_IDS,
];

/**
 * Paths whose checks go beyond the schema are left out: labels, the game (which decides them and the tables
 * it takes), what a table or settings file holds, the hash, uniqueness, and a range's last not before its first.
 */
const PATHS: (string | number)[][] = [
  ['format'], ['edition'], ['madeBy'], ['made'], ['extra'],
  ['terrain', 'E6'], ['terrain', 'E6', 'terrain'], ['terrain', 'E6', 'elevation'], ['terrain', 'F7', 'road'], ['terrain', 'E6', 'extra'],
  ['hexsides', 'E6|E7'], ['hexsides', 'E6|E7', 0],
  ['map'], ['map', 'extent'], ['map', 'extent', 'columns'], ['map', 'extent', 'rows'], ['map', 'edges'], ['map', 'edges', 0], ['map', 'edges', 1, 'column'],
  ['map', 'edgeUse'], ['map', 'edgeUse', 0, 'side'], ['map', 'edgeUse', 0, 'use'], ['map', 'extra'],
  ['orderOfBattle'], ['orderOfBattle', 0], ['orderOfBattle', 0, 'name'], ['orderOfBattle', 0, 'side'], ['orderOfBattle', 0, 'type'],
  ['orderOfBattle', 0, 'formation'], ['orderOfBattle', 0, 'formation', 'corps'], ['orderOfBattle', 0, 'strength'], ['orderOfBattle', 0, 'strength', 'full'],
  ['orderOfBattle', 1, 'strength', 'reduced'], ['orderOfBattle', 0, 'movement'], ['orderOfBattle', 0, 'extra'],
  ['tables', 'extra'], ['settings', 'extra'],
];

describe('docs/pack.schema.json agrees with parsePack', () => {
  it('on the made-up pack and the pack as read (with its hash)', () => {
    const read = parsePack(MADE_UP_PACK);
    if (!read.ok) throw new Error(formatFieldErrors(read.errors));
    expect(valid(MADE_UP_PACK)).toBe(true);
    expect(valid(JSON.parse(JSON.stringify(read.value)))).toBe(true);
  });

  it('field by field: removing or replacing any field is accepted or refused by both', () => {
    const cases: [(string | number)[], unknown][] = PATHS.flatMap((p) => [[p, undefined] as [(string | number)[], unknown], ...POOL.map((v) => [p, v] as [(string | number)[], unknown])]);
    const disagreements = cases
      .map(([path, value]) => ({ path: path.join('.'), value, schema: valid(replaced(path, value)), parser: parsePack(replaced(path, value)).ok }))
      .filter((c) => c.schema !== c.parser);
    expect(disagreements).toEqual([]);
  });

  it('on a pack with no part, which neither takes', () => {
    const { format, game, edition, madeBy } = MADE_UP_PACK;
    expect(valid({ format, game, edition, madeBy })).toBe(false);
    expect(parsePack({ format, game, edition, madeBy }).ok).toBe(false);
  });

  it('on a blank or control-character hex label, which both refuse', () => {
    for (const label of [' ', '\t', 'E\u00016']) {
      const pack = replaced(['terrain', label], { terrain: ['woods'] });
      expect(valid(pack)).toBe(false);
      expect(parsePack(pack).ok).toBe(false);
    }
  });

  it('on random replacements', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), fc.jsonValue({ maxDepth: 2 }), (path, value) => {
        const pack = replaced(path, value);
        expect(valid(pack)).toBe(parsePack(pack).ok);
      }),
      { numRuns: 500 },
    );
  });

  it('states the same limits as PACK_LIMITS', () => {
    const props = SCHEMA.properties as Record<string, Schema>;
    const defs = SCHEMA.$defs as Record<string, Schema>;
    expect(props.orderOfBattle?.maxItems).toBe(PACK_LIMITS.units);
    expect(props.terrain?.maxProperties).toBe(PACK_LIMITS.terrainHexes);
    expect(props.hexsides?.maxProperties).toBe(PACK_LIMITS.hexsides);
    expect(defs.text?.maxLength).toBe(PACK_LIMITS.text);
    expect(((defs.unit?.properties as Record<string, Schema>).movement)?.maximum).toBe(PACK_LIMITS.movement);
  });
});
