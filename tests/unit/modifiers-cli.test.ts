import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { parseCombatTableInput } from '../../src/engine/inputs.js';
import { clampedModification, effectiveModificationRange } from '../../src/engine/core/effective-modification.js';
import { allGames, gameModule } from '../../src/engine/index.js';
import { MADE_UP_OPPOSED } from '../fixtures/made-up-tables.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-modifiers-cli-'));
function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

const at = (hex: string) => ({ kind: 'hex', hex });

/** The seed's worked example on a board (names and the attackers' headquarters values made up). */
const EXAMPLE = file('example.json', {
  format: 'adjutant-board/1',
  game: 'gettysburg-77',
  units: [
    { id: 'stone', name: 'Stone', side: 'union', type: 'infantry', location: at('Q40') },
    { id: 'reynolds', name: 'Reynolds', side: 'union', type: 'headquarters', reorganizationValue: 5, location: at('Q40') },
    { id: 'davis', name: 'Davis', side: 'confederate', type: 'infantry', status: { disorganized: 1 }, location: at('P40') },
    { id: 'hq-a', name: 'HQ A', side: 'confederate', type: 'headquarters', reorganizationValue: 4, location: at('P40') },
    { id: 'hq-b', name: 'HQ B', side: 'confederate', type: 'headquarters', reorganizationValue: 6, location: at('P40') },
    { id: 'later', name: 'Later', side: 'confederate', type: 'infantry', location: { kind: 'off-map', why: 'not-entered' } },
  ],
  markers: [{ kind: 'breastworks', hex: 'Q40' }],
  terrain: { Q40: { terrain: ['clear'], elevation: 6 }, P40: { terrain: ['clear'], elevation: 8 } },
});

describe('adjutant modifiers', () => {
  it('answers the worked example in JSON: every line with text, value, rule and reason, total +1, nothing clamped', async () => {
    const { code, out, err } = await run('modifiers', '--board', EXAMPLE, '--attackers', 'davis', '--defenders', 'stone', '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.total).toBe(1);
    expect(j.clampedTo).toBeNull();
    expect(j.undecided).toEqual([]);
    expect(j.modifiers).toHaveLength(5);
    for (const m of j.modifiers) {
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['text', 'value', 'rule', 'reason']));
      expect(m.rule).toContain('Intermediate Game rules');
    }
    expect(j.notes[0]).toMatchObject({ rule: expect.stringContaining('Combat Qualifications 10') });
  });

  it('prints the lines, the total and the notes as text', async () => {
    const { code, out } = await run('modifiers', '--board', EXAMPLE, '--attackers', 'davis', '--defenders', 'stone');
    expect(code).toBe(0);
    expect(out).toContain('Total: +1');
    expect(out).toContain('Davis (P40) attacks disorganized.');
    expect(out).toContain('[Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Die Roll Modifications]');
  });

  it('optional rules only with --rules, marked as optional', async () => {
    const off = JSON.parse((await run('modifiers', '--board', EXAMPLE, '--attackers', 'davis', '--defenders', 'stone', '--json')).out);
    expect(off.modifiers.map((m: { optionalRule: string | null }) => m.optionalRule)).not.toContain('headquarters-modification');
    const on = JSON.parse((await run('modifiers', '--board', EXAMPLE, '--attackers', 'davis', '--defenders', 'stone', '--rules', 'headquarters-modification,experience-matrix', '--experience', 'davis=veteran,stone=green', '--json')).out);
    const optional = on.modifiers.filter((m: { optionalRule: string | null }) => m.optionalRule !== null);
    expect(optional.map((m: { optionalRule: string }) => m.optionalRule)).toEqual(['headquarters-modification', 'experience-matrix']);
    expect(optional[1].value).toBe(-3);
    expect(on.total).toBe(-3);
  });

  it('--field and --elevations supply what the board does not say', async () => {
    const board = file('two-way.json', {
      format: 'adjutant-board/1',
      game: 'gettysburg-77',
      units: [
        { id: 'a', name: 'A', side: 'confederate', type: 'infantry', location: at('P40') },
        { id: 'c', name: 'C', side: 'confederate', type: 'infantry', location: at('R40') },
        { id: 'd', name: 'D', side: 'union', type: 'infantry', location: at('Q40') },
      ],
      terrain: { P40: { terrain: ['clear'] }, R40: { terrain: ['clear'] }, Q40: { terrain: ['clear'] } },
    });
    const asked = JSON.parse((await run('modifiers', '--board', board, '--attackers', 'a,c', '--defenders', 'd', '--json')).out);
    expect(asked.undecided.map((u: { id: string }) => u.id).sort()).toEqual(['elevation:P40', 'elevation:Q40', 'elevation:R40', 'field-of-defence']);
    const told = JSON.parse((await run('modifiers', '--board', board, '--attackers', 'a,c', '--defenders', 'd', '--field', 'p40,p41', '--elevations', 'P40=5,R40=5,Q40=5', '--json')).out);
    expect(told.undecided).toEqual([]);
    expect(told.modifiers.map((m: { text: string; value: number }) => m.value)).toEqual([-1]);
  });

  it('reports the total as it acts on the table: a d6 kept within 0 to 7 changes nothing past ±6', async () => {
    const cav = (id: string, hex: string) => ({ id, name: id, side: 'confederate', type: 'cavalry', status: { disorganized: 1 }, location: at(hex) });
    const board = file('heavy.json', {
      format: 'adjutant-board/1',
      game: 'gettysburg-77',
      units: [cav('c1', 'P36'), cav('c2', 'P36'), cav('c3', 'P36'), cav('c4', 'P37'), cav('c5', 'P37'), cav('c6', 'P37'), { id: 'd', name: 'D', side: 'union', type: 'infantry', location: at('Q36') }],
      terrain: { P36: { terrain: ['clear'], elevation: 5 }, P37: { terrain: ['clear'], elevation: 5 }, Q36: { terrain: ['sunken road'], elevation: 7 } },
    });
    const j = JSON.parse((await run('modifiers', '--board', board, '--attackers', 'c1,c2,c3,c4,c5,c6', '--defenders', 'd', '--json')).out);
    expect(j.total).toBe(14);
    expect(j.clampedTo).toBe(6);
    const text = (await run('modifiers', '--board', board, '--attackers', 'c1,c2,c3,c4,c5,c6', '--defenders', 'd')).out;
    expect(text).toContain('acts as +6');
  });

  it('exits 2 naming the problem: unknown or off-map ids, mixed sides, unknown rules, bad hexes, bad boards, wrong game', async () => {
    const cases: [string[], RegExp][] = [
      [['--attackers', 'ghost', '--defenders', 'stone'], /no unit "ghost"/],
      [['--attackers', 'davis', '--defenders', 'later'], /Later .* not on the map/],
      [['--attackers', 'davis,stone', '--defenders', 'reynolds'], /both sides/],
      [['--attackers', 'davis', '--defenders', 'davis'], /both an attacker and a defender|same side/],
      [['--attackers', 'davis', '--defenders', 'stone', '--rules', 'no-such-rule'], /"no-such-rule" is not an optional rule/],
      [['--attackers', 'davis', '--defenders', 'stone', '--field', 'P40,0127'], /--field: "0127" is not a hex/],
      [['--attackers', 'davis', '--defenders', 'stone', '--field', 'P40'], /two hexes/],
      [['--attackers', 'davis', '--defenders', 'stone', '--elevations', 'Q40=high'], /must be a number/],
      [['--attackers', 'davis', '--defenders', 'stone', '--experience', 'davis=brave'], /not one of veteran/],
      [['--attackers', 'davis', '--defenders', 'stone', '--lender', 'davis'], /not of the defending side/],
      [['--attackers', 'davis', '--defenders', 'stone', '--game', 'gettysburg-88'], /board of gettysburg-77, not gettysburg-88/],
      [['--attackers', 'davis'], /--defenders/],
    ];
    for (const [args, message] of cases) {
      const { code, err, out } = await run('modifiers', '--board', EXAMPLE, ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(out).toBe('');
      expect(err, args.join(' ')).toMatch(message);
    }
    const bad = file('bad.json', { format: 'adjutant-board/1', game: 'gettysburg-77', units: [{ id: 'x', name: 'X', side: 'blue', type: 'infantry', location: at('Q40') }] });
    const badRun = await run('modifiers', '--board', bad, '--attackers', 'x', '--defenders', 'y');
    expect(badRun.code).toBe(2);
    expect(badRun.err).toContain('units[0].side');
    expect((await run('modifiers', '--board', join(dir, 'missing.json'), '--attackers', 'x', '--defenders', 'y')).err).toContain('cannot read');
    expect((await run('modifiers', '--board', file('broken.json', '{ "format": '), '--attackers', 'x', '--defenders', 'y')).code).toBe(2);
  });

  it('a board of a game whose modifiers Adjutant does not read off a board exits 2', async () => {
    const other = allGames().find((g) => !g.battleModifiers);
    if (!other) return;
    const board = file('other.json', { format: 'adjutant-board/1', game: other.info.id, units: [] });
    const { code, err } = await run('modifiers', '--board', board, '--attackers', 'x', '--defenders', 'y');
    expect(code).toBe(2);
    expect(err).toContain(`board of ${other.info.id}`);
  });
});

describe('the effective range of a total modification', () => {
  it('is ±6 for the 1977 table (d6, rolls kept within 0 to 7)', () => {
    const table = gameModule('gettysburg-77').combatTable;
    if (!table) throw new Error('no table');
    expect(effectiveModificationRange(table)).toEqual({ min: -6, max: 6 });
    expect(clampedModification(table, 8)).toBe(6);
    expect(clampedModification(table, -9)).toBe(-6);
    expect(clampedModification(table, 6)).toBeNull();
    expect(clampedModification(table, -2)).toBeNull();
  });

  it('follows the dice difference and a limit on the total (made-up opposed test table)', () => {
    const parsed = parseCombatTableInput(MADE_UP_OPPOSED);
    if (!parsed.ok) throw new Error('fixture invalid');
    // Rows −5…+5, differences −5…+5: a total of ±10 already moves every roll to an end row.
    expect(effectiveModificationRange(parsed.value)).toEqual({ min: -10, max: 10 });
    expect(effectiveModificationRange({ ...parsed.value, modifierLimit: 3 })).toEqual({ min: -3, max: 3 });
  });
});

describe('docs/cli.md', () => {
  it('gives a JSON Schema of the input naming exactly the options, with the board by reference', async () => {
    const { MODIFIERS_OPTIONS } = await import('../../src/cli/modifiers-command.js');
    const doc = await readFile(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## `adjutant modifiers`'));
    const block = /### Input schema[\s\S]*?```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    if (!block) throw new Error('no schema block');
    const schema = JSON.parse(block);
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(MODIFIERS_OPTIONS).sort());
    expect(schema.properties.board.$ref).toBe(JSON.parse(await readFile(new URL('../../docs/board.schema.json', import.meta.url), 'utf8')).$id);
    expect(schema.required).toEqual(['board', 'attackers', 'defenders']);
  });
});

describe('adjutant modifiers with the data you enter from your rulebook', () => {
  // MADE-UP test data throughout: not Cemetery Hill's real terrain effects chart, nor a real They Met map's TEMs.
  const CHART = file('made-up-chart.json', {
    format: 'adjutant-terrain-effects/1',
    game: 'cemetery-hill',
    title: 'Made-up test chart',
    rule: 'Made-up TEC',
    terrain: [
      { name: 'clear', combat: {} },
      { name: 'woods', combat: { defenceMultiplier: 2 } },
      { name: 'hill', combat: { drm: 2 } },
    ],
  });
  const CH_BOARD = file('ch-board.json', {
    format: 'adjutant-board/1',
    game: 'cemetery-hill',
    units: [
      { id: 'a', name: 'Attacker A', side: 'confederate', type: 'infantry', location: at('0510') },
      { id: 'd', name: 'Defender D', side: 'union', type: 'infantry', location: at('0511') },
    ],
    terrain: { '0510': { terrain: ['clear'] }, '0511': { terrain: ['woods', 'hill'] } },
  });
  const area = (a: string) => ({ kind: 'area', area: a });
  const TM_BOARD = file('tm-board.json', {
    format: 'adjutant-board/1',
    game: 'they-met',
    units: [
      { id: 'a', name: 'Attacker A', side: 'confederate', type: 'infantry', location: area('19') },
      { id: 'd', name: 'Defender D', side: 'union', type: 'infantry', location: area('20') },
      { id: 'z', name: 'Zone defender', side: 'union', type: 'infantry', location: area('Hanover Road') },
      { id: 'y', name: 'Zone attacker', side: 'confederate', type: 'infantry', location: area('Hanover Road') },
    ],
  });
  const TEMS = file('made-up-tems.json', { format: 'adjutant-area-tems/1', title: 'Made-up TEMs', areaTems: { '19': 0, '20': 1 } });

  it('--terrain-effects: the chart gives the line, and the multiplied defence in "multipliers"', async () => {
    const without = JSON.parse((await run('modifiers', '--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--json')).out);
    expect(without.undecided.map((u: { id: string }) => u.id)).toContain('terrain-effects-chart');
    expect(without.multipliers).toEqual([]);

    const { code, out, err } = await run('modifiers', '--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', CHART, '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.modifiers.map((m: { text: string; value: number }) => [m.text, m.value])).toEqual([['Defender in hill (your terrain effects chart)', 2]]);
    expect(j.total).toBe(2);
    expect(j.multipliers).toHaveLength(1);
    expect(j.multipliers[0]).toMatchObject({ unit: 'd', name: 'Defender D', factor: 2, reason: 'woods at 0511' });
    expect(j.multipliers[0].rule).toContain('Made-up TEC');

    const text = (await run('modifiers', '--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', CHART)).out;
    expect(text).toContain('×2  Defender D: woods at 0511');
  });

  it('--area-tems and --combat: an assault in a Zone is 0, a volley into a +1 area is +2', async () => {
    const zone = JSON.parse((await run('modifiers', '--board', TM_BOARD, '--attackers', 'y', '--defenders', 'z', '--combat', 'assault', '--json')).out);
    expect(zone.modifiers.map((m: { value: number }) => m.value)).toEqual([0]);
    expect(zone.modifiers[0].rule).toContain('Questions and answers 1');

    const asked = JSON.parse((await run('modifiers', '--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--json')).out);
    expect(asked.undecided.map((u: { id: string }) => u.id)).toEqual(['area-combat']);
    const noTems = JSON.parse((await run('modifiers', '--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--combat', 'volley', '--json')).out);
    expect(noTems.undecided.map((u: { id: string }) => u.id)).toEqual(['tem']);
    const volley = JSON.parse((await run('modifiers', '--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--combat', 'Volley', '--area-tems', TEMS, '--json')).out);
    expect(volley.modifiers.map((m: { value: number }) => m.value)).toEqual([2]);
    expect(volley.total).toBe(2);
    expect(volley.multipliers).toEqual([]);
  });

  it('exits 2 naming the problem: a bad file by its fields, a wrong game, a kind of combat that is not one', async () => {
    const badChart = file('bad-chart.json', { format: 'adjutant-terrain-effects/1', game: 'cemetery-hill', title: 'Made-up', terrain: [{ name: 'woods', combat: { defenceMultiplier: 0 } }] });
    const badTems = file('bad-tems.json', { format: 'adjutant-area-tems/1', areaTems: { '64': 3 } });
    const cases: [string[], RegExp][] = [
      [['--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', badChart], /--terrain-effects: ".*bad-chart.json" is not a valid terrain effects chart \(1 error\)[\s\S]*terrain\[0\]\.combat\.defenceMultiplier/],
      [['--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', join(dir, 'nowhere.json')], /--terrain-effects: cannot read/],
      [['--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', file('broken-chart.json', '{ "format":')], /--terrain-effects: .* is not valid JSON/],
      [['--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--area-tems', badTems], /--area-tems: .* not a valid area TEMs file[\s\S]*areaTems\["64"\]/],
      [['--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--terrain-effects', CHART], /--terrain-effects is for cemetery-hill boards/],
      [['--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--area-tems', TEMS], /--area-tems is for they-met boards/],
      [['--board', CH_BOARD, '--attackers', 'a', '--defenders', 'd', '--combat', 'assault'], /--combat is for they-met boards/],
      [['--board', TM_BOARD, '--attackers', 'a', '--defenders', 'd', '--combat', 'charge'], /--combat: "charge" is not one of assault, volley, bombardment/],
    ];
    for (const [args, message] of cases) {
      const { code, err, out } = await run('modifiers', ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(out).toBe('');
      expect(err, args.join(' ')).toMatch(message);
    }
  });
});
