import type { BoardUnit } from '../../../core/board/board.js';
import type { BattleBook, FoughtBattle } from './battle-eval.js';
import type { HexHold } from './hex-hold.js';
import { adjacentHexes, hexOf, type FrontHex } from './plan-front.js';
import { addWorth, compareScores, NO_WORTH, scoreOf, type BattleWorth, type PlanGoal, type Score } from './plan-goal.js';
import { G77_COMBAT_TABLE } from '../combat-results-table.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { isTwoDirectionAttack } from '../two-direction-attack.js';

const grid = GETTYSBURG_77_GRID;

/** What the search needs to value a battle: the battles remembered, the goal, the units by id. */
export interface PlanContext {
  readonly book: BattleBook;
  readonly goal: PlanGoal;
  readonly units: ReadonlyMap<string, BoardUnit>;
  /** For a 'hex' goal: whether a retreat empties that hex. */
  readonly hold: HexHold | null;
  readonly groups: Map<string, GroupPlan>;
}

/** The battles on one set of hexes after the defender's best choice against these attackers. */
export interface GroupPlan {
  readonly worth: BattleWorth;
  readonly score: Score;
  readonly battles: readonly FoughtBattle[];
  /** How many ways the defender could have defended (bodies × fields). */
  readonly defenderChoices: number;
}

/** The defender's stated field of defence: two hexes next to each other, both next to the defended hex. */
function fieldsAround(hex: string): [string, string][] {
  const h = grid.parse(hex);
  if (!h) return [];
  const around = grid.neighbors(h).map((n) => grid.format(n));
  const out: [string, string][] = [];
  for (let i = 0; i < around.length; i++) {
    for (let j = i + 1; j < around.length; j++) {
      const a = around[i];
      const b = around[j];
      if (a !== undefined && b !== undefined && adjacentHexes(a, b)) out.push([a, b]);
    }
  }
  return out;
}

/** Chance the battle empties its hex: every unit there defends, and a retreat or the last step goes. */
function leaveChance(ctx: PlanContext, b: FoughtBattle): number {
  const [only] = b.defenders;
  const lastStep = b.defenders.length === 1 && only !== undefined && (ctx.units.get(only)?.steps.left ?? 2) <= 1;
  const mayStay = ctx.hold?.mayStay ?? false;
  let p = 0;
  for (const o of b.outcomes) {
    const m = G77_COMBAT_TABLE.results[o.result];
    if ((m?.defenderRetreats && !mayStay) || (lastStep && (m?.defenderSteps ?? 0) > 0)) p += o.probability.numerator / o.probability.denominator;
  }
  return p;
}

/** The worth of the battles of one group; the goal hex counts as emptied only when every unit in it defends and leaves. */
function worthOf(ctx: PlanContext, battles: readonly FoughtBattle[], goalHexUnits: readonly string[] | null): BattleWorth {
  let w = NO_WORTH;
  for (const b of battles) w = addWorth(w, { enemySteps: b.expectedLosses.defender, ownSteps: b.expectedLosses.attacker, vacated: 0 });
  if (goalHexUnits === null) return w;
  const defending = new Set(battles.flatMap((b) => b.defenders));
  if (!goalHexUnits.every((id) => defending.has(id))) return w;
  // Every body there must leave: the battles are fought with separate rolls, so the chances multiply.
  const vacated = battles.filter((b) => b.defenders.some((d) => goalHexUnits.includes(d))).reduce((p, b) => p * leaveChance(ctx, b), 1);
  return { ...w, vacated };
}

function plan(ctx: PlanContext, battles: FoughtBattle[], goalHexUnits: readonly string[] | null): Omit<GroupPlan, 'defenderChoices'> {
  const worth = worthOf(ctx, battles, goalHexUnits);
  return { worth, score: scoreOf(ctx.goal, worth), battles };
}

const ids = (us: readonly BoardUnit[]): string[] => us.map((u) => u.id).sort();

/**
 * The defender names its defending body in each hex (and, facing a two-direction attack, its field of defence,
 * or two bodies with two fields) to its own best advantage against these attackers: the choice that leaves the
 * attacker the lowest score. Where the defender has split a hex, the attacker then sends the units outside
 * both fields to whichever body serves it best.
 */
export function defendedGroup(ctx: PlanContext, attackers: readonly BoardUnit[], hexes: readonly FrontHex[]): GroupPlan {
  const key = `${ids(attackers).join(',')}>${hexes.map((h) => h.hex).join(',')}`;
  const known = ctx.groups.get(key);
  if (known) return known;
  const goalHex = ctx.goal.kind === 'hex' ? hexes.find((h) => ctx.goal.kind === 'hex' && h.hex === ctx.goal.hex) : undefined;
  const goalUnits = goalHex ? goalHex.units.map((u) => u.id) : null;
  const attackIds = ids(attackers);
  const options: Omit<GroupPlan, 'defenderChoices'>[] = [];
  const consider = (p: Omit<GroupPlan, 'defenderChoices'>): void => {
    options.push(p);
  };
  const [single] = hexes;
  const attackHexes = attackers.map((a) => hexOf(a) ?? '');
  if (hexes.length === 1 && single && isTwoDirectionAttack(attackHexes)) {
    twoDirection(ctx, attackers, single, goalUnits, consider);
  } else {
    // One direction, or one battle against several hexes: one body per hex, their strengths totalled.
    let combos: string[][] = [[]];
    for (const h of hexes) combos = combos.flatMap((c) => h.bodies.map((b) => [...c, ...b]));
    for (const c of combos) consider(plan(ctx, [ctx.book.battle(attackIds, [...c].sort(), null, 0)], goalUnits));
  }
  const chosen = options.reduce<Omit<GroupPlan, 'defenderChoices'> | null>((w, p) => (w === null || compareScores(w.score, p.score) > 0 ? p : w), null) ?? plan(ctx, [], goalUnits);
  const made: GroupPlan = { ...chosen, defenderChoices: options.length };
  ctx.groups.set(key, made);
  return made;
}

function twoDirection(ctx: PlanContext, attackers: readonly BoardUnit[], hex: FrontHex, goalUnits: readonly string[] | null, consider: (p: Omit<GroupPlan, 'defenderChoices'>) => void): void {
  const fields = fieldsAround(hex.hex);
  const inside = (f: readonly [string, string]): BoardUnit[] => attackers.filter((a) => f.includes(hexOf(a) ?? ''));
  // Fields that hold the same attackers give the same battles: one of each is enough.
  const seen = new Set<string>();
  const distinct = fields.filter((f) => {
    const k = ids(inside(f)).join(',');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const attackIds = ids(attackers);
  for (const body of hex.bodies) {
    for (const f of distinct) consider(plan(ctx, [ctx.book.battle(attackIds, body, f, attackers.length - inside(f).length)], goalUnits));
  }
  // Two bodies, each with its own field; the fields may not overlap.
  for (let i = 0; i < hex.bodies.length; i++) {
    for (let j = i + 1; j < hex.bodies.length; j++) {
      const b1 = hex.bodies[i];
      const b2 = hex.bodies[j];
      if (!b1 || !b2 || b1.some((u) => b2.includes(u))) continue;
      // Field pairs that put the same attackers in each field give the same battles: one of each is enough.
      const pairs = new Set<string>();
      for (const f1 of fields) {
        for (const f2 of fields) {
          if (f1.some((x) => f2.includes(x))) continue;
          const k = `${ids(inside(f1)).join(',')}|${ids(inside(f2)).join(',')}`;
          if (pairs.has(k)) continue;
          pairs.add(k);
          consider(split(ctx, attackers, [b1, f1], [b2, f2], goalUnits));
        }
      }
    }
  }
}

/** The attacker's best way to send the units outside both fields, each at the outside −1, to one body or the other. */
function split(ctx: PlanContext, attackers: readonly BoardUnit[], [b1, f1]: [readonly string[], readonly [string, string]], [b2, f2]: [readonly string[], readonly [string, string]], goalUnits: readonly string[] | null): Omit<GroupPlan, 'defenderChoices'> {
  const at = (f: readonly [string, string]): BoardUnit[] => attackers.filter((a) => f.includes(hexOf(a) ?? ''));
  const in1 = at(f1);
  const in2 = at(f2);
  const outside = attackers.filter((a) => !in1.includes(a) && !in2.includes(a));
  let best: Omit<GroupPlan, 'defenderChoices'> | null = null;
  for (let mask = 0; mask < 2 ** outside.length; mask++) {
    const to1 = outside.filter((_, k) => (mask >> k) & 1);
    const to2 = outside.filter((_, k) => !((mask >> k) & 1));
    const battles: FoughtBattle[] = [];
    if (in1.length + to1.length > 0) battles.push(ctx.book.battle(ids([...in1, ...to1]), [...b1], f1, to1.length));
    if (in2.length + to2.length > 0) battles.push(ctx.book.battle(ids([...in2, ...to2]), [...b2], f2, to2.length));
    const p = plan(ctx, battles, goalUnits);
    if (best === null || compareScores(p.score, best.score) > 0) best = p;
  }
  return best ?? plan(ctx, [], goalUnits);
}
