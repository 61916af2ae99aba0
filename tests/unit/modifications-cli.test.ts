import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { clampedModification, gameFeatures, gameModule, sumModifications } from '../../src/engine/index.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: () => Promise.reject(new Error('no files')) });
  return { code, out, err };
}

const g77 = gameModule('gettysburg-77');
const table = gameFeatures('gettysburg-77').modifications ?? [];

describe('adjutant modifications', () => {
  it('without --apply lists every line of the printed table with its id, value and rule', async () => {
    const r = await run('modifications', '--game', 'gettysburg-77', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { game: string; lines: { id: string; value: number; perUnit: boolean; rule: string }[] };
    expect(json.game).toBe('gettysburg-77');
    expect(json.lines.map((l) => l.id)).toEqual(table.map((l) => l.id));
    for (const l of json.lines) expect(l.rule).toMatch(/Die Roll Modifications/);
    const text = (await run('modifications', '--game', 'gettysburg-77')).out;
    for (const l of table) expect(text).toContain(l.id);
  });

  it("sums the seed's example as the engine does: the two attacking headquarters count once", async () => {
    const r = await run('modifications', '--game', 'gettysburg-77', '--apply', 'attacker-higher, attacker-disorganized,defender-protected,defender-headquarters,attacker-headquarters=2', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { total: number; clampedTo: number | null; explanation: { text: string; rule: string | null }[] };
    const engine = sumModifications(table, [
      { id: 'attacker-higher', count: 1 },
      { id: 'attacker-disorganized', count: 1 },
      { id: 'defender-protected', count: 1 },
      { id: 'defender-headquarters', count: 1 },
      { id: 'attacker-headquarters', count: 2 },
    ]);
    expect(json.total).toBe(engine.total);
    expect(json.explanation.map((s) => s.text)).toEqual(engine.steps.map((s) => s.text));
    expect(json.explanation.find((s) => s.text.includes('counts once'))?.rule).toMatch(/Die Roll Modifications/);
    expect(json.clampedTo).toBeNull();
    expect((await run('modifications', '--game', 'gettysburg-77', '--apply', 'attacker-higher')).out).toMatch(/^Die-roll modification: -1\n/);
  });

  it('counts a per-unit line for each unit, and says what a total beyond the table acts as', async () => {
    const two = JSON.parse((await run('modifications', '--game', 'gettysburg-77', '--apply', 'defender-disorganized=2', '--json')).out) as { total: number };
    expect(two.total).toBe(-2);
    const many = JSON.parse((await run('modifications', '--game', 'gettysburg-77', '--apply', 'defender-disorganized=9,attacker-higher', '--json')).out) as { total: number; clampedTo: number | null };
    expect(many.total).toBe(-10);
    const combatTable = g77.combatTable;
    if (!combatTable) throw new Error('no table');
    expect(many.clampedTo).toBe(clampedModification(combatTable, -10));
    expect(many.clampedTo).not.toBeNull();
  });

  it('refuses an unknown line with the nearest, a line given twice, a bad count, and a game with no printed table', async () => {
    const typo = await run('modifications', '--game', 'gettysburg-77', '--apply', 'attacker-higer');
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/^adjutant modifications: --apply: "attacker-higer" is not a line of the table; did you mean attacker-higher\?/);
    expect((await run('modifications', '--game', 'gettysburg-77', '--apply', 'attacker-higher,attacker-higher')).err).toMatch(/given twice/);
    expect((await run('modifications', '--game', 'gettysburg-77', '--apply', 'defender-disorganized=x')).code).toBe(2);
    expect((await run('modifications', '--game', 'gettysburg-77', '--apply', 'defender-disorganized=21')).err).toMatch(/from 0 to 20/);
    expect((await run('modifications', '--game', 'gettysburg-77', '--apply', ' , ')).err).toMatch(/--apply is empty/);
    const ch = await run('modifications', '--game', 'cemetery-hill');
    expect(ch.code).toBe(2);
    expect(ch.err).toMatch(/cemetery-hill prints no die-roll modification table/);
  });
});
