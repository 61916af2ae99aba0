import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: () => Promise.reject(new Error('no files')) });
  return { code, out, err };
}
const level = async (u: number, c: number): Promise<{ ratio: string; level: string }> => {
  const r = await run('victory', '--game', 'cemetery-hill', '--union-vp', String(u), '--confederate-vp', String(c), '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as { ratio: string; level: string };
};

describe('adjutant victory', () => {
  it.each([
    [40, 20, '2:1', 'Union Decisive'],
    [39, 20, '39:20', 'Union Substantive'],
    [30, 20, '3:2', 'Union Substantive'],
    [29, 20, '29:20', 'Union Marginal'],
    [21, 20, '21:20', 'Union Marginal'],
    [20, 20, '1:1', 'Confederate Marginal'],
    [21, 30, '7:10', 'Confederate Marginal'],
    [20, 30, '2:3', 'Confederate Substantive'],
    [21, 40, '21:40', 'Confederate Substantive'],
    [20, 40, '1:2', 'Confederate Decisive'],
    [0, 0, '0:0', 'Confederate Marginal'],
    [5, 0, '1:0', 'Union Decisive'],
  ])('%i:%i → %s %s', async (u, c, ratio, name) => {
    const json = await level(u, c);
    expect(json.ratio).toBe(ratio);
    expect(json.level).toBe(name);
  });

  it('explains in text, with what would change the level', async () => {
    const r = await run('victory', '--game', 'cemetery-hill', '--union-vp', '14', '--confederate-vp', '10');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Level: Union Marginal/);
    expect(r.out).toMatch(/1 more Union VP would make it Union Substantive/);
    expect(r.out).toMatch(/14\.5/);
  });

  it('exits 2 for bad input and for games without ratio bands', async () => {
    for (const argv of [
      ['--game', 'cemetery-hill', '--union-vp', '-3', '--confederate-vp', '2'],
      ['--game', 'cemetery-hill', '--union-vp', 'x', '--confederate-vp', '2'],
      ['--game', 'cemetery-hill', '--confederate-vp', '2'],
      ['--game', 'gettysburg-77', '--union-vp', '3', '--confederate-vp', '2'],
      ['--game', 'nowhere', '--union-vp', '3', '--confederate-vp', '2'],
    ]) {
      const r = await run('victory', ...argv);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
    expect((await run('victory', '--game', 'gettysburg-77', '--union-vp', '3', '--confederate-vp', '2')).err).toMatch(/ratio/);
  });
});
