import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';

/** A made-up unit for the planner's tests: strength on the counter and the hex it stands in. */
export interface PlanUnit {
  id: string;
  side: 'union' | 'confederate';
  type: 'infantry' | 'cavalry' | 'artillery';
  strength: number;
  hex: string;
  stepsLeft?: number;
}

/** Clear level-5 ground in rows J–M, columns 5–30, so no elevation or town question arises unless a test leaves it out. */
export function clearGround(): Record<string, { terrain: string[]; elevation: number }> {
  const out: Record<string, { terrain: string[]; elevation: number }> = {};
  for (const row of ['J', 'K', 'L', 'M']) for (let q = 5; q <= 30; q++) out[`${row}${q}`] = { terrain: ['clear'], elevation: 5 };
  return out;
}

export function planBoardJson(units: readonly PlanUnit[], terrain: Record<string, unknown> = clearGround()): unknown {
  return {
    format: 'adjutant-board/1',
    game: 'gettysburg-77',
    time: { light: 'day', phasingSide: 'confederate' },
    units: units.map((u) => ({
      id: u.id,
      name: u.id,
      side: u.side,
      type: u.type,
      strength: { full: u.strength, reduced: Math.max(1, Math.floor(u.strength / 2)) },
      ...(u.stepsLeft !== undefined ? { steps: { left: u.stepsLeft, full: 2 } } : {}),
      location: { kind: 'hex', hex: u.hex },
    })),
    markers: [],
    terrain,
  };
}

export function planBoard(units: readonly PlanUnit[], terrain?: Record<string, unknown>): Board {
  const parsed = parseBoard(planBoardJson(units, terrain));
  if (!parsed.ok) throw new Error(`test board is invalid: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}
