import type { Side } from '../../core/combat-unit.js';
import { CEMETERY_HILL_MAP_DATA } from './map-data.js';

/** One line of the 14.34 schedule: a side's reinforcements due on a game turn at a hex. */
export interface ScheduledEntry {
  readonly side: Side;
  readonly turn: number;
  readonly hex: string;
}

/** The 14.34 schedule as the map data holds it, in the rule's order; filtered to one turn and/or side when asked. */
export function reinforcementSchedule(filter: { readonly turn?: number; readonly side?: Side } = {}): ScheduledEntry[] {
  return CEMETERY_HILL_MAP_DATA.data()
    .reinforcementEntries.filter((e) => (filter.turn === undefined || e.turn === filter.turn) && (filter.side === undefined || e.side === filter.side))
    .map(({ side, turn, hex }) => ({ side, turn, hex }));
}
