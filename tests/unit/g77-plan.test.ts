import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAnswer, planBattles, planOutcome } from '../../src/engine/calculators.js';
import { G77_COMBAT_TABLE } from '../../src/engine/games/gettysburg-77/combat-results-table.js';
import { BattleBook } from '../../src/engine/games/gettysburg-77/plan/battle-eval.js';
import { hexHold } from '../../src/engine/games/gettysburg-77/plan/hex-hold.js';
import { lendEntry, unitsHit } from '../../src/engine/games/gettysburg-77/plan/lending.js';
import { partBoard } from '../../src/engine/games/gettysburg-77/plan/part-board.js';
import { PLANS_KEPT } from '../../src/engine/games/gettysburg-77/plan/plan-board.js';
import { findFront } from '../../src/engine/games/gettysburg-77/plan/plan-front.js';
import type { PlanGoal } from '../../src/engine/games/gettysburg-77/plan/plan-goal.js';
import { searchPart } from '../../src/engine/games/gettysburg-77/plan/plan-search.js';
import { planBoard, type PlanUnit } from '../support/g77-plan-board.js';

// Made-up units throughout. Rows K (Union) and L (Confederate): L(q) is next to K(q) and K(q+1).
const c = (id: string, strength: number, hex: string, type: PlanUnit['type'] = 'infantry'): PlanUnit => ({ id, side: 'confederate', type, strength, hex });
const u = (id: string, strength: number, hex: string, type: PlanUnit['type'] = 'infantry'): PlanUnit => ({ id, side: 'union', type, strength, hex });

// c1 (6) at L10 reaches K11; c2 (4) at L11 reaches K11 and K12. u1 (4) holds K11, u2 (3) holds K12.
const twoByTwo = [c('c1', 6, 'L10'), c('c2', 4, 'L11'), u('u1', 4, 'K11'), u('u2', 3, 'K12')];

describe('the 1977 battle planner, two attackers against two defenders', () => {
  // Every required hex attacked, at most one battle per hex: only two divisions are legal.
  // A: c1 on u1 (6:4, 3-2) and c2 on u2 (4:3, 1-1). B: c1 sits out, c2 on u1 and u2 together (4:7, 1-2).
  // 3-2, rolls 1–6: DR+D1, D1, EXC+DR, C, EXC+AR, A1 → enemy 4/6, own 3/6.
  // 1-1: DR+D1, EXC+DR, EXC, A1, EXC+AR, AR+A1 → enemy 4/6, own 5/6.  1-2: EXC, EXC+AR, A1, AR+A1 ×3 → enemy 2/6, own 1.
  const board = planBoard(twoByTwo);

  it('lists the two legal divisions and no other', () => {
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    expect(r.requiredHexes).toEqual(['K11', 'K12']);
    expect(r.search.assignments).toBe(2);
    expect(r.plans).toHaveLength(2);
    const shapes = r.plans.map((p) => p.battles.map((b) => `${b.attackers.join('+')}>${b.defenders.join('+')}`).sort().join(' '));
    expect(shapes).toEqual(['c1>u1 c2>u2', 'c2>u1+u2']);
  });

  it("'steps': A is best, 4/3 enemy steps against 1/3, with exact chances", () => {
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    const [best, other] = r.plans;
    expect(best?.worth.enemySteps).toBeCloseTo(4 / 3, 12);
    expect(best?.worth.ownSteps).toBeCloseTo(4 / 3, 12);
    const first = best?.battles.find((b) => b.attackers.includes('c1'));
    expect(first?.odds).toBe('3-2');
    expect(first?.drm).toBe(0);
    expect(first?.outcomes.find((o) => o.result === 'DR + D1')?.probability).toEqual({ numerator: 1, denominator: 6 });
    expect(other?.worth.enemySteps).toBeCloseTo(1 / 3, 12);
    expect(other?.difference).toBe('1 fewer enemy steps expected (0.333 against 1.333)');
  });

  it("'safety': B risks one step against A's 4/3", () => {
    const r = planBattles(board, 'confederate', { kind: 'safety' }, {});
    expect(r.plans[0]?.battles.map((b) => b.odds)).toEqual(['1-2']);
    expect(r.plans[0]?.worth.ownSteps).toBeCloseTo(1, 12);
    expect(r.plans[1]?.difference).toMatch(/^0\.333 more own steps at risk/);
  });

  it("'hex:K12': only A can empty it, when u2 retreats (DR+D1 or EXC+DR at 1-1): 1/3", () => {
    const r = planBattles(board, 'confederate', { kind: 'hex', hex: 'K12' }, {});
    expect(r.plans[0]?.worth.vacated).toBeCloseTo(1 / 3, 12);
    expect(r.plans[1]?.worth.vacated).toBe(0);
    expect(r.questions).toEqual([]);
  });

  it('a unit on its last step emptying the hex counts its elimination too: 4 against its reduced 3, any step lost (4/6)', () => {
    const worn = planBoard([c('c1', 6, 'L10'), c('c2', 4, 'L11'), u('u1', 4, 'K11'), { ...u('u2', 6, 'K12'), stepsLeft: 1 }]);
    const r = planBattles(worn, 'confederate', { kind: 'hex', hex: 'K12' }, {});
    expect(r.plans[0]?.worth.vacated).toBeCloseTo(4 / 6, 12);
  });
});

describe("the defender's choice", () => {
  it('names the body that leaves the attacker least: infantry and gun together (8:8, 1-1) rather than 3-2 or 2-1', () => {
    const board = planBoard([c('c1', 8, 'L10'), u('u1', 5, 'K11'), u('g1', 3, 'K11', 'artillery')]);
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    expect(r.plans[0]?.battles[0]?.defenders).toEqual(['g1', 'u1']);
    expect(r.plans[0]?.battles[0]?.odds).toBe('1-1');
    expect(r.plans[0]?.worth.enemySteps).toBeCloseTo(4 / 6, 12);
  });

  it('against a hex goal, keeps a unit out of the defence so that a retreat cannot empty the hex', () => {
    const board = planBoard([c('c1', 12, 'L10'), u('u1', 3, 'K11'), u('g1', 1, 'K11', 'artillery')]);
    const r = planBattles(board, 'confederate', { kind: 'hex', hex: 'K11' }, {});
    expect(r.plans[0]?.worth.vacated).toBe(0);
  });
});

describe('a two-direction attack', () => {
  // K11's neighbours L10 and J12 are not next to each other: attacking from both is a two-direction attack.
  it('the defender states a field holding one attacker; the other attacks at −1 (8:4, 2-1, every roll costs a step)', () => {
    const board = planBoard([c('a', 4, 'L10'), c('b', 4, 'J12'), u('d', 4, 'K11')]);
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect(battle?.attackers).toEqual(['a', 'b']);
    expect(battle?.odds).toBe('2-1');
    expect(battle?.drm).toBe(-1);
    expect(battle?.field).not.toBeNull();
    expect(battle?.lines.map((l) => l.id)).toContain('outside-field-of-defence');
    expect(r.plans[0]?.worth.enemySteps).toBeCloseTo(1, 12);
  });
});

describe('groups (Stacking 4): one type, 5 or less together, acting as one unit', () => {
  it('two units in one hex attack as one group (5:5, 1-1) rather than one alone (3:5, 1-2); each hit costs the group two steps', () => {
    const board = planBoard([c('c1', 2, 'L10'), c('c2', 3, 'L10'), u('u1', 5, 'K11')]);
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect(r.plans[0]?.battles).toHaveLength(1);
    expect(battle?.attackers).toEqual(['c1', 'c2']);
    expect(battle?.groups).toEqual([['c1', 'c2']]);
    expect(battle?.odds).toBe('1-1');
    // 1-1: DR+D1, EXC+DR, EXC, A1, EXC+AR, AR+A1: enemy 4/6; own 5/6 a hit, two steps a hit.
    expect(battle?.expectedLosses.defender).toBeCloseTo(4 / 6, 12);
    expect(battle?.expectedLosses.attacker).toBeCloseTo(10 / 6, 12);
    // From one hex, one unit or group attacks: no plan has them in two battles, nor both alone.
    for (const p of r.plans) expect(p.battles).toHaveLength(1);
    expect(planAnswer({ board, side: 'confederate', goal: 'steps', ruleSet: {} }).steps.some((s) => s.text.includes('c1 + c2 (group) against u1'))).toBe(true);
  });

  it("'safety' sends c2 alone (3:5, 1-2: one step at risk) rather than the group (5/3 steps)", () => {
    const r = planBattles(planBoard([c('c1', 2, 'L10'), c('c2', 3, 'L10'), u('u1', 5, 'K11')]), 'confederate', { kind: 'safety' }, {});
    expect(r.plans[0]?.battles[0]?.attackers).toEqual(['c2']);
    expect(r.plans[0]?.worth.ownSteps).toBeCloseTo(1, 12);
  });

  it('the defender brings 2 and 3 to 5, as a group or by one lending all its 3 to the other, putting a 1-strength attack below 1-3', () => {
    const r = planBattles(planBoard([c('c1', 1, 'L10'), u('u1', 2, 'K11'), u('u2', 3, 'K11')]), 'confederate', { kind: 'steps' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect([...(battle?.defenders ?? []), ...(battle?.lender ? [battle.lender.unit] : [])].sort()).toEqual(['u1', 'u2']);
    expect(battle?.odds).toBeNull();
    expect(r.plans[0]?.worth.enemySteps).toBe(0);
  });

  it('a defence of three units together takes each hit three times (7:5, 1-1: 4/6 × 3 = 2 steps), and no group passes 5', () => {
    // Against 'safety' the defender makes the attack cost most: only all three together (5: a group, or two and a
    // lender of half or more, who shares the results) bring 7 down to 1-1 (own 5/6); any two give 7:4 or 7:3, 3-2 or
    // 2-1 (own 3/6 at most); the cavalry u4, doubled to 8, 3-4 (own 4/6), and it may join no infantry group.
    const board = planBoard([c('c1', 7, 'L10'), u('u1', 1, 'K11'), u('u2', 2, 'K11'), u('u3', 2, 'K11'), u('u4', 4, 'K11', 'cavalry')]);
    const r = planBattles(board, 'confederate', { kind: 'safety' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect([...(battle?.defenders ?? []), ...(battle?.lender ? [battle.lender.unit] : [])].sort()).toEqual(['u1', 'u2', 'u3']);
    expect(battle?.lender?.shares ?? true).toBe(true);
    expect(battle?.odds).toBe('1-1');
    expect(battle?.expectedLosses.defender).toBeCloseTo(2, 12);
    expect(battle?.expectedLosses.attacker).toBeCloseTo(5 / 6, 12);
    const strength: Record<string, number> = { u1: 1, u2: 2, u3: 2, u4: 4 };
    const bodies = findFront(board, 'confederate').parts[0]?.hexes[0]?.bodies ?? [];
    expect(bodies).toContainEqual(['u4']);
    expect(bodies).toContainEqual(['u1', 'u2', 'u3']);
    for (const body of bodies.filter((b) => b.length > 1 && b.every((id) => id in strength))) {
      expect(body).not.toContain('u4');
      expect(body.reduce((s, id) => s + (strength[id] ?? 99), 0)).toBeLessThanOrEqual(5);
    }
  });

  it('a group outside the field of defence counts once: the field holding J11 and J12 leaves it the only −1', () => {
    // K11's neighbours in turn: K12, J12, J11, K10, L10, L11. The group at L10 and b, c at J12, J11 attack from two directions.
    const board = planBoard([c('a1', 2, 'L10'), c('a2', 2, 'L10'), c('b', 2, 'J12'), c('cc', 2, 'J11'), u('d', 8, 'K11')]);
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect(battle?.attackers).toEqual(['a1', 'a2', 'b', 'cc']);
    expect(battle?.odds).toBe('1-1');
    expect([...(battle?.field ?? [])].sort()).toEqual(['J11', 'J12']);
    expect(battle?.drm).toBe(-1);
  });
});

describe('lending (Combat Qualifications 12)', () => {
  it('u2 lends u1 one point (4 to 5): 4:5 is 3-4, half a step expected instead of 4/6, and u2, lending less than half its 3, is not hit', () => {
    // u1 alone 4:4 and u2 alone 4:3 are 1-1 (4/6); u1 + u2 are 7, too many for a group; u2 lent 2 by u1 (half) shares: 3/6 × 2.
    const board = planBoard([c('c1', 4, 'L10'), u('u1', 4, 'K11'), u('u2', 3, 'K11')]);
    const r = planBattles(board, 'confederate', { kind: 'steps' }, {});
    const [battle] = r.plans[0]?.battles ?? [];
    expect(battle?.defenders).toEqual(['u1']);
    expect(battle?.lender).toEqual({ unit: 'u2', points: 1, shares: false });
    expect(battle?.odds).toBe('3-4');
    expect(r.plans[0]?.worth.enemySteps).toBeCloseTo(3 / 6, 12);
    expect(planAnswer({ board, side: 'confederate', goal: 'steps', ruleSet: {} }).steps.some((s) => s.text.includes('u2 lends 1'))).toBe(true);
  });

  it('a lender of half its strength or more shares the results (is hit, retreats); one of less stays out of them', () => {
    const board = planBoard([u('u1', 4, 'K11'), u('u2', 3, 'K11')]);
    const units = new Map(board.units.map((x) => [x.id, x]));
    expect(unitsHit(['u1', lendEntry('u2', 1)], units)).toEqual(['u1']);
    expect(unitsHit(['u1', lendEntry('u2', 2)], units)).toEqual(['u1', 'u2']);
    expect(unitsHit(['u1'], units)).toEqual(['u1']);
  });
});

describe('what the board does not say', () => {
  it('an unknown elevation is a question: the plans are given with that line off, the answer waits', () => {
    const board = planBoard(twoByTwo, {});
    const { answer, result } = planOutcome({ board, side: 'confederate', goal: 'steps', ruleSet: {} });
    expect(result?.plans).toHaveLength(2);
    expect(result?.questions.some((q) => q.id.startsWith('elevation:'))).toBe(true);
    expect(answer.questions.length).toBeGreaterThan(0);
    expect(answer.value).toBeNull();
  });

  it('a night turn is refused; a goal hex nobody can attack is an input problem', () => {
    const night = { ...planBoard(twoByTwo), time: { turn: null, day: null, hour: null, light: 'night' as const, phasingSide: null } };
    expect(planAnswer({ board: night, side: 'confederate', goal: 'steps', ruleSet: {} }).problems[0]?.severity).toBe('refusal');
    const far = planAnswer({ board: planBoard(twoByTwo), side: 'confederate', goal: 'hex:Q30', ruleSet: {} });
    expect(far.problems[0]).toMatchObject({ severity: 'input', at: 'goal' });
  });
});

// ── Against a brute force: every division of the attackers, scored by the simplest reading of the table ──

type Goal = 'steps' | 'safety';
const table = G77_COMBAT_TABLE;

/** Adjacency between rows L (r = 12) and K (r = 11): L(q) touches K(q) and K(q + 1). */
const reachOf = (hex: string, defended: readonly string[]): string[] => {
  const q = Number(hex.slice(1));
  return defended.filter((d) => Number(d.slice(1)) === q || Number(d.slice(1)) === q + 1);
};

/** Enemy and own expected steps of one battle at modifier 0 (clear level ground, nobody disorganized). */
function battleValue(attack: number, defence: number): [number, number] {
  let col = -1;
  table.columns.forEach((cl, i) => {
    if (attack * cl.defense >= cl.attack * defence) col = i;
  });
  if (col < 0) return [0, 0];
  let enemy = 0;
  let own = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const m = table.results[table.rows[roll]?.results[col] ?? ''];
    enemy += (m?.defenderSteps ?? 0) / 6;
    own += (m?.attackerSteps ?? 0) / 6;
  }
  return [enemy, own];
}

function bruteBest(units: readonly PlanUnit[], goal: Goal): number {
  const defended = [...new Set(units.filter((x) => x.side === 'union').map((x) => x.hex))].filter((h) => units.some((a) => a.side === 'confederate' && reachOf(a.hex, [h]).length > 0));
  const attackers = units.filter((a) => a.side === 'confederate' && reachOf(a.hex, defended).length > 0);
  const value = (w: [number, number]): number => (goal === 'steps' ? w[0] : -w[1]);
  let best = defended.length === 0 ? 0 : -Infinity;
  const choose = (i: number, picks: (string[] | null)[]): void => {
    if (i < attackers.length) {
      const reach = reachOf(attackers[i]?.hex ?? '', defended);
      choose(i + 1, [...picks, null]);
      for (let mask = 1; mask < 1 << reach.length; mask++) choose(i + 1, [...picks, reach.filter((_, k) => (mask >> k) & 1)]);
      return;
    }
    // One infantry unit or group per hex (Stacking 4: one type, 5 or less together), the group in one battle;
    // battles on the same hexes merge; different battles may not share a hex; all hexes attacked.
    const footByHex = new Map<string, PlanUnit[]>();
    attackers.forEach((a, k) => {
      if (picks[k] && a.type !== 'artillery') footByHex.set(a.hex, [...(footByHex.get(a.hex) ?? []), a]);
    });
    for (const g of footByHex.values()) {
      if (g.length > 1 && g.reduce((sum, a) => sum + a.strength, 0) > 5) return;
      if (new Set(g.map((a) => picks[attackers.indexOf(a)]?.join(','))).size > 1) return;
    }
    const battles = new Map<string, PlanUnit[]>();
    attackers.forEach((a, k) => {
      const t = picks[k];
      if (t) battles.set(t.join(','), [...(battles.get(t.join(',')) ?? []), a]);
    });
    const hexes = [...battles.keys()].flatMap((k) => k.split(','));
    if (new Set(hexes).size !== hexes.length || defended.some((h) => !hexes.includes(h))) return;
    let total = 0;
    for (const [key, group] of battles) {
      const attack = group.reduce((s, a) => s + a.strength, 0);
      // A hit costs a side one step if it has a gun or a lone unit, else every unit of its one group (Casualties 5–6).
      const perHit = (units: readonly PlanUnit[]): number => (units.some((x) => x.type === 'artillery') ? 1 : Math.min(...[...new Set(units.map((x) => x.hex))].map((h) => units.filter((x) => x.hex === h).length)));
      const ownPerHit = perHit(group);
      // The defender picks per hex one body minimising the attacker's value: at most one infantry unit or group, any
      // guns, and perhaps one other infantry unit lending the unit or group 1 point or more, up to 5 in all (Combat
      // Qualifications 12). What a hit costs: 1 with a gun, else the unit or group, and a lender of half or more.
      // One lender in a battle on several hexes, as Adjutant weighs it.
      type Body = { strength: number; sizes: number[]; lends: number };
      let options: Body[] = [{ strength: 0, sizes: [], lends: 0 }];
      for (const h of key.split(',')) {
        const inHex = units.filter((x) => x.side === 'union' && x.hex === h);
        const bodies: Body[] = [];
        for (let mask = 1; mask < 1 << inHex.length; mask++) {
          const body = inHex.filter((_, k) => (mask >> k) & 1);
          const foot = body.filter((x) => x.type !== 'artillery');
          const guns = body.length - foot.length;
          const footStrength = foot.reduce((sum, x) => sum + x.strength, 0);
          if (foot.length > 1 && footStrength > 5) continue;
          const strength = body.reduce((sum, x) => sum + x.strength, 0);
          bodies.push({ strength, sizes: [...Array<number>(guns).fill(1), ...(foot.length > 0 ? [foot.length] : [])], lends: 0 });
          if (foot.length === 0 || footStrength >= 5) continue;
          for (const lender of inHex.filter((x) => x.type !== 'artillery' && !body.includes(x))) {
            for (let n = 1; n <= Math.min(lender.strength, 5 - footStrength); n++) {
              bodies.push({ strength: strength + n, sizes: [...Array<number>(guns).fill(1), foot.length + (2 * n >= lender.strength ? 1 : 0)], lends: 1 });
            }
          }
        }
        options = options.flatMap((o) => bodies.filter((b) => o.lends + b.lends <= 1).map((b) => ({ strength: o.strength + b.strength, sizes: [...o.sizes, ...b.sizes], lends: o.lends + b.lends })));
      }
      total += Math.min(
        ...options.map((d) => {
          const [enemy, own] = battleValue(attack, d.strength);
          return value([enemy * Math.min(...d.sizes), own * ownPerHit]);
        }),
      );
    }
    best = Math.max(best, total);
  };
  choose(0, []);
  return best;
}

const unitArb = (side: 'union' | 'confederate', row: string, k: number) =>
  fc.record({ type: fc.constantFrom<PlanUnit['type']>('infantry', 'infantry', 'artillery'), strength: fc.integer({ min: 1, max: side === 'union' ? 6 : 8 }), q: fc.integer({ min: 10, max: 12 }) }).map((x) => ({ id: `${side[0]}${k}`, side, type: x.type, strength: x.strength, hex: `${row}${x.q}` }));

describe('the planner against a brute force on small boards', () => {
  it('finds the same best score for steps and for safety', () => {
    const boardArb = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })).chain(([na, nd]) =>
      fc.tuple(fc.tuple(...Array.from({ length: na }, (_, k) => unitArb('confederate', 'L', k))), fc.tuple(...Array.from({ length: nd }, (_, k) => unitArb('union', 'K', k)))),
    );
    fc.assert(
      fc.property(boardArb, ([att, def]) => {
        const units: PlanUnit[] = [...att, ...def];
        const board = planBoard(units);
        for (const goal of ['steps', 'safety'] as const) {
          const r = planBattles(board, 'confederate', { kind: goal }, {});
          const mine = r.plans[0] ? (goal === 'steps' ? r.plans[0].worth.enemySteps : -r.plans[0].worth.ownSteps) : 0;
          expect(mine).toBeCloseTo(bruteBest(units, goal), 9);
        }
      }),
      { numRuns: 150, seed: 77 },
    );
  });
});

// ── The search's bound against the same search with the bound off: it may only cut what could not be kept ──

/** Each part searched twice, with and without the bound, each with a book of its own. */
function bothWays(units: readonly PlanUnit[], goal: PlanGoal): { cut: string; all: string }[] {
  const board = planBoard(units);
  const ids = new Map(board.units.map((x) => [x.id, x]));
  const hold = goal.kind === 'hex' ? hexHold(board, goal.hex) : null;
  return findFront(board, 'confederate').parts.map((part) => {
    const search = (bound: boolean): string => {
      const ctx = { book: new BattleBook(partBoard(board, part), {}), goal, units: ids, hold };
      const plans = searchPart(ctx, part, PLANS_KEPT, { assignments: 0, pruned: 0 }, { bound });
      return JSON.stringify(plans.map((p) => ({ score: p.score, battles: p.groups.map((g) => g.battles) })));
    };
    return { cut: search(true), all: search(false) };
  });
}

describe('the bound of the search', () => {
  it('cuts nothing the search without it keeps: the same plans, scores, battles and order, on random boards', () => {
    // Up to six attackers in rows J and L around up to four defended hexes in row K: two directions, split hexes, several parts.
    const attacker = (k: number) =>
      fc.record({ type: fc.constantFrom<PlanUnit['type']>('infantry', 'infantry', 'artillery', 'cavalry'), strength: fc.integer({ min: 1, max: 8 }), row: fc.constantFrom('J', 'L', 'L'), q: fc.integer({ min: 9, max: 13 }) }).map((x) => ({ id: `c${k}`, side: 'confederate' as const, type: x.type, strength: x.strength, hex: `${x.row}${x.q}` }));
    const defender = (k: number) =>
      fc.record({ type: fc.constantFrom<PlanUnit['type']>('infantry', 'artillery', 'cavalry'), strength: fc.integer({ min: 1, max: 6 }), q: fc.integer({ min: 10, max: 13 }), stepsLeft: fc.constantFrom(1, 2) }).map((x) => ({ id: `u${k}`, side: 'union' as const, type: x.type, strength: x.strength, hex: `K${x.q}`, stepsLeft: x.stepsLeft }));
    const boardArb = fc.tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 4 })).chain(([na, nd]) =>
      fc.tuple(fc.tuple(...Array.from({ length: na }, (_, k) => attacker(k))), fc.tuple(...Array.from({ length: nd }, (_, k) => defender(k)))),
    );
    fc.assert(
      fc.property(boardArb, fc.constantFrom('steps', 'safety', 'hex'), ([att, def], kind) => {
        const units: PlanUnit[] = [...att, ...def];
        const goal: PlanGoal = kind === 'hex' ? { kind, hex: def[0]?.hex ?? 'K10' } : { kind };
        for (const { cut, all } of bothWays(units, goal)) expect(cut).toBe(all);
      }),
      { numRuns: 80 },
    );
  });
});
