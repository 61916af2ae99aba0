import type { Board, BoardUnit } from '../board/board.js';
import type { DiffUnit, StatusChanged, StepsLost, UnitArrived, UnitExited, UnitMoved } from './board-diff-types.js';
import { plural } from '../words.js';
import { isEliminated, isExited, placeOnMap, statusWords } from './unit-place.js';

export interface UnitChanges {
  readonly moved: UnitMoved[];
  readonly lost: StepsLost[];
  readonly regained: StepsLost[];
  readonly eliminated: DiffUnit[];
  readonly arrived: UnitArrived[];
  readonly exited: UnitExited[];
  readonly status: StatusChanged[];
  readonly notes: string[];
}

/** A unit on both boards: the earlier and the later. */
export interface UnitPair {
  readonly before: BoardUnit;
  readonly after: BoardUnit;
}

/** Ids shown in a note about units on one board only. */
const IDS_SHOWN = 5;

/** Units by id; a repeated id (a board checked elsewhere should have none) keeps its first unit. */
export function unitsById(board: Board): Map<string, BoardUnit> {
  const byId = new Map<string, BoardUnit>();
  for (const u of board.units) if (!byId.has(u.id)) byId.set(u.id, u);
  return byId;
}

function idList(units: readonly BoardUnit[]): string {
  const shown = units.slice(0, IDS_SHOWN).map((u) => JSON.stringify(u.id));
  return `${shown.join(', ')}${units.length > IDS_SHOWN ? ', …' : ''}`;
}

/** Where a unit went, in one of the lists; a unit that stayed where it was gives nothing here. */
function placeChange(pair: UnitPair, out: UnitChanges): void {
  const { before, after } = pair;
  const who: DiffUnit = { unit: after.id, name: after.name };
  const from = placeOnMap(before.location);
  const to = placeOnMap(after.location);
  if (isEliminated(after)) {
    if (!isEliminated(before)) out.eliminated.push(who);
  } else if (isExited(after)) {
    if (!isExited(before)) out.exited.push({ ...who, from });
  } else if (to !== null) {
    if (from === null) out.arrived.push({ ...who, at: to });
    else if (from !== to) out.moved.push({ ...who, from, to });
  }
}

/** Every change of place, steps and state of the units both boards have, in the later board's order. */
export function unitChanges(before: Board, after: Board): { changes: UnitChanges; pairs: UnitPair[] } {
  const out: UnitChanges = { moved: [], lost: [], regained: [], eliminated: [], arrived: [], exited: [], status: [], notes: [] };
  const earlier = unitsById(before);
  const pairs: UnitPair[] = [];
  const onlyAfter: BoardUnit[] = [];
  for (const unit of unitsById(after).values()) {
    const was = earlier.get(unit.id);
    if (!was) {
      // A board often leaves out units not yet entered: one that appears on the map has arrived.
      const at = placeOnMap(unit.location);
      if (at !== null) out.arrived.push({ unit: unit.id, name: unit.name, at });
      else onlyAfter.push(unit);
      continue;
    }
    pairs.push({ before: was, after: unit });
    placeChange({ before: was, after: unit }, out);
    const who: DiffUnit = { unit: unit.id, name: unit.name };
    const steps = was.steps.left - unit.steps.left;
    // An eliminated unit's steps are all gone: said once, as the elimination.
    if (steps > 0 && !isEliminated(unit)) out.lost.push({ ...who, steps });
    if (steps < 0) out.regained.push({ ...who, steps: -steps });
    const from = statusWords(was.status);
    const to = statusWords(unit.status);
    if (from !== to && !isEliminated(unit)) out.status.push({ ...who, from, to });
  }
  const later = new Set(after.units.map((u) => u.id));
  const onlyBefore = [...earlier.values()].filter((u) => !later.has(u.id));
  if (onlyBefore.length > 0) out.notes.push(`${plural(onlyBefore.length, 'unit')} of the earlier board ${onlyBefore.length === 1 ? 'is' : 'are'} not on the later one, so nothing is said of them: ${onlyBefore.length === 1 ? 'id' : 'ids'} ${idList(onlyBefore)}.`);
  if (onlyAfter.length > 0) out.notes.push(`${plural(onlyAfter.length, 'unit')} off the map ${onlyAfter.length === 1 ? 'is' : 'are'} on the later board only: ${onlyAfter.length === 1 ? 'id' : 'ids'} ${idList(onlyAfter)}.`);
  return { changes: out, pairs };
}
