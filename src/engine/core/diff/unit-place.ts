import type { BoardUnit, UnitLocation, UnitStatus } from '../board/board.js';

/** The label of a place on the map (a hex or an area), or null when the unit is off the map. */
export function placeOnMap(location: UnitLocation): string | null {
  return location.kind === 'hex' ? location.hex : location.kind === 'area' ? location.area : null;
}

export function isEliminated(unit: BoardUnit): boolean {
  return unit.location.kind === 'off-map' && unit.location.why === 'eliminated';
}

export function isExited(unit: BoardUnit): boolean {
  return unit.location.kind === 'off-map' && unit.location.why === 'exited';
}

/** A unit's state in the words the diff compares (limbering and breastworks are left out: they are not losses). */
export function statusWords(status: UnitStatus): string {
  const parts = [
    status.disorganized === 2 ? 'disorganized (second marker)' : status.disorganized === 1 ? 'disorganized' : null,
    status.shattered ? 'shattered' : null,
    status.routed ? 'routed' : null,
    status.reorganizing ? 'reorganizing' : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : 'in good order';
}

/** How bad a state is, to tell a combat result (worse) from a recovery; a second disorganization marker counts twice. */
export function statusSeverity(status: UnitStatus): number {
  return status.disorganized + (status.shattered ? 3 : 0) + (status.routed ? 3 : 0);
}
