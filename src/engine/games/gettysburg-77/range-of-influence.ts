import type { RuleSetChoices } from '../../core/battle.js';
import type { Board } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import type { Hex } from '../../core/hex/hex.js';
import { isCombatUnit, named, placed, type PlacedUnit } from './battle-forces.js';
import { GETTYSBURG_77_GRID } from './hex-grid.js';
import { ARTILLERY_LINE_RULE, ARTILLERY_OPTIONAL_RANGE, ARTILLERY_RULE, blockedWords, GunLines } from './influence/artillery-line.js';
import { ARTILLERY_RANGE_OPTION } from './optional-rules.js';
import { g77 } from './rule.js';

const grid = GETTYSBURG_77_GRID;

export const DAY_RANGE = 3;
export const NIGHT_RANGE = 1;
export { ARTILLERY_OPTIONAL_RANGE };

export const RANGE_RULE = g77('Strategic Movement 1B');
export const NIGHT_RULE = g77('Night 5');

export interface RangeOfInfluence {
  /** 'in': some enemy combat unit's range reaches the hex; 'out': none does; 'undecided': it depends on what the board does not say. */
  readonly verdict: 'in' | 'out' | 'undecided';
  readonly steps: readonly Step[];
  /** What Adjutant would need to know to decide, when undecided. */
  readonly question: string | null;
}

export function isArtillery(p: PlacedUnit): boolean {
  return p.unit.type === 'artillery' || p.unit.type === 'horse-artillery';
}

/** An enemy combat unit on the map and where: a headquarters projects no range of influence (Strategic Movement 1B). */
export interface EnemyUnit {
  readonly p: PlacedUnit;
  readonly at: Hex;
}

/** The combat units of the side other than `side` that stand on a hex of this map. */
export function enemyCombatUnits(board: Board, side: Side): EnemyUnit[] {
  return board.units
    .filter((u) => u.side !== side && isCombatUnit(u))
    .map(placed)
    .filter((p): p is PlacedUnit => p !== null)
    .flatMap((p) => {
      const at = grid.parse(p.hex);
      return at ? [{ p, at }] : [];
    });
}

/** Whether the players agreed on the optional longer range for artillery. */
export function artilleryRuleOn(ruleSet: RuleSetChoices): boolean {
  return ruleSet[ARTILLERY_RANGE_OPTION] === true;
}

/**
 * Whether a hex lies in an enemy range of influence: within 3 hexes of an enemy combat unit (a
 * headquarters projects none), 1 on a night turn; with the optional rule, 5 for artillery unless the
 * line to it is blocked. The seed gives the artillery's blocking terrain for the longer range only, so
 * within 3 hexes an artillery unit reaches like any combat unit.
 */
export function enemyRangeOfInfluence(board: Board, hex: string, side: Side, ruleSet: RuleSetChoices): RangeOfInfluence {
  const target = grid.parse(hex);
  if (!target) return { verdict: 'undecided', steps: [], question: `${hex} is not a hex of this map.` };
  const enemies = enemyCombatUnits(board, side)
    .map((e) => ({ p: e.p, distance: grid.distance(e.at, target) }))
    .sort((a, b) => a.distance - b.distance);
  const light = board.time.light;
  const steps: Step[] = [];
  const nearest = enemies[0];
  const within = (n: number): typeof enemies => enemies.filter((e) => e.distance <= n);

  const close = within(NIGHT_RANGE)[0];
  if (close) {
    return { verdict: 'in', steps: [step(`${named(close.p)} is ${close.distance} hex away: its range of influence reaches ${hex} by day and by night.`, NIGHT_RULE)], question: null };
  }
  if (light === 'night') {
    steps.push(step(`On a night turn a combat unit's range of influence is 1 hex; no enemy combat unit is next to ${hex}.`, NIGHT_RULE));
    return { verdict: 'out', steps, question: null };
  }
  const inDay = within(DAY_RANGE)[0];
  if (inDay) {
    const text = `${named(inDay.p)} is ${inDay.distance} hexes away, within the 3-hex range of influence`;
    if (light === 'day') return { verdict: 'in', steps: [step(`${text}.`, RANGE_RULE)], question: null };
    steps.push(step(`${text} of a day turn, but only 1 hex on a night turn; the board does not say which this is.`, NIGHT_RULE));
    return { verdict: 'undecided', steps, question: 'Is it a night turn?' };
  }
  if (artilleryRuleOn(ruleSet)) {
    const guns = enemies.filter((e) => isArtillery(e.p) && e.distance <= ARTILLERY_OPTIONAL_RANGE);
    const lines = new GunLines(board);
    let unknown: PlacedUnit | null = null;
    for (const g of guns) {
      const verdict = lines.verdict(g.p.hex, target);
      if (verdict.kind === 'clear') {
        const text = `Optional rule (increased range of influence for artillery): ${named(g.p)} is ${g.distance} hexes away with nothing on the line blocking it`;
        if (light === 'day') return { verdict: 'in', steps: [step(`${text}.`, ARTILLERY_RULE)], question: null };
        return { verdict: 'undecided', steps: [step(`${text}; on a night turn it would not reach.`, ARTILLERY_RULE)], question: 'Is it a night turn?' };
      }
      if (verdict.kind === 'blocked') steps.push(step(`Optional rule (increased range of influence for artillery): the line from ${named(g.p)} to ${hex} touches ${blockedWords(verdict)}, so it is blocked.`, ARTILLERY_LINE_RULE));
      else unknown ??= g.p;
    }
    if (unknown) {
      steps.push(step(`Optional rule (increased range of influence for artillery): ${named(unknown)} is within 5 hexes, but the board does not give the terrain and elevation along the line to ${hex}.`, ARTILLERY_LINE_RULE));
      return { verdict: 'undecided', steps, question: `Is the line from ${unknown.hex} to ${hex} blocked by woods, a town hex or ground higher than ${unknown.hex}?` };
    }
  }
  steps.push(step(nearest ? `The nearest enemy combat unit, ${named(nearest.p)}, is ${nearest.distance} hexes away: out of range of influence.` : 'No enemy combat unit is on the map.', RANGE_RULE));
  return { verdict: 'out', steps, question: null };
}
