import { SIDES, type Side } from '../combat-unit.js';
import type { Board, BoardUnit } from './board.js';

/** How many of a side's units stand where, and in what state: the board at a glance. */
export interface SideSummary {
  readonly side: Side;
  readonly units: number;
  /** On a hex or in an area. */
  readonly onMap: number;
  readonly notEntered: number;
  readonly exited: number;
  readonly eliminated: number;
  /** Of the units still in play (on the map): each flag counted on its own, so one unit may count twice. */
  readonly status: {
    /** No status flag set. */
    readonly goodOrder: number;
    readonly disorganized: number;
    readonly shattered: number;
    readonly routed: number;
    readonly reorganizing: number;
    /** Fewer steps left than at full strength. */
    readonly reduced: number;
  };
}

function inGoodOrder(u: BoardUnit): boolean {
  const s = u.status;
  return s.disorganized === 0 && !s.shattered && !s.routed && !s.reorganizing;
}

export function summarizeSide(board: Board, side: Side): SideSummary {
  const units = board.units.filter((u) => u.side === side);
  const onMap = units.filter((u) => u.location.kind !== 'off-map');
  const off = (why: 'not-entered' | 'exited' | 'eliminated'): number => units.filter((u) => u.location.kind === 'off-map' && u.location.why === why).length;
  const count = (test: (u: BoardUnit) => boolean): number => onMap.filter(test).length;
  return {
    side,
    units: units.length,
    onMap: onMap.length,
    notEntered: off('not-entered'),
    exited: off('exited'),
    eliminated: off('eliminated'),
    status: {
      goodOrder: count(inGoodOrder),
      disorganized: count((u) => u.status.disorganized > 0),
      shattered: count((u) => u.status.shattered),
      routed: count((u) => u.status.routed),
      reorganizing: count((u) => u.status.reorganizing),
      reduced: count((u) => u.steps.left < u.steps.full),
    },
  };
}

export function summarizeBoard(board: Board): SideSummary[] {
  return SIDES.map((side) => summarizeSide(board, side));
}
