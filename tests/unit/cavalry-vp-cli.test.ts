import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: () => Promise.reject(new Error('no files')) });
  return { code, out, err };
}

describe('adjutant cavalry-vp', () => {
  it("answers the seed's example as JSON: one row per turn, 5 VP on turns 13–15", async () => {
    const r = await run('cavalry-vp', '--exits', '12:confederate:3,13:union:2', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { turns: { turn: number; unionExited: number; confederateExited: number; awarded: number }[]; total: number };
    expect(Object.keys(json)).toEqual(['turns', 'total']);
    expect(json.turns.map((t) => t.turn)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(json.turns[0]).toEqual({ turn: 1, unionExited: 0, confederateExited: 0, awarded: 0 });
    expect(json.turns[12]).toEqual({ turn: 13, unionExited: 2, confederateExited: 3, awarded: 5 });
    expect(json.total).toBe(15);
  });

  it('prints a table without --json, and accepts no exits', async () => {
    const r = await run('cavalry-vp', '--exits', '12:confederate:3, 13:Union:2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Total: 15 VP/);
    const none = await run('cavalry-vp', '--exits', '', '--json');
    expect(JSON.parse(none.out).total).toBe(0);
  });

  it.each([
    ['1:union:1', /entry 1 \(1:union:1\).*no player-turn on turn 1/],
    ['2:union:1,16:confederate:1', /entry 2 \(16:confederate:1\).*turn 16/],
    ['0:confederate:1', /turn 0/],
    ['4:confederate:-2', /count -2/],
    ['4:rebels:2', /union or confederate/],
    ['4-confederate-2', /<turn>:<side>:<count>/],
  ])('exits 2 naming an impossible exit: %s', async (exits, message) => {
    const r = await run('cavalry-vp', '--exits', exits);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 without --exits', async () => {
    expect((await run('cavalry-vp')).code).toBe(2);
  });
});
