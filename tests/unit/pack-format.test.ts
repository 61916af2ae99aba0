import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFieldErrors, type FieldError, type GamePack, type Parsed } from '../../src/engine/index.js';
import { canonicalJson, PACK_LIMITS, packHash, parsePack, parsePackText, writePack } from '../../src/engine/packs.js';
import { MADE_UP_PACK, packCopy } from '../fixtures/made-up-pack.js';
import { hostileValue, spoiled } from '../support/hostile-json.js';

function ok(parsed: Parsed<GamePack>): GamePack {
  if (!parsed.ok) throw new Error(formatFieldErrors(parsed.errors));
  return parsed.value;
}

function errors(json: unknown): readonly FieldError[] {
  const parsed = parsePack(json);
  expect(parsed.ok).toBe(false);
  return parsed.ok ? [] : parsed.errors;
}

function paths(json: unknown): string[] {
  return errors(json).map((e) => e.path);
}

function withField(path: readonly string[], value: unknown): Record<string, unknown> {
  const pack = packCopy();
  let at: Record<string, unknown> = pack;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return pack;
}

describe('parsePack', () => {
  it('reads a valid pack, fills its hash, and reads its own output back unchanged', () => {
    const pack = ok(parsePack(MADE_UP_PACK));
    expect(pack.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(pack.hexsides).toEqual({ 'E6|E7': ['stream'], 'F7|F8': ['stream', 'ford'] });
    expect(pack.orderOfBattle?.[1]).toEqual({ id: 'csa-1', name: 'Made-up Rebels', side: 'confederate', type: 'cavalry', strength: { full: 4, reduced: null } });
    const again = ok(parsePack(JSON.parse(JSON.stringify(pack))));
    expect(again).toEqual(pack);
    expect(ok(parsePackText(JSON.stringify(pack)))).toEqual(pack);
  });

  it('makes labels canonical and trims text, so the hash is of what Adjutant keeps', () => {
    const pack = ok(parsePack({ ...packCopy(), terrain: { e6: { terrain: ['woods'], elevation: 2 }, F7: { road: true } }, madeBy: '  Test club ' }));
    expect(Object.keys(pack.terrain ?? {})).toEqual(['E6', 'F7']);
    expect(pack.madeBy).toBe('Test club');
    expect(pack.hash).toBe(ok(parsePack(MADE_UP_PACK)).hash);
  });

  it.each([
    [['format'], 'adjutant-pack/2', 'format'],
    [['game'], 'risk', 'game'],
    [['edition'], ' ', 'edition'],
    [['edition'], undefined, 'edition'],
    [['madeBy'], 'x'.repeat(201), 'madeBy'],
    [['made'], '1 May 2024', 'made'],
    [['made'], '2024-13-45', 'made'],
    [['hash'], 'sha256:xyz', 'hash'],
    [['terrain', 'E6', 'elevation'], 'high', 'terrain.E6.elevation'],
    [['terrain', 'E6'], {}, 'terrain.E6'],
    [['hexsides', 'E6|E7'], [], 'hexsides["E6|E7"]'],
    [['hexsides', 'E6|E7'], ['stream', 7], 'hexsides["E6|E7"][1]'],
    [['map', 'extent', 'rows', 'last'], 0, 'map.extent.rows.last'],
    [['map', 'edges'], [{ edge: 'north', column: 1 }], 'map.edges[0].row'],
    [['map', 'edgeUse'], [{ side: 'both', use: 'flee', edges: [] }], 'map.edgeUse[0].use'],
    [['orderOfBattle'], [{ id: 'a', name: 'A', side: 'union', type: 'infantry' }], 'orderOfBattle[0].strength'],
    [['orderOfBattle'], [{ id: 'a', name: 'A', side: 'union', type: 'infantry', strength: { full: 1000 } }], 'orderOfBattle[0].strength.full'],
    [['orderOfBattle'], [{ id: 'a', name: 'A', side: 'union', type: 'infantry', strength: {}, movement: 1.5 }], 'orderOfBattle[0].movement'],
    [['orderOfBattle'], [{ id: 'a', name: 'A', side: 'north', type: 'infantry', strength: {} }], 'orderOfBattle[0].side'],
    [['tables', 'combatTable', 'title'], '', 'tables.combatTable.title'],
    [['tables', 'combatTable', 'game'], 'cemetery-hill', 'tables.combatTable.game'],
    [['tables', 'areaTems'], { format: 'adjutant-area-tems/1', areaTems: {} }, 'tables.areaTems'],
    [['settings', 'movement', 'stackingLimit'], -1, 'settings.movement.stackingLimit'],
    [['settings', 'victory', 'flipVp'], 'one', 'settings.victory.flipVp'],
  ] as const)('names the bad field %j = %j as %s', (path, value, expected) => {
    const found = errors(withField(path, value));
    expect(found.map((e) => e.path)).toContain(expected);
    expect(found.every((e) => e.expected.length > 0)).toBe(true);
  });

  it('refuses a label the game does not have, as parseBoard does', () => {
    const bad = errors({ ...packCopy(), terrain: { '0127': { road: true } } });
    expect(bad).toEqual([expect.objectContaining({ path: 'terrain["0127"]', expected: expect.stringMatching(/^a hex label valid for this game/) })]);
    // The same label is Cemetery Hill's: the game decides.
    expect(parsePack({ ...packCopy(), game: 'cemetery-hill', terrain: { '0127': { road: true } }, hexsides: undefined, tables: undefined, settings: undefined }).ok).toBe(true);
  });

  it('refuses a hexside between hexes that do not touch, or given twice', () => {
    expect(paths({ ...packCopy(), hexsides: { 'E6|E9': ['stream'] } })).toEqual(['hexsides["E6|E9"]']);
    expect(paths({ ...packCopy(), hexsides: { E6E7: ['stream'] } })).toEqual(['hexsides.E6E7']);
    expect(paths({ ...packCopy(), hexsides: { 'E6|E7': ['stream'], 'E7|E6': ['ford'] } })).toEqual(['hexsides["E7|E6"]']);
  });

  it('refuses the same hex, unit id, edge or side’s use twice', () => {
    expect(paths({ ...packCopy(), terrain: { E6: { road: true }, e6: { road: false } } })).toEqual(['terrain.e6']);
    const unit = MADE_UP_PACK.orderOfBattle[0];
    expect(paths({ ...packCopy(), orderOfBattle: [unit, { ...unit, name: 'Other' }] })).toEqual(['orderOfBattle[1].id']);
    expect(paths(withField(['map', 'edges'], [{ edge: 'north', row: 1 }, { edge: 'north', row: 2 }]))).toEqual(['map.edges[1]']);
  });

  it('refuses a table or settings file the game does not take', () => {
    const chart = { format: 'adjutant-terrain-effects/1', game: 'cemetery-hill', title: 'Made-up', terrain: [] };
    expect(errors(withField(['tables', 'terrainEffects'], chart))).toEqual([expect.objectContaining({ path: 'tables.terrainEffects', expected: expect.stringContaining('takes none') })]);
    expect(paths({ ...packCopy(), game: 'gettysburg-77', terrain: undefined, hexsides: undefined })).toEqual(
      expect.arrayContaining(['tables.combatTable', 'settings.movement']),
    );
  });

  it('rejects unknown keys, naming each', () => {
    expect(paths({ ...packCopy(), colour: 'red' })).toEqual(['colour']);
    expect(paths(withField(['map', 'scale'], 1))).toEqual(['map.scale']);
    expect(paths(withField(['tables', 'crt'], {}))).toEqual(['tables.crt']);
    expect(paths(withField(['orderOfBattle'], [{ ...MADE_UP_PACK.orderOfBattle[0], location: 'E6' }]))).toEqual(['orderOfBattle[0].location']);
    expect(paths(withField(['terrain', 'E6', 'colour'], 'green'))).toEqual(['terrain.E6.colour']);
  });

  it('refuses a pack with no part', () => {
    const { format, game, edition, madeBy } = MADE_UP_PACK;
    expect(paths({ format, game, edition, madeBy })).toEqual(['(top)']);
  });

  it('keeps to its limits', () => {
    const units = Array.from({ length: PACK_LIMITS.units + 1 }, (_, i) => ({ id: `u${i}`, name: 'U', side: 'union', type: 'infantry', strength: {} }));
    expect(errors({ ...packCopy(), orderOfBattle: units })).toEqual([expect.objectContaining({ path: 'orderOfBattle', expected: `at most ${PACK_LIMITS.units} units` })]);
    const hexes = Object.fromEntries(Array.from({ length: PACK_LIMITS.terrainHexes + 1 }, (_, i) => [`A${i + 1}`, { road: true }]));
    expect(paths({ ...packCopy(), terrain: hexes })).toEqual(['terrain']);
    expect(paths({ ...packCopy(), madeBy: 'x'.repeat(PACK_LIMITS.text + 1) })).toEqual(['madeBy']);
    expect(parsePackText('['.repeat(100)).ok).toBe(false);
    expect(parsePackText(' '.repeat(PACK_LIMITS.json + 1)).ok).toBe(false);
  });
});

describe('the hash', () => {
  it('accepts a pack without one (made by hand) and fills it', () => {
    const pack = ok(parsePack(MADE_UP_PACK));
    // Of the content as read: the hexside "F8|F7" is kept as "F7|F8".
    expect(pack.hash).toBe(packHash(pack));
    expect(pack.hash).not.toBe(packHash(MADE_UP_PACK as unknown as GamePack));
  });

  it('accepts the right one and refuses a wrong one, saying why', () => {
    const hash = ok(parsePack(MADE_UP_PACK)).hash;
    expect(parsePack({ ...packCopy(), hash }).ok).toBe(true);
    const changed = { ...packCopy(), hash, terrain: { E6: { terrain: ['woods'], elevation: 3 }, F7: { road: true } } };
    const [error, ...more] = errors(changed);
    expect(more).toEqual([]);
    expect(error?.path).toBe('hash');
    expect(error?.expected).toMatch(/changed after the pack was made/);
  });

  it('covers the content alone: edition, maker and date may change', () => {
    const hash = ok(parsePack(MADE_UP_PACK)).hash;
    expect(parsePack({ ...packCopy(), hash, edition: 'Second printing', madeBy: 'Someone else', made: undefined }).ok).toBe(true);
  });

  it('does not depend on the order keys are written in', () => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const a = ok(parsePack(MADE_UP_PACK));
    const b = ok(parsePack(reversed(MADE_UP_PACK)));
    expect(b.hash).toBe(a.hash);
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });
});

describe('docs/game-packs.md', () => {
  const doc = readFileSync(new URL('../../docs/game-packs.md', import.meta.url), 'utf8');

  it('shows an example that reads, with its hash right', () => {
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1] ?? '';
    const pack = ok(parsePackText(example));
    expect(pack.hash).toBe((JSON.parse(example) as { hash: string }).hash);
  });

  it('shows errors as Adjutant words them', () => {
    const unit = MADE_UP_PACK.orderOfBattle[0];
    const lines = [
      ...errors({ ...packCopy(), hexsides: { 'E6|E9': ['stream'] } }),
      ...errors({ ...packCopy(), orderOfBattle: [unit, unit] }),
      ...errors(withField(['tables', 'combatTable', 'game'], 'cemetery-hill')),
      ...errors(withField(['tables', 'terrainEffects'], { format: 'adjutant-terrain-effects/1' })),
    ];
    for (const line of formatFieldErrors(lines).split('\n')) expect(doc).toContain(line);
  });
});

describe('writePack', () => {
  const meta = { game: 'gettysburg-88', edition: 'Made-up test edition', madeBy: 'Test club' } as const;
  const full = ok(parsePack(MADE_UP_PACK));

  it('writes all parts with their hash, and the pack reads back the same', () => {
    const written = ok(writePack(full, { ...meta, made: '2024-05-01' }));
    expect(written).toEqual(full);
    expect(ok(parsePack(JSON.parse(JSON.stringify(written))))).toEqual(written);
  });

  it('writes only the parts passed', () => {
    const written = ok(writePack({ terrain: full.terrain, orderOfBattle: full.orderOfBattle }, meta));
    expect(Object.keys(written).sort()).toEqual(['edition', 'format', 'game', 'hash', 'madeBy', 'orderOfBattle', 'terrain']);
    expect(written.hash).toBe(packHash({ terrain: full.terrain, orderOfBattle: full.orderOfBattle }));
    expect(written.hash).not.toBe(full.hash);
  });

  it('refuses bad meta by field, and writes no pack of nothing', () => {
    const bad = writePack({ terrain: full.terrain }, { ...meta, edition: '' });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['edition']);
    expect(writePack({}, meta).ok).toBe(false);
  });
});

describe('parsePack on hostile input', () => {
  it('never throws on any JSON value or on a spoiled valid pack', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, spoiled(MADE_UP_PACK)), (value) => {
        const parsed = parsePack(value);
        if (!parsed.ok) expect(parsed.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});
