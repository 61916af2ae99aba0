import type { Board, BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { clarification, fromSettings } from '../rule.js';
import { isCombatUnit } from './enemy-zoc.js';
import type { MoveNeed, MoveProblem } from './movement-answer.js';
import type { G88MovementSettings } from './movement-settings.js';

export interface StackingCheck {
  readonly problems: readonly MoveProblem[];
  readonly needs: readonly MoveNeed[];
  readonly notes: readonly Step[];
}

/**
 * Stacking counts only where the move ends (clarification 16): friendly units passed on the way do not
 * matter. Combat units are counted against the limit the user confirmed; generals are left out, since
 * clarification 12 lets them share hexes freely (Adjutant's reading, said in the answer).
 */
export function endOfMoveStacking(board: Board, unit: BoardUnit, path: readonly string[], settings: G88MovementSettings): StackingCheck {
  const notes: Step[] = [];
  const end = path[path.length - 1];
  if (end === undefined || !isCombatUnit(unit.type)) return { problems: [], needs: [], notes };
  const friendsAt = (hex: string): BoardUnit[] =>
    board.units.filter((u) => u.id !== unit.id && u.side === unit.side && isCombatUnit(u.type) && u.location.kind === 'hex' && u.location.hex === hex);
  const passed = path.slice(0, -1).filter((h, i) => i > 0 && friendsAt(h).length > 0);
  if (passed.length > 0) notes.push(step(`Passing through friendly units at ${passed.join(', ')} is allowed: stacking counts only at the end of movement.`, clarification(16)));
  const there = friendsAt(end);
  if (there.length === 0) return { problems: [], needs: [], notes };
  const count = there.length + 1;
  const limit = settings.stackingLimit;
  if (limit === null) {
    return { problems: [], needs: [{ setting: 'stackingLimit', question: `How many friendly combat units may share a hex at the end of movement? ${end} would hold ${count}.` }], notes };
  }
  notes.push(step(`Generals are not counted against the stacking limit (clarification 12 lets them share a hex); confirm this from your rulebook.`, clarification(12)));
  if (count <= limit) {
    notes.push(step(`${end} ends with ${count} friendly combat units, within the limit of ${limit}.`, fromSettings('stacking limit', settings.rule)));
    return { problems: [], needs: [], notes };
  }
  return {
    problems: [{ severity: 'illegal', hex: end, text: `${end} would end the move with ${count} friendly combat units, more than the limit of ${limit}.`, rule: clarification(16) }],
    needs: [],
    notes,
  };
}
