import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';
import { planBoardJson, type PlanUnit } from '../support/g77-plan-board.js';

const file = tempFiles('adjutant-plan-cli-');

// Made-up units, as in g77-plan.test.ts: c1 (6) at L10 and c2 (4) at L11 against u1 (4) at K11 and u2 (3) at K12.
const units: PlanUnit[] = [
  { id: 'c1', side: 'confederate', type: 'infantry', strength: 6, hex: 'L10' },
  { id: 'c2', side: 'confederate', type: 'infantry', strength: 4, hex: 'L11' },
  { id: 'u1', side: 'union', type: 'infantry', strength: 4, hex: 'K11' },
  { id: 'u2', side: 'union', type: 'infantry', strength: 3, hex: 'K12' },
];
const board = file('plan.json', planBoardJson(units));
const bare = file('bare.json', planBoardJson(units, {}));
// c3 (2) and c4 (3) share L10: as a group (5:5, 1-1) they beat either alone.
const grouped = file('grouped.json', planBoardJson([
  { id: 'c3', side: 'confederate', type: 'infantry', strength: 2, hex: 'L10' },
  { id: 'c4', side: 'confederate', type: 'infantry', strength: 3, hex: 'L10' },
  { id: 'u5', side: 'union', type: 'infantry', strength: 5, hex: 'K11' },
]));
// u7 (3) lends u6 (4) one point: 4:5, 3-4.
const lending = file('lending.json', planBoardJson([
  { id: 'c5', side: 'confederate', type: 'infantry', strength: 4, hex: 'L10' },
  { id: 'u6', side: 'union', type: 'infantry', strength: 4, hex: 'K11' },
  { id: 'u7', side: 'union', type: 'infantry', strength: 3, hex: 'K11' },
]));
const g88 = file('g88.json', { format: 'adjutant-board/1', game: 'gettysburg-88', units: [] });

interface PlanJson {
  calculator: string;
  answered: boolean;
  goal: string;
  questions: { id: string }[];
  plans: { battles: { attackers: string[]; defenders: string[]; groups: string[][]; odds: string | null; drm: number; expectedLosses: { attacker: number; defender: number }; outcomes: { result: string; probability: number; fraction: string }[] }[]; score: number }[];
}

const json = async (...argv: string[]): Promise<PlanJson> => {
  const r = await runCommand('plan', ...argv, '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as PlanJson;
};

describe('adjutant plan', () => {
  it('--json: the goal and the plans, best first, each battle with odds, modifier, losses and exact outcomes', async () => {
    const j = await json('--board', board, '--side', 'confederate');
    expect(j).toMatchObject({ calculator: 'plan', answered: true, goal: 'steps' });
    expect(j.plans).toHaveLength(2);
    expect(j.plans[0]?.score).toBe(1.333);
    const first = j.plans[0]?.battles.find((b) => b.attackers.includes('c1'));
    expect(first).toMatchObject({ attackers: ['c1'], defenders: ['u1'], odds: '3-2', drm: 0, expectedLosses: { attacker: 0.5, defender: 0.667 } });
    expect(first?.outcomes).toContainEqual({ result: 'C', probability: 1 / 6, fraction: '1/6' });
  });

  it('--json names a group, and the text marks it', async () => {
    const j = await json('--board', grouped, '--side', 'confederate');
    expect(j.plans[0]?.battles[0]).toMatchObject({ attackers: ['c3', 'c4'], defenders: ['u5'], groups: [['c3', 'c4']], odds: '1-1', expectedLosses: { attacker: 1.667, defender: 0.667 } });
    const text = await runCommand('plan', '--board', grouped, '--side', 'confederate');
    expect(text.out).toContain('c3 + c4 (group) → u5');
  });

  it('--json names a lender, and the text says what it lends', async () => {
    const j = await json('--board', lending, '--side', 'confederate');
    expect(j.plans[0]?.battles[0]).toMatchObject({ defenders: ['u6'], lender: { unit: 'u7', points: 1, shares: false }, odds: '3-4' });
    expect((await runCommand('plan', '--board', lending, '--side', 'confederate')).out).toContain('c5 → u6 (u7 lends 1)');
  });

  it('--goal safety and --goal hex:K12 rank by their own figure', async () => {
    expect((await json('--board', board, '--side', 'confederate', '--goal', 'safety')).plans[0]?.score).toBe(1);
    expect((await json('--board', board, '--side', 'confederate', '--goal', 'hex:k12')).plans[0]?.score).toBe(0.333);
  });

  it('a board without elevations: the plans with those lines off, and the questions; not answered', async () => {
    const j = await json('--board', bare, '--side', 'confederate');
    expect(j.answered).toBe(false);
    expect(j.plans).toHaveLength(2);
    expect(j.questions.some((q) => q.id.startsWith('elevation:'))).toBe(true);
  });

  it('text: the plans and how they were found', async () => {
    const r = await runCommand('plan', '--board', board, '--side', 'confederate');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Battle plan for confederate: 2 battles/);
    expect(r.out).toContain('c1 → u1: 3-2 0');
    expect(r.out).toContain('Combat Qualifications 2');
  });

  it('exits 2 on a bad side, a bad goal, a hex not to attack or a board of another game', async () => {
    for (const argv of [
      ['--board', board, '--side', 'rebels'],
      ['--board', board, '--side', 'confederate', '--goal', 'glory'],
      ['--board', board, '--side', 'confederate', '--goal', 'hex:Q30'],
      ['--board', g88, '--side', 'union'],
    ]) {
      const r = await runCommand('plan', ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
    }
  });
});
