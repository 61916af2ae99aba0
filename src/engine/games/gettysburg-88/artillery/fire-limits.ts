import { step, type Step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';

/**
 * What double-range combat can lead to and when its odds are set, said once with any answer about it:
 * clarification 28 (a step at most, nobody moves after it) and 34 (earlier battles' moves leave its odds alone).
 */
export const FIRE_LIMITS: readonly Step[] = [
  step('A double-range combat costs the loser one step at most, and no unit advances or retreats after it.', clarification(28)),
  step('Its odds stand as they were when it was declared: advances and retreats from battles rolled before it change nothing.', clarification(34)),
];
