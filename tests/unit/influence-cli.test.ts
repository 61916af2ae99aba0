import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';

const file = tempFiles('adjutant-influence-cli-');

const run = runCommand;

// Made-up units: a Confederate gun at Q40 and a brigade at M40, a Union brigade at Q30; woods at R38.
const clear = { terrain: ['clear'], elevation: 5 };
const terrain: Record<string, unknown> = {};
for (let r = 12; r <= 22; r++) for (let q = 34; q <= 46; q++) terrain[`${String.fromCharCode(64 + r)}${q}`] = clear;
terrain.R38 = { terrain: ['woods'], elevation: 5 };
const units = [
  { id: 'gun', name: 'Made-up battery', side: 'confederate', type: 'artillery', location: { kind: 'hex', hex: 'Q40' } },
  { id: 'reb', name: 'Made-up brigade', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex: 'M40' } },
  { id: 'hq', name: 'Made-up headquarters', side: 'confederate', type: 'headquarters', location: { kind: 'hex', hex: 'Q20' } },
  { id: 'yank', name: 'Made-up Union brigade', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'Q30' } },
];
const g77 = (time: Record<string, unknown> = { light: 'day' }, more: Record<string, unknown> = {}) =>
  file(`g77-${JSON.stringify(time).replace(/\W/g, '')}-${Object.keys(more).length}.json`, { format: 'adjutant-board/1', game: 'gettysburg-77', time, units, terrain, ...more });
const g88 = file('g88.json', { format: 'adjutant-board/1', game: 'gettysburg-88', units: [] });

interface InfluenceJson {
  calculator: string;
  game: string;
  answered: boolean;
  summary: string | null;
  steps: { text: string; rule: string | null }[];
  questions: { id: string; ask: string; rule: string | null }[];
  problems: unknown[];
  side: string;
  range: number;
  artilleryRange: number | null;
  hexes: Record<string, string[]>;
  undecided: { unit: string; hex: string; needs: string[] }[];
  blocked: { unit: string; hex: string; by: string; obstruction: string; contact: string }[];
}

const json = async (...argv: string[]): Promise<InfluenceJson> => {
  const r = await run('influence', ...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as InfluenceJson;
};

describe('adjutant influence', () => {
  it('--json: the answer-shape keys, the side, each hex with the units that reach it', async () => {
    const j = await json('--board', g77(), '--side', 'union');
    expect(j).toMatchObject({ calculator: 'influence', game: 'gettysburg-77', answered: true, side: 'union', range: 3, artilleryRange: null, blocked: [], undecided: [], questions: [], problems: [] });
    expect(Object.keys(j)).not.toContain('value');
    expect(j.hexes.O40).toEqual(['gun', 'reb']);
    expect(j.hexes.T40).toEqual(['gun']);
    expect(j.hexes.U40).toBeUndefined();
    expect(Object.values(j.hexes).flat()).not.toContain('hq');
    expect(j.summary).toBe('65 hexes inside confederate ranges of influence'); // 37 + 37, less the 9 both reach
  });

  it('--side names the side restricted: the other side’s ranges are found', async () => {
    const j = await json('--board', g77(), '--side', 'confederate');
    expect(Object.keys(j.hexes)).toHaveLength(37);
    expect(j.hexes.Q30).toEqual(['yank']);
  });

  it('--optional-artillery: the gun reaches 5 hexes, and each blocked reach names the hex that blocks it', async () => {
    const j = await json('--board', g77(), '--side', 'union', '--optional-artillery');
    expect(j.artilleryRange).toBe(5);
    expect(j.hexes.V40).toEqual(['gun']);
    expect(j.blocked).toContainEqual({ unit: 'gun', hex: 'S36', by: 'R38', obstruction: 'woods', contact: 'crossed' });
    expect(j.blocked).toContainEqual({ unit: 'gun', hex: 'R35', by: 'R38', obstruction: 'woods', contact: 'vertex' });
    expect(j.hexes.S36).toBeUndefined();
  });

  it('night: 1 hex, the optional rule or not', async () => {
    const j = await json('--board', g77({ light: 'night' }), '--side', 'union', '--optional-artillery');
    expect(j.range).toBe(1);
    expect(Object.keys(j.hexes)).toHaveLength(14);
    expect(j.blocked).toEqual([]);
  });

  it('what the board does not say is a question, and the answer waits on it', async () => {
    const j = await json('--board', g77({ light: null }), '--side', 'union');
    expect(j.answered).toBe(false);
    expect(j.questions.map((q) => q.id)).toEqual(['night']);
    expect(j.undecided.length).toBeGreaterThan(0);
    expect(Object.keys(j.hexes)).toHaveLength(14);
  });

  it('text: the count, then the hexes row by row in runs, the blocked reach and the rules', async () => {
    const r = await run('influence', '--board', g77(), '--side', 'union', '--optional-artillery');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Enemy ranges of influence restricting union movement: \d+ hexes inside confederate ranges of influence\n/);
    expect(r.out).toContain('\n  Q35–Q45\n');
    expect(r.out).toMatch(/Longer artillery reach blocked \(\d+\):\n {2}gun: .*S36 by R38 \(woods, crossed\)/);
    expect(r.out).toContain('[Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Strategic Movement 1B]');
  });

  it('text asks what it does not know', async () => {
    const r = await run('influence', '--board', g77({ light: null }), '--side', 'union');
    expect(r.out).toMatch(/Undecided \(\d+\):/);
    expect(r.out).toContain('To answer (Adjutant does not guess these):\n  - Is it a night turn?');
  });

  it('bad input exits 2 with one line: a bad side, a missing side, another game’s board', async () => {
    const bad = await run('influence', '--board', g77(), '--side', 'rebels');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('adjutant influence: --side: expected union or confederate (the side whose movement is restricted), found "rebels".\n');
    const missing = await run('influence', '--board', g77());
    expect(missing.code).toBe(2);
    expect(missing.err.trim().split('\n')).toHaveLength(1);
    const other = await run('influence', '--board', g88, '--side', 'union');
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/^adjutant influence: ".*g88\.json" is a board of gettysburg-88: ranges of influence are modelled only for gettysburg-77 so far\.\n$/);
  });

  it('--help says which side --side is', async () => {
    const r = await run('influence', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('--side');
    expect(r.out).toMatch(/the side whose movement is restricted/);
    expect(r.out).toMatch(/OTHER side's ranges/);
  });
});

describe('docs/cli.md: adjutant influence', () => {
  it('names every key the JSON answer has, and says which side --side is', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## `adjutant influence`'), doc.indexOf('## `adjutant ledger`'));
    const j = await json('--board', g77({ light: null }), '--side', 'union', '--optional-artillery');
    for (const key of Object.keys(j)) expect(section, key).toContain(`\`${key}\``);
    for (const key of ['unit', 'hex', 'by', 'obstruction', 'contact', 'needs']) expect(section, key).toContain(`"${key}"`);
    expect(section).toContain('the side whose movement is restricted');
  });
});
