import type { Question } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board, GameTime } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import { step, type Step } from '../../../core/explanation.js';
import type { Hex } from '../../../core/hex/hex.js';
import { artilleryRuleOn, DAY_RANGE, enemyCombatUnits, isArtillery, NIGHT_RANGE, NIGHT_RULE, RANGE_RULE } from '../range-of-influence.js';
import { ARTILLERY_LINE_RULE, ARTILLERY_OPTIONAL_RANGE, ARTILLERY_RULE, GunLines, type Contact, type LineVerdict, type Obstruction } from './artillery-line.js';
import { keyOf, labelOf } from './hex-labels.js';

/** A gun's longer reach that the optional rule's line test stops: the hex it would reach, and the first obstruction the line touches. */
export interface BlockedReach {
  readonly unit: string;
  readonly hex: string;
  readonly by: string;
  readonly obstruction: Obstruction;
  readonly contact: Contact;
}

/** A unit that may reach a hex no other unit surely reaches, and the question ids that would decide it. */
export interface UndecidedReach {
  readonly unit: string;
  readonly hex: string;
  readonly needs: readonly string[];
}

/** The enemy's ranges of influence over the whole board, as they restrict one side's movement. */
export interface SideInfluence {
  /** The side whose movement the ranges restrict; the ranges are the other side's. */
  readonly side: Side;
  readonly light: GameTime['light'];
  /** How far a combat unit surely reaches: 3 hexes by day, 1 at night or when the board does not say which. */
  readonly range: number;
  /** 5 where the optional rule lengthens artillery's reach this turn; null where it does not (off, or night). */
  readonly artilleryRange: number | null;
  /** Each hex surely inside, by label (row by row, then by column), with the ids of the units that surely reach it. */
  readonly hexes: Readonly<Record<string, readonly string[]>>;
  /** Hexes no unit surely reaches but some may, with what would decide each. */
  readonly undecided: readonly UndecidedReach[];
  readonly blocked: readonly BlockedReach[];
  readonly questions: readonly Question[];
  readonly steps: readonly Step[];
}

/** The axial offsets from `from` to `to` hexes away (a ring, or a disk when from is 0), worked out once. */
function offsets(from: number, to: number): readonly Hex[] {
  const out: Hex[] = [];
  for (let dq = -to; dq <= to; dq++) {
    for (let dr = Math.max(-to, -dq - to); dr <= Math.min(to, -dq + to); dr++) {
      if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 >= from) out.push({ q: dq, r: dr });
    }
  }
  return out;
}
export const WITHIN_NIGHT = offsets(0, NIGHT_RANGE);
export const WITHIN_DAY = offsets(0, DAY_RANGE);
const DAY_ONLY = offsets(NIGHT_RANGE + 1, DAY_RANGE);
const GUN_RING = offsets(DAY_RANGE + 1, ARTILLERY_OPTIONAL_RANGE);

/** Each labelled hex at the offsets from `at`, with its sorting key: a range near the map's edge stops at its labels. */
export function eachHex(at: Hex, offsets: readonly Hex[], visit: (key: number, label: string) => void): void {
  for (const o of offsets) {
    const q = at.q + o.q;
    const r = at.r + o.r;
    const key = keyOf(q, r);
    const label = labelOf(key, q, r);
    if (label !== null) visit(key, label);
  }
}

/** Each labelled hex 4 or 5 hexes from a gun, with the optional rule's verdict on the line to it. */
export function eachRingLine(lines: GunLines, gunHex: string, at: Hex, visit: (key: number, label: string, v: LineVerdict) => void): void {
  for (const o of GUN_RING) {
    const target = { q: at.q + o.q, r: at.r + o.r };
    const key = keyOf(target.q, target.r);
    const label = labelOf(key, target.q, target.r);
    if (label !== null) visit(key, label, lines.verdict(gunHex, target));
  }
}

/** One hex some unit reaches or may reach: its label, its sorting key, and the units. */
interface Reached<U> {
  readonly key: number;
  readonly label: string;
  readonly units: U;
}

export const NIGHT_QUESTION = 'night';

/** The question behind an id a reach waits on: 'night', 'terrain:<hex>' or 'elevation:<hex>'. */
export function influenceQuestion(id: string): Question {
  if (id === NIGHT_QUESTION) return { id, ask: 'Is it a night turn? (At night every range of influence is 1 hex.)', rule: NIGHT_RULE };
  const [kind, label = ''] = id.split(':');
  return kind === 'elevation'
    ? { id, ask: `What is the elevation level of ${label}? An artillery line of influence passes it.`, rule: ARTILLERY_RULE }
    : { id, ask: `Is ${label} woods, a Gettysburg town hex, or neither? An artillery line of influence passes it.`, rule: ARTILLERY_RULE };
}

/** Unit ids in code-point order: the same on every machine, unlike a locale's. */
export function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function lightSteps(light: GameTime['light'], artillery: boolean): Step[] {
  const steps: Step[] = [];
  if (light === 'day') steps.push(step('Day turn: every enemy combat unit projects a range of influence 3 hexes out; a headquarters projects none.', RANGE_RULE));
  if (light === 'night') steps.push(step('Night turn: every combat unit’s range of influence is 1 hex, the same as its zone of control.', NIGHT_RULE));
  if (light === null) {
    steps.push(step('The board does not say whether this is a night turn: hexes next to an enemy combat unit are inside either way; those 2 or 3 hexes away only by day.', NIGHT_RULE));
  }
  if (!artillery) {
    steps.push(step('The optional longer range for artillery is not in use: artillery reaches as far as any combat unit.', ARTILLERY_RULE));
    return steps;
  }
  if (light === 'night') {
    // The optional rule does not mention night; Night 5 shortens every combat unit's range, and artillery is one.
    steps.push(step('The optional rule for artillery does not speak of night turns; the night rule cuts every combat unit to 1 hex, so the guns reach no further tonight.', NIGHT_RULE));
    return steps;
  }
  steps.push(
    step('Optional rule in use: enemy artillery reaches 5 hexes, except where woods, the town of Gettysburg or ground higher than the gun lies on the way; within 3 hexes it reaches like any combat unit.', ARTILLERY_RULE),
    step('A straight line from the gun’s hex centre to the hex decides; a line that only runs along a hexside or through a corner of an obstruction is blocked too.', ARTILLERY_LINE_RULE),
  );
  return steps;
}

/**
 * Every hex inside the ranges of influence of the combat units of the side other than `side` (Strategic
 * Movement 1B: 3 hexes; Night 5: 1 hex at night; with the optional rule, 5 for artillery where its line is
 * clear), with the units whose range reaches it. What the board does not say (night or day, a hex's terrain or
 * elevation on a gun's line) leaves a hex undecided with its question, never taken as clear.
 *
 * Each unit's disk is walked once and each gun's ring of 4 and 5 hexes traced once (the line geometry is shared by
 * every gun): the work grows with the units, not with the map's hexes times the units.
 */
export function sideRangesOfInfluence(board: Board, side: Side, ruleSet: RuleSetChoices): SideInfluence {
  const light = board.time.light;
  const range = light === 'day' ? DAY_RANGE : NIGHT_RANGE;
  const artillery = artilleryRuleOn(ruleSet);
  const gunsReachFurther = artillery && light !== 'night';
  const sure = new Map<number, Reached<string[]>>();
  const maybe = new Map<number, Reached<Map<string, readonly string[]>>>();
  const blocked: (BlockedReach & { readonly key: number })[] = [];
  const lines = new GunLines(board);
  // A unit's disk and its gun ring do not overlap, so it is added to a hex at most once.
  const reach = (key: number, label: string, unit: string): void => {
    const known = sure.get(key);
    if (known) known.units.push(unit);
    else sure.set(key, { key, label, units: [unit] });
  };
  const mayReach = (key: number, label: string, unit: string, needs: readonly string[]): void => {
    const known = maybe.get(key);
    if (known) known.units.set(unit, needs);
    else maybe.set(key, { key, label, units: new Map([[unit, needs]]) });
  };

  for (const { p, at } of enemyCombatUnits(board, side)) {
    const id = p.unit.id;
    eachHex(at, light === 'day' ? WITHIN_DAY : WITHIN_NIGHT, (key, label) => reach(key, label, id));
    // Not knowing whether it is night: the day's extra two hexes hang on that one question.
    if (light === null) eachHex(at, DAY_ONLY, (key, label) => mayReach(key, label, id, [NIGHT_QUESTION]));
    if (!gunsReachFurther || !isArtillery(p)) continue;
    const dayOnly = light === null ? [NIGHT_QUESTION] : [];
    eachRingLine(lines, p.hex, at, (key, label, v) => {
      if (v.kind === 'blocked') blocked.push({ key, unit: id, hex: label, by: v.by, obstruction: v.obstruction, contact: v.contact });
      else if (v.kind === 'unknown') mayReach(key, label, id, [...dayOnly, ...v.needs]);
      else if (light === 'day') reach(key, label, id);
      else mayReach(key, label, id, dayOnly);
    });
  }

  const byKey = <T extends { readonly key: number }>(a: T, b: T): number => a.key - b.key;
  // An object without a prototype: JSON prints it as it is, no label can meet an inherited name, and V8 keeps it
  // as a dictionary from the start (an ordinary object grown to a thousand keys copies its keys at every one).
  const hexes = Object.create(null) as Record<string, readonly string[]>;
  for (const h of [...sure.values()].sort(byKey)) hexes[h.label] = h.units.length > 1 ? h.units.sort(byId) : h.units;
  // A hex some unit surely reaches is decided: what another unit might add changes nothing a player may do there.
  const undecided: UndecidedReach[] = [...maybe.values()]
    .filter((h) => !sure.has(h.key))
    .sort(byKey)
    .flatMap((h) => [...h.units.entries()].sort(([a], [b]) => byId(a, b)).map(([unit, needs]) => ({ unit, hex: h.label, needs })));
  const asked = [...new Set(undecided.flatMap((u) => u.needs))];
  return {
    side,
    light,
    range,
    artilleryRange: gunsReachFurther ? ARTILLERY_OPTIONAL_RANGE : null,
    hexes,
    undecided,
    blocked: blocked.sort((a, b) => byKey(a, b) || byId(a.unit, b.unit)).map(({ key: _key, ...b }) => b),
    questions: asked.map(influenceQuestion),
    steps: lightSteps(light, artillery),
  };
}
