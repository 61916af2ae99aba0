import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

describe('adjutant odds', () => {
  it('--json prints the documented object', async () => {
    const { code, out } = await run('odds', '--game', 'gettysburg-77', '--attack', '10', '--defense', '14', '--drm', '-1', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toMatchObject({ odds: '1-2', allowed: true, next: { odds: '3-4', attackNeeded: 11 }, drm: -1 });
    expect(json.outcomes.map((o: { result: string }) => o.result)).toEqual(['D1', 'EXC', 'EXC + AR', 'A1', 'AR + A1']);
    expect(json.outcomes.reduce((s: number, o: { probability: number }) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(json.expectedLosses).toEqual({ attacker: 0.833, defender: 0.5 });
    expect(json.explanation.length).toBeGreaterThan(3);
    for (const s of json.explanation) expect(Object.keys(s)).toEqual(expect.arrayContaining(['text', 'rule']));
    expect(json.explanation.some((s: { rule: string | null }) => s.rule?.includes('Combat Results Table'))).toBe(true);
  });

  it('prints a refusal with odds null and allowed false below 1-3, and next null at the top column', async () => {
    const low = JSON.parse((await run('odds', '--game', 'gettysburg-77', '--attack', '2', '--defense', '7', '--json')).out);
    expect(low).toMatchObject({ odds: null, allowed: false, outcomes: [] });
    const top = JSON.parse((await run('odds', '--game', 'gettysburg-77', '--attack', '30', '--defense', '5', '--json')).out);
    expect(top).toMatchObject({ odds: '5-1', next: null });
  });

  it('says "Next column: none" only at the top column, not when there is no column at all (a defence of 0)', async () => {
    expect((await run('odds', '--game', 'gettysburg-77', '--attack', '30', '--defense', '5')).out).toContain('Next column: none (this is the top column)');
    const nothing = await run('odds', '--game', 'gettysburg-77', '--attack', '7', '--defense', '0');
    expect(nothing.out + nothing.err).not.toContain('Next column');
    expect((await run('odds', '--game', 'gettysburg-77', '--attack', '7', '--defense', '4')).out).toContain('Next column: 2-1 with attack 8');
  });

  it('prints steps and citations for a person without --json', async () => {
    const { code, out } = await run('odds', '--game', 'gettysburg-77', '--attack', '6', '--defence', '4');
    expect(code).toBe(0);
    expect(out).toContain('Odds: 3-2');
    expect(out).toContain('EXC + DR');
    expect(out).toContain('[Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Combat Results Table]');
  });

  it.each([
    [['odds', '--game', 'monopoly', '--attack', '1', '--defense', '1'], /--game: unknown game "monopoly"/],
    [['odds', '--game', 'gettysburg-77', '--attack', '-3', '--defense', '1'], /--attack must be from 0 to 999; -3/],
    [['odds', '--game', 'gettysburg-77', '--attack', 'ten', '--defense', '1'], /--attack must be a whole number/],
    [['odds', '--game', 'gettysburg-77', '--attack', '4'], /--defense is missing/],
    [['odds', '--attack', '4', '--defense', '1'], /--game is missing/],
    [['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '1', '--drm', '1.5'], /--drm must be a whole number/],
    [['odds', '--game', 'cemetery-hill', '--attack', '4', '--defense', '1'], /cemetery-hill: Adjutant does not know the combat results table of /],
    [['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '1', '--bogus'], /Unknown option '--bogus'/],
    [['fly'], /unknown command "fly"/],
  ])('exits 2 with one line naming the problem: %j', async (argv, message) => {
    const { code, err, out } = await run(...argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(message);
  });

  it('uses a table the user entered with --table, and names a bad cell in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(MADE_UP_RATIO));
    const ok = JSON.parse((await run('odds', '--game', 'cemetery-hill', '--attack', '6', '--defense', '3', '--table', good, '--json')).out);
    expect(ok).toMatchObject({ odds: '2-1', table: { source: 'user' } });
    const badTable = structuredClone(MADE_UP_RATIO);
    badTable.rows[0]!.results[3] = 'ZZ';
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(badTable));
    const r = await run('odds', '--game', 'cemetery-hill', '--attack', '6', '--defense', '3', '--table', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain('rows[0].results[3]');
  });
});
