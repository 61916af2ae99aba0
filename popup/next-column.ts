import type { CombatAnswer } from '../src/engine/index.js';

/**
 * The hint under the odds: what it takes to reach the next better column, e.g.
 * "Better odds: next column 3-4 needs attack 11 (1 more), or defence 13."
 */
export function nextColumnText(answer: CombatAnswer): string | null {
  const next = answer.next;
  if (next) {
    const more = next.attackNeeded - answer.attack;
    const defence = next.defenseAtMost > 0 && next.defenseAtMost < answer.defense ? `, or defence ${next.defenseAtMost}` : '';
    return `Better odds: next column ${next.odds} needs attack ${next.attackNeeded} (${more} more)${defence}.`;
  }
  if (answer.allowed && answer.table && answer.odds !== '—') return 'This is the highest column: more strength does not improve the odds.';
  return null;
}
