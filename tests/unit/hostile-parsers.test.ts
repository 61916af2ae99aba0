import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import { parseCombatTableInput } from '../../src/engine/inputs.js';
import { formatFieldErrors, type Parsed } from '../../src/engine/core/field-error.js';
import { parseOddsRequest } from '../../src/engine/inputs.js';
import { resolveCombat } from '../../src/engine/core/resolve-combat.js';
import { parseTerrainEffectsInput } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { parseEdgeRoadHexes } from '../../src/engine/games/cemetery-hill/edge-road-hexes.js';
import { cemeteryHillMap } from '../../src/engine/games/cemetery-hill/map-edges.js';
import { readChVictorySettings } from '../../src/engine/games/cemetery-hill/victory-settings.js';
import { readG77VictorySettings } from '../../src/engine/games/gettysburg-77/victory/victory-settings.js';
import { parseG88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { readG88VictorySettings } from '../../src/engine/games/gettysburg-88/victory/victory-settings.js';
import { parseMoraleRatingsInput } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { parseTheyMetAreaMap } from '../../src/engine/games/they-met/area-map.js';
import { parseAreaTemsInput } from '../../src/engine/games/they-met/area-tems-input.js';
import { gameModule } from '../../src/engine/index.js';
import { parsePack } from '../../src/engine/packs.js';
import { MADE_UP_PACK } from '../fixtures/made-up-pack.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { hostileValue, nested, ownKeys, PROTOTYPE_NAMES, spoiled } from '../support/hostile-json.js';

// Made-up inputs, valid as they stand: the property tests spoil one place of each.
const BOARD: unknown = JSON.parse(readFileSync(new URL('../../examples/boards/gettysburg-77-july-1-7am.json', import.meta.url), 'utf8'));
const CHART = {
  format: 'adjutant-terrain-effects/1',
  game: 'cemetery-hill',
  title: 'Made-up test chart',
  terrain: [{ name: 'woods', combat: { defenceMultiplier: 2, drm: 1 }, movement: { cost: 2 } }],
  hexsides: [{ name: 'creek', combat: { drm: 1, when: 'every-hexside' }, at: [['0510', '0511']] }],
  creekHexsides: [['0510', '0511']],
};
const TEMS = { format: 'adjutant-area-tems/1', title: 'Made-up TEMs', areaTems: { '19': 0, '20': 1 }, zones: [] };
const RATINGS = { format: 'adjutant-morale-ratings/1', title: 'Made-up ratings', ratings: { 'Brigade A': '7/5', b: '6/4' } };
const AREA_MAP = { format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '1': [2], '2': [1, 3], '3': [2] } };
const ODDS = { game: 'cemetery-hill', attack: { kind: 'units', units: [{ name: 'A', side: 'union', type: 'infantry', strength: 4 }] }, defense: { kind: 'total', strength: 2 }, drm: 1 };
const VICTORY = { optionalUnitCosts: { 'union-huey': 3 }, flipVp: 1, objectives: [{ hex: 'G8', union: 2, confederate: 3, initialControl: 'union' }], edgeRoadHexes: { east: ['2112'] } };

const chMap = cemeteryHillMap();

/** Settings objects: their own keys and the prototype's names, each with any hostile value. */
const settingsObject: fc.Arbitrary<unknown> = fc
  .array(fc.tuple(fc.constantFrom(...Object.keys(VICTORY), 'eliminationVp', 'generalEliminationVp', 'terrainMarks', ...PROTOTYPE_NAMES), hostileValue), { maxLength: 6 })
  .map((entries) => Object.fromEntries(entries));

/**
 * Each engine reader of untrusted input, as one call on any value. The readers of victory settings take
 * an object (their callers check that much) and answer with questions rather than a Parsed.
 */
const PARSERS: readonly { readonly name: string; readonly valid: unknown; readonly read: (v: unknown) => Parsed<unknown> | unknown; readonly whole?: fc.Arbitrary<unknown> }[] = [
  { name: 'combat table', valid: MADE_UP_RATIO, read: parseCombatTableInput },
  { name: 'odds request', valid: ODDS, read: parseOddsRequest },
  { name: 'board', valid: BOARD, read: (v) => parseBoard(v) },
  { name: 'terrain effects chart', valid: CHART, read: parseTerrainEffectsInput },
  { name: 'area TEMs', valid: TEMS, read: parseAreaTemsInput },
  { name: 'morale ratings', valid: RATINGS, read: parseMoraleRatingsInput },
  { name: 'area map', valid: AREA_MAP, read: parseTheyMetAreaMap },
  { name: "Gettysburg '88 movement settings", valid: MADE_UP_TEST_COSTS, read: parseG88MovementSettings },
  { name: 'game pack', valid: MADE_UP_PACK, read: parsePack },
  { name: 'edge road hexes', valid: VICTORY.edgeRoadHexes, read: (v) => parseEdgeRoadHexes(v, chMap) },
  { name: "Gettysburg (1977) victory settings", valid: VICTORY, read: (v) => readG77VictorySettings(v as Record<string, unknown>), whole: settingsObject },
  { name: "Gettysburg '88 victory settings", valid: VICTORY, read: (v) => readG88VictorySettings(v as Record<string, unknown>), whole: settingsObject },
  { name: 'Cemetery Hill victory settings', valid: VICTORY, read: (v) => readChVictorySettings(v as Record<string, unknown>, chMap), whole: settingsObject },
];

function isParsed(v: unknown): v is Parsed<unknown> {
  return typeof v === 'object' && v !== null && 'ok' in v && typeof v.ok === 'boolean';
}

/** A reader's answer on hostile input: never a throw; a refusal names at least one field, in text. */
function expectAnswer(read: (v: unknown) => unknown, input: unknown): void {
  let answer: unknown;
  expect(() => {
    answer = read(input);
  }).not.toThrow();
  if (isParsed(answer) && !answer.ok) {
    expect(answer.errors.length).toBeGreaterThan(0);
    for (const e of answer.errors) {
      expect(typeof e.path).toBe('string');
      expect(typeof e.expected).toBe('string');
      if (e.found !== undefined) expect(typeof e.found).toBe('string');
    }
    expect(typeof formatFieldErrors(answer.errors)).toBe('string');
  }
}

describe('every engine input reader, on hostile input', () => {
  it.each(PARSERS)('$name: the valid made-up input reads', ({ valid, read }) => {
    const answer = read(structuredClone(valid));
    if (isParsed(answer)) expect(answer.ok, isParsed(answer) && !answer.ok ? formatFieldErrors(answer.errors) : '').toBe(true);
  });

  it.each(PARSERS)('$name: any hostile value as the whole input is an answer or a field error, never a throw', ({ read, whole }) => {
    fc.assert(
      fc.property(whole ?? hostileValue, (v) => expectAnswer(read, v)),
      { numRuns: 150 },
    );
  });

  it.each(PARSERS)('$name: the valid input with one place spoiled (deep nesting, prototype names, odd primitives) is an answer or a field error', ({ valid, read }) => {
    fc.assert(
      fc.property(spoiled(valid), (v) => expectAnswer(read, v)),
      { numRuns: 200 },
    );
  });
});

describe('victory settings that are not an object at all (the fuzzer spoiled the root to null)', () => {
  const settingsReaders = PARSERS.filter((p) => p.name.endsWith('victory settings'));

  it.each(settingsReaders.flatMap((p) => [null, [], 5, 'x', true].map((v) => [p.name, v, p] as const)))('%s: %j is read as no settings, never a throw', (_name, v, p) => {
    expectAnswer(p.read, v);
  });

  it('says so, in each game', () => {
    expect(readChVictorySettings(null as unknown as Record<string, unknown>, chMap).problems).toEqual(['victory settings: expected an object of settings']);
    expect(readG77VictorySettings([] as unknown as Record<string, unknown>).problems.map((q) => q.id)).toEqual(['settings']);
    expect(readG88VictorySettings(5 as unknown as Record<string, unknown>).problems.map((q) => q.id)).toContain('settings');
  });
});

describe('the combat table, at the cells the fuzzer broke', () => {
  const withCell = (cell: unknown): unknown => ({ ...MADE_UP_RATIO, rows: MADE_UP_RATIO.rows.map((r, i) => (i === 0 ? { ...r, results: [cell, ...r.results.slice(1)] } : r)) });

  it.each([
    ['an object whose toString is not a function', { toString: 1 }, 'an object'],
    ['a list nested 3,200 deep', nested(3200), 'a list of 1'],
    ['a list nested 10,000 deep', nested(10_000), 'a list of 1'],
    ['an object without a prototype', Object.create(null), 'an object'],
  ])('a cell that is %s is a field error naming the cell', (_, cell, found) => {
    const parsed = parseCombatTableInput(withCell(cell));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([{ path: 'rows[0].results[0]', expected: 'a result code defined under results', found }]);
  });

  it('result codes named like members of Object.prototype are codes like any other, and answer correctly', () => {
    const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty'];
    const results = Object.fromEntries(names.map((n, i) => [n, { text: `made-up ${n}`, attackerSteps: i, defenderSteps: 0, attackerRetreats: false, defenderRetreats: false }]));
    const table = { ...MADE_UP_RATIO, columns: ['1-1'], rows: names.map((n, i) => ({ roll: i + 1, results: [n] })), die: { count: 1, sides: 4 }, results };
    const parsed = parseCombatTableInput(table);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const answer = resolveCombat(gameModule('cemetery-hill'), { game: 'cemetery-hill', attack: { kind: 'total', strength: 2 }, defense: { kind: 'total', strength: 2 }, drm: 0 }, parsed.value);
    expect(answer.outcomes.map((o) => [o.result, o.meaning?.text])).toEqual(names.map((n) => [n, `made-up ${n}`]));
  });

  it('a "__proto__" result code is refused by name, and its meaning is not taken as the prototype of the legend', () => {
    const results = { ...ownKeys(['__proto__'], MADE_UP_RATIO.results.EX), ...MADE_UP_RATIO.results };
    const parsed = parseCombatTableInput({ ...MADE_UP_RATIO, results });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(formatFieldErrors(parsed.errors)).toContain('results["__proto__"]: expected a result code');
    const good = parseCombatTableInput(MADE_UP_RATIO);
    expect(good.ok && Object.getPrototypeOf(good.value.results)).toBe(null);
  });

  it('every member name of Object.prototype, as any key of a table, is a clear field error or ignored, never a crash', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const at of [MADE_UP_RATIO, MADE_UP_RATIO.die, MADE_UP_RATIO.results]) {
        const table = at === MADE_UP_RATIO ? { ...MADE_UP_RATIO, ...ownKeys([name], 1) } : at === MADE_UP_RATIO.die ? { ...MADE_UP_RATIO, die: { ...MADE_UP_RATIO.die, ...ownKeys([name], 1) } } : { ...MADE_UP_RATIO, results: { ...MADE_UP_RATIO.results, ...ownKeys([name], 1) } };
        expectAnswer(parseCombatTableInput, table);
      }
    }
  });
});
