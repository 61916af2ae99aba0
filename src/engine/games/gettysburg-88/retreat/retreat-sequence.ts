import { SEQUENCE_STEPS, goesOn, type RetreatGround, type SequenceStep } from './retreat-ground.js';

/** A hex a step would have offered but may not be used, and why: the next hex or step is tried instead (17, 19). */
export interface PassedOver {
  readonly hex: string;
  readonly step: SequenceStep;
  readonly why: 'battle' | 'wooded-rough-hill' | 'loop';
}

/** One hex entered: from where, by which step, and what else that step offered or passed over. */
export interface Hop {
  readonly from: string;
  readonly hex: string;
  readonly step: SequenceStep;
  /** Every hex the same step offered from `from`: the owner chooses among them. */
  readonly offered: readonly string[];
  /** Hexes passed over at `from` for this step or an earlier one. */
  readonly passed: readonly PassedOver[];
  /** Earlier steps whose every path ended overstacked, and so were given up (18). */
  readonly overstackedSteps: readonly SequenceStep[];
}

/**
 * A way the sequence can run: the hexes entered, then how it ends. 'done' after step a or c; 'stuck' when
 * no step offers a hex from a friendly-held hex reached by b or d, so the unit stays there with them; 'off'
 * when the unit leaves the board from where it stands (35).
 */
export interface RawPath {
  readonly hops: readonly Hop[];
  readonly end: 'done' | 'stuck' | 'off';
  /** For 'stuck': whether staying with the friends there breaks the stacking limit. */
  readonly overstack: 'yes' | 'no' | 'unknown';
  /** For 'stuck': the hexes passed over where the unit stays, which is why no step could go on. */
  readonly passed?: readonly PassedOver[];
}

/** A step given up at the unit's own hex because every way through its hexes ended overstacked (18). */
export interface GivenUp {
  readonly step: SequenceStep;
  readonly offered: readonly string[];
}

export interface SequenceRun {
  readonly paths: readonly RawPath[];
  /** Some way of the sequence ended overstacked and was dropped (18). */
  readonly overstackSeen: boolean;
  readonly givenUpAtStart: readonly GivenUp[];
  /** A zone of control the answer needed is not confirmed. */
  readonly zocUnknown: boolean;
  /** The stacking limit was needed and is not confirmed. */
  readonly stackingUnknown: boolean;
  /** Hexes the sequence stood in where the map data does not say whether the map's edge is beside them. */
  readonly edgeUnknownAt: readonly string[];
  /** Clarification 19's hexes that an artillery unit had to pass over. */
  readonly woodedRoughHills: readonly string[];
  /** The search gave up: more paths than Adjutant lists. */
  readonly tooMany: boolean;
}

/** The most hexes the search visits before giving up (a stack of friends can make the paths many). */
export const SEARCH_BUDGET = 200_000;

interface Search {
  readonly ground: RetreatGround;
  readonly stackingLimit: number | null;
  readonly unitCounts: boolean;
  budget: number;
  zocUnknown: boolean;
  stackingUnknown: boolean;
  readonly edgeUnknownAt: Set<string>;
  readonly woodedRoughHills: Set<string>;
  overstackSeen: boolean;
  readonly givenUpAtStart: GivenUp[];
}

function overstackAt(s: Search, hex: string): RawPath['overstack'] {
  if (!s.unitCounts) return 'no';
  const count = s.ground.friendsAt(hex).length + 1;
  if (s.stackingLimit === null) {
    s.stackingUnknown = true;
    return 'unknown';
  }
  return count > s.stackingLimit ? 'yes' : 'no';
}

/** The edge of the map at a hex the unit stands in: a way off the board, or a question. */
function offBoard(s: Search, hex: string): RawPath[] {
  const at = s.ground.edge.atEdge(hex);
  if (at === 'unknown') s.edgeUnknownAt.add(hex);
  return at === 'yes' ? [{ hops: [], end: 'off', overstack: 'no' }] : [];
}

/**
 * Every way the sequence can run on from `hex`, the hexes in `visited` already on the path. Each step is
 * tried in turn; its hexes are the owner's choice. A hex on the path already would close a loop, so it is
 * passed over like a battle hex, and when that leaves a step empty the next step breaks the loop. Because
 * `visited` only grows, every path is finite and the search ends.
 */
function runFrom(s: Search, hex: string, visited: ReadonlySet<string>): RawPath[] {
  if (--s.budget < 0) return [];
  const { ground } = s;
  const open = new Map<SequenceStep, string[]>(SEQUENCE_STEPS.map((st) => [st, []]));
  const passed: PassedOver[] = [];
  for (const n of ground.neighbours(hex)) {
    if (ground.onMap(n) === 'no') continue;
    const cls = ground.classify(n);
    const shut = ground.shut(n);
    if (shut?.kind === 'enemy') continue;
    if (cls.zocUnknown) s.zocUnknown = true;
    if (shut) {
      passed.push({ hex: n, step: cls.step, why: shut.kind });
      if (shut.kind === 'wooded-rough-hill') s.woodedRoughHills.add(n);
    } else if (visited.has(n)) passed.push({ hex: n, step: cls.step, why: 'loop' });
    else open.get(cls.step)?.push(n);
  }
  // Off the board from any hex the sequence stands in, the unit's own or one it goes on from (35).
  const off = offBoard(s, hex);
  const overstackedSteps: SequenceStep[] = [];
  for (const st of SEQUENCE_STEPS) {
    const offered = open.get(st) ?? [];
    if (offered.length === 0) continue;
    const found: RawPath[] = [];
    for (const n of offered) {
      const hop: Hop = { from: hex, hex: n, step: st, offered, passed: passed.filter((p) => p.step <= st), overstackedSteps: [...overstackedSteps] };
      if (!goesOn(st)) {
        found.push({ hops: [hop], end: 'done', overstack: 'no' });
        continue;
      }
      for (const rest of runFrom(s, n, new Set([...visited, n]))) found.push({ ...rest, hops: [hop, ...rest.hops] });
    }
    const fits = found.filter((p) => p.end !== 'off' && p.overstack !== 'yes');
    if (found.some((p) => p.overstack === 'yes')) s.overstackSeen = true;
    // Ways off the board through this step's hexes stay open even if the step is given up below (35).
    off.push(...found.filter((p) => p.end === 'off'));
    if (fits.length > 0) return [...fits, ...off];
    // A step whose every way on the board ends overstacked is given up for the next one (18: the only retreat).
    overstackedSteps.push(st);
    if (hex === ground.start) s.givenUpAtStart.push({ step: st, offered });
  }
  if (hex === ground.start) return off;
  return [{ hops: [], end: 'stuck', overstack: overstackAt(s, hex), passed }, ...off];
}

/** Runs clarification 17's sequence from the retreating unit's hex, every owner's choice followed. */
export function runSequence(ground: RetreatGround, stackingLimit: number | null, unitCounts: boolean, budget = SEARCH_BUDGET): SequenceRun {
  const s: Search = {
    ground,
    stackingLimit,
    unitCounts,
    budget,
    zocUnknown: false,
    stackingUnknown: false,
    edgeUnknownAt: new Set(),
    woodedRoughHills: new Set(),
    overstackSeen: false,
    givenUpAtStart: [],
  };
  return {
    paths: runFrom(s, ground.start, new Set([ground.start])),
    overstackSeen: s.overstackSeen,
    givenUpAtStart: s.givenUpAtStart,
    zocUnknown: s.zocUnknown,
    stackingUnknown: s.stackingUnknown,
    edgeUnknownAt: [...s.edgeUnknownAt],
    woodedRoughHills: [...s.woodedRoughHills],
    tooMany: s.budget < 0,
  };
}
