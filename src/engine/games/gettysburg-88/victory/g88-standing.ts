import { step } from '../../../core/explanation.js';
import type { LedgerRow, VictoryStanding, VpTally } from '../../../core/victory.js';

/**
 * The victory levels of Gettysburg '88 are not in Adjutant's sources, so the standing says only who
 * leads and by how much, and never names a winner.
 */
export function g88Standing(tally: VpTally, _atRow: LedgerRow | null): VictoryStanding {
  const u = tally.union;
  const c = tally.confederate;
  const steps = [
    step(`Union ${u} VP, Confederate ${c} VP.`),
    step("Gettysburg '88's victory levels are not in Adjutant's sources: only who leads is shown."),
  ];
  if (u === c) return { level: 'level on VP', ratio: `${u}:${c}`, steps, toChange: ['1 more VP for either side would put it ahead.'] };
  const [leader, trailer, gap] = u > c ? (['Union', 'Confederate', u - c] as const) : (['Confederate', 'Union', c - u] as const);
  return {
    level: `${leader} leads by ${gap} VP`,
    ratio: `${u}:${c}`,
    steps,
    toChange: [`${gap} more ${trailer} VP would draw level; ${gap + 1} would put the ${trailer} side ahead.`],
  };
}
