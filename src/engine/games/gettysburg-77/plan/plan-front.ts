import type { Question } from '../../../core/answer.js';
import { currentStrengthPoints, type Board, type BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import { step, type Step } from '../../../core/explanation.js';
import { isCombatUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { g77 } from '../rule.js';
import { GROUP_LIMIT, LEND_TO } from '../strength-rules.js';
import { lendEntry } from './lending.js';

const grid = GETTYSBURG_77_GRID;

/** An enemy-occupied hex that must be attacked, and the bodies its owner may name to defend it. */
export interface FrontHex {
  readonly hex: string;
  /** Every enemy combat unit in the hex. */
  readonly units: readonly BoardUnit[];
  /** Each body that may defend the hex: one infantry or cavalry unit or group (perhaps lent points), any of the hex's artillery, or both (sorted entries: ids, a lender as `lendEntry`). */
  readonly bodies: readonly (readonly string[])[];
  /** The fields of defence its owner may state against a two-direction attack, in the grid's order of neighbours. */
  readonly fields: readonly Field[];
}

/** A field of defence: two hexes next to each other, both next to the defended hex. */
export type Field = readonly [string, string];

/** Attackers and hexes joined by adjacency: what one part of the line does never changes another part's battles. */
export interface FrontPart {
  /** Attackers in a fixed order (by hex, then id), the order the search decides them in. */
  readonly attackers: readonly BoardUnit[];
  readonly hexes: readonly FrontHex[];
  /** The defended hexes next to each attacker, by unit id. */
  readonly reach: ReadonlyMap<string, readonly string[]>;
}

export interface Front {
  readonly parts: readonly FrontPart[];
  readonly notes: readonly Step[];
  /** Strengths the board does not show: the plan waits on them. */
  readonly questions: readonly Question[];
}

export function hexOf(u: BoardUnit): string | null {
  return u.location.kind === 'hex' ? u.location.hex : null;
}

/** Every field of defence around a hex, compared as parsed hexes: the labels are written once, for the fields found. */
function fieldsAround(hex: string): Field[] {
  const h = grid.parse(hex);
  if (!h) return [];
  const around = grid.neighbors(h);
  const out: Field[] = [];
  for (let i = 0; i < around.length; i++) {
    for (let j = i + 1; j < around.length; j++) {
      const a = around[i];
      const b = around[j];
      if (a !== undefined && b !== undefined && grid.distance(a, b) === 1) out.push([grid.format(a), grid.format(b)]);
    }
  }
  return out;
}

/** What `localeCompare` does, with one collator, made on first use, rather than one per comparison. */
let collator: Intl.Collator | null = null;
const collate = (a: string, b: string): number => (collator ??= new Intl.Collator()).compare(a, b);

const isArtillery = (u: BoardUnit): boolean => u.type === 'artillery' || u.type === 'horse-artillery';

/** Infantry or cavalry: what may form a group (Stacking 4), and of which a hex sends one unit or group to attack. */
export const isFoot = (u: BoardUnit): boolean => u.type === 'infantry' || u.type === 'cavalry';

/** Every non-empty choice from `items` (a hex holds a gun or two, so this stays small). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of [...out]) out.push([...s, item]);
  return out;
}

/**
 * Every way the infantry and cavalry of one hex may act as one unit (Stacking 4): each unit alone (in the order
 * given), then each group of two or more units of one type whose strengths total at most 5. A group's units are
 * listed in the order given. Units of unknown strength form no group: the plan waits on their strength anyway.
 */
export function footBodies(units: readonly BoardUnit[]): BoardUnit[][] {
  const foot = units.filter(isFoot);
  const out: BoardUnit[][] = foot.map((u) => [u]);
  for (const type of ['infantry', 'cavalry'] as const) {
    // Each member brings at least 1, so a group has at most 5 members: the search stays small however full the hex.
    const fit = foot.flatMap((u) => {
      const s = u.type === type ? currentStrengthPoints(u) : null;
      return s !== null && s >= 1 && s < GROUP_LIMIT ? [{ u, s }] : [];
    });
    const grow = (from: number, group: BoardUnit[], total: number): void => {
      for (let k = from; k < fit.length; k++) {
        const f = fit[k];
        if (!f || total + f.s > GROUP_LIMIT) continue;
        const next = [...group, f.u];
        if (next.length >= 2) out.push(next);
        grow(k + 1, next, total + f.s);
      }
    };
    grow(0, [], 0);
  }
  return out;
}

/**
 * The infantry or cavalry a hex may defend with: each unit or group of `footBodies`, and each of those below 5 with
 * one other unit of its type lending it from 1 point up to what brings it to 5 (Combat Qualifications 12). The
 * lender is the defender's option, and how much it lends too: at least half its strength and it shares the results.
 */
function footDefences(units: readonly BoardUnit[]): string[][] {
  const out: string[][] = [];
  for (const body of footBodies(units)) {
    const ids = body.map((u) => u.id);
    out.push(ids);
    const type = body[0]?.type;
    let total = 0;
    for (const u of body) total += currentStrengthPoints(u) ?? LEND_TO;
    if (total >= LEND_TO) continue;
    for (const lender of units) {
      const has = currentStrengthPoints(lender) ?? 0;
      if (lender.type !== type || body.includes(lender) || has < 1) continue;
      for (let points = 1; points <= Math.min(has, LEND_TO - total); points++) out.push([...ids, lendEntry(lender.id, points)]);
    }
  }
  return out;
}

/**
 * At most one infantry or cavalry unit or group per body (perhaps with a lender), with any of the hex's artillery,
 * or the artillery on its own (Combat Qualifications 6, 8, 12; Stacking 4): every way the hex may be defended by one body.
 */
function defendingBodies(units: readonly BoardUnit[]): string[][] {
  const guns = units.filter(isArtillery).map((u) => u.id);
  const foot: (string[] | null)[] = [null, ...footDefences(units)];
  const gunSets = subsets(guns);
  return foot.flatMap((f) => gunSets.map((g) => (f === null ? g : [...f, ...g]))).filter((b) => b.length > 0).map((b) => [...b].sort());
}

function strengthQuestion(u: BoardUnit): Question | null {
  if (currentStrengthPoints(u) !== null) return null;
  const reduced = u.steps.left < u.steps.full;
  return { id: `strength:${u.id}`, ask: `What is the ${reduced ? 'reduced' : 'full'} strength of ${u.name} (${hexOf(u) ?? 'off the map'})? The board does not show it.`, rule: g77('Combat 2', 'combat-2') };
}

/**
 * The phasing side's attackers and the hexes they must attack, split into parts that share no unit or hex.
 * Every enemy-occupied hex next to a friendly combat unit that can attack must be attacked; a shattered
 * unit cannot attack, so it obliges nothing and is left out, said so.
 */
export function findFront(board: Board, side: Side): Front {
  const notes: Step[] = [];
  const onMap = board.units.filter((u) => isCombatUnit(u) && hexOf(u) !== null);
  const enemyByHex = new Map<string, BoardUnit[]>();
  for (const u of onMap) {
    const h = hexOf(u);
    if (u.side !== side && h !== null) enemyByHex.set(h, [...(enemyByHex.get(h) ?? []), u]);
  }
  const enemyHexes = [...enemyByHex.keys()];
  // Each label parsed once: a board has many units and every own unit is compared with every enemy hex.
  const enemyAt = enemyHexes.map((e) => grid.parse(e));
  const nextTo = new Map<BoardUnit, string[]>();
  for (const u of onMap) {
    const h = u.side === side ? hexOf(u) : null;
    const at = h === null ? null : grid.parse(h);
    if (at === null) continue;
    const near = enemyHexes.filter((_, k) => {
      const e = enemyAt[k];
      return e !== null && e !== undefined && grid.distance(at, e) === 1;
    });
    if (near.length > 0) nextTo.set(u, near);
  }
  const own = onMap.filter((u) => nextTo.has(u));
  const shattered = own.filter((u) => u.status.shattered);
  if (shattered.length > 0) notes.push(step(`${shattered.map((u) => u.name).join(', ')}: shattered, so left out of every battle.`, g77('Shatter and Disorganization, Effect 4')));
  // By hex, then id, as localeCompare orders them: the hexes are ranked once, so ids are compared only within a hex.
  const fit = own.filter((u) => !u.status.shattered);
  const rank = new Map<string, number>();
  let last: string | null = null;
  for (const h of [...new Set(fit.map((u) => hexOf(u) ?? ''))].sort(collate)) {
    rank.set(h, last === null ? 0 : (rank.get(last) ?? 0) + (collate(last, h) === 0 ? 0 : 1));
    last = h;
  }
  const attackers = fit.sort((a, b) => (rank.get(hexOf(a) ?? '') ?? 0) - (rank.get(hexOf(b) ?? '') ?? 0) || collate(a.id, b.id));
  const reach = new Map(attackers.map((a) => [a.id, nextTo.get(a) ?? []]));

  const questions: Question[] = [];
  const required = new Set([...reach.values()].flat());
  for (const u of [...attackers, ...[...required].flatMap((h) => enemyByHex.get(h) ?? [])]) {
    const q = strengthQuestion(u);
    if (q) questions.push(q);
  }

  // Parts: attackers joined through the hexes they reach (a union-find over hex labels and unit ids).
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== undefined && parent.get(r) !== r) r = parent.get(r) ?? r;
    parent.set(k, r);
    return r;
  };
  for (const a of attackers) {
    parent.set(a.id, find(a.id));
    for (const h of reach.get(a.id) ?? []) parent.set(find(`hex:${h}`), find(a.id));
  }
  const byRoot = new Map<string, { attackers: BoardUnit[]; hexes: Set<string> }>();
  for (const a of attackers) {
    const root = find(a.id);
    const part = byRoot.get(root) ?? { attackers: [], hexes: new Set<string>() };
    part.attackers.push(a);
    for (const h of reach.get(a.id) ?? []) part.hexes.add(h);
    byRoot.set(root, part);
  }
  const parts: FrontPart[] = [...byRoot.values()].map((p) => ({
    attackers: p.attackers,
    hexes: [...p.hexes].sort().map((hex) => {
      const units = enemyByHex.get(hex) ?? [];
      return { hex, units, bodies: defendingBodies(units), fields: fieldsAround(hex) };
    }),
    reach: new Map(p.attackers.map((a) => [a.id, reach.get(a.id) ?? []])),
  }));
  return { parts, notes, questions };
}
