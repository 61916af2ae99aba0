import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import { ch } from './rule.js';

/** The six levels of 14.5, from the Union's best to the Confederates' best. */
export const CH_VICTORY_LEVELS = [
  'Union Decisive',
  'Union Substantive',
  'Union Marginal',
  'Confederate Marginal',
  'Confederate Substantive',
  'Confederate Decisive',
] as const;
export type ChVictoryLevel = (typeof CH_VICTORY_LEVELS)[number];

/** How one level's band is bounded, as the rule words it (for the explanation). */
const BAND_TEXT: Record<ChVictoryLevel, string> = {
  'Union Decisive': 'Union to Confederate VP of 2:1 or more',
  'Union Substantive': 'from 3:2 (included) up to 2:1 (not included)',
  'Union Marginal': 'above 1:1 and below 3:2 (neither included)',
  'Confederate Marginal': 'above 2:3 (not included) up to 1:1 (included)',
  'Confederate Substantive': 'above 1:2 (not included) up to 2:3 (included)',
  'Confederate Decisive': '1:2 or less',
};

/**
 * The level of a Union:Confederate VP pair, by cross-multiplying whole numbers (never a float ratio), so
 * every boundary falls where 14.5 puts it. No VP to either side (0:0) is an even result, 1:1, which the
 * rule gives to the Confederates (Marginal); any VP against none is the extreme band of the side that has them.
 */
export function chVictoryLevel(union: number, confederate: number): ChVictoryLevel {
  if (union === 0 && confederate === 0) return 'Confederate Marginal';
  if (union >= 2 * confederate) return 'Union Decisive';
  if (2 * union >= 3 * confederate) return 'Union Substantive';
  if (union > confederate) return 'Union Marginal';
  if (3 * union > 2 * confederate) return 'Confederate Marginal';
  if (2 * union > confederate) return 'Confederate Substantive';
  return 'Confederate Decisive';
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The ratio in lowest terms ("3:2" for 30:20); "0:0" when neither side has VP. */
export function chVpRatio(union: number, confederate: number): string {
  const d = gcd(union, confederate) || 1;
  return `${union / d}:${confederate / d}`;
}

/** The fewest VP one side must gain to move the level one way, and the level that gives. */
export interface LevelChange {
  readonly side: Side;
  readonly points: number;
  readonly level: ChVictoryLevel;
}

export interface ChVictoryChanges {
  /** Union VP that would move the level toward the Union; null at Union Decisive. */
  readonly up: LevelChange | null;
  /** Confederate VP that would move the level toward the Confederates; null at Confederate Decisive. */
  readonly down: LevelChange | null;
}

const rank = (level: ChVictoryLevel): number => CH_VICTORY_LEVELS.indexOf(level);

/**
 * Smallest Union total above the current band (a whole-number bound of the band's upper edge). The
 * candidates are the integer thresholds of 14.5's inequalities; the true level is then recomputed.
 */
function unionTotalToRise(union: number, confederate: number): number {
  const c = confederate;
  const thresholds = [Math.floor(c / 2) + 1, Math.floor((2 * c) / 3) + 1, c + 1, Math.ceil((3 * c) / 2), 2 * c];
  const current = rank(chVictoryLevel(union, confederate));
  const found = thresholds.filter((t) => t > union && rank(chVictoryLevel(t, c)) < current);
  return Math.min(...found, union + 1 + 2 * c + 1);
}

function confederateTotalToFall(union: number, confederate: number): number {
  const u = union;
  const thresholds = [Math.floor(u / 2) + 1, Math.floor((2 * u) / 3) + 1, u, Math.ceil((3 * u) / 2), 2 * u];
  const current = rank(chVictoryLevel(union, confederate));
  const found = thresholds.filter((t) => t > confederate && rank(chVictoryLevel(u, t)) > current);
  return Math.min(...found, confederate + 1 + 2 * u + 1);
}

/** What would change the level: the smallest gain for each side, exact (VP only grow in this game). */
export function chVictoryChanges(union: number, confederate: number): ChVictoryChanges {
  const level = chVictoryLevel(union, confederate);
  let up: LevelChange | null = null;
  if (level !== 'Union Decisive') {
    const total = unionTotalToRise(union, confederate);
    up = { side: 'union', points: total - union, level: chVictoryLevel(total, confederate) };
  }
  let down: LevelChange | null = null;
  if (level !== 'Confederate Decisive') {
    const total = confederateTotalToFall(union, confederate);
    down = { side: 'confederate', points: total - confederate, level: chVictoryLevel(union, total) };
  }
  return { up, down };
}

export function describeLevelChange(change: LevelChange): string {
  return `${change.points} more ${change.side === 'union' ? 'Union' : 'Confederate'} VP would make it ${change.level}`;
}

/** The level with its reasoning, for the explanation. */
export function chVictorySteps(union: number, confederate: number): Step[] {
  const level = chVictoryLevel(union, confederate);
  const steps = [step(`Union ${union} VP against Confederate ${confederate} VP: the ratio is ${chVpRatio(union, confederate)}.`)];
  if (union === 0 && confederate === 0) {
    steps.push(step('Neither side has VP; Adjutant takes that as even, 1:1, and the rule puts 1:1 in Confederate Marginal.', ch('14.5')));
  } else {
    steps.push(step(`${level}: ${BAND_TEXT[level]}.`, ch('14.5')));
  }
  return steps;
}
