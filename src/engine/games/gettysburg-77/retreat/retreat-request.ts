import type { Problem } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import type { Hex } from '../../../core/hex/hex.js';
import type { RetreatRequest } from '../../../core/retreat.js';
import { isCombatUnit, named, placed, type PlacedUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { g77 } from '../rule.js';

/** The retreating unit on its hex, read from the request; what cannot be read is a problem, never a throw. */
export interface RetreatingUnit {
  readonly unit: BoardUnit;
  readonly at: PlacedUnit;
  readonly start: Hex;
  /** The listed enemy units it fought that are on the map and of the other side. */
  readonly fought: readonly PlacedUnit[];
}

export type ReadRequest = { readonly ok: true; readonly value: RetreatingUnit; readonly notes: readonly Problem[] } | { readonly ok: false; readonly problems: readonly Problem[] };

function refuse(problem: Problem): ReadRequest {
  return { ok: false, problems: [problem] };
}

export function readRetreatRequest(request: RetreatRequest): ReadRequest {
  const { board } = request;
  const unit = board.units.find((u) => u.id === request.unitId);
  if (!unit) return refuse({ severity: 'input', text: `No unit "${request.unitId}" on the board.`, rule: null, at: 'unitId' });
  const at = placed(unit);
  const start = at ? GETTYSBURG_77_GRID.parse(at.hex) : null;
  if (!at || !start) return refuse({ severity: 'input', text: `${unit.name} is not on a hex of the map, so it has nowhere to retreat from.`, rule: null, at: 'unitId' });
  // A lone headquarters never fights; the Headquarters Table, not a retreat, decides what happens to it.
  if (!isCombatUnit(unit)) return refuse({ severity: 'input', text: `${named(at)} is a ${unit.type}, not a combat unit: only combat units retreat.`, rule: g77('Combat Qualifications 10'), at: 'unitId' });

  const problems: Problem[] = [];
  const notes: Problem[] = [];
  const fought: PlacedUnit[] = [];
  for (const id of request.attackers) {
    const enemy = board.units.find((u) => u.id === id);
    const p = enemy ? placed(enemy) : null;
    if (!enemy) problems.push({ severity: 'input', text: `No unit "${id}" on the board among the enemy units fought.`, rule: null, at: 'attackers' });
    else if (enemy.side === unit.side) problems.push({ severity: 'input', text: `${enemy.name} is on ${unit.name}'s own side; it cannot be an enemy it fought.`, rule: null, at: 'attackers' });
    else if (!p) notes.push({ severity: 'note', text: `${enemy.name} is no longer on the map; only enemy units next to ${named(at)} give the direction of the retreat.`, rule: g77('Retreat 1'), at: 'attackers' });
    else fought.push(p);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { unit, at, start, fought }, notes };
}
