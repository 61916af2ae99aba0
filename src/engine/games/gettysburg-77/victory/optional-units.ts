import type { BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';

/**
 * Optional units and their cost as the order of appearance chart prints it by their names. Seed 002
 * has lost the chart's bold italics that mark which units are optional, so only the costs printed in
 * the text are known: Huey (Union cavalry, July 2 at noon, 5) and Robertson and Jones (Confederate
 * cavalry, July 3 at 2 PM, 3 each — the note follows those two names under the Hagerstown Road).
 * Any other optional unit, or a different reading, is the user's setting by unit id.
 */
export interface PrintedOptionalUnit {
  readonly name: string;
  readonly side: Side;
  readonly type: 'cavalry';
  readonly cost: number;
  readonly arrives: string;
}

export const PRINTED_OPTIONAL_UNITS: readonly PrintedOptionalUnit[] = [
  { name: 'Huey', side: 'union', type: 'cavalry', cost: 5, arrives: 'July 2, 12 noon, Hanover Road' },
  { name: 'Robertson', side: 'confederate', type: 'cavalry', cost: 3, arrives: 'July 3, 2 PM, Hagerstown Road' },
  { name: 'Jones', side: 'confederate', type: 'cavalry', cost: 3, arrives: 'July 3, 2 PM, Hagerstown Road' },
];

/** The printed entry a board unit is, matched by side, kind and name (several brigades share a name). */
export function printedOptionalUnit(unit: BoardUnit): PrintedOptionalUnit | null {
  const name = unit.name.trim().toLowerCase();
  return PRINTED_OPTIONAL_UNITS.find((p) => p.side === unit.side && p.type === unit.type && p.name.toLowerCase() === name) ?? null;
}

/** A unit has been brought on once a board shows it on the map, or gone from it after entering. */
export function broughtOn(unit: BoardUnit): boolean {
  return unit.location.kind !== 'off-map' || unit.location.why !== 'not-entered';
}
