/**
 * A roll of one or more identical dice, summed. A d10 whose face 0 counts as 10 is
 * { count: 1, sides: 10 } with faces 1..10: the printed 0 is only a label.
 */
export interface DieSpec {
  readonly count: number;
  readonly sides: number;
  /** Shown to the player, e.g. "d6" or "d10 (0 counts as 10)". */
  readonly label: string;
}

export const D6: DieSpec = { count: 1, sides: 6, label: 'one six-sided die (d6)' };
export const D10_ZERO_IS_TEN: DieSpec = { count: 1, sides: 10, label: 'one ten-sided die (d10; a rolled 0 counts as 10)' };

export const MAX_DICE = 4;
export const MAX_SIDES = 20;

/** Every total the dice can show, with how many of the equally likely combinations give it. */
export function rollCounts(die: DieSpec): Map<number, number> {
  let counts = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < die.count; d++) {
    const next = new Map<number, number>();
    for (const [total, ways] of counts) {
      for (let face = 1; face <= die.sides; face++) {
        next.set(total + face, (next.get(total + face) ?? 0) + ways);
      }
    }
    counts = next;
  }
  return counts;
}

/** How many equally likely combinations the dice have (sides^count). */
export function combinations(die: DieSpec): number {
  return die.sides ** die.count;
}

export function dieLabel(count: number, sides: number): string {
  return `${count === 1 ? '' : count}d${sides}`;
}
