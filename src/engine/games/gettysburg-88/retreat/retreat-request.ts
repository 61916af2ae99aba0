import type { Problem } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import type { RetreatRequest } from '../../../core/retreat.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';

/** A request that can be answered: the unit, its hex, and the friendly units of its battle. */
export interface ReadRequest {
  readonly unit: BoardUnit;
  readonly start: string;
  readonly battle: readonly BoardUnit[];
}

const problem = (text: string, at?: string): Problem => ({ severity: 'input', text, rule: null, ...(at === undefined ? {} : { at }) });

/** Checks the request against the board; what cannot be read is an input problem, never a throw. */
export function readRetreatRequest(r: RetreatRequest): { ok: true; value: ReadRequest } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  if (r.board.game !== 'gettysburg-88') return { ok: false, problems: [problem(`This board is ${r.board.game}, not Gettysburg '88.`)] };
  const byId = new Map(r.board.units.map((u) => [u.id, u]));
  const unit = byId.get(r.unitId);
  if (!unit) return { ok: false, problems: [problem(`No unit "${r.unitId}" is on the board.`, 'unitId')] };
  const start = unit.location.kind === 'hex' ? unit.location.hex : null;
  if (start === null || GETTYSBURG_88_GRID.parse(start) === null) {
    return { ok: false, problems: [problem(`${unit.name} is not on a hex of the map, so it has nowhere to retreat from.`, 'unitId')] };
  }
  const battle: BoardUnit[] = [];
  for (const id of r.battle) {
    const u = byId.get(id);
    if (!u) problems.push(problem(`No unit "${id}" is on the board (named among the battle's friendly units).`, 'battle'));
    else if (u.side !== unit.side) problems.push(problem(`${u.name} is not on ${unit.name}'s side, so it cannot be one of its battle's friendly units.`, 'battle'));
    else if (u.id !== unit.id) battle.push(u);
  }
  for (const id of r.attackers) {
    const u = byId.get(id);
    if (!u) problems.push(problem(`No unit "${id}" is on the board (named among the attackers).`, 'attackers'));
    else if (u.side === unit.side) problems.push(problem(`${u.name} is on ${unit.name}'s own side, so it cannot be one of the enemy units it fought.`, 'attackers'));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { unit, start, battle } };
}
