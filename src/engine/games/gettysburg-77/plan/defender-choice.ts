import type { BoardUnit } from '../../../core/board/board.js';
import type { BattleBook, Expectation, FoughtBattle } from './battle-eval.js';
import type { HexHold } from './hex-hold.js';
import { hexOf, isFoot, type Field, type FrontHex } from './plan-front.js';
import { compareScores, NO_WORTH, scoreOf, type BattleWorth, type PlanGoal, type Score } from './plan-goal.js';
import { G77_COMBAT_TABLE } from '../combat-results-table.js';
import { isTwoDirectionAttack } from '../two-direction-attack.js';
import { hasLender, sharesUnit, unitsHit } from './lending.js';

/** What the search needs to value a battle: the battles remembered, the goal, the units by id. */
export interface PlanContext {
  readonly book: BattleBook;
  readonly goal: PlanGoal;
  readonly units: ReadonlyMap<string, BoardUnit>;
  /** For a 'hex' goal: whether a retreat empties that hex. */
  readonly hold: HexHold | null;
}

/** The battles on one set of hexes after the defender's best choice against these attackers. */
export interface GroupPlan {
  readonly worth: BattleWorth;
  readonly score: Score;
  readonly battles: readonly FoughtBattle[];
  /** How many ways the defender could have defended (bodies × fields). */
  readonly defenderChoices: number;
}

/**
 * A battle the defender's choice weighs: who fights it, the stated field, and what its column and modifier make
 * it worth. Only the option chosen is written out as battles.
 */
interface Draft {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** The units its results reach: the defenders, and a lender that shares them. */
  readonly hit: readonly string[];
  readonly field: Field | null;
  readonly outside: number;
  readonly value: Expectation;
}

function draft(ctx: PlanContext, attackers: readonly string[], defenders: readonly string[], field: Field | null, outside: number, m = ctx.book.matchup(attackers, defenders)): Draft {
  return { attackers, defenders, hit: unitsHit(defenders, ctx.units), field, outside, value: ctx.book.worth(m, field ? outside : 0) };
}

/**
 * How many attackers are among `units`: each unit counts, but the infantry or cavalry of one hex are its group,
 * which acts as one unit (Stacking 4) and so stands outside a field of defence once. Plain loops: this is asked
 * for every field of every battle weighed.
 */
function bodyCount(units: readonly BoardUnit[]): number {
  let n = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u === undefined) continue;
    let first = true;
    if (isFoot(u)) {
      for (let j = 0; j < i && first; j++) {
        const v = units[j];
        if (v !== undefined && isFoot(v) && hexOf(v) === hexOf(u)) first = false;
      }
    }
    if (first) n += 1;
  }
  return n;
}

/** Which attacker a unit belongs to: its hex's group for infantry or cavalry, itself for a gun. */
function bodyKey(u: BoardUnit): string {
  return isFoot(u) ? `hex:${hexOf(u) ?? u.id}` : u.id;
}

/** Chance the battle empties its hex: every unit there defends, and a retreat or the last step goes. */
function leaveChance(ctx: PlanContext, b: Draft): number {
  // Its last step goes only when every defender is on its last step and the loss cannot be given by one unit
  // alone: a single unit, or one group, whose every unit loses the step (Casualties 5–6).
  const units = b.hit.map((id) => ctx.units.get(id));
  const oneBody = units.length === 1 || units.every((u) => u !== undefined && isFoot(u));
  const lastStep = oneBody && units.every((u) => u !== undefined && u.steps.left <= 1);
  const mayStay = ctx.hold?.mayStay ?? false;
  let p = 0;
  for (const o of b.value.outcomes) {
    const m = G77_COMBAT_TABLE.results[o.result];
    if ((m?.defenderRetreats && !mayStay) || (lastStep && (m?.defenderSteps ?? 0) > 0)) p += o.probability.numerator / o.probability.denominator;
  }
  return p;
}

/** The worth of the battles of one group; the goal hex counts as emptied only when every unit in it defends and leaves. */
function worthOf(ctx: PlanContext, battles: readonly Draft[], goalHexUnits: readonly string[] | null): BattleWorth {
  // Summed in order from nothing, as adding each battle's worth would, without an object per battle.
  let enemySteps = NO_WORTH.enemySteps;
  let ownSteps = NO_WORTH.ownSteps;
  for (const b of battles) {
    enemySteps += b.value.expectedLosses.defender;
    ownSteps += b.value.expectedLosses.attacker;
  }
  const w: BattleWorth = { enemySteps, ownSteps, vacated: NO_WORTH.vacated };
  if (goalHexUnits === null) return w;
  const defending = new Set(battles.flatMap((b) => b.hit));
  if (!goalHexUnits.every((id) => defending.has(id))) return w;
  // Every body there must leave: the battles are fought with separate rolls, so the chances multiply.
  const vacated = battles.filter((b) => b.hit.some((d) => goalHexUnits.includes(d))).reduce((p, b) => p * leaveChance(ctx, b), 1);
  return { ...w, vacated };
}

/** One way the defender may defend, with the attacker's best reply to it. */
interface Option {
  readonly worth: BattleWorth;
  readonly score: Score;
  readonly drafts: readonly Draft[];
}

function plan(ctx: PlanContext, drafts: readonly Draft[], goalHexUnits: readonly string[] | null): Option {
  const worth = worthOf(ctx, drafts, goalHexUnits);
  return { worth, score: scoreOf(ctx.goal, worth), drafts };
}

/** The first option that leaves the attacker least: the defender's choice among those given. */
function least(options: readonly Option[]): Option | null {
  return options.reduce<Option | null>((w, p) => (w === null || compareScores(w.score, p.score) > 0 ? p : w), null);
}

/** A field of defence against this group, and the attackers standing in it. */
interface Stand {
  readonly field: Field;
  readonly inside: readonly BoardUnit[];
  /** How many attackers stand outside it (a group counting once). */
  readonly outside: number;
  /** Their ids, sorted and joined: fields holding the same attackers give the same battles. */
  readonly key: string;
}

/** The battle of a one-battle option: its defenders, and the fields it may be fought with (null: one direction). */
interface SingleBattle {
  readonly defenders: readonly string[];
  readonly stands: readonly Stand[] | null;
}

/**
 * The defender's choice against one group of attackers on one set of hexes, weighed only as far as the search
 * asks: a ceiling from the matchups already resolved, then the one-battle options (each a ceiling too, since the
 * defender may always take it), then the whole choice with the splits of a hex.
 *
 * The defender names its defending body in each hex (and, facing a two-direction attack, its field of defence,
 * or two bodies with two fields) to its own best advantage against these attackers: the choice that leaves the
 * attacker the lowest score. Where the defender has split a hex, the attacker then sends the units outside
 * both fields to whichever body serves it best.
 */
export class GroupChoice {
  /** The attackers sorted by id: any set of them is listed in id order by filtering this, as the book's keys want. */
  private readonly byId: readonly BoardUnit[];
  private readonly attackIds: readonly string[];
  private readonly goalUnits: readonly string[] | null;
  /** Against one hex attacked from two directions: each field of defence with the attackers in it; null otherwise. */
  private readonly stands: readonly Stand[] | null;
  /** The defender's best one-battle option and how many there are, once weighed (the rest are not kept). */
  private singles: { readonly best: Option | null; readonly count: number } | null = null;
  /**
   * The battles of the one-battle options, in the order the defender weighs them: one direction (or several hexes),
   * one body per hex with their strengths totalled; two directions, each body with each field holding different
   * attackers (`stands`; fields that hold the same attackers give the same battles, so one of each is enough).
   */
  private readonly singleBattles: readonly SingleBattle[];
  /** The least of the one-battle options already weighed for `ceiling`, and which bodies' battles those were. */
  private known: { score: Score | null; readonly weighed: boolean[]; resolved: number } | null = null;
  private made: GroupPlan | null = null;

  constructor(
    private readonly ctx: PlanContext,
    private readonly attackers: readonly BoardUnit[],
    private readonly hexes: readonly FrontHex[],
  ) {
    const goal = ctx.goal;
    const goalHex = goal.kind === 'hex' ? hexes.find((h) => h.hex === goal.hex) : undefined;
    this.goalUnits = goalHex ? goalHex.units.map((u) => u.id) : null;
    this.byId = [...attackers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.attackIds = this.byId.map((a) => a.id);
    const attackHexes = attackers.map((a) => hexOf(a) ?? '');
    const [single] = hexes;
    const all = bodyCount(attackers);
    this.stands =
      hexes.length === 1 && single && isTwoDirectionAttack(attackHexes)
        ? single.fields.map((field) => {
            const inside = attackers.filter((_, k) => field.includes(attackHexes[k] ?? ''));
            return { field, inside, outside: all - bodyCount(inside), key: this.byId.filter((a) => inside.includes(a)).map((a) => a.id).join(',') };
          })
        : null;
    if (this.stands && single) {
      const seen = new Set<string>();
      const distinct = this.stands.filter((s) => {
        if (seen.has(s.key)) return false;
        seen.add(s.key);
        return true;
      });
      this.singleBattles = single.bodies.map((defenders) => ({ defenders, stands: distinct }));
    } else {
      // One lender in a battle, as the odds calculator takes it (the lender's state passes to the one it lends to).
      let combos: string[][] = [[]];
      for (const h of hexes) combos = combos.flatMap((c) => h.bodies.filter((b) => !(hasLender(b) && hasLender(c))).map((b) => [...c, ...b]));
      this.singleBattles = combos.map((c) => ({ defenders: [...c].sort(), stands: null }));
    }
  }

  /** At most what the group is worth, from the one-battle options whose matchups are resolved; null when none is. */
  ceiling(): Score | null {
    if (this.made) return this.made.score;
    if (this.singles) return this.singles.best?.score ?? null;
    // Matchups are only ever added: weigh the bodies whose matchups were resolved since the last time asked.
    const known = (this.known ??= { score: null, weighed: this.singleBattles.map(() => false), resolved: -1 });
    if (known.resolved === this.ctx.book.evaluations) return known.score;
    known.resolved = this.ctx.book.evaluations;
    this.singleBattles.forEach((b, k) => {
      if (known.weighed[k] || !this.ctx.book.knows(this.attackIds, b.defenders)) return;
      known.weighed[k] = true;
      const s = least(this.options(b))?.score ?? null;
      if (s !== null && (known.score === null || compareScores(s, known.score) < 0)) known.score = s;
    });
    return known.score;
  }

  /** At most what the group is worth: the least of its one-battle options, every matchup they need resolved. */
  oneBattleCeiling(): Score {
    return (this.weighSingles().best ?? plan(this.ctx, [], this.goalUnits)).score;
  }

  /** What the group is worth after the defender's whole choice, and the battles that choice leads to. */
  value(): GroupPlan {
    if (this.made) return this.made;
    const ctx = this.ctx;
    const singles = this.weighSingles();
    let best = singles.best;
    let count = singles.count;
    const [hex] = this.hexes;
    if (this.stands && hex) {
      // Two bodies, each with its own field; the fields may not overlap.
      for (let i = 0; i < hex.bodies.length; i++) {
        for (let j = i + 1; j < hex.bodies.length; j++) {
          const b1 = hex.bodies[i];
          const b2 = hex.bodies[j];
          if (!b1 || !b2 || sharesUnit(b1, b2)) continue;
          // Field pairs that put the same attackers in each field give the same battles: one of each is enough.
          const pairs = new Set<string>();
          for (const s1 of this.stands) {
            for (const s2 of this.stands) {
              if (s1.field.some((x) => s2.field.includes(x))) continue;
              const k = `${s1.key}|${s2.key}`;
              if (pairs.has(k)) continue;
              pairs.add(k);
              count += 1;
              const p = this.split([b1, s1], [b2, s2], best?.score ?? null);
              if (p !== null && (best === null || compareScores(best.score, p.score) > 0)) best = p;
            }
          }
        }
      }
    }
    const chosen = best ?? plan(ctx, [], this.goalUnits);
    const battles = chosen.drafts.map((d) => ctx.book.battle(d.attackers, d.defenders, d.field, d.outside));
    this.made = { worth: chosen.worth, score: chosen.score, battles, defenderChoices: count };
    return this.made;
  }

  /**
   * The first least of the one-battle options. The bodies whose column alone (at any modifier) already leaves the
   * attacker more than the least found are not resolved: their battles could not be the defender's choice. So the
   * bodies are weighed from the least promising for the attacker on, and the first least is still the one kept.
   */
  private weighSingles(): { readonly best: Option | null; readonly count: number } {
    if (this.singles) return this.singles;
    const ctx = this.ctx;
    let count = 0;
    const battles = this.singleBattles.map(({ defenders, stands }) => {
      const first = count;
      count += stands?.length ?? 1;
      const atLeast = ctx.book.bounds(this.attackIds, defenders);
      return { defenders, stands, first, atLeast: scoreOf(ctx.goal, { enemySteps: atLeast.enemySteps, ownSteps: atLeast.ownSteps, vacated: 0 }) };
    });
    const order = [...battles].sort((a, b) => compareScores(a.atLeast, b.atLeast) || a.first - b.first);
    let best: Option | null = null;
    let bestAt = 0;
    for (const b of order) {
      if (best !== null && compareScores(b.atLeast, best.score) > 0) continue;
      const options = this.options(b);
      for (let k = 0; k < options.length; k++) {
        const p = options[k];
        if (!p) continue;
        const c = best === null ? -1 : compareScores(p.score, best.score);
        if (c < 0 || (c === 0 && b.first + k < bestAt)) {
          best = p;
          bestAt = b.first + k;
        }
      }
    }
    this.singles = { best, count };
    return this.singles;
  }

  /** The options of one battle against these defenders: one, or one per field holding different attackers. */
  private options({ defenders, stands }: SingleBattle): Option[] {
    const ctx = this.ctx;
    const m = ctx.book.matchup(this.attackIds, defenders);
    if (stands === null) return [plan(ctx, [draft(ctx, this.attackIds, defenders, null, 0, m)], this.goalUnits)];
    return stands.map((s) => plan(ctx, [draft(ctx, this.attackIds, defenders, s.field, s.outside, m)], this.goalUnits));
  }

  /**
   * The attacker's best way to send the units outside both fields, each at the outside −1, to one body or the
   * other (the first in mask order among equals). Null as soon as one way scores at least `limit`, the defender's
   * best so far: the defender then never chooses this split, so the other ways (and their battles) need not be
   * resolved.
   */
  private split([b1, s1]: [readonly string[], Stand], [b2, s2]: [readonly string[], Stand], limit: Score | null): Option | null {
    const ctx = this.ctx;
    // A group goes to one body whole: the mask has a bit per attacker outside both fields, a group one bit.
    const outside = [...new Set(this.attackers.filter((a) => !s1.inside.includes(a) && !s2.inside.includes(a)).map(bodyKey))];
    // Where each attacker, in id order, goes: -1 to the first body, -2 to the second, else its bit in the mask.
    const to = this.byId.map((a) => (s1.inside.includes(a) ? -1 : s2.inside.includes(a) ? -2 : outside.indexOf(bodyKey(a))));
    let best: Option | null = null;
    for (let mask = 0; mask < 2 ** outside.length; mask++) {
      const one: string[] = [];
      const two: string[] = [];
      for (let j = 0; j < to.length; j++) {
        const t = to[j] ?? -2;
        const id = this.byId[j]?.id ?? '';
        if (t === -1 || (t >= 0 && (mask >> t) & 1)) one.push(id);
        else two.push(id);
      }
      let sent = 0;
      for (let k = 0; k < outside.length; k++) sent += (mask >> k) & 1;
      const drafts: Draft[] = [];
      if (one.length > 0) drafts.push(draft(ctx, one, b1, s1.field, sent));
      if (two.length > 0) drafts.push(draft(ctx, two, b2, s2.field, outside.length - sent));
      const p = plan(ctx, drafts, this.goalUnits);
      if (best === null || compareScores(p.score, best.score) > 0) best = p;
      if (limit !== null && compareScores(best.score, limit) >= 0) return null;
    }
    return best ?? plan(ctx, [], this.goalUnits);
  }
}
