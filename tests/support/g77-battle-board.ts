import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';

/** A unit as a test writes it: the board format's own fields, with hex and status shortened. */
export interface TestUnit {
  id: string;
  side: 'union' | 'confederate';
  type: 'infantry' | 'cavalry' | 'artillery' | 'horse-artillery' | 'headquarters';
  hex: string;
  name?: string;
  status?: { disorganized?: 0 | 1 | 2; shattered?: boolean; breastworks?: 'none' | 'building' | 'built' };
  reorganizationValue?: number;
}

export interface TestBoard {
  units: TestUnit[];
  terrain?: Record<string, { terrain?: string[]; elevation?: number; road?: boolean }>;
  markers?: { kind: 'breastworks' | 'build' | 'occupation'; hex: string }[];
  light?: 'day' | 'night' | null;
  phasingSide?: 'union' | 'confederate' | null;
}

/**
 * A Gettysburg (1977) board read through the board reader, as a page would publish it. Unit names and
 * headquarters values in the tests are made up unless a test says it takes them from the seed.
 */
export function g77Board(b: TestBoard): Board {
  const json = {
    format: 'adjutant-board/1',
    game: 'gettysburg-77',
    time: { light: b.light === undefined ? 'day' : b.light, phasingSide: b.phasingSide ?? null },
    units: b.units.map((u) => ({
      id: u.id,
      name: u.name ?? u.id,
      side: u.side,
      type: u.type,
      location: { kind: 'hex', hex: u.hex },
      ...(u.status ? { status: u.status } : {}),
      ...(u.reorganizationValue !== undefined ? { reorganizationValue: u.reorganizationValue } : {}),
    })),
    markers: b.markers ?? [],
    terrain: b.terrain ?? {},
  };
  const parsed = parseBoard(json);
  if (!parsed.ok) throw new Error(`test board is invalid: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}
