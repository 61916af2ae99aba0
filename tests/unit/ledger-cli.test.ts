import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { gameModule } from '../../src/engine/index.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

const EXAMPLE = 'examples/boards/gettysburg-77-july-1-7am.json';
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown> & { units: Record<string, unknown>[] };
const dir = mkdtempSync(join(tmpdir(), 'adjutant-ledger-'));
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

interface LedgerJson {
  game: string;
  union: number;
  confederate: number;
  items: { side: string; points: number; text: string; rule: string | null }[];
  undecided: { id: string; question: string }[];
  standing: { level: string; ratio: string | null; toChange: string[] } | null;
}
const json = (out: string): LedgerJson => JSON.parse(out) as LedgerJson;

// The example board moved on to the end of July 1 (made-up positions): Confederate infantry on
// Cemetery Hill, Gamble reduced, Devin eliminated.
const evening = file('evening.json', {
  ...example,
  time: { day: 'July 1', hour: '8 PM', light: 'day', phasingSide: 'confederate', turn: null },
  units: [
    ...example.units.filter((u) => u['id'] !== 'union-gamble' && u['id'] !== 'union-devin'),
    { id: 'union-gamble', name: 'Gamble', side: 'union', type: 'cavalry', steps: { left: 1, full: 2 }, location: { kind: 'hex', hex: 'M34' } },
    { id: 'union-devin', name: 'Devin', side: 'union', type: 'cavalry', location: { kind: 'off-map', why: 'eliminated' } },
    { id: 'reb', name: 'Reb', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex: 'V35' } },
  ],
});

describe('adjutant ledger', () => {
  it('itemises the example board’s VP with rules: the Union’s starting objectives, nothing for the Confederates yet', async () => {
    const r = await run('ledger', '--board', EXAMPLE);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Gettysburg (1977), Intermediate Game: July 1, 7 AM, end of the Union player-turn');
    expect(r.out).toContain('Union: 45 VP');
    expect(r.out).toMatch(/\+20 {2}Cashtown Pike entrance \(D23\): Union control at the start/);
    expect(r.out).toContain('Confederate: 0 VP\n  (nothing scored)');
    expect(r.out).toContain('Standing: play goes on (Union 45 VP to Confederate 0 VP, a ratio of 45:0)');
    expect(r.out).toContain('the next is at the end of July 1, 8 PM');
  });

  it('answers in JSON with game, both totals, items, undecided and standing', async () => {
    const r = await run('ledger', '--board', EXAMPLE, '--json');
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(Object.keys(j)).toEqual(['game', 'union', 'confederate', 'items', 'undecided', 'standing']);
    expect([j.game, j.union, j.confederate]).toEqual(['gettysburg-77', 45, 0]);
    expect(j.items).toHaveLength(11);
    expect(j.items.reduce((n, i) => n + i.points, 0)).toBe(45);
    expect(j.items.every((i) => i.side === 'union' && i.rule?.includes('Victory Conditions'))).toBe(true);
    expect(j.undecided).toEqual([]);
    expect(j.standing?.level).toBe('play goes on');
    expect(j.standing?.ratio).toBe('45:0');
  });

  it('counts reduced units and names a winner at the 8 PM victory check', async () => {
    const j = json((await run('ledger', '--board', evening, '--json')).out);
    // Union: 45 − 2 for Cemetery Hill. Confederates: 10 for it, 6 for Devin, 2 for Gamble reduced.
    expect([j.union, j.confederate]).toEqual([43, 18]);
    expect(j.items.find((i) => i.text.startsWith('Gamble'))).toMatchObject({ side: 'confederate', points: 2 });
    expect(j.standing?.level).toBe('Union wins');
    const unionTurn = json((await run('ledger', '--board', evening, '--player-turn', 'union', '--json')).out);
    expect([unionTurn.union, unionTurn.confederate]).toEqual([43, 16]);
    expect(unionTurn.standing?.level).toBe('play goes on');
  });

  it('asks whose player-turn ended when the board does not say', async () => {
    const noSide = file('no-side.json', { ...example, time: { day: 'July 1', hour: '9 AM' } });
    const j = json((await run('ledger', '--board', noSide, '--json')).out);
    expect(j.undecided.map((q) => q.id)).toEqual(['player-turn']);
  });

  it("tallies a Gettysburg '88 board with the user's figures, and asks for those missing", async () => {
    // Made-up figures and positions, not the game's.
    const board = file('g88.json', {
      format: 'adjutant-board/1',
      game: 'gettysburg-88',
      time: { turn: 3, phasingSide: 'union' },
      units: [
        { id: 'heth', name: 'Heth', side: 'confederate', type: 'general', location: { kind: 'hex', hex: 'G8' } },
        { id: 'iron', name: 'Iron', side: 'union', type: 'infantry', steps: { left: 1, full: 2 }, location: { kind: 'hex', hex: 'O10' } },
      ],
    });
    const settings = file('g88-vp.json', { flipVp: 1, objectives: [{ hex: 'G8', name: 'Made-up ridge', union: 2, confederate: 3, initialControl: 'union' }] });
    const j = json((await run('ledger', '--board', board, '--settings', settings, '--json')).out);
    expect([j.game, j.union, j.confederate]).toEqual(['gettysburg-88', 0, 4]);
    expect(j.items.map((i) => i.rule)).toContain("Gettysburg '88 rules clarifications (update of 11/23/15), clarification 37");
    expect(j.standing?.level).toBe('Confederate leads by 4 VP');
    const bare = json((await run('ledger', '--board', board, '--json')).out);
    expect(bare.undecided.map((q) => q.id)).toEqual(['objectives', 'flipVp']);
  });

  it('exits 2 with one line naming the problem', async () => {
    const cases: string[][] = [
      ['ledger'],
      ['ledger', '--board', EXAMPLE, '--player-turn', 'french'],
      ['ledger', '--board', join(dir, 'missing.json')],
      ['ledger', '--board', EXAMPLE, '--settings', join(dir, 'missing.json')],
      ['ledger', '--board', EXAMPLE, '--settings', file('array.json', [1, 2])],
      ['ledger', '--board', EXAMPLE, '--settings', file('broken.json', '{')],
      ['ledger', '--board', EXAMPLE, '--bogus'],
    ];
    for (const argv of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^adjutant ledger: /);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('says so for a game whose victory rules are not modelled', async () => {
    const game = GAME_IDS.find((g) => gameModule(g).victory === undefined);
    if (game === undefined) return; // every game has its rules now
    const r = await run('ledger', '--board', file('other.json', { format: 'adjutant-board/1', game, units: [] }));
    expect(r.code).toBe(2);
    expect(r.err).toContain('not modelled');
  });

  it('is listed in the help', async () => {
    expect((await run('help')).out).toContain('adjutant ledger --board <board.json>');
  });
});
