import type { BoardUnit } from '../../../core/board/board.js';
import { G77_COMBAT_TABLE } from '../combat-results-table.js';
import { GroupChoice, type GroupPlan, type PlanContext } from './defender-choice.js';
import { footBodies, hexOf, isFoot, type FrontHex, type FrontPart } from './plan-front.js';
import { compareScores, type Score } from './plan-goal.js';
import { sharesUnit, unitIdOf } from './lending.js';

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

/** For the tests only: `bound: false` searches without the bound, the exhaustive search the cut must agree with. */
export interface SearchSwitches {
  readonly bound?: boolean;
}

/** A set of hexes one attacker may attack together, and the last attacker in the order that reaches them all. */
interface Target {
  readonly hexes: readonly FrontHex[];
  /** Indices into the part's hexes. */
  readonly at: readonly number[];
  readonly closesAfter: number;
}

interface OpenBattle {
  readonly target: Target;
  /** Indices into the attacker order, in that order. */
  readonly attackers: number[];
}

/** What attacks as one: an artillery unit, or the one infantry or cavalry unit or group a hex sends (Stacking 4). */
interface Attacker {
  readonly units: readonly BoardUnit[];
  readonly hex: string;
  readonly foot: boolean;
}

/**
 * The part's attackers as the search decides them: each unit in the part's order, each hex's groups after its
 * last unit. A group and its members are all foot, so at most one of them attacks (one per hex).
 */
function attackersOf(part: FrontPart): Attacker[] {
  const out: Attacker[] = [];
  const units = part.attackers;
  units.forEach((u, k) => {
    const hex = hexOf(u) ?? '';
    out.push({ units: [u], hex, foot: isFoot(u) });
    const next = units[k + 1];
    if (next !== undefined && hexOf(next) === hex) return;
    const here = units.filter((x) => hexOf(x) === hex);
    for (const g of footBodies(here)) if (g.length > 1) out.push({ units: g, hex, foot: true });
  });
  return out;
}

// Plain loops for the checks each step of the search makes: no closure made per check.

/** Whether every hex index in `at` is marked in `marks`. */
function all(at: readonly number[], marks: readonly boolean[]): boolean {
  for (let k = 0; k < at.length; k++) if (!marks[at[k] ?? -1]) return false;
  return true;
}

/** Whether some hex index in `at` is marked in `marks`. */
function any(at: readonly number[], marks: readonly boolean[]): boolean {
  for (let k = 0; k < at.length; k++) if (marks[at[k] ?? -1]) return true;
  return false;
}

/** Whether a battle among `open` can be joined by no attacker from `i` on. */
function closesBefore(open: readonly OpenBattle[], i: number): boolean {
  for (let k = 0; k < open.length; k++) if ((open[k]?.target.closesAfter ?? i) < i) return true;
  return false;
}

/** The most enemy steps one result of the table takes: the most one battle can be expected to take. */
const MOST_STEPS = Math.max(0, ...Object.values(G77_COMBAT_TABLE.results).map((m) => m.defenderSteps));

/**
 * The most steps one hit can cost a body defending in these hexes: a group loses a step from each of its units
 * (Casualties 6), and a lender of half its strength or more with them (Combat Qualifications 12), while a body
 * with a gun may give the step from the gun (Casualties 5).
 */
function mostPerHit(hexes: readonly FrontHex[]): number {
  let most = 1;
  for (const h of hexes) {
    const foot = new Set(h.units.filter(isFoot).map((u) => u.id));
    for (const b of h.bodies) if (b.every((e) => foot.has(unitIdOf(e)))) most = Math.max(most, b.length);
  }
  return most;
}

/** A hex may hold two battles only when the defender has two bodies with no unit in common to split it between. */
function mostBattles(h: FrontHex): number {
  return h.bodies.some((a) => h.bodies.some((b) => !sharesUnit(a, b))) ? 2 : 1;
}

/**
 * The best `keep` ways to divide one part into battles, by branch and bound. Attackers are decided in a fixed
 * order; each sits out, joins a battle already opened on exactly the hexes it names, or opens a battle on any
 * set of untaken hexes it is next to (Multiple Combat 1, 3). At most one infantry or cavalry unit attacks from
 * a hex (Combat Qualifications 5). A battle closes once no later attacker can join it; a branch is cut when a
 * hex that must be attacked can no longer be (Combat Qualifications 2; Multiple Combat 3a) or when its bound
 * cannot beat the k-th plan kept.
 *
 * The bound: what the closed battles are worth at most, plus a ceiling for each battle still open and each hex
 * not yet attacked. For 'steps' that ceiling is the most enemy steps one result takes (1 on this table) per
 * battle: the defender may always name one body (and one field), and splits a hex only when that leaves the
 * attacker less, so a hex's battles are worth at most one battle's. No column, however weak the attack, gives
 * a lower ceiling: the best modifier puts every roll on the table's top row, where every column costs the
 * defender a step, so a tighter ceiling would need the very modifiers a matchup resolves. Own steps only lower
 * the score, so none are counted. For 'safety' and 'hex' the tie counts enemy steps, which a split may double,
 * so there a hex the defender may split counts two battles. A closing battle counts first at the least of its
 * one-battle options whose matchups are already resolved (nothing new resolved), then at the least of all its
 * one-battle options, each a ceiling since the defender may always take it; only a complete division that may
 * beat the k-th plan has its battles valued exactly, the splits of a hex included. Every cut is of a branch
 * that cannot beat the k-th plan, so the plans kept are the exhaustive search's, in its order
 * (`switches.bound: false` searches without the bound, for the tests to check that).
 *
 * How it scales: an attacker next to r hexes has at most 2^r + 1 choices (r is 1 or 2 on most lines, 6 at
 * most), so a part of n attackers has at most (2^r + 1)^n complete divisions: a few thousand for five attackers.
 * Parts of the line are searched apart, so a board costs the sum over its parts, not the product. Since any
 * battle may be worth a full step, the bound cuts once the battles closed fall short, so most sets of
 * attackers that can close on a hex are met; what each costs is kept small instead. Remembered: each set of
 * attackers against each set of hexes (the defender's choice, weighed only as far as asked) once, each
 * attackers-against-defenders matchup (modifiers and column) once, each column and modifier's outcomes once
 * per board. A body whose column alone, at any modifier, leaves the attacker more than a body already weighed
 * is not resolved, and the ways through a split of a hex stop at the first that does as well for the attacker
 * as a body already weighed. So the cost is bounded by the distinct matchups met, each resolved once.
 * Groups and loans multiply those matchups: a hex of k small infantry units sends any one of up to 2^k − 1 units
 * or groups, and defends with as many, each below 5 with every loan of 1 point up to 5 (ten times the battles on
 * the bench's front once two hexes in each stretch hold a 1-strength brigade beside a 4).
 */
export function searchPart(ctx: PlanContext, part: FrontPart, keep: number, count: SearchCount, switches: SearchSwitches = {}): PartPlan[] {
  const order = attackersOf(part);
  const hexes = part.hexes;
  const reachLabels = order.map((a) => part.reach.get(a.units[0]?.id ?? '') ?? []);
  const reachOf = reachLabels.map((reach) => {
    return hexes.map((h) => reach.includes(h.hex));
  });
  const lastFor = (at: readonly number[]): number => {
    let last = -1;
    reachOf.forEach((r, i) => {
      if (at.every((k) => r[k])) last = i;
    });
    return last;
  };
  const lastForHex = hexes.map((_, k) => lastFor([k]));
  const splits = hexes.map(mostBattles);
  const perHit = mostPerHit(hexes);
  // Every non-empty set of the hexes each attacker reaches, in the order of their bit masks over its reach.
  const targets: Target[][] = reachLabels.map((reach) => {
    const at = reach.map((label) => hexes.findIndex((h) => h.hex === label));
    const out: Target[] = [];
    for (let mask = 1; mask < 1 << at.length; mask++) {
      const picked = at.filter((_, k) => (mask >> k) & 1);
      out.push({ hexes: picked.map((k) => hexes[k]).filter((h): h is FrontHex => h !== undefined), at: picked, closesAfter: lastFor(picked) });
    }
    return out;
  });
  const attackHex = order.map((a) => a.hex);
  const foot = order.map((a) => a.foot);
  const goal = ctx.goal;
  const goalAt = goal.kind === 'hex' ? hexes.findIndex((h) => h.hex === goal.hex) : -1;
  const bounded = switches.bound ?? true;

  const best: PartPlan[] = [];
  const add = (p: PartPlan): void => {
    const at = best.findIndex((b) => compareScores(p.score, b.score) > 0);
    best.splice(at < 0 ? best.length : at, 0, p);
    if (best.length > keep) best.pop();
  };
  const known = new Map<string, GroupChoice>();
  /** The defender's choice against a battle's attackers, one per set of attackers and hexes, weighed as far as asked. */
  const choiceOf = (b: OpenBattle): GroupChoice => {
    const key = `${b.target.at.join(',')}>${b.attackers.join(',')}`;
    let c = known.get(key);
    if (!c) {
      c = new GroupChoice(ctx, b.attackers.flatMap((i) => order[i]?.units ?? []), b.target.hexes);
      known.set(key, c);
    }
    return c;
  };

  /** The battles closed so far, in order, each at its one-battle ceiling: valued exactly only in a complete division. */
  const closed: GroupChoice[] = [];
  let open: OpenBattle[] = [];
  const taken = hexes.map(() => false);
  const footUsed = new Set<string>();
  let closedMain = 0;
  let closedTie = 0;

  /**
   * True when `main` and `tie` (what the battles closed are worth at most) plus the ceiling of each battle in
   * `unvalued` and of each hex not yet attacked cannot beat the k-th plan kept.
   */
  const cut = (main: number, tie: number, unvalued: readonly OpenBattle[]): boolean => {
    if (!bounded || best.length < keep) return false;
    const kth = best[best.length - 1];
    if (!kth) return false;
    let battles = 0;
    let goalOpen = false;
    for (const b of unvalued) {
      const [only] = b.target.at;
      battles += goal.kind === 'steps' || b.target.at.length > 1 || only === undefined ? 1 : (splits[only] ?? 1);
      if (goalAt >= 0 && b.target.at.includes(goalAt)) goalOpen = true;
    }
    for (let k = 0; k < hexes.length; k++) if (!taken[k]) battles += goal.kind === 'steps' ? 1 : (splits[k] ?? 1);
    if (goalAt >= 0 && !taken[goalAt]) goalOpen = true;
    const steps = battles * MOST_STEPS * perHit;
    const room: Score = goal.kind === 'steps' ? { main: steps, tie: 0 } : goal.kind === 'safety' ? { main: 0, tie: steps } : { main: goalOpen ? 1 : 0, tie: steps };
    return compareScores({ main: main + room.main, tie: tie + room.tie }, kth.score) <= 0;
  };

  /**
   * Closes the battles no later attacker than `i` can join, each at its one-battle ceiling; false when the branch
   * is cut instead. It first tries to cut on the ceilings the matchups already resolved give, which resolves
   * nothing new (a closing battle without one still counts at the full ceiling).
   */
  const close = (i: number): boolean => {
    if (!closesBefore(open, i)) return true;
    const closing = open.filter((b) => b.target.closesAfter < i).map((b) => ({ b, c: choiceOf(b) }));
    open = open.filter((b) => b.target.closesAfter >= i);
    if (bounded && best.length >= keep) {
      let main = closedMain;
      let tie = closedTie;
      const unvalued = [...open];
      for (const { b, c } of closing) {
        const s = c.ceiling();
        if (s === null) unvalued.push(b);
        else {
          main += s.main;
          tie += s.tie;
        }
      }
      if (unvalued.length < open.length + closing.length && cut(main, tie, unvalued)) return false;
    }
    for (const { c } of closing) {
      const s = c.oneBattleCeiling();
      closed.push(c);
      closedMain += s.main;
      closedTie += s.tie;
    }
    return !cut(closedMain, closedTie, open);
  };

  const visit = (i: number): void => {
    // Give up if a required hex can no longer be attacked.
    for (let k = 0; k < hexes.length; k++) if (!taken[k] && (lastForHex[k] ?? -1) < i) return;
    // The bound first, counting the battles about to close at their ceiling: a branch cut here values none of them.
    if (cut(closedMain, closedTie, open)) {
      count.pruned += 1;
      return;
    }
    const saved = open;
    const before = closed.length;
    const mainBefore = closedMain;
    const tieBefore = closedTie;
    if (close(i)) decide(i);
    else count.pruned += 1;
    closed.length = before;
    closedMain = mainBefore;
    closedTie = tieBefore;
    open = saved;
  };

  /** The choices of attacker `i`, the battles before it closed; a complete division once every attacker is decided. */
  const decide = (i: number): void => {
    const a = order[i];
    if (a === undefined) {
      count.assignments += 1;
      const groups = closed.map((c) => c.value());
      let main = 0;
      let tie = 0;
      for (const g of groups) {
        main += g.score.main;
        tie += g.score.tie;
      }
      add({ groups, score: { main, tie } });
      return;
    }
    const hex = attackHex[i] ?? '';
    const isFootUnit = foot[i] ?? false;
    if (!(isFootUnit && footUsed.has(hex))) {
      if (isFootUnit) footUsed.add(hex);
      const reach = reachOf[i] ?? [];
      const here = open;
      for (let j = 0; j < here.length; j++) {
        const b = here[j];
        if (!b || !all(b.target.at, reach)) continue;
        b.attackers.push(i);
        visit(i + 1);
        b.attackers.pop();
      }
      const mine = targets[i] ?? [];
      for (let j = 0; j < mine.length; j++) {
        const t = mine[j];
        if (!t || any(t.at, taken)) continue;
        for (const k of t.at) taken[k] = true;
        open = [...here, { target: t, attackers: [i] }];
        visit(i + 1);
        open = here;
        for (const k of t.at) taken[k] = false;
      }
      if (isFootUnit) footUsed.delete(hex);
    }
    // Sitting out is always allowed, as long as every hex is still attacked by someone (Combat Qualifications 3).
    visit(i + 1);
  };
  visit(0);
  return best;
}
