import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

describe('adjutant rules', () => {
  it('--json ranks entries with id, game, citation, title, text and score', async () => {
    const { code, out } = await run('rules', 'how much does a rough hill cost', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    const [first] = json.results;
    expect(first.id).toBe('gettysburg-88/clarification-2');
    expect(first).toMatchObject({ game: 'gettysburg-88', kind: 'rule' });
    expect(first.citation).toMatchObject({ game: 'gettysburg-88' });
    expect(typeof first.citation.document).toBe('string');
    expect(typeof first.title).toBe('string');
    expect(typeof first.text).toBe('string');
    expect(typeof first.score).toBe('number');
    const scores: number[] = json.results.map((r: { score: number }) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(json.results.length).toBeLessThanOrEqual(10);
  });

  it('joins the words of an unquoted question and honours --game and --limit', async () => {
    const json = JSON.parse((await run('rules', 'cavalry', 'exit', '--game', 'cemetery-hill', '--limit', '3', '--json')).out);
    expect(json.results.length).toBeGreaterThan(0);
    expect(json.results.length).toBeLessThanOrEqual(3);
    for (const r of json.results) expect(r.game === 'cemetery-hill' || r.kind === 'term').toBe(true);
    expect(json.results[0].id).toBe('cemetery-hill/14.53');
  });

  it('finds rules by number', async () => {
    expect(JSON.parse((await run('rules', '14.53', '--json')).out).results[0].id).toBe('cemetery-hill/14.53');
    expect(JSON.parse((await run('rules', 'Q&A 13', '--json')).out).results[0].id).toBe('they-met/qa-13');
  });

  it('prints the title, citation and text for a person', async () => {
    const { code, out } = await run('rules', 'rough hill cost', '--limit', '1');
    expect(code).toBe(0);
    expect(out).toMatch(/^1\. .*rough hill.* — Gettysburg '88 rules clarifications.*\n {3}\S/i);
  });

  it('says so when nothing matches, and gives an empty list in JSON', async () => {
    const text = await run('rules', 'zzqqxx');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/No rule matches "zzqqxx"/);
    expect(JSON.parse((await run('rules', 'zzqqxx', '--json')).out)).toEqual({ results: [] });
  });

  it('--list gives every entry with its citation, or one game’s', async () => {
    const all = JSON.parse((await run('rules', '--list', '--json')).out);
    expect(all.entries).toHaveLength(ALL_ENTRIES.length);
    for (const e of all.entries) expect(e.citation).toMatchObject({ game: e.game, document: expect.any(String), rule: expect.any(String) });
    const ht = JSON.parse((await run('rules', '--list', '--game', 'high-tide', '--json')).out);
    expect(ht.entries.length).toBe(ALL_ENTRIES.filter((e) => e.game === 'high-tide').length);
    expect(ht.entries.every((e: { game: string }) => e.game === 'high-tide')).toBe(true);
    const text = await run('rules', '--list', '--game', 'cemetery-hill');
    expect(text.out.trim().split('\n')).toHaveLength(ALL_ENTRIES.filter((e) => e.game === 'cemetery-hill').length);
    expect(text.out).toMatch(/^cemetery-hill\/14\.53 {2}Cemetery Hill exclusive rules, 14\.53 — /m);
  });

  it.each([
    [['rules'], /give a question or a rule number/],
    [['rules', 'zoc', '--game', 'chess'], /--game: "chess" is not a game/],
    [['rules', 'zoc', '--limit', '0'], /--limit: expected a whole number from 1 to 100/],
    [['rules', 'zoc', '--limit', 'ten'], /--limit: expected a whole number/],
    [['rules', '--list', 'zoc'], /--list takes no question/],
    [['rules', 'zoc', '--colour'], /Unknown option '--colour'/],
  ])('%j exits 2 with one line', async (argv, message) => {
    const { code, err, out } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(out).toBe('');
  });

  it('is listed in the help', async () => {
    expect((await run('--help')).out).toMatch(/adjutant rules "<question or rule number>"/);
  });
});
