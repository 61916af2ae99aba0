import type { RuleSetChoices } from '../../core/battle.js';
import type { Board } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import type { Hex } from '../../core/hex/hex.js';
import { isCombatUnit, named, placed, type PlacedUnit } from './battle-forces.js';
import { GETTYSBURG_77_GRID } from './hex-grid.js';
import { isTownHex } from './hex-protection.js';
import { g77 } from './rule.js';

const grid = GETTYSBURG_77_GRID;

export const DAY_RANGE = 3;
export const NIGHT_RANGE = 1;
export const ARTILLERY_OPTIONAL_RANGE = 5;

const RANGE_RULE = g77('Strategic Movement 1B');
const NIGHT_RULE = g77('Night 5');
const ARTILLERY_RULE = g77('Intermediate Game Optional Rules: Increased Range of Influence for Artillery');

export interface RangeOfInfluence {
  /** 'in': some enemy combat unit's range reaches the hex; 'out': none does; 'undecided': it depends on what the board does not say. */
  readonly verdict: 'in' | 'out' | 'undecided';
  readonly steps: readonly Step[];
  /** What Adjutant would need to know to decide, when undecided. */
  readonly question: string | null;
}

function isArtillery(p: PlacedUnit): boolean {
  return p.unit.type === 'artillery' || p.unit.type === 'horse-artillery';
}

type Blocking = 'blocked' | 'clear' | 'unknown';

/** Whether one hex on the line stops an artillery unit's longer range: woods, a town hex, or ground higher than the gun's. */
function blocks(board: Board, label: string, gunLevel: number | undefined): Blocking {
  const t = Object.hasOwn(board.terrain, label) ? board.terrain[label] : undefined;
  const names = t?.terrain?.map((n) => n.toLowerCase());
  if (names?.some((n) => n.includes('woods'))) return 'blocked';
  if (isTownHex(board, label)) return 'blocked';
  if (t?.elevation !== undefined && gunLevel !== undefined && t.elevation > gunLevel) return 'blocked';
  return names === undefined || t?.elevation === undefined || gunLevel === undefined ? 'unknown' : 'clear';
}

/**
 * The optional rule's line from the gun's hex centre to the hex: every hex it crosses between them, and
 * both hexes of any edge or corner it runs along (the line touches them). Judged hex by hex, from the
 * terrain the board gives.
 */
function artilleryLine(board: Board, gun: PlacedUnit, target: Hex): Blocking {
  const from = grid.parse(gun.hex);
  if (!from) return 'unknown';
  const gunLevel = board.terrain[gun.hex]?.elevation;
  const line = grid.line(from, target);
  const between = line.crossed.slice(1, -1);
  const touched = [...between, ...line.grazed.flat()].map((h) => grid.format(h));
  const verdicts = touched.map((label) => blocks(board, label, gunLevel));
  if (verdicts.includes('blocked')) return 'blocked';
  return verdicts.includes('unknown') ? 'unknown' : 'clear';
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
  const enemies = board.units
    .filter((u) => u.side !== side && isCombatUnit(u))
    .map(placed)
    .filter((p): p is PlacedUnit => p !== null)
    .map((p) => {
      const h = grid.parse(p.hex);
      return { p, distance: h ? grid.distance(h, target) : Infinity };
    })
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
  if (ruleSet['artillery-range-5'] === true) {
    const guns = enemies.filter((e) => isArtillery(e.p) && e.distance <= ARTILLERY_OPTIONAL_RANGE);
    let unknown: PlacedUnit | null = null;
    for (const g of guns) {
      const verdict = artilleryLine(board, g.p, target);
      if (verdict === 'clear') {
        const text = `Optional rule (increased range of influence for artillery): ${named(g.p)} is ${g.distance} hexes away with nothing on the line blocking it`;
        if (light === 'day') return { verdict: 'in', steps: [step(`${text}.`, ARTILLERY_RULE)], question: null };
        return { verdict: 'undecided', steps: [step(`${text}; on a night turn it would not reach.`, ARTILLERY_RULE)], question: 'Is it a night turn?' };
      }
      if (verdict === 'blocked') steps.push(step(`Optional rule (increased range of influence for artillery): the line from ${named(g.p)} is blocked by woods, a town hex or higher ground.`, ARTILLERY_RULE));
      else unknown ??= g.p;
    }
    if (unknown) {
      steps.push(step(`Optional rule (increased range of influence for artillery): ${named(unknown)} is within 5 hexes, but the board does not give the terrain and elevation along the line to ${hex}.`, ARTILLERY_RULE));
      return { verdict: 'undecided', steps, question: `Is the line from ${unknown.hex} to ${hex} blocked by woods, a town hex or ground higher than ${unknown.hex}?` };
    }
  }
  steps.push(step(nearest ? `The nearest enemy combat unit, ${named(nearest.p)}, is ${nearest.distance} hexes away: out of range of influence.` : 'No enemy combat unit is on the map.', RANGE_RULE));
  return { verdict: 'out', steps, question: null };
}
