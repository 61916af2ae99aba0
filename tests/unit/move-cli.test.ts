import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVE_OPTIONS } from '../../src/cli/move-command.js';
import { runCli } from '../../src/cli/run-cli.js';
import { BOARD_UNIT_TYPES } from '../../src/engine/core/board/board.js';
import { RULED_TERRAIN } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import { G88_MOVEMENT_KEYS, parseG88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-move-'));
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

// A made-up Gettysburg '88 position: Pegram on a road at G10, a Union brigade at O10, Heth with Pegram.
const board = file('g88.json', {
  format: 'adjutant-board/1',
  game: 'gettysburg-88',
  units: [
    { id: 'pegram', name: 'Pegram', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex: 'G10' } },
    { id: 'heth', name: 'Heth', side: 'confederate', type: 'general', location: { kind: 'hex', hex: 'G10' } },
    { id: 'union', name: 'Union brigade', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'O10' } },
  ],
  terrain: { G8: { terrain: ['woods'] } },
});
// Made-up test costs and a made-up road that bends inside G9 (clarification 9's third example).
const settings = file('costs.json', { ...MADE_UP_TEST_COSTS, map: { ...MADE_UP_TEST_COSTS.map, roads: [['G11', 'G10', 'G9', 'H8'], ['F9', 'G9', 'G8', 'G7']] } });

describe('adjutant move', () => {
  it('--json prints {cost, legal, steps, problems, needs}, each step with its reason and rule', async () => {
    const { code, out } = await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9,G8', '--settings', settings, '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toMatchObject({ cost: 1, legal: true, problems: [], needs: [] });
    expect(json.steps.map((s: { hex: string; cost: number; road: boolean }) => [s.hex, s.cost, s.road])).toEqual([
      ['G9', 0.5, true],
      ['G8', 0.5, true],
    ]);
    expect(json.steps[1].rule).toContain('clarification 9');
    expect(json.steps[1].reason).toMatch(/entered along the road across G9–G8 \(0\.5\)/);
  });

  it('prints the answer as text by default', async () => {
    const { code, out } = await run('move', '--board', board, '--unit', 'pegram', '--path', 'g10, g9, g8, g7', '--settings', settings, '--allowance', '1');
    expect(code).toBe(0);
    expect(out).toContain('Cost: 1.5 movement factors');
    expect(out).toContain('Legal: no');
    expect(out).toMatch(/more than the 1 Pegram has/);
  });

  it('the general: with his route or on the user’s word, his extra factor counts against the allowance', async () => {
    const args = ['move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9,G8,G7', '--settings', settings, '--allowance', '1', '--json'];
    const stated = JSON.parse((await run(...args, '--general', 'heth')).out);
    expect(stated).toMatchObject({ cost: 1.5, legal: true, movementFactors: { allowance: 1, extra: 1 } });
    const missed = JSON.parse((await run(...args, '--general', 'heth', '--general-path', 'G10,G9,H8,H7,G7')).out);
    expect(missed).toMatchObject({ legal: false, movementFactors: { extra: 0 } });
    expect((await run(...args, '--general-path', 'G10')).code).toBe(2);
  });

  it('without --settings it exits 2 naming the figures to confirm, never a number', async () => {
    const { code, out, err } = await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9,G8', '--json');
    expect(code).toBe(2);
    expect(err).toMatch(/no --settings given/);
    expect(err).toContain('costs.terrain.woods');
    expect(err).toContain('unmarkedHexes');
    const json = JSON.parse(out);
    expect(json.cost).toBeNull();
    expect(json.needs.map((n: { setting: string }) => n.setting)).toEqual(['unmarkedHexes', 'costs.terrain.woods']);
  });

  it('settings that leave a used figure open are answered with the question', async () => {
    const open = file('open.json', { ...MADE_UP_TEST_COSTS, costs: { ...MADE_UP_TEST_COSTS.costs, terrain: {} } });
    const { code, out } = await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9,G8', '--settings', open);
    expect(code).toBe(0);
    expect(out).toContain('Cost: not known');
    expect(out).toMatch(/costs\.terrain\.woods: How many movement factors does a hex of woods cost/);
  });

  it('exits 2 for other games, bad settings, bad paths and missing options', async () => {
    const g77 = file('g77.json', { format: 'adjutant-board/1', game: 'gettysburg-77', units: [] });
    const other = await run('move', '--board', g77, '--unit', 'x', '--path', 'O38,O39', '--settings', settings);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/modelled only for Gettysburg '88/);
    const bad = await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9', '--settings', file('bad.json', { format: 'adjutant-g88-movement/1', costs: { road: 'fast' } }));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('costs.road: expected movement factors');
    const gap = await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G8', '--settings', settings);
    expect([gap.code, gap.err]).toEqual([2, expect.stringMatching(/jumps from G10 to G8/)]);
    expect((await run('move', '--board', board, '--unit', 'nobody', '--path', 'G10,G9', '--settings', settings)).err).toMatch(/No unit "nobody"/);
    expect((await run('move', '--board', board, '--path', 'G10,G9')).err).toMatch(/--unit is missing/);
    expect((await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,,G9', '--settings', settings)).code).toBe(2);
    expect((await run('move', '--board', board, '--unit', 'pegram', '--path', 'G10,G9', '--settings', settings, '--allowance', 'two')).err).toMatch(/--allowance/);
  });

  it('--help prints the usage', async () => {
    const { code, out } = await run('move', '--help');
    expect(code).toBe(0);
    expect(out).toContain('adjutant move --board <board.json> --unit <id> --path <hex,hex,…>');
  });
});

describe('docs/cli.md: adjutant move', () => {
  const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## `adjutant move`'));
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1] ?? 'null'));
  const [example, settingsSchema, inputSchema] = blocks;
  const keys = (o: { properties: Record<string, unknown> }): string[] => Object.keys(o.properties).sort();
  const sorted = (l: readonly string[]): string[] => [...l].sort();

  it('gives the settings schema with exactly the fields the validator reads', () => {
    expect(settingsSchema.$id).toBe('urn:adjutant:g88-movement:1');
    expect(keys(settingsSchema)).toEqual(sorted(G88_MOVEMENT_KEYS.top));
    expect(keys(settingsSchema.properties.costs)).toEqual(sorted(G88_MOVEMENT_KEYS.costs));
    expect(keys(settingsSchema.properties.zoc)).toEqual(sorted(G88_MOVEMENT_KEYS.zoc));
    expect(keys(settingsSchema.properties.map)).toEqual(sorted(G88_MOVEMENT_KEYS.map));
    expect(keys(settingsSchema.properties.map.properties.extent.oneOf[1])).toEqual(sorted(G88_MOVEMENT_KEYS.extent));
    expect(keys(settingsSchema.$defs.unitCosts)).toEqual(sorted(G88_MOVEMENT_KEYS.unitCosts));
    expect(keys(settingsSchema.properties.artillery)).toEqual(sorted(G88_MOVEMENT_KEYS.artillery));
    expect(keys(settingsSchema.$defs.hill)).toEqual(sorted(G88_MOVEMENT_KEYS.hill));
    expect(keys(settingsSchema.properties.costs.properties.byUnitType)).toEqual(sorted(BOARD_UNIT_TYPES));
    expect(sorted(settingsSchema.$defs.terrainCosts.propertyNames.not.enum)).toEqual(sorted(Object.values(RULED_TERRAIN)));
  });

  it('its example is valid settings', () => {
    expect(parseG88MovementSettings(example)).toMatchObject({ ok: true });
  });

  it('gives the input schema naming exactly the options, the board and settings by reference', () => {
    const board = JSON.parse(readFileSync(new URL('../../docs/board.schema.json', import.meta.url), 'utf8'));
    expect(keys(inputSchema)).toEqual(sorted(Object.keys(MOVE_OPTIONS)));
    expect(inputSchema.properties.board.$ref).toBe(board.$id);
    expect(inputSchema.properties.settings.$ref).toBe(settingsSchema.$id);
    expect(inputSchema.required).toEqual(['board', 'unit', 'path']);
  });

  it('its example of a missing --settings is what the command prints', async () => {
    const terrainBoard = file('doc-board.json', {
      format: 'adjutant-board/1',
      game: 'gettysburg-88',
      units: [{ id: 'pegram', name: 'Pegram', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex: 'G10' } }],
      terrain: { G9: { terrain: ['clear'] }, G8: { terrain: ['woods'] } },
    });
    const { code, err } = await run('move', '--board', terrainBoard, '--unit', 'pegram', '--path', 'G10,G9,G8');
    expect(code).toBe(2);
    const printed = /\$ npx adjutant move --board g88\.json --unit pegram --path G10,G9,G8\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(err.trim()).toBe(printed);
  });
});
