import type { BoardUnit } from '../../../core/board/board.js';
import { defendedGroup, type GroupPlan, type PlanContext } from './defender-choice.js';
import { hexOf, type FrontHex, type FrontPart } from './plan-front.js';
import { compareScores, type PlanGoal, type Score } from './plan-goal.js';

/** One way to divide a part of the line into battles, each valued after the defender's best reply. */
export interface PartPlan {
  readonly groups: readonly GroupPlan[];
  readonly score: Score;
}

/** How much the search did, for the answer's account of itself. */
export interface SearchCount {
  assignments: number;
  pruned: number;
}

interface OpenBattle {
  readonly hexes: readonly string[];
  readonly attackers: BoardUnit[];
  /** Index of the last attacker in the order that could still join: after it, the battle is closed. */
  readonly closesAfter: number;
}

const isFoot = (u: BoardUnit): boolean => u.type === 'infantry' || u.type === 'cavalry';
const EMPTY: FrontHex = { hex: '', units: [], bodies: [] };

/** Every non-empty subset of the hexes an attacker reaches: one unit may attack several hexes together. */
function targetSets(reach: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << reach.length; mask++) out.push(reach.filter((_, k) => (mask >> k) & 1));
  return out;
}

/**
 * The most battles not yet closed (or hexes not yet attacked) can add to the score, given how many battles they
 * can still become: one enemy step per battle, a chance of at most 1, no own step gained. Loose, but a bound: a
 * branch whose closed battles plus this cannot beat the k-th plan found is cut.
 */
function ceiling(goal: PlanGoal, battles: number): Score {
  if (goal.kind === 'steps') return { main: battles, tie: 0 };
  if (goal.kind === 'safety') return { main: 0, tie: battles };
  return { main: 1, tie: battles };
}

/** A hex may hold two battles only when the defender has two bodies with no unit in common to split it between. */
function mostBattles(h: FrontHex): number {
  return h.bodies.some((a) => h.bodies.some((b) => !a.some((x) => b.includes(x)))) ? 2 : 1;
}

/**
 * The best `keep` ways to divide one part into battles, by branch and bound. Attackers are decided in a fixed
 * order; each sits out, joins a battle already opened on exactly the hexes it names, or opens a battle on any
 * set of untaken hexes it is next to (Multiple Combat 1, 3). At most one infantry or cavalry unit attacks from
 * a hex (Combat Qualifications 5). A battle is valued (after the defender's choice) once no later attacker can
 * join it; a branch is cut when a hex that must be attacked can no longer be (Combat Qualifications 2;
 * Multiple Combat 3a) or when its bound cannot beat the plans kept.
 *
 * How it scales: an attacker next to r hexes has at most 2^r + 1 choices (r is 1 or 2 on most lines, 6 at
 * most), so a part of n attackers has at most (2^r + 1)^n complete divisions: a few thousand for five attackers.
 * Parts of the line are searched apart, so a board costs the sum over its parts, not the product. Cut early:
 * a branch as soon as a required hex has lost its last possible attacker, and a branch whose closed battles
 * plus the ceiling cannot beat the k-th plan kept. Remembered: each set of attackers against each set of hexes
 * (the defender's whole choice) once, each attackers-against-defenders matchup (modifiers and column) once,
 * each column and modifier's outcome distribution once, so the cost is bounded by the distinct battles met.
 */
export function searchPart(ctx: PlanContext, part: FrontPart, keep: number, count: SearchCount): PartPlan[] {
  const order = part.attackers;
  const hexByLabel = new Map<string, FrontHex>(part.hexes.map((h) => [h.hex, h]));
  const lastFor = (hexes: readonly string[]): number => {
    let last = -1;
    order.forEach((a, i) => {
      const reach = part.reach.get(a.id) ?? [];
      if (hexes.every((h) => reach.includes(h))) last = i;
    });
    return last;
  };
  const lastForHex = new Map(part.hexes.map((h) => [h.hex, lastFor([h.hex])]));
  const best: PartPlan[] = [];
  const kth = (): Score | null => (best.length >= keep ? (best[best.length - 1]?.score ?? null) : null);
  const add = (p: PartPlan): void => {
    const at = best.findIndex((b) => compareScores(p.score, b.score) > 0);
    best.splice(at < 0 ? best.length : at, 0, p);
    if (best.length > keep) best.pop();
  };

  const closed: GroupPlan[] = [];
  const open: OpenBattle[] = [];
  const taken = new Set<string>();
  const footUsed = new Set<string>();
  let closedScore: Score = { main: 0, tie: 0 };

  /** The closed battles' score plus the most the open battles and the hexes not yet attacked could add. */
  const boundOf = (score: Score): Score => {
    const openBattles = open.reduce((n, b) => n + (b.hexes.length === 1 ? mostBattles(hexByLabel.get(b.hexes[0] ?? '') ?? EMPTY) : 1), 0);
    const untaken = part.hexes.filter((h) => !taken.has(h.hex)).reduce((n, h) => n + mostBattles(h), 0);
    const goalOpen = ctx.goal.kind === 'hex' && hexByLabel.has(ctx.goal.hex) && (!taken.has(ctx.goal.hex) || open.some((b) => ctx.goal.kind === 'hex' && b.hexes.includes(ctx.goal.hex)));
    const room = ceiling(ctx.goal, openBattles + untaken);
    return { main: score.main + (ctx.goal.kind === 'hex' && !goalOpen ? 0 : room.main), tie: score.tie + room.tie };
  };

  const close = (b: OpenBattle): GroupPlan => defendedGroup(ctx, b.attackers, b.hexes.map((h) => hexByLabel.get(h)).filter((h): h is FrontHex => h !== undefined));

  const visit = (i: number): void => {
    // Close the battles no later attacker can join, and give up if a required hex can no longer be attacked.
    const closing = open.filter((b) => b.closesAfter < i);
    const stillOpen = open.filter((b) => b.closesAfter >= i);
    for (const h of part.hexes) if (!taken.has(h.hex) && (lastForHex.get(h.hex) ?? -1) < i) return;
    // The bound first, counting the battles about to close at their ceiling: a branch cut here values none of them.
    const limit0 = kth();
    if (limit0 !== null && compareScores(boundOf(closedScore), limit0) <= 0) {
      count.pruned += 1;
      return;
    }
    const groups = closing.map(close);
    const before = closedScore;
    const saved = [...open];
    closed.push(...groups);
    for (const g of groups) closedScore = { main: closedScore.main + g.score.main, tie: closedScore.tie + g.score.tie };
    open.splice(0, open.length, ...stillOpen);
    const restore = (): void => {
      closed.splice(closed.length - groups.length, groups.length);
      closedScore = before;
      open.splice(0, open.length, ...saved);
    };

    const bound = boundOf(closedScore);
    const limit = kth();
    if (limit !== null && compareScores(bound, limit) <= 0) {
      count.pruned += 1;
      restore();
      return;
    }

    const a = order[i];
    if (a === undefined) {
      count.assignments += 1;
      add({ groups: [...closed], score: closedScore });
      restore();
      return;
    }
    const hex = hexOf(a) ?? '';
    const foot = isFoot(a);
    const mayAttack = !(foot && footUsed.has(hex));
    if (mayAttack) {
      if (foot) footUsed.add(hex);
      for (const b of open) {
        if (!b.hexes.every((h) => (part.reach.get(a.id) ?? []).includes(h))) continue;
        b.attackers.push(a);
        visit(i + 1);
        b.attackers.pop();
      }
      for (const t of targetSets((part.reach.get(a.id) ?? []).filter((h) => !taken.has(h)))) {
        const battle: OpenBattle = { hexes: t, attackers: [a], closesAfter: lastFor(t) };
        for (const h of t) taken.add(h);
        open.push(battle);
        visit(i + 1);
        open.pop();
        for (const h of t) taken.delete(h);
      }
      if (foot) footUsed.delete(hex);
    }
    // Sitting out is always allowed, as long as every hex is still attacked by someone (Combat Qualifications 3).
    visit(i + 1);
    restore();
  };
  visit(0);
  return best;
}
