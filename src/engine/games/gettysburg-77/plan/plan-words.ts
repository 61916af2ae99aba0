import type { BattleWorth, PlanGoal } from './plan-goal.js';

/** Expected steps and chances to three decimals: sixths and thirty-sixths read better that way. */
export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

const gap = (a: number, b: number): string => String(round3(Math.abs(a - b)));

/** What a plan gives up against the best one, in the goal's own terms, then in the other. */
export function differenceInWords(goal: PlanGoal, w: BattleWorth, best: BattleWorth): string {
  const enemy = `${gap(w.enemySteps, best.enemySteps)} ${w.enemySteps <= best.enemySteps ? 'fewer' : 'more'} enemy steps expected (${round3(w.enemySteps)} against ${round3(best.enemySteps)})`;
  const own = `${gap(w.ownSteps, best.ownSteps)} ${w.ownSteps >= best.ownSteps ? 'more' : 'fewer'} own steps at risk (${round3(w.ownSteps)} against ${round3(best.ownSteps)})`;
  const same = (a: number, b: number): boolean => round3(a) === round3(b);
  if (goal.kind === 'steps') return same(w.enemySteps, best.enemySteps) ? `as many enemy steps expected, but ${own}` : enemy;
  if (goal.kind === 'safety') return same(w.ownSteps, best.ownSteps) ? `as many own steps at risk, but ${enemy}` : own;
  const chance = `a chance of ${round3(w.vacated)} of emptying ${goal.hex} against ${round3(best.vacated)}, ${gap(w.vacated, best.vacated)} lower`;
  return same(w.vacated, best.vacated) ? `the same chance of emptying ${goal.hex}, but ${enemy}` : chance;
}

/**
 * One side of a battle in words: each unit by name, the units of a group joined by "+" and marked, since the
 * group fights as one unit (Stacking 4).
 */
export function sideInWords(ids: readonly string[], groups: readonly (readonly string[])[], name: (id: string) => string = (id) => id): string {
  const out: string[] = [];
  for (const id of ids) {
    const group = groups.find((g) => g.includes(id));
    if (!group) out.push(name(id));
    else if (group[0] === id || !ids.includes(group[0] ?? '')) out.push(`${group.map(name).join(' + ')} (group)`);
  }
  return out.join(', ');
}
