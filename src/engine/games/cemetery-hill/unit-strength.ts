import type { BoardUnit } from '../../core/board/board.js';

/** A unit's strength points now: the reduced side once it has lost a step, else the full side; null where the board does not show it. */
export function currentStrengthPoints(unit: BoardUnit): number | null {
  return unit.steps.left < unit.steps.full ? unit.strength.reduced : unit.strength.full;
}
