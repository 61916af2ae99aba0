import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { reorganizationUnit } from '../support/made-up-units.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-ht-cli-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

// Values a test spoils on purpose are allowed here: the CLI reads the file as untrusted JSON.
const unit = (over: Record<string, unknown> = {}) => ({ ...reorganizationUnit(), ...over });
const full = {
  sender: unit(),
  receiver: unit({ id: 'b', name: 'Brigade B', strength: 4 }),
  turn: { turn23To2400: true, movementPhase: true },
  path: { withinNormalMovement: true, pathAvoidsEnemy: true },
  morale: { result: 'passed' },
  points: 3,
};

describe('adjutant reorganize', () => {
  it('--json: allowed, each condition with its rule, the strengths after and the steps', async () => {
    const { code, out } = await run('reorganize', '--input', file('ok.json', full), '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toMatchObject({ allowed: true, verdict: 'allowed', refusal: null });
    expect(json.transfer).toEqual({ points: 3, sender: { before: 3, after: 0 }, receiver: { before: 4, after: 7, side: 'full', flips: true } });
    expect(json.conditions.length).toBeGreaterThan(10);
    for (const c of json.conditions) expect(c.rule).toMatch(/10\.5/);
    for (const s of json.explanation) expect(Object.keys(s)).toEqual(expect.arrayContaining(['text', 'rule']));
  });

  it('says not allowed with the failed condition, and undecided with questions when facts are missing', async () => {
    const no = JSON.parse((await run('reorganize', '--input', file('no.json', { ...full, sender: unit({ routed: true }) }), '--json')).out);
    expect(no).toMatchObject({ allowed: false, verdict: 'not allowed', transfer: null });
    expect(no.conditions.find((c: { id: string }) => c.id === 'not-routed').met).toBe(false);
    const { sender, receiver } = full;
    const open = await run('reorganize', '--input', file('open.json', { sender, receiver }));
    expect(open.code).toBe(0);
    expect(open.out).toContain('undecided');
    expect(open.out).toContain('Still to answer:');
    expect(open.out).toContain('10.51');
  });

  it('refuses a bad file with one line naming the field paths', async () => {
    const bad = await run('reorganize', '--input', file('bad.json', { sender: unit({ strength: 'x' }), receiver: unit({ side: 'french' }) }));
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toContain('sender.strength');
    expect(bad.err).toContain('receiver.side');
    expect((await run('reorganize', '--input', file('broken.json', '{'))).err).toContain('not valid JSON');
    expect((await run('reorganize')).err).toContain('--input is missing');
  });
});

describe('adjutant capture', () => {
  it('--json gives the three outcomes with exact chances, and the outcome of a roll', async () => {
    const { code, out } = await run('capture', '--guns', '5', '--roll', '3', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.outcomes.map((o: { outcome: string; fraction: string }) => [o.outcome, o.fraction])).toEqual([
      ['disabled', '1/5'],
      ['half-disabled', '1/5'],
      ['intact', '3/5'],
    ]);
    expect(json.roll).toMatchObject({ roll: 3, outcome: 'half-disabled', disabledGuns: 2, capturedStrength: 3 });
    expect(json.explanation.some((s: { rule: string | null }) => s.rule?.includes('8.333'))).toBe(true);
  });

  it('prints text, reads 0 as 10, and refuses bad numbers with exit 2', async () => {
    const text = await run('capture', '--guns', '4', '--roll', '0');
    expect(text.code).toBe(0);
    expect(text.out).toContain('Roll 10: guns captured whole');
    expect(text.out).toContain('How:');
    const bad = await run('capture', '--guns', '4', '--roll', '11');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--roll');
    expect((await run('capture')).err).toContain('--guns is missing');
  });
});
