import { resultAt, type CombatTable } from './combat-table.js';
import { combinations, rollCounts } from './die.js';
import { probability, type Probability } from './probability.js';

/** One distinct result and the exact chance of it, with the natural rolls that give it. */
export interface Outcome {
  readonly result: string;
  readonly probability: Probability;
  /** Natural die totals (ratio and differential) or attacker−defender differences (opposed) that land here. */
  readonly rolls: readonly number[];
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Every distinct result in one column with its exact probability, by enumerating every face of the dice
 * (never sampling). `modification` is the total die-roll modification after any limit the rules set.
 */
export function outcomeDistribution(table: CombatTable, columnIndex: number, modification: number): Outcome[] {
  const { min, max } = table.rollRange;
  const ways = new Map<string, { count: number; rolls: Set<number> }>();
  const add = (natural: number, count: number): void => {
    const code = resultAt(table, clamp(natural + modification, min, max), columnIndex);
    const entry = ways.get(code) ?? { count: 0, rolls: new Set<number>() };
    entry.count += count;
    entry.rolls.add(natural);
    ways.set(code, entry);
  };
  const rolls = rollCounts(table.die);
  let total = combinations(table.die);
  if (table.scheme === 'opposed') {
    total *= total;
    for (const [attackerRoll, a] of rolls) for (const [defenderRoll, d] of rolls) add(attackerRoll - defenderRoll, a * d);
  } else {
    for (const [natural, count] of [...rolls].sort((x, y) => x[0] - y[0])) add(natural, count);
  }
  return [...ways].map(([result, { count, rolls: r }]) => ({
    result,
    probability: probability(count, total),
    rolls: [...r].sort((x, y) => x - y),
  }));
}
