import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';
import { chBoard } from '../fixtures/ch-retreat.js';
import { tmBoard } from '../fixtures/tm-fire.js';
import { g77Board } from '../support/g77-battle-board.js';

const file = tempFiles('adjutant-artillery-cli-');

const run = runCommand;

// Made-up positions: the Union gun at K14; Confederate guns at K16 (woods at K15 between) and M14 (clear), an infantry brigade far off.
const board = file(
  'board.json',
  artilleryBoard([union('gun', 'K14'), union('inf', 'A1', 'infantry'), reb('a', 'K16'), reb('b', 'M14'), reb('far', 'K19')], woods('K15')),
);
const settings = file('settings.json', artillerySettings({}, { unmarkedHexes: 'clear' }));

interface TargetJson {
  unit: string;
  hex: string;
  distance: number;
  eligible: boolean | null;
  line: { crossed: string[]; grazed: string[]; blockedBy: string[]; verdict: string };
  defenderTerrain: boolean | null;
  steps: { text: string; rule: string | null }[];
}
interface ArtilleryJson {
  calculator: string;
  game: string;
  answered: boolean;
  summary: string | null;
  gun: string;
  doubleRange: number | null;
  targets: TargetJson[];
  questions: { id: string; ask: string }[];
  steps: unknown[];
  problems: unknown[];
}

describe('adjutant artillery', () => {
  it("--json: the answer's keys, an eligible target and one blocked by woods", async () => {
    const r = await run('artillery', '--board', board, '--gun', 'gun', '--settings', settings, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as ArtilleryJson;
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['calculator', 'game', 'answered', 'summary', 'steps', 'questions', 'problems', 'gun', 'doubleRange', 'targets']));
    expect(json).toMatchObject({ calculator: 'artillery', game: 'gettysburg-88', gun: 'gun', doubleRange: 4, questions: [] });
    expect(json.targets.map((t) => t.unit)).toEqual(['a', 'b']);
    const [a, b] = json.targets;
    expect(Object.keys(a ?? {})).toEqual(['unit', 'hex', 'distance', 'eligible', 'line', 'defenderTerrain', 'steps']);
    expect(a).toMatchObject({ unit: 'a', hex: 'K16', distance: 2, eligible: false, line: { verdict: 'blocked', blockedBy: ['K15'] } });
    expect(b).toMatchObject({ unit: 'b', hex: 'M14', distance: 2, eligible: true, line: { verdict: 'clear', blockedBy: [] } });
    expect(a?.steps.some((s) => /clarification/.test(s.rule ?? ''))).toBe(true);
  });

  it('text: one line per target, then nothing asked', async () => {
    const r = await run('artillery', '--board', board, '--gun', 'gun', '--settings', settings);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Double-range fire of gun: /);
    expect(r.out).toMatch(/\n {2}a \(K16, 2 hexes\): may not — line blocked by K15; /);
    expect(r.out).toMatch(/\n {2}b \(M14, 2 hexes\): may fire — line clear; (keeps|loses) its terrain modifier/);
    expect(r.out).not.toMatch(/To answer/);
  });

  it('--target: only that target', async () => {
    const json = JSON.parse((await run('artillery', '--board', board, '--gun', 'gun', '--target', 'b', '--settings', settings, '--json')).out) as ArtilleryJson;
    expect(json.targets.map((t) => t.unit)).toEqual(['b']);
    const far = await run('artillery', '--board', board, '--gun', 'gun', '--target', 'far', '--settings', settings);
    expect(far.code).toBe(0);
    expect(far.out).toMatch(/far is not a target within the double range \(4 hexes\)/);
  });

  it('without the settings, the double range is asked, never guessed', async () => {
    const r = await run('artillery', '--board', board, '--gun', 'gun', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as ArtilleryJson;
    expect(json.answered).toBe(false);
    expect(json.doubleRange).toBeNull();
    expect(json.questions.map((q) => q.id)).toContain('artillery.doubleRange');
    expect((await run('artillery', '--board', board, '--gun', 'gun')).out).toMatch(/\nTo answer \(Adjutant does not guess these\):\n {2}- What is the double range/);
  });

  it('bad input exits 2 with one line: unknown gun, no gun, unknown or friendly target, another game, unreadable settings', async () => {
    const cases: [string[], RegExp][] = [
      [['--gun', 'gn'], /^adjutant artillery: --gun: no unit "gn" on the board; did you mean "gun"\?/],
      [['--gun', 'inf'], /^adjutant artillery: --gun: inf is infantry: only artillery fires at double range\./],
      [['--gun', 'gun', '--target', 'nobody'], /^adjutant artillery: --target: no unit "nobody" on the board/],
      [['--gun', 'gun', '--target', 'inf'], /^adjutant artillery: --target: "inf" is on the union side, the gun's own; give an enemy unit\./],
      [['--gun', 'gun', '--settings', file('broken.json', '{"format": ')], /^adjutant artillery: --settings: /],
      [['--gun', 'gun', '--settings', file('other.json', { format: 'x' })], /^adjutant artillery: --settings: ".*" is not valid movement settings/],
      [['--gun', 'gun', '--settings', join(tmpdir(), 'adjutant-no-such-folder', 'missing.json')], /^adjutant artillery: --settings: cannot read the file/],
    ];
    for (const [args, message] of cases) {
      const r = await run('artillery', '--board', board, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    const ch = file('ch.json', chBoard([{ id: 'gun', hex: '1010' }]));
    const other = await run('artillery', '--board', ch, '--gun', 'gun');
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/board of cemetery-hill: artillery is modelled only for gettysburg-88, gettysburg-77, they-met so far\./);
    expect(other.err.trim().split('\n')).toHaveLength(1);
  });
});

// The target-side view, on the same made-up '88 board: the Union gun fired on by a (blocked) and b (clear);
// the Confederate gun a fired on by the Union gun, with b and far (Confederate guns) able to support it.
interface GunCheckJson {
  gun: string;
  hex: string;
  distance: number;
  eligible: boolean | null;
  line: { crossed: string[]; grazed: string[]; blockedBy: string[]; verdict: string };
  steps: unknown[];
}
interface TargetViewJson extends Omit<ArtilleryJson, 'gun' | 'targets'> {
  target: string;
  defending: string;
  firers: (GunCheckJson & { defenderTerrain: boolean | null })[];
  supporters: (GunCheckJson & { losesReorganization: boolean })[];
}

describe('adjutant artillery --target (Gettysburg \'88): the guns that may fire on one unit, and support it', () => {
  it('--json: the firers with their lines, the supporters, how it is attacked', async () => {
    const r = await run('artillery', '--board', board, '--target', 'a', '--settings', settings, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as TargetViewJson;
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['calculator', 'game', 'answered', 'summary', 'steps', 'questions', 'problems', 'target', 'defending', 'doubleRange', 'firers', 'supporters']));
    expect(json).toMatchObject({ calculator: 'artillery', game: 'gettysburg-88', target: 'a', defending: 'regular-combat', doubleRange: 4, questions: [] });
    expect(json.firers.map((f) => [f.gun, f.eligible, f.line.verdict, f.line.blockedBy])).toEqual([['gun', false, 'blocked', ['K15']]]);
    expect(Object.keys(json.firers[0] ?? {})).toEqual(['gun', 'hex', 'distance', 'eligible', 'line', 'defenderTerrain', 'steps']);
    expect(json.supporters.map((s) => [s.gun, s.eligible])).toEqual([['b', true], ['far', true]]);
    expect(Object.keys(json.supporters[0] ?? {})).toEqual(['gun', 'hex', 'distance', 'eligible', 'line', 'losesReorganization', 'steps']);
    // Fired on at double range itself, no friendly gun may support it (clarification 30).
    const fired = JSON.parse((await run('artillery', '--board', board, '--target', 'a', '--defending', 'double-range', '--settings', settings, '--json')).out) as TargetViewJson;
    expect(fired.defending).toBe('double-range');
    expect(fired.supporters.map((s) => s.eligible)).toEqual([false, false]);
  });

  it('text: one line per firer and per supporter', async () => {
    const r = await run('artillery', '--board', board, '--target', 'gun', '--settings', settings);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Double-range fire on gun: 1 gun may fire on it; /);
    expect(r.out).toMatch(/\nEnemy guns within double range \(2\):\n {2}a \(K16, 2 hexes\): may not — line blocked by K15; [^\n]+\n {2}b \(M14, 2 hexes\): may fire — line clear; /);
    expect(r.out).toMatch(/\nFriendly guns that might support it \(0, defending in regular-combat\):/);
    const a = await run('artillery', '--board', board, '--target', 'a', '--settings', settings);
    expect(a.out).toMatch(/\n {2}b \(M14, 3 hexes\): may support — line clear\n {2}far \(K19, 3 hexes\): may support — line clear/);
  });
});

// Made-up 1977 positions: a Union gun at Q40 on clear ground at one level, except woods at Q42 on the row to Q45.
const g77Terrain: Record<string, { terrain: string[]; elevation: number }> = {};
for (const row of ['O', 'P', 'Q', 'R', 'S', 'T', 'U']) for (let c = 38; c <= 46; c++) g77Terrain[`${row}${c}`] = { terrain: [row === 'Q' && c === 42 ? 'woods' : 'clear'], elevation: 5 };
const g77 = file(
  'g77.json',
  g77Board({
    units: [
      { id: 'gun', side: 'union', type: 'artillery', hex: 'Q40' },
      { id: 'near', side: 'confederate', type: 'infantry', hex: 'Q43' },
      { id: 'hid', side: 'confederate', type: 'infantry', hex: 'Q45' },
      { id: 'open', side: 'confederate', type: 'artillery', hex: 'U40' },
      { id: 'hq', side: 'confederate', type: 'headquarters', hex: 'Q41' },
    ],
    terrain: g77Terrain,
  }),
);
interface ReachJson {
  calculator: string;
  game: string;
  gun: string;
  range: number;
  artilleryRange: number | null;
  targets: { unit: string; name: string; hex: string; distance: number; eligible: boolean | null; line: { crossed: string[]; grazed: string[]; blockedBy: string | null; verdict: string }; steps: { text: string; rule: string | null }[] }[];
  hexes: string[];
  blocked: { hex: string; by: string; obstruction: string; contact: string }[];
  steps: { text: string; rule: string | null }[];
}

describe('adjutant artillery (Gettysburg 1977): one gun’s range of influence', () => {
  it('--optional-artillery --json: 5 hexes where the line is clear, the blocked ray named', async () => {
    const r = await run('artillery', '--board', g77, '--gun', 'gun', '--optional-artillery', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as ReachJson;
    expect(json).toMatchObject({ calculator: 'gun-reach', game: 'gettysburg-77', gun: 'gun', range: 3, artilleryRange: 5 });
    expect(json.targets.map((t) => [t.unit, t.distance, t.eligible, t.line.verdict, t.line.blockedBy])).toEqual([
      ['near', 3, true, 'not-needed', null],
      ['open', 4, true, 'clear', null],
      ['hid', 5, false, 'blocked', 'Q42'],
    ]);
    expect(Object.keys(json.targets[0] ?? {})).toEqual(['unit', 'name', 'hex', 'distance', 'eligible', 'line', 'steps']);
    expect(json.blocked).toContainEqual({ hex: 'Q45', by: 'Q42', obstruction: 'woods', contact: 'crossed' });
    expect(json.hexes).toContain('U40');
    expect(json.hexes).not.toContain('Q45');
    const text = await run('artillery', '--board', g77, '--gun', 'gun', '--optional-artillery');
    expect(text.out).toMatch(/^Range of influence of gun: Reaches \d+ hexes surely; 2 of 3 enemy combat units within 5 hexes reached/);
    expect(text.out).toMatch(/\n {2}hid \(Q45, 5 hexes\): not reached — line blocked by Q42\n/);
    expect(text.out).toMatch(/Q45 by Q42 \(woods, crossed\)/);
  });

  it('without --optional-artillery: 3 hexes, and a step says the longer reach is an optional rule not in play', async () => {
    const json = JSON.parse((await run('artillery', '--board', g77, '--gun', 'gun', '--json')).out) as ReachJson;
    expect(json.artilleryRange).toBeNull();
    expect(json.hexes).toHaveLength(37);
    expect(json.blocked).toEqual([]);
    expect(json.targets.map((t) => [t.unit, t.eligible])).toEqual([['near', true], ['open', false], ['hid', false]]);
    expect(json.steps.filter((s) => /optional (longer range|rule)/.test(s.text) && /not (in use|in play)/.test(s.text)).length).toBeGreaterThan(0);
  });
});

// Made-up They Met positions: Confederate g in 31, Union e in 32 and z in 33; the map 30–31–32–33 in a row.
const tm = file(
  'tm.json',
  tmBoard([
    { id: 'g', area: '31' },
    { id: 'h', area: '31' },
    { id: 'k', area: '30' },
    { id: 'e', area: '32', side: 'union' },
    { id: 'friend', area: '33' },
    { id: 'z', area: '33', side: 'union' },
  ]),
);
const adjacency = file('adjacency.json', { format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '30': ['31'], '31': ['30', '32'], '32': ['31', '33'], '33': ['32'] } });
interface FireJson {
  calculator: string;
  game: string;
  answered: boolean;
  group: string[];
  fire: string;
  target: string;
  activated: string;
  eligible: boolean | null;
  volleyTem: number | null;
  leadDefender: unknown;
  questions: { id: string }[];
  problems: { severity: string; text: string; ref: { entry?: string } | null }[];
}
const tmFire = async (...args: string[]): Promise<FireJson> => JSON.parse((await run('artillery', '--board', tm, '--json', ...args)).out) as FireJson;

describe('adjutant artillery (They Met at Gettysburg): may this group bombard or volley there', () => {
  it('eligible: a group of two into the adjacent area, the line stated clear', async () => {
    const json = await tmFire('--gun', 'g,h', '--target', '32', '--fire', 'bombardment', '--adjacency', adjacency, '--blocking', 'none');
    expect(json).toMatchObject({ calculator: 'fire', game: 'they-met', answered: true, group: ['g', 'h'], fire: 'bombardment', target: '32', activated: '31', eligible: true, volleyTem: null, leadDefender: null });
    const text = await run('artillery', '--board', tm, '--gun', 'g,h', '--target', '32', '--fire', 'bombardment', '--adjacency', adjacency, '--blocking', 'none');
    expect(text.out).toMatch(/^Bombardment by g, h into 32: May bombard area 32\n/);
  });

  it('without the map or the line, adjacency and sight are asked, never guessed', async () => {
    const json = await tmFire('--gun', 'g', '--target', '32', '--fire', 'volley');
    expect(json.eligible).toBeNull();
    expect(json.answered).toBe(false);
    expect(json.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['adjacent:31|32', 'sight:32']));
  });

  it('Q&A 9: never into an area holding friendly units', async () => {
    const json = await tmFire('--gun', 'e', '--target', '33', '--fire', 'bombardment', '--adjacency', adjacency, '--blocking', 'none');
    expect(json.eligible).toBe(false);
    expect(json.problems.map((p) => [p.severity, p.ref?.entry])).toEqual([['illegal', 'they-met/qa-9']]);
  });

  it('Q&A 10: never into the activated area', async () => {
    const json = await tmFire('--gun', 'g', '--target', '32', '--activated', '32', '--fire', 'bombardment', '--adjacency', adjacency, '--blocking', 'none');
    expect(json.activated).toBe('32');
    expect(json.eligible).toBe(false);
    expect(json.problems.map((p) => [p.severity, p.ref?.entry])).toEqual([['illegal', 'they-met/qa-10']]);
  });
});

describe('adjutant artillery: bad input for the new forms exits 2 with one line naming the flag', () => {
  it.each([
    ['an \'88 board with neither --gun nor --target', [board], /^adjutant artillery: give --gun <id> \(what one gun may fire on\) or --target <id>/],
    ['--defending with --gun', [board, '--gun', 'gun', '--defending', 'double-range'], /^adjutant artillery: --defending: only with --target alone/],
    ['a bad --defending', [board, '--target', 'a', '--defending', 'ambush'], /^adjutant artillery: --defending: expected regular-combat or double-range \(how the target is attacked\), found "ambush"/],
    ['a target that is no unit', [board, '--target', 'nobody'], /^adjutant artillery: --target: no unit "nobody" on the board/],
    ['a 1977 board without --gun', [g77], /^adjutant artillery: give the gun: --gun <id>\./],
    ['a 1977 unit that is no gun', [g77, '--gun', 'near'], /^adjutant artillery: --gun: near is infantry, not artillery/],
    ['--optional-artillery on an \'88 board', [board, '--gun', 'gun', '--optional-artillery'], /^adjutant artillery: --optional-artillery is for gettysburg-77 boards; this board is of gettysburg-88\./],
    ['--settings on a 1977 board', [g77, '--gun', 'gun', '--settings', settings], /^adjutant artillery: --settings is for gettysburg-88 boards; this board is of gettysburg-77\./],
    ['--fire on an \'88 board', [board, '--gun', 'gun', '--fire', 'volley'], /^adjutant artillery: --fire is for they-met boards/],
    ['a They Met fire of no kind', [tm, '--gun', 'g', '--target', '32'], /^adjutant artillery: --fire: give the kind of fire/],
    ['a They Met fire of a bad kind', [tm, '--gun', 'g', '--target', '32', '--fire', 'assault'], /^adjutant artillery: --fire: expected bombardment or volley, found "assault"/],
    ['a They Met group without a target', [tm, '--gun', 'g', '--fire', 'volley'], /^adjutant artillery: --target: give the area or Zone fired into/],
    ['a They Met group in two areas, no --activated', [tm, '--gun', 'g,k', '--target', '32', '--fire', 'volley'], /^adjutant artillery: --activated: the group stands in 31, 30, not one area/],
    ['a They Met unit that is not on the board', [tm, '--gun', 'g,q', '--target', '32', '--fire', 'volley'], /^adjutant artillery: --gun: no unit "q" on the board/],
    ['a They Met target that is no area', [tm, '--gun', 'g', '--target', 'nowhere!', '--fire', 'volley'], /^adjutant artillery: --target: The target area should be/],
  ])('%s', async (_what, [b, ...args], message) => {
    const r = await run('artillery', '--board', b ?? '', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('docs/cli.md: adjutant artillery', () => {
  it('names every key of the JSON answer and of a target', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## `adjutant artillery`'), doc.indexOf('## `adjutant ledger`'));
    const json = JSON.parse((await run('artillery', '--board', board, '--gun', 'gun', '--settings', settings, '--json')).out) as ArtilleryJson;
    for (const key of Object.keys(json)) expect(section, key).toContain(`\`${key}\``);
    for (const key of Object.keys(json.targets[0] ?? {})) expect(section, key).toContain(`"${key}"`);
    for (const key of Object.keys(json.targets[0]?.line ?? {})) expect(section, key).toContain(`"${key}"`);
  });

  it('names every key of the target view, the 1977 reach and the They Met fire', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## `adjutant artillery`'), doc.indexOf('## `adjutant ledger`'));
    const view = JSON.parse((await run('artillery', '--board', board, '--target', 'a', '--settings', settings, '--json')).out) as TargetViewJson;
    const reach = JSON.parse((await run('artillery', '--board', g77, '--gun', 'gun', '--optional-artillery', '--json')).out) as ReachJson;
    const fire = await tmFire('--gun', 'g', '--target', '32', '--fire', 'volley');
    for (const key of [...Object.keys(view), ...Object.keys(reach), ...Object.keys(fire)]) expect(section, key).toContain(`\`${key}\``);
    for (const row of [view.firers[0], view.supporters[0], reach.targets[0], reach.blocked[0]]) for (const key of Object.keys(row ?? {})) expect(section, key).toContain(`"${key}"`);
  });
});
