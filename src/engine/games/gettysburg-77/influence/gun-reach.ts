import type { Question } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import type { Board, BoardUnitType, GameTime } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import type { Hex } from '../../../core/hex/hex.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { named, placed, type PlacedUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { artilleryRuleOn, DAY_RANGE, enemyCombatUnits, isArtillery, NIGHT_RANGE, NIGHT_RULE, RANGE_RULE } from '../range-of-influence.js';
import { ARTILLERY_LINE_RULE, ARTILLERY_OPTIONAL_RANGE, ARTILLERY_RULE, blockedWords, GunLines, lineLabels, type LineVerdict } from './artillery-line.js';
import { byId, eachHex, eachRingLine, influenceQuestion, lightSteps, NIGHT_QUESTION, WITHIN_DAY, WITHIN_NIGHT, type BlockedReach } from './side-influence.js';

const grid = GETTYSBURG_77_GRID;

/**
 * How the line to a target stands. 'clear' / 'blocked' / 'unknown': the optional rule's test of a 4- or 5-hex
 * reach; 'not-needed': no line is tested (within the plain range, or beyond any reach this turn).
 */
export type GunReachVerdict = 'clear' | 'blocked' | 'not-needed' | 'unknown';

export interface GunReachLine {
  /** Hexes the line from the gun's hex centre crosses between the ends, nearest the gun first. */
  readonly crossed: readonly string[];
  /** Hexes it only touches, along a hexside or through a corner. */
  readonly grazed: readonly string[];
  /** The first obstruction the line touches, when blocked. */
  readonly blockedBy: string | null;
  readonly verdict: GunReachVerdict;
}

/** One enemy combat unit within 5 hexes of the gun: whether the gun's range of influence surely reaches it, and why. */
export interface GunReachTarget {
  readonly unit: string;
  readonly name: string;
  readonly hex: string;
  readonly distance: number;
  /** true: reached; false: not reached this turn; null: it depends on what the board does not say. */
  readonly reached: boolean | null;
  readonly line: GunReachLine;
  readonly steps: readonly Step[];
}

/** A hex of the gun's 4- and 5-hex ring its line test stops: the first obstruction and how the line meets it. */
export type GunBlockedReach = Omit<BlockedReach, 'unit'>;

export interface GunReachRefusal {
  readonly severity: 'input' | 'refusal';
  readonly text: string;
  readonly rule: RuleRef | null;
}

/** One gun's range of influence (Strategic Movement 1B, Night 5, and the optional rule for artillery). */
export interface GunReach {
  readonly gun: { readonly id: string; readonly name: string; readonly type: BoardUnitType; readonly hex: string } | null;
  readonly light: GameTime['light'];
  /** How far it surely reaches as any combat unit: 3 by day, 1 at night or when the board does not say which. */
  readonly range: number;
  /** 5 where the optional rule lengthens its reach this turn; null where it does not (off, or night). */
  readonly artilleryRange: number | null;
  /** Every hex it surely reaches, its own included, row by row, then by column (as the side's ranges list them). */
  readonly hexes: readonly string[];
  /** Every enemy combat unit within 5 hexes (a headquarters is none), nearest first. */
  readonly targets: readonly GunReachTarget[];
  /** Each hex of its 4- and 5-hex reach that the line test stops, row by row. */
  readonly blocked: readonly GunBlockedReach[];
  /** What the board does not say that would decide a hex or a target: night, a hex's terrain or elevation on a line. */
  readonly questions: readonly Question[];
  /** The rules that set the reach this turn; each target carries its own. */
  readonly steps: readonly Step[];
  /** Why there is no answer: no such unit, not artillery, not on the map, another game's board. */
  readonly refusal: GunReachRefusal | null;
}

/** What one target's reach comes to before its line geometry is added. */
interface Judged {
  readonly reached: boolean | null;
  readonly verdict: GunReachVerdict;
  readonly blockedBy: string | null;
  readonly needs: readonly string[];
  readonly step: Step;
}

function refused(light: GameTime['light'], refusal: GunReachRefusal): GunReach {
  return { gun: null, light, range: light === 'day' ? DAY_RANGE : NIGHT_RANGE, artilleryRange: null, hexes: [], targets: [], blocked: [], questions: [], steps: [], refusal };
}

/** A reach the plain range settles, by day or night (Strategic Movement 1B, Night 5): no line is tested. */
function plainReach(distance: number, light: GameTime['light'], who: string): Judged {
  const plain = { verdict: 'not-needed', blockedBy: null } as const;
  if (distance <= NIGHT_RANGE) return { ...plain, reached: true, needs: [], step: step(`${who} is next to the gun: inside its range of influence by day and by night.`, NIGHT_RULE) };
  if (light === 'day') return { ...plain, reached: true, needs: [], step: step(`${who} is ${distance} hexes away, within the 3-hex range of influence of any combat unit: no line is needed.`, RANGE_RULE) };
  if (light === 'night') return { ...plain, reached: false, needs: [], step: step(`${who} is ${distance} hexes away: on a night turn the range of influence is 1 hex.`, NIGHT_RULE) };
  return { ...plain, reached: null, needs: [NIGHT_QUESTION], step: step(`${who} is ${distance} hexes away: inside by day, not on a night turn, and the board does not say which this is.`, NIGHT_RULE) };
}

/** A 4- or 5-hex reach: only the optional rule gives it, by day, along a line nothing blocks. */
function longReach(distance: number, light: GameTime['light'], artillery: boolean, verdict: () => LineVerdict, who: string): Judged {
  const away = `${who} is ${distance} hexes away`;
  if (!artillery) return { reached: false, verdict: 'not-needed', blockedBy: null, needs: [], step: step(`${away}, beyond 3: the longer reach for artillery is an optional rule not in play.`, ARTILLERY_RULE) };
  if (light === 'night') return { reached: false, verdict: 'not-needed', blockedBy: null, needs: [], step: step(`${away}: on a night turn the guns reach 1 hex like any combat unit.`, NIGHT_RULE) };
  const v = verdict();
  if (v.kind === 'blocked') return { reached: false, verdict: 'blocked', blockedBy: v.by, needs: [], step: step(`${away}; the line to it touches ${blockedWords(v)}, so the longer reach is blocked.`, ARTILLERY_LINE_RULE) };
  const dayOnly = light === null ? [NIGHT_QUESTION] : [];
  if (v.kind === 'unknown') {
    return { reached: null, verdict: 'unknown', blockedBy: null, needs: [...dayOnly, ...v.needs], step: step(`${away}; the board does not give the terrain and elevation of every hex along the line to it.`, ARTILLERY_LINE_RULE) };
  }
  const clear = `${away}, within the optional 5 hexes, and nothing on the line to it blocks`;
  if (light === 'day') return { reached: true, verdict: 'clear', blockedBy: null, needs: [], step: step(`${clear}.`, ARTILLERY_RULE) };
  return { reached: null, verdict: 'clear', blockedBy: null, needs: dayOnly, step: step(`${clear}; on a night turn it would not reach, and the board does not say which this is.`, ARTILLERY_RULE) };
}

/** The gun asked about, placed on a hex of this map, or why there is no answer. */
function findGun(board: Board, gunId: string): { readonly p: PlacedUnit; readonly at: Hex } | GunReachRefusal {
  if (board.game !== 'gettysburg-77') return { severity: 'input', text: `The board is of ${board.game}; this reach is the 1977 game's rule.`, rule: null };
  const unit = board.units.find((u) => u.id === gunId);
  if (!unit) return { severity: 'input', text: `No unit "${gunId}" is on the board.`, rule: null };
  const p = placed(unit);
  if (!p) return { severity: 'refusal', text: `${unit.name} is not on the map: it projects no range of influence.`, rule: RANGE_RULE };
  if (!isArtillery(p)) return { severity: 'refusal', text: `${unit.name} is ${unit.type}, not artillery: only artillery has the optional longer reach.`, rule: ARTILLERY_RULE };
  const at = grid.parse(p.hex);
  return at ? { p, at } : { severity: 'input', text: `${unit.name} stands on "${p.hex}", which is no hex of this map.`, rule: null };
}

/**
 * One gun's range of influence: the hexes it surely reaches (3 by day, 1 at night; with the optional rule, 5 by
 * day where the line is clear) and every enemy combat unit within 5 hexes, each reached, not, or undecided with
 * what would decide it. The hexes are those `sideRangesOfInfluence` lists for this gun alone: the same offsets,
 * the same line test, the same questions. Pure, and cheap enough for a popup: one disk and one ring of 30 lines.
 */
export function gunReach77(board: Board, gunId: string, ruleSet: RuleSetChoices): GunReach {
  const light = board.time.light;
  const found = findGun(board, gunId);
  if ('severity' in found) return refused(light, found);
  const { p, at } = found;
  const artillery = artilleryRuleOn(ruleSet);
  const further = artillery && light !== 'night';
  const lines = new GunLines(board);
  const sure: { key: number; label: string }[] = [];
  const blocked: (GunBlockedReach & { readonly key: number })[] = [];
  const asked = new Set<string>(light === null ? [NIGHT_QUESTION] : []);
  eachHex(at, light === 'day' ? WITHIN_DAY : WITHIN_NIGHT, (key, label) => sure.push({ key, label }));
  if (further) {
    eachRingLine(lines, p.hex, at, (key, label, v) => {
      if (v.kind === 'blocked') blocked.push({ key, hex: label, by: v.by, obstruction: v.obstruction, contact: v.contact });
      else if (v.kind === 'unknown') for (const n of v.needs) asked.add(n);
      else if (light === 'day') sure.push({ key, label });
    });
  }
  const targets = enemyCombatUnits(board, p.unit.side)
    .map((e) => ({ e, distance: grid.distance(at, e.at) }))
    .filter(({ distance }) => distance <= ARTILLERY_OPTIONAL_RANGE)
    .sort((a, b) => a.distance - b.distance || byId(a.e.p.unit.id, b.e.p.unit.id))
    .map(({ e, distance }): GunReachTarget => {
      const who = named(e.p);
      const j = distance <= DAY_RANGE ? plainReach(distance, light, who) : longReach(distance, light, artillery, () => lines.verdict(p.hex, e.at), who);
      return {
        unit: e.p.unit.id,
        name: e.p.unit.name,
        hex: e.p.hex,
        distance,
        reached: j.reached,
        line: { ...lineLabels(at, e.at), blockedBy: j.blockedBy, verdict: j.verdict },
        steps: [j.step],
      };
    });
  const byKey = (a: { readonly key: number }, b: { readonly key: number }): number => a.key - b.key;
  return {
    gun: { id: p.unit.id, name: p.unit.name, type: p.unit.type, hex: p.hex },
    light,
    range: light === 'day' ? DAY_RANGE : NIGHT_RANGE,
    artilleryRange: further ? ARTILLERY_OPTIONAL_RANGE : null,
    hexes: sure.sort(byKey).map((h) => h.label),
    targets,
    blocked: blocked.sort(byKey).map(({ key: _key, ...b }) => b),
    questions: [...asked].map(influenceQuestion),
    steps: lightSteps(light, artillery),
    refusal: null,
  };
}
