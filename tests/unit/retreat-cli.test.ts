import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';
import { settingsWith } from '../fixtures/g88-movement.js';

const file = tempFiles('adjutant-retreat-cli-');

const run = runCommand;

// Made-up units on Gettysburg '88 hexes: the Confederate brigade at I11 lost to the Union one at I10.
const board = (units: { id: string; hex: string; side: 'union' | 'confederate' }[], game = 'gettysburg-88') =>
  file(`board-${game}-${units.length}.json`, {
    format: 'adjutant-board/1',
    game,
    units: units.map((u) => ({ id: u.id, name: u.id, side: u.side, type: 'infantry', location: { kind: 'hex', hex: u.hex } })),
  });
const g88 = board([
  { id: 'reb', hex: 'I11', side: 'confederate' },
  { id: 'yank', hex: 'I10', side: 'union' },
]);
const settings = file('settings.json', settingsWith());

interface RetreatJson {
  calculator: string;
  game: string;
  answered: boolean;
  unit: string;
  options: { path: string[]; rank: number; stepsLost: number; disorganized: boolean; endsInEnemyZoc: boolean; offBoard: boolean; steps: { text: string; rule: string | null }[] }[];
  rejected: { hex: string; reason: string; rule: string | null }[];
  questions: { id: string; ask: string }[];
  mayStay: unknown;
  noRetreat: unknown;
}

describe('adjutant retreat', () => {
  it("--json: the answer's keys, and every option of the '88 sequence sorted by rank with its cited steps", async () => {
    const r = await run('retreat', '--board', g88, '--unit', 'reb', '--attackers', 'yank', '--settings', settings, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as RetreatJson;
    expect(json).toMatchObject({ calculator: 'retreat', game: 'gettysburg-88', unit: 'reb', noRetreat: null });
    expect(json.options.length).toBeGreaterThan(0);
    const ranks = json.options.map((o) => o.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const o of json.options) {
      expect(o.path.length).toBeGreaterThan(0);
      expect(o.steps.some((s) => /clarification 17/.test(s.rule ?? ''))).toBe(true);
    }
    expect(json.rejected.find((h) => h.hex === 'I10')?.rule).toMatch(/clarification/);
  });

  it('text: a line per option in rank order, then the hexes it may not use', async () => {
    const r = await run('retreat', '--board', g88, '--unit', 'reb', '--attackers', 'yank', '--settings', settings);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Retreat of reb: /);
    expect(r.out).toMatch(/\n {2}1\. /);
    expect(r.out).toMatch(/Not allowed:\n[\s\S]*\n {2}I10: enemy units hold it/);
  });

  it('without the settings, asks for what they confirm instead of guessing', async () => {
    const json = JSON.parse((await run('retreat', '--board', g88, '--unit', 'reb', '--json')).out) as RetreatJson;
    expect(json.answered).toBe(false);
    expect(json.questions.map((q) => q.id)).toContain('setting:zoc.adjacentHexes');
  });

  it('--voluntary: a retreat the owner chooses, told to the rules (1977: no town step, no question about towns)', async () => {
    const g77 = board([{ id: 'D', hex: 'M10', side: 'union' }, { id: 'A', hex: 'L10', side: 'confederate' }], 'gettysburg-77');
    const forced = JSON.parse((await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A', '--json')).out) as RetreatJson & { problems: { rule: string | null }[] };
    const chosen = JSON.parse((await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A', '--voluntary', '--json')).out) as RetreatJson & { problems: { rule: string | null }[] };
    expect(forced.questions.some((q) => q.id.startsWith('town:'))).toBe(true);
    expect(chosen.questions.some((q) => q.id.startsWith('town:'))).toBe(false);
    expect(chosen.problems.map((p) => p.rule).join(' ')).toMatch(/Voluntary Retreat 1/);
  });

  it('advice among equal choices comes apart from the rules, and --rules-only leaves it out', async () => {
    const g77 = board([{ id: 'D', hex: 'M10', side: 'union' }, { id: 'A', hex: 'L10', side: 'confederate' }, { id: 'F', hex: 'P10', side: 'union' }], 'gettysburg-77');
    const advised = await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A', '--json');
    const json = JSON.parse(advised.out) as RetreatJson & { advice: { path: string[]; among: number; reasons: string[] } | null };
    expect(json.advice).toMatchObject({ path: ['N10', 'O10'], among: 4 });
    const text = (await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A')).out;
    expect(text).toMatch(/\nAdvice, not a rule \(among the 4 equal choices\): N10 → O10\.\n {2}It ends beside friends/);
    const rulesOnly = await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A', '--rules-only', '--json');
    expect((JSON.parse(rulesOnly.out) as { advice: unknown }).advice).toBeNull();
    expect((await run('retreat', '--board', g77, '--unit', 'D', '--attackers', 'A', '--rules-only')).out).not.toMatch(/Advice/);
  });

  it('bad input exits 2 with one line: an unknown unit, an unknown attacker, a game without retreat rules', async () => {
    const unknown = await run('retreat', '--board', g88, '--unit', 'rebb');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^adjutant retreat: --unit: no unit "rebb" on the board; did you mean "reb"\?/);
    expect((await run('retreat', '--board', g88, '--unit', 'reb', '--attackers', 'nobody')).err).toMatch(/--attackers: no unit "nobody"/);
    const ht = await run('retreat', '--board', board([{ id: 'a', hex: '0510', side: 'union' }], 'high-tide'), '--unit', 'a');
    expect(ht.code).toBe(2);
    expect(ht.err).toMatch(/board of high-tide: retreat priority is modelled only for /);
    expect(ht.err.trim().split('\n')).toHaveLength(1);
  });
});
