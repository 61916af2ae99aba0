import type { Board } from '../../../core/board/board.js';
import { step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';
import type { Finding } from './artillery-answer-types.js';

/** Clarification 32: no double-range combat at night. True at night, false by day, null when the board does not say. */
export function nightFire(board: Board): Finding<boolean | null> {
  const light = board.time.light;
  if (light === 'night') return { value: true, steps: [step('It is a night turn: there is no double-range artillery combat at night.', clarification(32))], needs: [] };
  if (light === 'day') return { value: false, steps: [], needs: [] };
  return {
    value: null,
    steps: [],
    needs: [{ id: 'light', question: 'Is this a night turn? The board does not say, and guns may not fire at double range by night.', rule: clarification(32) }],
  };
}
