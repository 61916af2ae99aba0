import type { Question } from '../../../core/answer.js';
import type { Board, BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import { step, type Step } from '../../../core/explanation.js';
import { isCombatUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { g77 } from '../rule.js';

const grid = GETTYSBURG_77_GRID;

/** An enemy-occupied hex that must be attacked, and the bodies its owner may name to defend it. */
export interface FrontHex {
  readonly hex: string;
  /** Every enemy combat unit in the hex. */
  readonly units: readonly BoardUnit[];
  /** Each body that may defend the hex: one infantry or cavalry unit, any of the hex's artillery, or both (sorted ids). */
  readonly bodies: readonly (readonly string[])[];
}

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

export function adjacentHexes(a: string, b: string): boolean {
  const ha = grid.parse(a);
  const hb = grid.parse(b);
  return ha !== null && hb !== null && grid.distance(ha, hb) === 1;
}

const isArtillery = (u: BoardUnit): boolean => u.type === 'artillery' || u.type === 'horse-artillery';

/** Every non-empty choice from `items` (a hex holds a gun or two, so this stays small). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of [...out]) out.push([...s, item]);
  return out;
}

/**
 * At most one infantry or cavalry unit per body, with any of the hex's artillery, or the artillery on its own
 * (Combat Qualifications 6, 8): every way the hex may be defended by one body.
 */
function defendingBodies(units: readonly BoardUnit[]): string[][] {
  const guns = units.filter(isArtillery).map((u) => u.id);
  const foot: (string | null)[] = [null, ...units.filter((u) => !isArtillery(u)).map((u) => u.id)];
  const gunSets = subsets(guns);
  return foot.flatMap((f) => gunSets.map((g) => (f === null ? g : [f, ...g]))).filter((b) => b.length > 0).map((b) => [...b].sort());
}

function strengthQuestion(u: BoardUnit): Question | null {
  const reduced = u.steps.left < u.steps.full;
  const known = reduced ? u.strength.reduced : u.strength.full;
  if (known !== null) return null;
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
  const nextTo = (u: BoardUnit): string[] => {
    const h = hexOf(u);
    return h === null ? [] : enemyHexes.filter((e) => adjacentHexes(h, e));
  };
  const own = onMap.filter((u) => u.side === side && nextTo(u).length > 0);
  const shattered = own.filter((u) => u.status.shattered);
  if (shattered.length > 0) notes.push(step(`${shattered.map((u) => u.name).join(', ')}: shattered, so left out of every battle.`, g77('Shatter and Disorganization, Effect 4')));
  const attackers = own.filter((u) => !u.status.shattered).sort((a, b) => (hexOf(a) ?? '').localeCompare(hexOf(b) ?? '') || a.id.localeCompare(b.id));
  const reach = new Map(attackers.map((a) => [a.id, nextTo(a)]));

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
      return { hex, units, bodies: defendingBodies(units) };
    }),
    reach: new Map(p.attackers.map((a) => [a.id, reach.get(a.id) ?? []])),
  }));
  return { parts, notes, questions };
}
