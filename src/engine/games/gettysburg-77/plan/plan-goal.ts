/** What the phasing player wants from the round: enemy steps, one hex emptied, or the fewest own steps risked. */
export type PlanGoal = { readonly kind: 'steps' } | { readonly kind: 'safety' } | { readonly kind: 'hex'; readonly hex: string };

/** What one battle (or one hex's battles) is worth, the numbers every goal is made of. */
export interface BattleWorth {
  /** Expected enemy steps lost. */
  readonly enemySteps: number;
  /** Expected own steps lost. */
  readonly ownSteps: number;
  /** Chance the goal's hex is vacated (0 for a battle that does not touch it). */
  readonly vacated: number;
}

export const NO_WORTH: BattleWorth = { enemySteps: 0, ownSteps: 0, vacated: 0 };

/** A score the attacker maximises, compared first on `main` then on `tie`. */
export interface Score {
  readonly main: number;
  readonly tie: number;
}

/** Float sums of sixths differ by rounding only below this. */
const EPSILON = 1e-9;

export function goalLabel(goal: PlanGoal): string {
  return goal.kind === 'hex' ? `hex:${goal.hex}` : goal.kind;
}

/** Reads 'steps', 'safety' or 'hex:<label>'; null when it is none of them. The label is checked by the caller. */
export function parsePlanGoal(text: string): PlanGoal | null {
  const t = text.trim();
  if (t === 'steps' || t === 'safety') return { kind: t };
  const m = /^hex:(.+)$/i.exec(t);
  return m?.[1] ? { kind: 'hex', hex: m[1].trim().toUpperCase() } : null;
}

/**
 * Ties are broken by the other thing a player cares about: more enemy steps for 'safety' and 'hex', fewer
 * own steps for 'steps', so that two plans equal on the goal are not ranked at random.
 */
export function scoreOf(goal: PlanGoal, w: BattleWorth): Score {
  if (goal.kind === 'steps') return { main: w.enemySteps, tie: -w.ownSteps };
  if (goal.kind === 'safety') return { main: -w.ownSteps, tie: w.enemySteps };
  return { main: w.vacated, tie: w.enemySteps };
}

/** Positive when a is better for the attacker than b. */
export function compareScores(a: Score, b: Score): number {
  if (Math.abs(a.main - b.main) > EPSILON) return a.main - b.main;
  if (Math.abs(a.tie - b.tie) > EPSILON) return a.tie - b.tie;
  return 0;
}

export function addWorth(a: BattleWorth, b: BattleWorth): BattleWorth {
  return { enemySteps: a.enemySteps + b.enemySteps, ownSteps: a.ownSteps + b.ownSteps, vacated: a.vacated + b.vacated };
}
