import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';
import { g88Board } from '../fixtures/g88-movement.js';

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
    const g77 = file('g77.json', { ...g88Board([{ id: 'gun', hex: 'K14', type: 'artillery' }]), game: 'gettysburg-77' });
    const other = await run('artillery', '--board', g77, '--gun', 'gun');
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/board of gettysburg-77: double-range artillery is modelled only for gettysburg-88/);
    expect(other.err.trim().split('\n')).toHaveLength(1);
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
});
